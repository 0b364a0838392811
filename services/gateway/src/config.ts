import { z } from 'zod';
import { ConfigError, loadConfig, localSecret } from '@screenshelf/kit';
import { SERVICES } from './clients.js';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export function gatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      PORT: z.coerce.number().int().min(0).default(8080),
      /** The gateway's own interface; defaults to BIND_HOST (loopback unless told otherwise). */
      HOST: z.string().min(1).optional(),
      IDENTITY_ADDR: z.string().default('127.0.0.1:7051'),
      CATALOG_ADDR: z.string().default('127.0.0.1:7052'),
      SEARCH_ADDR: z.string().default('127.0.0.1:7053'),
      MEMBERSHIP_ADDR: z.string().default('127.0.0.1:7054'),
      MARKETPLACE_ADDR: z.string().default('127.0.0.1:7055'),
      CHATBOT_ADDR: z.string().default('127.0.0.1:7056'),
      COMMUNITY_ADDR: z.string().default('127.0.0.1:7057'),
      WEB_DIST: z.string().optional(),
      /** Contact form sends and visitor newsletter sign-ups per minute and address (on top of RATE_LIMIT_PER_MINUTE). */
      SUPPORT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
      RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
      /** Trust X-Forwarded-* from this many proxies (an ingress in Kubernetes). */
      TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
      /**
       * Accept a caller token minted with INTERNAL_TOKEN_SECRET as `Authorization: Bearer` (operators,
       * tests, automation). Verified like any token; off by default in production.
       */
      ALLOW_BEARER_CALLER: bool.optional(),
      DEFAULT_DEADLINE_MS: z.coerce.number().int().min(1).default(5000),
      /** How long resolving a session or access token (identity) and the caller's plan (membership) may take per request. */
      SESSION_LOOKUP_MS: z.coerce.number().int().min(1).default(2000),
      /**
       * The services without which a gateway replica is not ready (`/readyz` 503, out of the load
       * balancer), comma-separated; Redis always counts. Identity by default: it resolves every session.
       */
      READY_SERVICES: z
        .string()
        .default('identity')
        .transform((list) => list.split(',').map((s) => s.trim()).filter(Boolean))
        .pipe(z.array(z.enum(SERVICES.map((s) => s.name)))),
      /** The product's public origin: the OpenID redirect URI, the allowed callbackUrl origin, Secure cookies when https. */
      PUBLIC_URL: z.string().url().default('http://localhost:8080'),
      /** Signs the CSRF double-submit cookie (Auth.js AUTH_SECRET); required in production, this machine's own in development. */
      AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must have at least 32 characters').optional(),
      /** Per-minute limits in Redis for session-check and sign-in, per IP and per signed-in user. */
      SESSION_CHECK_PER_MINUTE_IP: z.coerce.number().int().min(1).default(600),
      SESSION_CHECK_PER_MINUTE_USER: z.coerce.number().int().min(1).default(60),
      SIGN_IN_PER_MINUTE_IP: z.coerce.number().int().min(1).default(30),
      SIGN_IN_PER_MINUTE_USER: z.coerce.number().int().min(1).default(10),
      /** Check every JSON answer against its declared schema; a mismatch is a 500 (the tests turn it on). */
      VALIDATE_RESPONSES: bool.default(false),
      /** Per-minute limit of /mcp requests per personal access token (Redis, like the others). */
      MCP_PER_MINUTE_TOKEN: z.coerce.number().int().min(1).default(120),
      /**
       * Per-minute limit of the design-tool plugin's REST reads per personal access token, on top of
       * the per-address limit: a pattern inserted into the canvas is one search and a file a screen.
       */
      PLUGIN_PER_MINUTE_TOKEN: z.coerce.number().int().min(1).default(300),
      /** Questions to the assistant per minute: per address for visitors (the chatbot is free, §6), per user when signed in. */
      CHATBOT_ASK_PER_MINUTE_IP: z.coerce.number().int().min(1).default(20),
      CHATBOT_ASK_PER_MINUTE_USER: z.coerce.number().int().min(1).default(60),
      /**
       * Looking a person up by e-mail (users/validation, users/sellers/validation, groups/validation) per
       * minute and signed-in caller, the three together: enough for a manager filling a group or an admin
       * granting roles, too few to map addresses to accounts.
       */
      EMAIL_LOOKUP_PER_MINUTE_USER: z.coerce.number().int().min(1).default(30),
      /** Prefix of the auth rate-limit keys in Redis; lets test runs share one Redis. */
      AUTH_RATE_LIMIT_PREFIX: z.string().default('rl:auth:'),
      /** Redis key prefix of the per-IP API limit; separate stacks on one Redis count separately. */
      RATE_LIMIT_PREFIX: z.string().default('rl:api:'),
      /** The company details the SPA's footer shows (GET /api/v2/site); each one unset is not shown. */
      COMPANY_NAME: z.string().min(1).optional(),
      COMPANY_NAME_KO: z.string().min(1).optional(),
      COMPANY_CEO: z.string().min(1).optional(),
      COMPANY_CEO_KO: z.string().min(1).optional(),
      COMPANY_REGISTRATION_NUMBER: z.string().min(1).optional(),
      COMPANY_MAIL_ORDER_NUMBER: z.string().min(1).optional(),
      COMPANY_ADDRESS: z.string().min(1).optional(),
      COMPANY_ADDRESS_KO: z.string().min(1).optional(),
      COMPANY_SUPPORT_EMAIL: z.string().email().optional(),
      COMPANY_SUPPORT_PHONE: z.string().min(1).optional(),
    },
    env,
  );
  if (config.NODE_ENV === 'production' && !config.AUTH_SECRET) throw new ConfigError('AUTH_SECRET must be set in production (at least 32 characters)');
  return { ...config, AUTH_SECRET: config.AUTH_SECRET ?? localSecret('auth'), HOST: config.HOST ?? config.BIND_HOST, ALLOW_BEARER_CALLER: config.ALLOW_BEARER_CALLER ?? config.NODE_ENV !== 'production' };
}
export type GatewayConfig = ReturnType<typeof gatewayConfig>;
