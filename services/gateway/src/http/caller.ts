import type { Request, RequestHandler } from 'express';
import { parse as parseCookies } from 'cookie';
import { domainError, isValidIdempotencyKey, signCallerToken, validationError, verifyCallerToken, VISITOR, type Caller, type Logger, sessionTokenHash, type MirroredSession, type Role, type SessionMirror } from '@screenshelf/kit';
import type { User, User__Output } from '@screenshelf/kit/gen/screenshelf/identity/v1/User.js';
import type { Clients } from '../clients.js';
import type { GatewayConfig } from '../config.js';

declare module 'express-serve-static-core' {
  interface Request {
    caller: Caller;
    callerToken: string;
    defaultDeadlineMs: number;
    /** The deadline the operation declares (product-spec §9), for every call its handler makes (http/route.ts). */
    operationDeadlineMs?: number;
    /** Why a presented session was not accepted (e.g. SIGNED_IN_ELSEWHERE); empty when none was presented. */
    sessionProblem: string;
    /** The signed-in user and session expiry as identity resolved them (for GET /api/auth/session). */
    signedIn?: { user: User; expires: string };
    /** The client's Idempotency-Key header: a change called again with it answers the first result. */
    idempotencyKey?: string;
    /** The personal access token of an /mcp request or a plugin read (its id), for the per-token rate limit. */
    accessTokenId?: string;
  }
}

/** Auth.js cookie names, so the product's client and tooling recognise them. */
export const SESSION_COOKIE = 'authjs.session-token';
export const SECURE_SESSION_COOKIE = '__Secure-authjs.session-token';

/** Identity's personal access tokens start so (identity/src/domain/access-token.ts). */
export const ACCESS_TOKEN_PREFIX = 'ssp_';

/**
 * Paths that need only whether the session is valid and whose it is, never the plan: membership is
 * not asked (the caller's plan there is Starter, and such a path calls no service on its behalf).
 * The session check is polled by every open tab; the session itself is still resolved every time, so
 * a sign-in elsewhere ends the old session at the next check.
 */
const SESSION_ONLY_PATHS = new Set(['/api/auth/session-check']);

export const sessionTokenOf = (req: Request): string | undefined =>
  (req.cookies as Record<string, string | undefined>)[SECURE_SESSION_COOKIE] ??
  (req.cookies as Record<string, string | undefined>)[SESSION_COOKIE];

/**
 * The one place a session token is resolved (identity): the caller of an API request and the SPA
 * pages that need a session both ask here.
 */
export async function resolveSession(sessionToken: string, config: GatewayConfig, clients: Clients) {
  const visitorToken = await signCallerToken(VISITOR, config.INTERNAL_TOKEN_SECRET);
  return clients.identity.ResolveSession({ sessionToken }, { token: visitorToken, deadlineMs: config.SESSION_LOOKUP_MS });
}

/** A personal access token (the bearer of an /mcp request) resolved by identity, as a session is. */
export async function resolveAccessToken(secret: string, config: GatewayConfig, clients: Clients) {
  const visitorToken = await signCallerToken(VISITOR, config.INTERNAL_TOKEN_SECRET);
  return clients.identity.ResolveAccessToken({ secret }, { token: visitorToken, deadlineMs: config.SESSION_LOOKUP_MS });
}

/** RFC 6750: a refused bearer token is a 401 that names the scheme. */
/** The bearer credential of a request (RFC 6750: the scheme is case-insensitive), or undefined. */
export const bearerOf = (req: Request): string | undefined => req.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];

export const accessTokenChallenge = (realm: string, presented: boolean) => `Bearer realm="${realm}"${presented ? ', error="invalid_token"' : ''}`;

/**
 * The caller a personal access token stands for (its user with their plan, callerOfUser), or
 * undefined when identity does not accept it: the one rule for /mcp and the plugin's REST reads.
 */
export async function callerOfAccessToken(secret: string, config: GatewayConfig, clients: Clients, logger: Logger) {
  const resolved = await resolveAccessToken(secret, config, clients);
  if (!resolved.valid || !resolved.user) return undefined;
  return { tokenId: resolved.tokenId, caller: await callerOfUser(resolved.user, config, clients, logger) };
}

/**
 * Resolves who is calling and mints the short-lived token services trust: the session cookie is
 * resolved by identity, the plan by membership. On the design-tool plugin's reads (req.pluginRead,
 * http/plugin-access.ts) a personal access token is the caller, as on /mcp. A bearer caller token (verified) serves operators and
 * tests when allowed. If membership cannot answer, the caller gets Starter: paid features fail closed.
 */
