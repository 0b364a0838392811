import { fileURLToPath } from 'node:url';
import { auditBinding, createGrpcClient, createLogger, startMailRelay, startService, Topics, type Logger } from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { SearchClient } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { CommunityConfig } from './config.js';
import { identityUserSubscription } from './events.js';
import { communityHandlers } from './grpc.js';
import { supportHandlers } from './grpc-support.js';
import { communityActions, screenResolver, supportActions } from './use-cases/index.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts the community process: migrations, the identity.user projection, and the gRPC server with
 * `Community` (posts, comments, votes, reports, moderation), `Support` (contact requests,
 * newsletter) and the audit log, and the relay that sends Support's mail from the outbox.
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
      const support = supportActions({ pool, publicUrl: config.PUBLIC_URL });
      const mailRelay = startMailRelay({ pool, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, pollMs: config.MAIL_POLL_MS, keepDays: config.MAIL_KEEP_DAYS });
      lifecycle.onClose('mail relay', () => mailRelay.stop());
      return {
        services: [
          { protoFile: 'community.proto', service: 'screenshelf.community.v1.Community', handlers: communityHandlers(actions) },
          { protoFile: 'community.proto', service: 'screenshelf.community.v1.Support', handlers: supportHandlers(support) },
          auditBinding('community', pool),
        ],
        subscriptions: [identityUserSubscription(logger)],
        // The relay is exposed for tests (stopped mid-send) and a look.
        expose: { actions, mailRelay },
      };
    },
  });
}
