import { fileURLToPath } from 'node:url';
import { createLogger, startService, Topics, type Logger, auditBinding, sessionMirror } from '@screenshelf/kit';
import type { IdentityConfig } from './config.js';
import { identityHandlers } from './grpc.js';
import { oidcRelyingParty } from './oidc.js';
import { identityActions } from './use-cases/index.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/** Starts identity: migrations, the outbox relay to Kafka (identity.user), and the gRPC server. */
export async function startIdentity(config: IdentityConfig, logger: Logger = createLogger('identity', config.LOG_LEVEL)) {
  return startService({
    name: 'identity',
    config,
    logger,
    grpcPort: config.IDENTITY_GRPC_PORT,
    migrations: MIGRATIONS,
    topics: [Topics.identityUser],
    outbox: true,
    // The session mirror (kit session-mirror.ts): identity writes, the gateway's session check reads.
    redis: true,
    async wire({ pool, redis }) {
      const oidc = oidcRelyingParty({ issuer: config.OIDC_ISSUER, clientId: config.OIDC_CLIENT_ID, clientSecret: config.OIDC_CLIENT_SECRET });
      const actions = identityActions({ pool, config, oidc, mirror: sessionMirror(redis), logger });
      return {
        services: [
          { protoFile: 'identity.proto', service: 'screenshelf.identity.v1.Identity', handlers: identityHandlers(actions) },
          auditBinding('identity', pool),
        ],
        expose: {},
      };
    },
  });
}
