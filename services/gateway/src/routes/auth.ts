import { Router, type Request, type RequestHandler, type Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { z } from 'zod';
import { DomainError, fromGrpcError, seesWholeLibrary, type Caller } from '@screenshelf/kit';
import type { User } from '@screenshelf/kit/gen/screenshelf/identity/v1/User.js';
import type { GatewayConfig } from '../config.js';
import { authCookies, csrfTokenFor, flowCookie, sessionTokenCookie, verifyCsrf } from '../http/auth-cookies.js';
import { callOptions, resolveSession } from '../http/caller.js';
import { perMinuteLimit } from '../http/rate-limit.js';
import { langOf, MESSAGES } from '../http/lang.js';
import { mount, route, type Declaration, type Handler, type Route, type RouterDeps } from '../http/route.js';
import { providerParam } from '../api/operation.js';
import * as S from '../api/schemas.js';

/** The sign-in page (product-spec §2 "Auth sign-in path"): takes `error` and `callbackUrl`, Auth.js style. */
export const SIGN_IN_PAGE = '/api/auth/signin';
/** The web app's sign-in page (web/src/features/auth/SignIn.tsx): the same providers and error words, in the site's layout. */
export const WEB_SIGN_IN_PAGE = '/signin';
const PROVIDERS = { google: { id: 'google', name: 'Google', type: 'oidc' } } as const;
const FLOW_MAX_AGE_MS = 10 * 60_000;
/** Completing a sign-in waits on the provider's token endpoint. */
const SIGN_IN_CALLBACK_MS = 15_000;
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

/** What the auth routes derive from the settings, once per configuration. */
const contexts = new WeakMap<GatewayConfig, ReturnType<typeof contextOf>>();
const contextOf = (config: GatewayConfig) => {
  const cookies = authCookies(config);
  const base = new URL(config.PUBLIC_URL).origin;
  return {
    cookies,
    redirectUri: (provider: string) => `${base}/api/auth/callback/${provider}`,
    signinUrl: (provider: string) => `${base}/api/auth/signin/${provider}`,
    clearSession: (res: Response) => res.clearCookie(cookies.session, cookies.base),
    callbackOrRefuse: (value: unknown) => {
      const callbackUrl = sameOriginCallback(value, config.PUBLIC_URL);
      if (!callbackUrl) throw new DomainError('INVALID_CALLBACK_URL', 'The callbackUrl must be on this site', 'invalid');
      return callbackUrl;
    },
  };
};
const auth = (config: GatewayConfig) => {
  let context = contexts.get(config);
  if (!context) contexts.set(config, (context = contextOf(config)));
  return context;
};

const wantsJson = (req: Request) => {
  const body = req.body as Record<string, unknown> | undefined;
  return body?.json === 'true' || body?.json === true || req.get('x-auth-return-redirect') === '1';
};
const answerRedirect = (req: Request, res: Response, url: string) => (wantsJson(req) ? res.json({ url }) : res.redirect(302, url));
const signInPageUrl = (params: Record<string, string>) => `${SIGN_IN_PAGE}?${new URLSearchParams(params).toString()}`;
const formField = (body: unknown, name: string): unknown => (body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined);

const signInLimits = ({ config, redis }: RouterDeps) => [
  perMinuteLimit(redis, { prefix: `${config.AUTH_RATE_LIMIT_PREFIX}signin:ip:`, limit: config.SIGN_IN_PER_MINUTE_IP, by: 'ip' }),
  perMinuteLimit(redis, { prefix: `${config.AUTH_RATE_LIMIT_PREFIX}signin:user:`, limit: config.SIGN_IN_PER_MINUTE_USER, by: 'user' }),
];

/**
 * GET /api/auth/session-check (product-spec §4/§7: {ok, isValid, message}; an ended session says why),
 * polled by every open tab. The gateway mounts it ahead of the body parsers and the other routers
 * (app.ts), with the caller resolved from identity's session mirror (http/caller.ts), and the
 * per-IP and per-user limits.
 */
const checkSession = route(
  {
    method: 'get',
    path: '/api/auth/session-check',
    operationId: 'checkSession',
    summary: 'Whether the session is still valid, and why not',
    access: 'visitor',
    response: z.object({ ok: z.literal(true), isValid: z.boolean(), message: z.string() }),
  },
  (req, res, { config }) => {
    res.setHeader('cache-control', 'no-store');
    if (req.caller.userId) return void res.json({ ok: true, isValid: true, message: '' });
    if (!req.sessionProblem) return void res.json({ ok: true, isValid: false, message: '' });
    auth(config).clearSession(res);
    const message = req.sessionProblem === 'SIGNED_IN_ELSEWHERE' ? MESSAGES.signedInElsewhere : MESSAGES.sessionEnded;
    res.json({ ok: true, isValid: false, message: message[langOf(req)] });
  },
  ({ config, redis }) => [
    perMinuteLimit(redis, { prefix: `${config.AUTH_RATE_LIMIT_PREFIX}check:ip:`, limit: config.SESSION_CHECK_PER_MINUTE_IP, by: 'visitors' }),
    perMinuteLimit(redis, { prefix: `${config.AUTH_RATE_LIMIT_PREFIX}check:user:`, limit: config.SESSION_CHECK_PER_MINUTE_USER, by: 'user' }),
  ],
);

/** The session check with the caller resolved first (it comes before the API's own caller middleware). */
export function sessionCheckRoute(deps: RouterDeps, resolveCaller: RequestHandler): Router {
  const { declaration, handler, before } = checkSession;
  return mount([route(declaration, handler, (d) => [resolveCaller, ...(before?.(d) ?? [])])], deps);
}

// ── The Auth.js REST shape under /api/auth (the product's client speaks it), backed by identity's
// OpenID Connect sign-in and sessions. Every form post carries the CSRF double-submit token. ──

const getCsrfToken = route(
  {
    method: 'get',
    path: '/api/auth/csrf',
    operationId: 'getCsrfToken',
    summary: 'A CSRF token for the auth forms (sets the double-submit cookie)',
    access: 'visitor',
    response: z.object({ csrfToken: z.string() }),
  },
  (req, res, { config }) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ csrfToken: csrfTokenFor(req, res, config, auth(config).cookies) });
  },
);

