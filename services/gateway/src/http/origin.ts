import type { Request, RequestHandler } from 'express';
import { parse as parseCookies } from 'cookie';
import { domainError } from '@screenshelf/kit';
import type { GatewayConfig } from '../config.js';
import { authCookies } from './auth-cookies.js';

/** Methods that only read: never checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIGN_IN_CALLBACK = '/api/auth/callback/';

/** The origin of a header value (`null`, an opaque origin, or garbage: undefined). */
function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Defence in depth beside the SameSite=Lax session cookie: a state-changing request that carries the
 * session cookie must come from this site. The browser's `Origin` (or, where it sent none, its
 * `Referer`) must be PUBLIC_URL's origin or the origin of the host the request was sent to (a
 * development proxy keeps its own host). A request with neither header is not a browser's
 * cross-site request (browsers always send Origin on cross-origin writes) and goes on. Bearer
 * callers (the design-tool plugin, /mcp, caller tokens) carry no ambient credential and are not
 * checked; nor is the sign-in callback, which the OpenID provider's page may post from its own
 * origin (the sign-in flow's cookie and state protect it).
 */
export function sameSiteWrites(config: GatewayConfig): RequestHandler {
  const session = authCookies(config).session;
  const site = new URL(config.PUBLIC_URL).origin;
  const fromThisSite = (req: Request, origin: string) => origin === site || origin === originOf(`${req.protocol}://${req.get('host') ?? ''}`);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || req.headers.authorization || req.originalUrl.startsWith(SIGN_IN_CALLBACK)) return next();
    if (!req.headers.cookie || parseCookies(req.headers.cookie)[session] === undefined) return next();
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    if (origin === undefined && referer === undefined) return next();
    const claimed = originOf(origin ?? referer);
    if (claimed && fromThisSite(req, claimed)) return next();
    next(domainError('CROSS_SITE_REQUEST', { message: `A signed-in change must come from ${site}` }));
  };
}
