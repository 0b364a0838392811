import { z } from 'zod';
import { loadConfig, databaseUrl } from '@screenshelf/kit';

export function communityConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      COMMUNITY_GRPC_PORT: z.coerce.number().int().min(0).default(7057),
      COMMUNITY_DATABASE: z.string().default('screenshelf_community'),
      /** Defaults to `<topic prefix>community`, so environments sharing a Kafka never share a group. */
      COMMUNITY_CONSUMER_GROUP: z.string().default(''),
      /** The catalog answers attached screens (with the reader's caller token: the library-access rule) and the code tree. */
      CATALOG_ADDR: z.string().default('127.0.0.1:7052'),
    },
    env,
  );
  return { ...config, databaseUrl: databaseUrl(config.POSTGRES_URL, config.COMMUNITY_DATABASE) };
}
export type CommunityConfig = ReturnType<typeof communityConfig>;