const listAuthProviders = route(
  {
    method: 'get',
    path: '/api/auth/providers',
    operationId: 'listAuthProviders',
    summary: 'The sign-in providers',
    access: 'visitor',
    response: z.record(z.string(), z.object({ id: z.string(), name: z.string(), type: z.string(), signinUrl: z.string(), callbackUrl: z.string() })),
  },
  (_req, res, { config }) => {
    const { signinUrl, redirectUri } = auth(config);
    res.json(Object.fromEntries(Object.values(PROVIDERS).map((p) => [p.id, { ...p, signinUrl: signinUrl(p.id), callbackUrl: redirectUri(p.id) }])));
  },
);

const getSession = route(
  {
    method: 'get',
    path: '/api/auth/session',
    operationId: 'getSession',
    summary: 'The signed-in user and session expiry ({} for a visitor)',
    access: 'visitor',
    response: S.Session,
  },
  (req, res, { config }) => {
    const { cookies, clearSession } = auth(config);
    res.setHeader('cache-control', 'no-store');
    if (req.sessionProblem) clearSession(res);
    const sessionToken = sessionTokenCookie(req, cookies);
    // The cookie follows the sliding expiry identity keeps.
    if (req.signedIn && sessionToken) res.cookie(cookies.session, sessionToken, { ...cookies.base, expires: new Date(req.signedIn.expires) });
    res.json(req.signedIn ? sessionJson(req.signedIn.user, req.signedIn.expires, req.caller) : {});
  },
);

