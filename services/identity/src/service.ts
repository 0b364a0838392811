import { fileURLToPath } from 'node:url';
import { createLogger, createPool, Lifecycle, migrate, startGrpcServer, type Logger } from '@screenshelf/kit';
import type { IdentityConfig } from './config.js';
import { identityHandlers } from './grpc.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

export async function startIdentity(config: IdentityConfig, logger: Logger = createLogger('identity', config.LOG_LEVEL)) {
  const lifecycle = new Lifecycle(logger);
  try {
    await migrate(config.databaseUrl, MIGRATIONS, logger);
    const pool = createPool(config.databaseUrl);
    lifecycle.onClose('postgres', () => pool.end());
    const grpcServer = await startGrpcServer({
      name: 'identity',
      port: config.IDENTITY_GRPC_PORT,
      tokenSecret: config.INTERNAL_TOKEN_SECRET,
      logger,
      services: [{ protoFile: 'identity.proto', service: 'screenshelf.identity.v1.Identity', handlers: identityHandlers(pool) }],
    });
    lifecycle.onClose('grpc', () => grpcServer.stop());
    return { port: grpcServer.port, pool, stop: () => lifecycle.close(), lifecycle };
  } catch (error) {
    await lifecycle.close(); // leave nothing half-open when a start fails
    throw error;
  }
}
