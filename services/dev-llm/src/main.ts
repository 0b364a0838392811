import { startDevLlm } from './server.js';

// Local development only: a chat model the chatbot may use (CHAT_MODEL_URL=http://127.0.0.1:8093/v1).
const port = Number(process.env.DEV_LLM_PORT ?? 8093);
const running = await startDevLlm({ port, key: process.env.DEV_LLM_KEY });
console.log(`dev-llm listening on ${running.url}`);
const stop = () => void running.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
