import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { unauthenticated, forbidden } from './errors.js';

export const Role = z.enum(['VISITOR', 'USER', 'SELLER', 'ADMIN']);
export type Role = z.infer<typeof Role>;

/** Who is calling, as resolved by the gateway from the session and entitlement. */
export const Caller = z.object({
  userId: z.string().nullable(),
  role: Role,
  plan: z.string(),
  paid: z.boolean(),
});
export type Caller = z.infer<typeof Caller>;

export const VISITOR: Caller = { userId: null, role: 'VISITOR', plan: 'STARTER', paid: false };

const ISSUER = 'screenshelf-gateway';
const AUDIENCE = 'screenshelf-services';
const TOKEN_TTL_SECONDS = 60;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signCallerToken(caller: Caller, secret: string): Promise<string> {
  return new SignJWT({ ...caller })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

/** Verifies signature, issuer, audience and expiry; a bare or forged token is refused. */
export async function verifyCallerToken(token: string, secret: string): Promise<Caller> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return Caller.parse(payload);
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
