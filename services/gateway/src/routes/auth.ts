import { Router, type Request, type RequestHandler, type Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { DomainError, fromGrpcError, seesWholeLibrary, type Caller, type Logger, type Redis } from '@screenshelf/kit';
import type { User } from '@screenshelf/kit/gen/screenshelf/identity/v1/User.js';
import type { Clients } from '../clients.js';
import type { GatewayConfig } from '../config.js';
import { authCookies, csrfTokenFor, flowCookie, sessionTokenCookie, verifyCsrf } from '../http/auth-cookies.js';
import { callOptions, resolveSession } from '../http/caller.js';
import { perMinuteLimit } from '../http/rate-limit.js';
import { langOf, MESSAGES } from '../http/lang.js';

/** The sign-in page (product-spec §2 "Auth sign-in path"): takes `error` and `callbackUrl`, Auth.js style. */
export const SIGN_IN_PAGE = '/api/auth/signin';
/** The web app's sign-in page (web/src/features/auth/SignIn.tsx): the same providers and error words, in the site's layout. */
export const WEB_SIGN_IN_PAGE = '/signin';
const PROVIDERS = { google: { id: 'google', name: 'Google', type: 'oidc' } } as const;
const FLOW_MAX_AGE_MS = 10 * 60_000;
/** SPA pages that need a session (product-spec §2 admin and seller areas). */
export const SESSION_PAGES = ['/admin{/*rest}', '/seller{/*rest}'];

/** The user as the product's client reads it (product-spec §3 user fields). */
export const userJson = (user: User) => ({
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  name: user.name,
  image: user.image,
  profileImage: user.image,
  nickname: user.nickname,
  role: user.role,
  isBizOwner: user.isBizOwner,
  referralId: user.referralId,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
});

/**
 * GET/POST /api/auth/session: the user, the session's expiry and the entitlement the gateway resolved
 * for this request (the plan, whether it is paid, whether the whole library and its MAU/colour search
 * are open), so the web reads these decisions instead of making them again.
 */
export const sessionJson = (user: User, expires: string, caller: Caller) => ({
  user: userJson(user),
  expires,
  plan: caller.plan,
  paid: caller.paid,
  seesWholeLibrary: seesWholeLibrary(caller),
});

/**
 * Where the browser may be sent back to, parsed once against PUBLIC_URL: a URL or path whose origin
 * is this site's, answered as a path with exactly one leading slash (`HTTP://SITE//evil.example`
 * is this site's `/evil.example`, never the scheme-relative `//evil.example`). Anything else is
 * refused (undefined), so sign-in can never become an open redirect.
 */
export function sameOriginCallback(value: unknown, publicUrl: string): string | undefined {
  if (value === undefined || value === '') return '/';
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  const site = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(value, site);
  } catch {
    return undefined;
  }
  if (url.origin !== site.origin) return undefined;
  return `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}${url.hash}`;
}

/** A provider this site signs in with (own keys only: `__proto__` or `constructor` is no provider). */
const isProvider = (provider: string): provider is keyof typeof PROVIDERS => Object.hasOwn(PROVIDERS, provider);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /api/auth/session-check (product-spec §4/§7: {ok, isValid, message}; an ended session says why),
 * polled by every open tab. The gateway mounts it ahead of the body parsers and the other routers
 * (app.ts), with the caller resolved from identity's session mirror (http/caller.ts), and the
 * per-IP and per-user limits.
 */
export function sessionCheckRoute(deps: { config: GatewayConfig; redis: Redis }, resolveCaller: RequestHandler): Router {
  const { config, redis } = deps;
  const cookies = authCookies(config);
  const prefix = config.AUTH_RATE_LIMIT_PREFIX;
  const router = Router();
  router.get(
    '/api/auth/session-check',
    resolveCaller,
    perMinuteLimit(redis, { prefix: `${prefix}check:ip:`, limit: config.SESSION_CHECK_PER_MINUTE_IP, by: 'visitors' }),
    perMinuteLimit(redis, { prefix: `${prefix}check:user:`, limit: config.SESSION_CHECK_PER_MINUTE_USER, by: 'user' }),
    (req, res) => {
      res.setHeader('cache-control', 'no-store');
      if (req.caller.userId) return void res.json({ ok: true, isValid: true, message: '' });
      if (!req.sessionProblem) return void res.json({ ok: true, isValid: false, message: '' });
      res.clearCookie(cookies.session, cookies.base);
      const message = req.sessionProblem === 'SIGNED_IN_ELSEWHERE' ? MESSAGES.signedInElsewhere : MESSAGES.sessionEnded;
      res.json({ ok: true, isValid: false, message: message[langOf(req)] });
    },
  );
  return router;
}

