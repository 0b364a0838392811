import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';

export interface DevOidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** The gateway's client; identity's local defaults match it. */
export const GATEWAY_CLIENT: DevOidcClient = {
  client_id: 'screenshelf-local',
  client_secret: 'screenshelf-local-oidc-secret',
  redirect_uris: ['http://localhost:8080/api/auth/callback/google', 'http://127.0.0.1:8080/api/auth/callback/google'],
};

interface Account {
  email: string;
  name: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The subject of an email: stable across restarts, so a user signs in to the same account again. */
export const subjectOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(uid: string, clientId: string, error = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in (development provider)</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:4rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.6rem 1rem;width:100%}small{color:#555}.error{color:#b00020}</style>
</head><body>
<h1>Sign in</h1>
<p><small>Development OpenID provider for ${escapeHtml(clientId)}: sign in as any email and name.</small></p>
${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <label>Email <input type="email" name="email" required autofocus autocomplete="email"></label>
  <label>Name <input type="text" name="name" maxlength="100" autocomplete="name"></label>
  <button type="submit">Sign in</button>
</form>
<p><small>By signing in you agree to the privacy policy and the terms of service.
로그인하면 개인정보처리방침과 이용약관에 동의하게 됩니다.</small></p>
</body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 16_384) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/**
 * oidc-provider warns that its in-memory store and runtime are for development: that is all this
 * provider is for, so those warnings are left out of test and dev logs.
 */
async function quietly<T>(build: () => T | Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args);
  };
  try {
    return await build();
  } finally {
    console.warn = warn;
  }
}

/**
 * A real OpenID Connect provider (oidc-provider) for local runs and tests. Its interaction page
 * lets anyone sign in as any email and name; login and consent finish in one step. Never deploy it.
 * With `port` 0 it listens on a free port first and takes its issuer from it.
 */
export async function startDevOidc(options: { port?: number; host?: string; issuer?: string; clients?: DevOidcClient[] } = {}) {
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map<string, Account>();
  // Filled in once the port (and so the issuer) is known.
  const ready: { provider?: Provider; handle?: (req: IncomingMessage, res: ServerResponse) => void } = {};

  const handleInteraction = async (req: IncomingMessage, res: ServerResponse, p: Provider) => {
    const [, , uid, action] = (req.url ?? '').split('?')[0]!.split('/');
    if (req.method === 'GET' && uid && !action) {
      const details = await p.interactionDetails(req, res);
      return send(res, 200, signInPage(details.uid, details.params.client_id ?? ''));
    }
    if (req.method === 'POST' && uid && action === 'login') {
      const details = await p.interactionDetails(req, res);
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
        return send(res, 400, signInPage(details.uid, details.params.client_id ?? '', 'Enter an email.'));
      }
      const accountId = subjectOf(email);
      accounts.set(accountId, { email, name: (form.get('name') ?? '').trim().slice(0, 100) || email.split('@')[0]! });
      // Login and consent in one step: the grant covers what the client asked for.
      const grant = new p.Grant({ accountId, clientId: details.params.client_id! });
      grant.addOIDCScope(details.params.scope ?? 'openid');
      const grantId = await grant.save();
      return p.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    }
    send(res, 404, 'Not found');
  };

  const server: Server = createServer((req, res) => {
    const { provider, handle } = ready;
    if (!provider || !handle) return send(res, 503, 'starting');
    if ((req.url ?? '').startsWith('/interaction/')) {
      handleInteraction(req, res, provider).catch((error: Error) => send(res, 400, `Sign-in failed: ${escapeHtml(error.message)}`));
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8090, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = options.issuer ?? `http://${host}:${port}`;

  // Signing keys are made per start: tokens from an earlier run are simply unknown.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const { default: OidcProvider } = await quietly(() => import('oidc-provider'));
  const provider = await quietly(() => new OidcProvider(issuer, {
    clients: (options.clients ?? [GATEWAY_CLIENT]).map((c) => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          const picture = `https://www.gravatar.com/avatar/${createHash('sha256').update(account.email).digest('hex')}?d=identicon`;
          return { sub, email: account.email, email_verified: true, name: account.name, picture };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    scopes: ['openid', 'email', 'profile'],
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...signingKey, kid: 'dev', use: 'sig', alg: 'RS256' }] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
    renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>${escapeHtml(out.error ?? 'error')}</h1><p>${escapeHtml(out.error_description ?? '')}</p>`;
    },
  }));
  // Any loopback port with a registered path is accepted, so tests can run the gateway on port 0.
  const registered = (options.clients ?? [GATEWAY_CLIENT]).flatMap((c) => c.redirect_uris.map((u) => new URL(u).pathname));
  const exactCheck = provider.Client.prototype.redirectUriAllowed;
  provider.Client.prototype.redirectUriAllowed = function (this: unknown, value: string) {
    if (exactCheck.call(this, value)) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && !url.search && registered.includes(url.pathname);
    } catch {
      return false;
    }
  };
  ready.provider = provider;
  ready.handle = provider.callback();

  return {
    issuer,
    port,
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