// Auth.js update(): JSON {csrfToken, data}; extends the session.
const updateSession = route(
  {
    method: 'post',
    path: '/api/auth/session',
    operationId: 'updateSession',
    summary: 'Extend the session (Auth.js update())',
    access: 'visitor',
    body: z.object({ csrfToken: z.string(), data: z.unknown().optional() }),
    rawInput: true,
    response: S.Session,
    errorCodes: ['CSRF_TOKEN_INVALID'],
  },
  async (req, res, { config, clients, body }) => {
    const { cookies, clearSession } = auth(config);
    verifyCsrf(req, formField(body, 'csrfToken'), config, cookies);
    const sessionToken = sessionTokenCookie(req, cookies);
    const session = sessionToken ? await clients.identity.UpdateSession({ sessionToken }, callOptions(req)) : undefined;
    if (!session?.valid || !session.user) {
      if (sessionToken) clearSession(res);
      return void res.json({});
    }
    res.cookie(cookies.session, sessionToken, { ...cookies.base, expires: new Date(session.expires) });
    res.json(sessionJson(session.user, session.expires, req.caller));
  },
);

const signInPage = route(
  {
    method: 'get',
    path: SIGN_IN_PAGE,
    operationId: 'signInPage',
    summary: 'The sign-in page',
    access: 'visitor',
    query: z.object({ callbackUrl: z.string().optional(), error: z.string().optional() }),
    rawInput: true,
    response: 'html',
  },
  (req, res, { config, query }) => {
    const lang = langOf(req);
    const callbackUrl = sameOriginCallback(query.callbackUrl, config.PUBLIC_URL) ?? '/';
    const error = typeof query.error === 'string' ? query.error : '';
    const errorText = error ? MESSAGES[error === 'SessionRequired' || error === 'Callback' ? error : 'Default'][lang] : '';
    const csrfToken = csrfTokenFor(req, res, config, auth(config).cookies);
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
  },
);

const signIn = route(
  {
    method: 'post',
    path: '/api/auth/signin/:provider',
    operationId: 'signIn',
    summary: 'Start signing in with a provider (redirect, or {url} with json=true)',
    access: 'visitor',
    params: providerParam,
    bodyType: 'form',
    body: z.object({ csrfToken: z.string(), callbackUrl: z.string().optional(), json: z.string().optional() }),
    rawInput: true,
    response: 'redirect',
    errorCodes: ['CSRF_TOKEN_INVALID', 'INVALID_CALLBACK_URL', 'IDENTITY_PROVIDER_UNAVAILABLE'],
  },
  async (req, res, { config, clients, params, body }) => {
    const { cookies, callbackOrRefuse, redirectUri } = auth(config);
    verifyCsrf(req, formField(body, 'csrfToken'), config, cookies);
    const callbackUrl = callbackOrRefuse(formField(body, 'callbackUrl'));
    const provider = String(params.provider);
    // product-spec §8: an unknown provider goes to the sign-in page.
    if (!isProvider(provider)) return void answerRedirect(req, res, signInPageUrl({ callbackUrl }));
    const { authorizationUrl, flowId } = await clients.identity.StartSignIn({ provider, callbackUrl, redirectUri: redirectUri(provider) }, callOptions(req));
    res.cookie(cookies.flow, flowId, { ...cookies.base, path: '/api/auth/callback', maxAge: FLOW_MAX_AGE_MS });
    answerRedirect(req, res, authorizationUrl);
  },
  signInLimits,
);

