import { fileURLToPath } from 'node:url';
import { auditBinding, createLogger, startService, Topics, type Logger } from '@screenshelf/kit';
import type { CommunityConfig } from './config.js';
import { communityHandlers } from './grpc.js';
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
    async wire({ pool }) {
      return {
        services: [
          { protoFile: 'community.proto', service: 'screenshelf.community.v1.Community', handlers: communityHandlers() },
          ...registerSupport({ config, pool, logger }),
          auditBinding('community', pool),
        ],
        subscriptions: [],
        expose: {},
      };
    },
  });
}
