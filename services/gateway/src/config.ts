import { z } from 'zod';
import { loadConfig } from '@screenshelf/kit';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export function gatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      PORT: z.coerce.number().int().min(0).default(8080),
      HOST: z.string().default('0.0.0.0'),
      IDENTITY_ADDR: z.string().default('127.0.0.1:50051'),
      CATALOG_ADDR: z.string().default('127.0.0.1:50052'),
      SEARCH_ADDR: z.string().default('127.0.0.1:50053'),
      MEMBERSHIP_ADDR: z.string().default('127.0.0.1:50054'),
      WEB_DIST: z.string().optional(),
      RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
      /** Trust X-Forwarded-* from this many proxies (an ingress in Kubernetes). */
      TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
      /**
       * Accept a caller token minted with INTERNAL_TOKEN_SECRET as `Authorization: Bearer` (operators,
       * tests, automation). Verified like any token; off by default in production.
       */
      ALLOW_BEARER_CALLER: bool.optional(),
      DEFAULT_DEADLINE_MS: z.coerce.number().int().min(1).default(5000),
    },
    env,
  );
  return { ...config, ALLOW_BEARER_CALLER: config.ALLOW_BEARER_CALLER ?? config.NODE_ENV !== 'production' };
}
export type GatewayConfig = ReturnType<typeof gatewayConfig>;
