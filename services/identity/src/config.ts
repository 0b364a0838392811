import { z } from 'zod';
import { loadConfig, databaseUrl } from '@screenshelf/kit';

export function identityConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      IDENTITY_GRPC_PORT: z.coerce.number().int().min(0).default(7051),
      IDENTITY_DATABASE: z.string().default('screenshelf_identity'),
      /** The OpenID provider behind the provider id "google": https://accounts.google.com in production. */
      OIDC_ISSUER: z.string().url().default('http://127.0.0.1:8090'),
      /** Local defaults match the client services/dev-oidc registers. */
      OIDC_CLIENT_ID: z.string().min(1).default('screenshelf-local'),
      OIDC_CLIENT_SECRET: z.string().min(1).default('screenshelf-local-oidc-secret'),
      /** Emails that become ADMIN when they first sign in (comma separated): how the first admin appears. */
      IDENTITY_ADMIN_EMAILS: z.string().optional(),
      SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    },
    env,
  );
  const adminEmails = (config.IDENTITY_ADMIN_EMAILS ?? (config.NODE_ENV === 'production' ? '' : 'admin@screenshelf.local'))
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (config.NODE_ENV === 'production' && config.OIDC_CLIENT_SECRET === 'screenshelf-local-oidc-secret') {
    throw new Error('OIDC_CLIENT_SECRET must be set in production');
  }
  return { ...config, adminEmails, databaseUrl: databaseUrl(config.POSTGRES_URL, config.IDENTITY_DATABASE) };
}
export type IdentityConfig = ReturnType<typeof identityConfig>;
