import { fileURLToPath } from 'node:url';
import { createLogger, createPool, Lifecycle, migrate, startGrpcServer, type Logger } from '@screenshelf/kit';
import type { MembershipConfig } from './config.js';
import { membershipHandlers } from './grpc.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

export async function startMembership(config: MembershipConfig, logger: Logger = createLogger('membership', config.LOG_LEVEL)) {
  const lifecycle = new Lifecycle(logger);
  try {
    await migrate(config.databaseUrl, MIGRATIONS, logger);
    const pool = createPool(config.databaseUrl);
    lifecycle.onClose('postgres', () => pool.end());
    const grpcServer = await startGrpcServer({
      name: 'membership',
      port: config.MEMBERSHIP_GRPC_PORT,
      tokenSecret: config.INTERNAL_TOKEN_SECRET,
      logger,
      services: [{ protoFile: 'membership.proto', service: 'screenshelf.membership.v1.Membership', handlers: membershipHandlers(pool) }],
    });
    lifecycle.onClose('grpc', () => grpcServer.stop());
    return { port: grpcServer.port, pool, stop: () => lifecycle.close(), lifecycle };
  } catch (error) {
    await lifecycle.close(); // leave nothing half-open when a start fails
    throw error;
  }
}
