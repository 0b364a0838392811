import { fileURLToPath } from 'node:url';
import { createGrpcClient, createLogger, startService, Topics, type Logger } from '@screenshelf/kit';
import type { MembershipClient } from '@screenshelf/kit/gen/screenshelf/membership/v1/Membership.js';
import type { SearchClient } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import { openAiChatModel } from './chat-model.js';
import type { ChatbotConfig } from './config.js';
import { productSellerSubscription } from './events.js';
import { chatbotHandlers } from './grpc.js';
import { chatbotActions } from './use-cases/index.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts the chatbot: migrations, the product-seller projection (marketplace.order), the search
 * and membership clients, the chat model when configured, and the gRPC server. `actions` is exposed for tests.
 */
export async function startChatbot(config: ChatbotConfig, logger: Logger = createLogger('chatbot', config.LOG_LEVEL)) {
  return startService({
    name: 'chatbot',
    config,
    logger,
    grpcPort: config.CHATBOT_GRPC_PORT,
    migrations: MIGRATIONS,
    topics: [Topics.marketplaceOrder],
    consumerGroup: config.CHATBOT_CONSUMER_GROUP || `${config.KAFKA_TOPIC_PREFIX}chatbot`,
    async wire({ lifecycle, pool }) {
      const search = createGrpcClient<SearchClient>('search.proto', 'screenshelf.search.v1.Search', config.SEARCH_ADDR);
      lifecycle.onClose('search client', () => search.close());
      const membership = createGrpcClient<MembershipClient>('membership.proto', 'screenshelf.membership.v1.Membership', config.MEMBERSHIP_ADDR);
      lifecycle.onClose('membership client', () => membership.close());
      const model = config.CHAT_MODEL_URL
        ? openAiChatModel({ url: config.CHAT_MODEL_URL, key: config.CHAT_MODEL_KEY, model: config.CHAT_MODEL_NAME, timeoutMs: config.CHAT_MODEL_TIMEOUT_MS })
        : undefined;
      logger.info({ answeredBy: model ? 'model' : 'composer', model: model?.name }, 'the assistant answers with');
      const actions = chatbotActions({ pool, logger, search, membership, model, retrieveLimit: config.CHATBOT_RETRIEVE_LIMIT, retrieveDeadlineMs: config.CHATBOT_RETRIEVE_TIMEOUT_MS });
      return {
        services: [{ protoFile: 'chatbot.proto', service: 'screenshelf.chatbot.v1.Chatbot', handlers: chatbotHandlers(actions) }],
        subscriptions: [productSellerSubscription()],
        expose: { actions },
      };
    },
  });
}
