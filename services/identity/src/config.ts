import { z } from 'zod';
import { loadConfig, databaseUrl } from '@screenshelf/kit';

export function identityConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      IDENTITY_GRPC_PORT: z.coerce.number().int().min(0).default(50051),
      IDENTITY_DATABASE: z.string().default('screenshelf_identity'),
    },
    env,
  );
  return { ...config, databaseUrl: databaseUrl(config.POSTGRES_URL, config.IDENTITY_DATABASE) };
}
export type IdentityConfig = ReturnType<typeof identityConfig>;
