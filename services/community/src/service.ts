import { fileURLToPath } from 'node:url';
import { auditBinding, createGrpcClient, createLogger, startService, Topics, type Logger } from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { SearchClient } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { CommunityConfig } from './config.js';
import { identityUserSubscription } from './events.js';
import { communityHandlers } from './grpc.js';
import { communityActions } from './posts.js';
import { screenResolver } from './screens.js';
import { registerSupport } from './support/register.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts the community process: migrations, the identity.user projection, and the gRPC server with
 * `Community` (posts, comments, votes, reports, moderation), `Support` (contact requests,
 * newsletter; src/support/) and the audit log.
 */
export async function startCommunity(config: CommunityConfig, logger: Logger = createLogger('community', config.LOG_LEVEL)) {
  return startService({
    name: 'community',
    config,
    logger,
    grpcPort: config.COMMUNITY_GRPC_PORT,
    migrations: MIGRATIONS,
    topics: [Topics.identityUser],
    outbox: true,
    consumerGroup: config.COMMUNITY_CONSUMER_GROUP || `${config.KAFKA_TOPIC_PREFIX}community`,
    async wire({ lifecycle, pool }) {
      const search = createGrpcClient<SearchClient>('search.proto', 'screenshelf.search.v1.Search', config.SEARCH_ADDR);
      lifecycle.onClose('search client', () => search.close());
      const catalog = createGrpcClient<CatalogClient>('catalog.proto', 'screenshelf.catalog.v1.Catalog', config.CATALOG_ADDR);
      lifecycle.onClose('catalog client', () => catalog.close());
      const actions = communityActions({ pool, screens: screenResolver(search, logger), catalog });
      const support = registerSupport({ config, pool, logger, lifecycle });
      return {
        services: [
          { protoFile: 'community.proto', service: 'screenshelf.community.v1.Community', handlers: communityHandlers(actions) },
          ...support,
          auditBinding('community', pool),
        ],
        subscriptions: [identityUserSubscription(logger)],
        expose: { actions, mailRelay: support.mailRelay },
      };
    },
  });
}
