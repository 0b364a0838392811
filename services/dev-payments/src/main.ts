import { startDevPayments } from './server.js';

// Local development only: the payment provider membership talks to (PAYMENTS_BASE_URL).
const port = Number(process.env.DEV_PAYMENTS_PORT ?? 8091);
// Saved cards and payments live in a file, so a restart forgets nothing (DEV_PAYMENTS_STATE overrides).
const stateFile = process.env.DEV_PAYMENTS_STATE ?? '.local/dev-payments/state.json';
const running = await startDevPayments({ port, secretKey: process.env.PAYMENTS_SECRET_KEY, stateFile });
console.log(`dev-payments listening on ${running.url}`);
const stop = () => void running.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
