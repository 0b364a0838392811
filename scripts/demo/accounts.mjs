// Demo accounts made the way people make them: a sign-in through the gateway's OpenID flow at the
// development provider (services/dev-oidc, "sign in as any email"), so identity holds a real user,
// publishes it, and the marketplace's projection of users sees it. An admin then gives sellers the
// SELLER role through the REST admin call. Signing in again with the same email reaches the same
// account, so this is safe to repeat.
import { URLSearchParams } from 'node:url';

/** fetch with one cookie jar per origin and redirects followed by hand (Auth.js and the provider set cookies on the way). */
function cookieBrowser() {
  const jar = new Map();
  const request = async (url, init = {}) => {
    const target = new URL(url);
    const cookies = jar.get(target.origin) ?? new Map();
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const expired = attributes.some((a) => /^max-age=(0|-)/i.test(a)) || pair.slice(eq + 1) === '';
      if (expired) cookies.delete(pair.slice(0, eq));
      else cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    jar.set(target.origin, cookies);
    return response;
  };
  /** GETs `url` and the redirects after it until a page, or until the next hop matches `stopAt` (answered, not requested). */
  const follow = async (url, init = {}, stopAt = () => false) => {
    let current = url;
    let response = await request(current, init);
    for (let hop = 0; hop < 15 && response.status >= 300 && response.status < 400; hop++) {
      await response.arrayBuffer();
      const next = new URL(response.headers.get('location'), current).href;
      if (stopAt(next)) return { response, url: current, stoppedAt: next };
      current = next;
      response = await request(current);
    }
    return { response, url: current };
  };
  return { request, follow };
}

const form = (fields) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * Signs `who` in at the gateway (csrf → signin/google → the provider's form → the callback) and
 * answers the session's user (`GET /api/auth/session`): id, referralId, role, …
 */
export async function signInDemoUser(gateway, who) {
  const browser = cookieBrowser();
  const { csrfToken } = await (await browser.request(`${gateway}/api/auth/csrf`)).json();
  const started = await browser.request(`${gateway}/api/auth/signin/google`, form({ csrfToken, callbackUrl: '/', json: 'true' }));
  if (started.status !== 200) throw new Error(`sign-in of ${who.email}: ${started.status} ${await started.text()}`);
  const { url } = await started.json();
  const page = await browser.follow(url);
  const action = (await page.response.text()).match(/<form method="post" action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`sign-in of ${who.email}: no form at the provider (${page.url})`);
  const callbackPrefix = new URL('/api/auth/callback/', gateway).pathname;
  const done = await browser.follow(new URL(action, page.url).href, form({ email: who.email, name: who.name }), (next) =>
    new URL(next).pathname.startsWith(callbackPrefix),
  );
  if (!done.stoppedAt) throw new Error(`sign-in of ${who.email}: the provider did not send the browser back (${done.url})`);
  // The callback is the gateway's: request it on the gateway's own origin (the provider may name another host for it).
  const callback = new URL(done.stoppedAt);
  const back = await browser.request(`${gateway}${callback.pathname}${callback.search}`);
  if (back.status !== 302 || /error=/.test(back.headers.get('location') ?? '')) {
    throw new Error(`sign-in of ${who.email}: the callback answered ${back.status} → ${back.headers.get('location')}`);
  }
  const session = await (await browser.request(`${gateway}/api/auth/session`)).json();
  if (!session?.user?.id) throw new Error(`sign-in of ${who.email}: no session afterwards`);
  return session.user;
}