/** The provider's way back, by redirect (GET, parameters in the query) or form post (POST, in the body). */
const completeSignIn: Handler<Declaration> = async (req, res, { config, clients, logger }) => {
  const { cookies } = auth(config);
  const provider = String(req.params.provider);
  res.clearCookie(cookies.flow, { ...cookies.base, path: '/api/auth/callback' });
  if (!isProvider(provider)) return void res.redirect(302, signInPageUrl({ error: 'Callback' }));
  const params = new URLSearchParams(
    // A POST without a body has none parsed (undefined): no parameters, and the provider's error.
    Object.entries(((req.method === 'POST' ? req.body : req.query) ?? {}) as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  try {
    const signedIn = await clients.identity.CompleteSignIn({ flowId: flowCookie(req, cookies) ?? '', callbackParams: params.toString() }, callOptions(req, SIGN_IN_CALLBACK_MS));
    res.cookie(cookies.session, signedIn.sessionToken, { ...cookies.base, expires: new Date(signedIn.expires) });
    res.redirect(302, sameOriginCallback(signedIn.callbackUrl, config.PUBLIC_URL) ?? '/');
  } catch (error) {
    const refused = fromGrpcError(error);
    logger.warn({ errorCode: refused.errorCode, msg: refused.message }, 'sign-in callback refused');
    res.redirect(302, signInPageUrl({ error: 'Callback' }));
  }
};

const completeSignInByGet = route(
  {
    method: 'get',
    path: '/api/auth/callback/:provider',
    operationId: 'completeSignIn',
    summary: "The provider's redirect back: signs in and redirects",
    access: 'visitor',
    params: providerParam,
    rawInput: true,
    response: 'redirect',
  },
  completeSignIn,
  signInLimits,
);

const completeSignInByPost = route(
  {
    method: 'post',
    path: '/api/auth/callback/:provider',
    operationId: 'completeSignInByPost',
    summary: "The provider's form post back: signs in and redirects",
    access: 'visitor',
    params: providerParam,
    bodyType: 'form',
    body: z.record(z.string(), z.string()),
    rawInput: true,
    response: 'redirect',
  },
  completeSignIn,
  signInLimits,
);

const signOut = route(
  {
    method: 'post',
    path: '/api/auth/signout',
    operationId: 'signOut',
    summary: 'Sign out (redirect, or {url} with json=true)',
    access: 'visitor',
    bodyType: 'form',
    body: z.object({ csrfToken: z.string(), callbackUrl: z.string().optional(), json: z.string().optional() }),
    rawInput: true,
    response: 'redirect',
    errorCodes: ['CSRF_TOKEN_INVALID', 'INVALID_CALLBACK_URL'],
  },
  async (req, res, { config, clients, body }) => {
    const { cookies, callbackOrRefuse, clearSession } = auth(config);
    verifyCsrf(req, formField(body, 'csrfToken'), config, cookies);
    const callbackUrl = callbackOrRefuse(formField(body, 'callbackUrl'));
    const sessionToken = sessionTokenCookie(req, cookies);
    if (sessionToken) await clients.identity.SignOut({ sessionToken }, callOptions(req));
    clearSession(res);
    answerRedirect(req, res, callbackUrl);
  },
);

// Client-side auth logs (Auth.js `logger` posts here); kept short, never trusted.
const logClientAuthEvent = route(
  {
    method: 'post',
    path: '/api/auth/_log',
    operationId: 'logClientAuthEvent',
    summary: 'Record a client-side auth log line',
    access: 'visitor',
    body: z.looseObject({ level: z.string().optional(), code: z.string().optional() }),
    rawInput: true,
    response: z.object({}),
  },
  (_req, res, { logger, body }) => {
    const fields = (body ?? {}) as Record<string, unknown>;
    const level = fields.level === 'error' ? 'error' : fields.level === 'warn' ? 'warn' : 'info';
    logger[level]({ client: true, code: String(fields.code ?? '').slice(0, 100), detail: JSON.stringify(fields).slice(0, 2000) }, 'client auth log');
    res.json({});
  },
);

/** This file's operations under /api/auth, in the order express matches them (the session check is mounted apart). */
export const ROUTES: Route[] = [getCsrfToken, listAuthProviders, getSession, updateSession, signInPage, signIn, completeSignInByGet, completeSignInByPost, signOut, logClientAuthEvent];
/** Every operation of this file, for the document. */
export const DECLARED: Route[] = [checkSession, ...ROUTES];

export function authRoutes(deps: RouterDeps): Router {
  const { config, clients } = deps;
  const router = mount(ROUTES, deps);

  // product-spec §8: a page that needs a session sends a visitor to sign-in with error=SessionRequired:
  // the web app's sign-in page (/signin, in the site's frame and both languages, issue 27), not the
  // bare Auth.js fallback page at /api/auth/signin.
  router.get(SESSION_PAGES, async (req, res, next) => {
    const sessionToken = parseCookies(req.headers.cookie ?? '')[auth(config).cookies.session];
    if (sessionToken) {
      const session = await resolveSession(sessionToken, config, clients);
      if (session.valid) return next();
    }
    res.redirect(302, `${WEB_SIGN_IN_PAGE}?${new URLSearchParams({ error: 'SessionRequired', callbackUrl: req.originalUrl }).toString()}`);
  });

  return router;
}
