import { z } from 'zod';
import { loadConfig, databaseUrl } from '@screenshelf/kit';

export function catalogConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      CATALOG_GRPC_PORT: z.coerce.number().int().min(0).default(50052),
      CATALOG_DATABASE: z.string().default('screenshelf_catalog'),
    },
    env,
  );
  return { ...config, databaseUrl: databaseUrl(config.POSTGRES_URL, config.CATALOG_DATABASE) };
}
export type CatalogConfig = ReturnType<typeof catalogConfig>;
