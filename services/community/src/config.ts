import { z } from 'zod';
import { loadConfig, databaseUrl, mailEnv } from '@screenshelf/kit';

export function communityConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      COMMUNITY_GRPC_PORT: z.coerce.number().int().min(0).default(7057),
      COMMUNITY_DATABASE: z.string().default('screenshelf_community'),
      /** Defaults to `<topic prefix>community`, so environments sharing a Kafka never share a group. */
      COMMUNITY_CONSUMER_GROUP: z.string().default(''),
      /** Search answers attached screens with each reader's caller token (the library-access rule decides what shows). */
      SEARCH_ADDR: z.string().default('127.0.0.1:7053'),
      /** The catalog answers the code tree tags are chosen from. */
      CATALOG_ADDR: z.string().default('127.0.0.1:7052'),
      /** Support and newsletter mail (src/support): SMTP_URL, MAIL_FROM, MAIL_POLL_MS. */
      ...mailEnv,
      /** The site's public address, for the links in mails (confirm, unsubscribe). */
      PUBLIC_URL: z.string().url().default('http://localhost:8080'),
    },
    env,
  );
  return { ...config, databaseUrl: databaseUrl(config.POSTGRES_URL, config.COMMUNITY_DATABASE) };
}
export type CommunityConfig = ReturnType<typeof communityConfig>;