/**
 * The Auth.js REST shape under /api/auth (the product's client speaks it), backed by identity's
 * OpenID Connect sign-in and sessions. Every form post carries the CSRF double-submit token.
 */
export function authRoutes(deps: { config: GatewayConfig; clients: Clients; logger: Logger; redis: Redis }): Router {
  const { config, clients, logger, redis } = deps;
  const cookies = authCookies(config);
  const base = new URL(config.PUBLIC_URL).origin;
  const redirectUri = (provider: string) => `${base}/api/auth/callback/${provider}`;
  const prefix = config.AUTH_RATE_LIMIT_PREFIX;
  const signInLimits = [
    perMinuteLimit(redis, { prefix: `${prefix}signin:ip:`, limit: config.SIGN_IN_PER_MINUTE_IP, by: 'ip' }),
    perMinuteLimit(redis, { prefix: `${prefix}signin:user:`, limit: config.SIGN_IN_PER_MINUTE_USER, by: 'user' }),
  ];

  const wantsJson = (req: Request) => req.body?.json === 'true' || req.body?.json === true || req.get('x-auth-return-redirect') === '1';
  const answerRedirect = (req: Request, res: Response, url: string) => (wantsJson(req) ? res.json({ url }) : res.redirect(302, url));
  const signInPageUrl = (params: Record<string, string>) => `${SIGN_IN_PAGE}?${new URLSearchParams(params).toString()}`;
  const clearSession = (res: Response) => res.clearCookie(cookies.session, cookies.base);
  const callbackOrRefuse = (value: unknown) => {
    const callbackUrl = sameOriginCallback(value, config.PUBLIC_URL);
    if (!callbackUrl) throw new DomainError('INVALID_CALLBACK_URL', 'The callbackUrl must be on this site', 'invalid');
    return callbackUrl;
  };

  const router = Router();
  router.get('/api/auth/csrf', (req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ csrfToken: csrfTokenFor(req, res, config, cookies) });
  });

  router.get('/api/auth/providers', (_req, res) => {
    res.json(
      Object.fromEntries(
        Object.values(PROVIDERS).map((p) => [p.id, { ...p, signinUrl: `${base}/api/auth/signin/${p.id}`, callbackUrl: redirectUri(p.id) }]),
      ),
    );
  });

  router.get('/api/auth/session', (req, res) => {
    res.setHeader('cache-control', 'no-store');
    if (req.sessionProblem) clearSession(res);
    const sessionToken = sessionTokenCookie(req, cookies);
    // The cookie follows the sliding expiry identity keeps.
    if (req.signedIn && sessionToken) res.cookie(cookies.session, sessionToken, { ...cookies.base, expires: new Date(req.signedIn.expires) });
    res.json(req.signedIn ? sessionJson(req.signedIn.user, req.signedIn.expires, req.caller) : {});
  });

  // Auth.js update(): JSON {csrfToken, data}; extends the session.
  router.post('/api/auth/session', async (req, res) => {
    verifyCsrf(req, req.body?.csrfToken, config, cookies);
    const sessionToken = sessionTokenCookie(req, cookies);
    const session = sessionToken ? await clients.identity.UpdateSession({ sessionToken }, callOptions(req)) : undefined;
    if (!session?.valid || !session.user) {
      if (sessionToken) clearSession(res);
      return void res.json({});
    }
    res.cookie(cookies.session, sessionToken, { ...cookies.base, expires: new Date(session.expires) });
    res.json(sessionJson(session.user, session.expires, req.caller));
  });

  router.get(SIGN_IN_PAGE, (req, res) => {
    const lang = langOf(req);
    const callbackUrl = sameOriginCallback(req.query.callbackUrl, config.PUBLIC_URL) ?? '/';
    const error = typeof req.query.error === 'string' ? req.query.error : '';
    const errorText = error ? MESSAGES[error === 'SessionRequired' || error === 'Callback' ? error : 'Default'][lang] : '';
    const csrfToken = csrfTokenFor(req, res, config, cookies);
    // The form's redirect goes on to the provider, so form-action allows https (and a provider on this machine).
    res.setHeader('content-security-policy', "default-src 'self'; style-src 'self' 'unsafe-inline'; form-action 'self' https: http://127.0.0.1:* http://localhost:*; frame-ancestors 'none'");
    res.setHeader('cache-control', 'no-store');
    res.type('html').send(`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${MESSAGES.signInTitle[lang]}</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:4rem auto;padding:0 1rem}button{padding:.6rem 1rem;width:100%}small{color:#555}.error{color:#b00020}</style>
</head><body>
<h1>${MESSAGES.signInTitle[lang]}</h1>
${errorText ? `<p class="error" role="alert" data-error="${escapeHtml(error)}">${escapeHtml(errorText)}</p>` : ''}
${Object.values(PROVIDERS)
  .map(
    (p) => `<form method="post" action="/api/auth/signin/${p.id}">
  <input type="hidden" name="csrfToken" value="${csrfToken}">
  <input type="hidden" name="callbackUrl" value="${escapeHtml(callbackUrl)}">
  <button type="submit">${MESSAGES.signInWith[lang]} ${p.name}</button>
</form>`,
  )
  .join('\n')}
<p><small>${MESSAGES.terms[lang]}</small></p>
</body></html>`);
  });

  router.post('/api/auth/signin/:provider', ...signInLimits, async (req, res) => {
    verifyCsrf(req, req.body?.csrfToken, config, cookies);
    const callbackUrl = callbackOrRefuse(req.body?.callbackUrl);
    const provider = String(req.params.provider);
    // product-spec §8: an unknown provider goes to the sign-in page.
    if (!isProvider(provider)) return void answerRedirect(req, res, signInPageUrl({ callbackUrl }));
    const { authorizationUrl, flowId } = await clients.identity.StartSignIn(
      { provider, callbackUrl, redirectUri: redirectUri(provider) },
      callOptions(req),
    );
    res.cookie(cookies.flow, flowId, { ...cookies.base, path: '/api/auth/callback', maxAge: FLOW_MAX_AGE_MS });
    answerRedirect(req, res, authorizationUrl);
  });

  const completeSignIn: RequestHandler = async (req, res) => {
    const provider = String(req.params.provider);
    res.clearCookie(cookies.flow, { ...cookies.base, path: '/api/auth/callback' });
    if (!isProvider(provider)) return void res.redirect(302, signInPageUrl({ error: 'Callback' }));
    const params = new URLSearchParams(
      // A POST without a body has none parsed (undefined): no parameters, and the provider's error.
      Object.entries(((req.method === 'POST' ? req.body : req.query) ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    try {
      const signedIn = await clients.identity.CompleteSignIn(
        { flowId: flowCookie(req, cookies) ?? '', callbackParams: params.toString() },
        callOptions(req, 15_000),
      );
      res.cookie(cookies.session, signedIn.sessionToken, { ...cookies.base, expires: new Date(signedIn.expires) });
      res.redirect(302, sameOriginCallback(signedIn.callbackUrl, config.PUBLIC_URL) ?? '/');
    } catch (error) {
      const refused = fromGrpcError(error);
      logger.warn({ errorCode: refused.errorCode, msg: refused.message }, 'sign-in callback refused');
      res.redirect(302, signInPageUrl({ error: 'Callback' }));
    }
  };
  router.get('/api/auth/callback/:provider', ...signInLimits, completeSignIn);
  router.post('/api/auth/callback/:provider', ...signInLimits, completeSignIn);

  router.post('/api/auth/signout', async (req, res) => {
    verifyCsrf(req, req.body?.csrfToken, config, cookies);
    const callbackUrl = callbackOrRefuse(req.body?.callbackUrl);
    const sessionToken = sessionTokenCookie(req, cookies);
    if (sessionToken) await clients.identity.SignOut({ sessionToken }, callOptions(req));
    clearSession(res);
    answerRedirect(req, res, callbackUrl);
  });

  // Client-side auth logs (Auth.js `logger` posts here); kept short, never trusted.
  router.post('/api/auth/_log', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const level = body.level === 'error' ? 'error' : body.level === 'warn' ? 'warn' : 'info';
    logger[level]({ client: true, code: String(body.code ?? '').slice(0, 100), detail: JSON.stringify(body).slice(0, 2000) }, 'client auth log');
    res.json({});
  });

  // product-spec §8: a page that needs a session sends a visitor to sign-in with error=SessionRequired:
  // the web app's sign-in page (/signin, in the site's frame and both languages, issue 27), not the
  // bare Auth.js fallback page at /api/auth/signin.
  router.get(SESSION_PAGES, async (req, res, next) => {
    const sessionToken = parseCookies(req.headers.cookie ?? '')[cookies.session];
    if (sessionToken) {
      const session = await resolveSession(sessionToken, config, clients);
      if (session.valid) return next();
    }
    res.redirect(302, `${WEB_SIGN_IN_PAGE}?${new URLSearchParams({ error: 'SessionRequired', callbackUrl: req.originalUrl }).toString()}`);
  });

  return router;
}
