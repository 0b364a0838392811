import { z } from 'zod';
import { ConfigError, loadConfig, databaseUrl } from '@screenshelf/kit';

export function chatbotConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      CHATBOT_GRPC_PORT: z.coerce.number().int().min(0).default(7056),
      CHATBOT_DATABASE: z.string().default('screenshelf_chatbot'),
      /** Defaults to `<topic prefix>chatbot`, so environments sharing a Kafka never share a group. */
      CHATBOT_CONSUMER_GROUP: z.string().default(''),
      /** search.Retrieve answers the items an answer may cite. */
      SEARCH_ADDR: z.string().default('127.0.0.1:7053'),
      /** membership.ListPlans answers questions about plans and prices. */
      MEMBERSHIP_ADDR: z.string().default('127.0.0.1:7054'),
      /** How many retrieved items an answer is written from. */
      CHATBOT_RETRIEVE_LIMIT: z.coerce.number().int().min(1).max(20).default(6),
      /** How long search.Retrieve may take (it embeds the question first; the embeddings server may be slow). */
      CHATBOT_RETRIEVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
      /**
       * An OpenAI-compatible chat-completions endpoint (`<url>/chat/completions`, e.g.
       * https://api.openai.com/v1). Unset: the deterministic local composer answers.
       */
      CHAT_MODEL_URL: z.string().url().optional(),
      CHAT_MODEL_KEY: z.string().default(''),
      CHAT_MODEL_NAME: z.string().default(''),
      /** How long a model answer may take, first byte to last. */
      CHAT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    },
    env,
  );
  if (config.CHAT_MODEL_URL && !config.CHAT_MODEL_NAME) throw new ConfigError('CHAT_MODEL_NAME is required when CHAT_MODEL_URL is set');
  return { ...config, databaseUrl: databaseUrl(config.POSTGRES_URL, config.CHATBOT_DATABASE) };
}
export type ChatbotConfig = ReturnType<typeof chatbotConfig>;
