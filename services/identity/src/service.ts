import { fileURLToPath } from 'node:url';
import {
  createKafka,
  createLogger,
  createPool,
  ensureTopics,
  Lifecycle,
  migrate,
  startGrpcServer,
  startOutboxRelay,
  Topics,
  type Logger,
} from '@screenshelf/kit';
import type { IdentityConfig } from './config.js';
import { identityHandlers } from './grpc.js';
import { oidcRelyingParty } from './oidc.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/** Starts identity: migrations, the outbox relay to Kafka (identity.user), and the gRPC server. */
export async function startIdentity(config: IdentityConfig, logger: Logger = createLogger('identity', config.LOG_LEVEL)) {
  return Lifecycle.start(logger, async (lifecycle) => {
    await migrate(config.databaseUrl, MIGRATIONS, logger);
    const pool = createPool(config.databaseUrl);
    lifecycle.onClose('postgres', () => pool.end());
    const kafka = createKafka('identity', config.KAFKA_BROKERS, logger);
    await ensureTopics(kafka, [Topics.identityUser], config.KAFKA_TOPIC_PREFIX).catch((error) =>
      logger.warn({ err: error }, 'could not ensure topics; the relay will publish once Kafka is back'),
    );
    const relay = startOutboxRelay({ pool, kafka, logger, topicPrefix: config.KAFKA_TOPIC_PREFIX });
    lifecycle.onClose('outbox relay', () => relay.stop());
    const oidc = oidcRelyingParty({ issuer: config.OIDC_ISSUER, clientId: config.OIDC_CLIENT_ID, clientSecret: config.OIDC_CLIENT_SECRET });
    const grpcServer = await startGrpcServer({
      name: 'identity',
      port: config.IDENTITY_GRPC_PORT,
      host: config.BIND_HOST,
      tokenSecret: config.INTERNAL_TOKEN_SECRET,
      logger,
      services: [{ protoFile: 'identity.proto', service: 'screenshelf.identity.v1.Identity', handlers: identityHandlers(pool, config, oidc) }],
    });
    lifecycle.onClose('grpc', () => grpcServer.stop());
    return { port: grpcServer.port, host: grpcServer.host, pool, relay, stop: () => lifecycle.close(), lifecycle };
  });
}