export function resolveCaller(config: GatewayConfig, clients: Clients, logger: Logger, mirror: SessionMirror): RequestHandler {
  return async (req, res, next) => {
    let mirrored: MirroredSession | undefined;
    try {
      req.cookies = parseCookies(req.headers.cookie ?? '');
      req.defaultDeadlineMs = config.DEFAULT_DEADLINE_MS;
      req.sessionProblem = '';
      const idempotencyKey = req.headers['idempotency-key'];
      if (idempotencyKey !== undefined) {
        if (typeof idempotencyKey !== 'string' || !isValidIdempotencyKey(idempotencyKey)) {
          throw validationError('The Idempotency-Key header must be 1 to 255 printable ASCII characters', [
            { path: 'headers.idempotency-key', message: 'must be 1 to 255 printable ASCII characters', code: 'invalid_string' },
          ]);
        }
        req.idempotencyKey = idempotencyKey;
      }
      let caller: Caller = VISITOR;
      const bearer = bearerOf(req);
      const sessionToken = sessionTokenOf(req);
      if (bearer?.startsWith(ACCESS_TOKEN_PREFIX) && req.pluginRead) {
        const resolved = await callerOfAccessToken(bearer, config, clients, logger);
        if (!resolved) {
          res.setHeader('WWW-Authenticate', accessTokenChallenge('screenshelf', true));
          throw domainError('ACCESS_TOKEN_INVALID');
        }
        req.accessTokenId = resolved.tokenId;
        caller = resolved.caller;
      } else if (bearer && config.ALLOW_BEARER_CALLER) {
        caller = await verifyCallerToken(bearer, config.INTERNAL_TOKEN_SECRET);
      } else if (sessionToken && SESSION_ONLY_PATHS.has(req.baseUrl + req.path) && (mirrored = await mirror.read(sessionTokenHash(sessionToken)))) {
        // The session check, answered from identity's session mirror when it holds this session. The
        // mirror keeps only whose session it is: the role here is never read (the check calls no service).
        if (mirrored.valid) caller = { userId: mirrored.userId, role: 'USER', plan: 'STARTER', paid: false, email: '' };
        else req.sessionProblem = mirrored.reason;
      } else if (sessionToken) {
        const session = await resolveSession(sessionToken, config, clients);
        if (session.valid && session.user) {
          req.signedIn = { user: session.user, expires: session.expires };
          caller = SESSION_ONLY_PATHS.has(req.baseUrl + req.path)
            ? { userId: session.user.id, role: session.user.role as Role, plan: 'STARTER', paid: false, email: session.user.email }
            : await callerOfUser(session.user, config, clients, logger);
        } else {
          req.sessionProblem = session.reason || 'UNKNOWN';
        }
      }
      req.caller = caller;
      // A session-only path calls no service: it needs no token for one.
      req.callerToken = SESSION_ONLY_PATHS.has(req.baseUrl + req.path) ? '' : await signCallerToken(caller, config.INTERNAL_TOKEN_SECRET);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A signed-in user as the services see them: role from identity, plan and paid from membership. The
 * one rule for a session and a personal access token (/mcp), so the entitlement is the same.
 */
export async function callerOfUser(user: User__Output, config: GatewayConfig, clients: Clients, logger: Logger): Promise<Caller> {
  const signedIn: Caller = { userId: user.id, role: user.role as Role, plan: 'STARTER', paid: false, email: user.email };
  return { ...signedIn, ...(await entitlementOf(signedIn, config, clients, logger)) };
}

async function entitlementOf(caller: Caller & { userId: string | null }, config: GatewayConfig, clients: Clients, logger: Logger) {
  try {
    const token = await signCallerToken(caller, config.INTERNAL_TOKEN_SECRET);
    const entitlement = await clients.membership.GetEntitlement({ userId: caller.userId ?? '' }, { token, deadlineMs: config.SESSION_LOOKUP_MS });
    return { plan: entitlement.plan || 'STARTER', paid: entitlement.paid, ...(entitlement.groupId ? { groupId: entitlement.groupId } : {}) };
  } catch (error) {
    logger.warn({ err: error }, 'entitlement unavailable; treating the caller as Starter');
    return { plan: 'STARTER', paid: false };
  }
}

/** The token and deadline for a gRPC call made on behalf of this request. */
export const callOptions = (req: Request, deadlineMs?: number) => ({
  token: req.callerToken,
  deadlineMs: deadlineMs ?? req.operationDeadlineMs ?? req.defaultDeadlineMs,
  idempotencyKey: req.idempotencyKey,
});
