import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { DomainError } from '@screenshelf/kit';
import type { GatewayConfig } from '../config.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './caller.js';

/** Auth.js cookie names; behind https the browser-enforced prefixes (__Secure-, __Host-) are used. */
export function authCookies(config: GatewayConfig) {
  const secure = new URL(config.PUBLIC_URL).protocol === 'https:';
  const base: CookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  return {
    secure,
    session: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
    csrf: secure ? '__Host-authjs.csrf-token' : 'authjs.csrf-token',
    flow: secure ? '__Secure-authjs.signin-flow' : 'authjs.signin-flow',
    base,
  };
}
export type AuthCookies = ReturnType<typeof authCookies>;

const cookieOf = (req: Request, name: string) => (req.cookies as Record<string, string | undefined>)[name];

const csrfHash = (token: string, secret: string) => createHash('sha256').update(`${token}${secret}`).digest('hex');

/**
 * The CSRF double-submit token, Auth.js style: the cookie holds `token|hash(token+secret)`, the form
 * posts `token`. A valid cookie is reused so several tabs share one token.
 */
export function csrfTokenFor(req: Request, res: Response, config: GatewayConfig, cookies: AuthCookies): string {
  const existing = validCsrfCookie(req, config, cookies);
  if (existing) return existing;
  const token = randomBytes(32).toString('hex');
  res.cookie(cookies.csrf, `${token}|${csrfHash(token, config.AUTH_SECRET)}`, cookies.base);
  return token;
}

function validCsrfCookie(req: Request, config: GatewayConfig, cookies: AuthCookies): string | undefined {
  const [token, hash] = (cookieOf(req, cookies.csrf) ?? '').split('|');
  if (!token || !hash) return undefined;
  const expected = Buffer.from(csrfHash(token, config.AUTH_SECRET));
  const given = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/** Every auth form post must carry the token that its CSRF cookie vouches for. */
export function verifyCsrf(req: Request, posted: unknown, config: GatewayConfig, cookies: AuthCookies): void {
  const token = validCsrfCookie(req, config, cookies);
  if (!token || typeof posted !== 'string' || posted.length !== token.length || !timingSafeEqual(Buffer.from(posted), Buffer.from(token))) {
    throw new DomainError('CSRF_TOKEN_INVALID', 'The CSRF token is missing or does not match; fetch /api/auth/csrf and try again', 'forbidden');
  }
}

export const sessionTokenCookie = (req: Request, cookies: AuthCookies) => cookieOf(req, cookies.session);
export const flowCookie = (req: Request, cookies: AuthCookies) => cookieOf(req, cookies.flow);
