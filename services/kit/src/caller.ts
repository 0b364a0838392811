import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { unauthenticated, forbidden } from './errors.js';

/** SERVICE is another service calling (signServiceToken), never a person: the gateway cannot mint it. */
export const Role = z.enum(['VISITOR', 'USER', 'SELLER', 'ADMIN', 'SERVICE']);
export type Role = z.infer<typeof Role>;

/** Who is calling, as resolved by the gateway from the session and entitlement. */
export const Caller = z.object({
  userId: z.string().nullable(),
  role: Role,
  plan: z.string(),
  paid: z.boolean(),
  /** The signed-in person's e-mail, when the gateway knows it (the audit log names who acted). */
  email: z.string().optional(),
  /** The active Group Pro group the person manages or has a seat in (membership's entitlement): its team boards. */
  groupId: z.string().optional(),
});
export type Caller = z.infer<typeof Caller>;

export const VISITOR: Caller = { userId: null, role: 'VISITOR', plan: 'STARTER', paid: false };

const ISSUER = 'screenshelf-gateway';
/** Service tokens have their own issuer, so a token the gateway signs can never carry the SERVICE role. */
const SERVICE_ISSUER = 'screenshelf-service';
const AUDIENCE = 'screenshelf-services';
const TOKEN_TTL_SECONDS = 60;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * A token names its issue and expiry in whole seconds, so the same caller's token minted twice in one
 * second is the same bytes: it is made once per caller and second and reused (the gateway signed one
 * per request and per lookup before, an HMAC and a JSON encoding each time). Every token still has
 * its full life when it is handed out.
 */
/** At most this many callers' tokens (and verified tokens) are remembered; past it, the memory starts over. */
const REMEMBERED = 10_000;
const minted = new Map<string, { token: Promise<string>; until: number }>();
const verified = new Map<string, { caller: Caller; secret: string; exp: number }>();
const nowSeconds = () => Math.floor(Date.now() / 1000);

const sign = (caller: Caller, issuer: string, secret: string, ttlSeconds = TOKEN_TTL_SECONDS) => {
  const key = [issuer, secret, ttlSeconds, caller.userId, caller.role, caller.plan, caller.paid, caller.email ?? '', caller.groupId ?? ''].join('\u0000');
  const now = Date.now();
  const hit = minted.get(key);
  if (hit && now < hit.until) return hit.token;
  if (minted.size >= REMEMBERED) minted.clear();
  const token = new SignJWT({ ...caller })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keyOf(secret));
  minted.set(key, { token, until: (Math.floor(now / 1000) + 1) * 1000 });
  token.catch(() => minted.delete(key));
  return token;
};

/**
 * The token the gateway attaches for a person (or a visitor); it refuses the SERVICE role. It lives a
 * minute; only tests ask for longer (`ttlSeconds`), so a token minted once outlives a slow suite.
 */
export async function signCallerToken(caller: Caller, secret: string, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
  if (caller.role === 'SERVICE') throw forbidden('A person cannot act as a service');
  return sign(caller, ISSUER, secret, ttlSeconds);
}

/** The caller a service is when it calls another service: role SERVICE, user `service:<name>`, no plan. */
export const serviceCaller = (service: string): Caller => ({ userId: `service:${service}`, role: 'SERVICE', plan: 'STARTER', paid: false });

/** The token a service attaches to its own calls (minted with the internal secret, accepted only where a handler allows services). */
export function signServiceToken(service: string, secret: string): Promise<string> {
  return sign(serviceCaller(service), SERVICE_ISSUER, secret);
}

/** Verifies signature, issuer, audience and expiry; a bare or forged token is refused, and only a service's token carries SERVICE. */
export async function verifyCallerToken(token: string, secret: string): Promise<Caller> {
  // A token verified before is the same bytes under the same secret: only its expiry is checked again.
  const seen = verified.get(token);
  if (seen && seen.secret === secret && nowSeconds() < seen.exp) return { ...seen.caller };
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: [ISSUER, SERVICE_ISSUER], audience: AUDIENCE, algorithms: ['HS256'] });
    const caller = Caller.parse(payload);
    if ((payload.iss === SERVICE_ISSUER) !== (caller.role === 'SERVICE')) throw new Error('role and issuer disagree');
    if (typeof payload.exp === 'number') {
      if (verified.size >= REMEMBERED) verified.clear();
      verified.set(token, { caller: { ...caller }, secret, exp: payload.exp });
    }
    return caller;
  } catch {
    throw unauthenticated('The caller token is missing, expired or invalid');
  }
}

export function requireSignedIn(caller: Caller): asserts caller is Caller & { userId: string } {
  if (!caller.userId) throw unauthenticated();
}

export function requireRole(caller: Caller, ...roles: Role[]): void {
  requireSignedIn(caller);
  if (!roles.includes(caller.role)) throw forbidden();
}
