import { z } from 'zod';
import { loadConfig, databaseUrl } from '@screenshelf/kit';

export function membershipConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      MEMBERSHIP_GRPC_PORT: z.coerce.number().int().min(0).default(50054),
      MEMBERSHIP_DATABASE: z.string().default('screenshelf_membership'),
    },
    env,
  );
  return { ...config, databaseUrl: databaseUrl(config.POSTGRES_URL, config.MEMBERSHIP_DATABASE) };
}
export type MembershipConfig = ReturnType<typeof membershipConfig>;
