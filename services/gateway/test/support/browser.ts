/**
 * A browser without a browser: fetch with a cookie jar per origin, redirects followed by hand so
 * each hop is visible. Enough for an OpenID sign-in through the gateway and services/dev-oidc.
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();
  /** Every URL visited by the last `follow`, in order. */
  visited: string[] = [];
  /** Every Set-Cookie line received, to check cookie attributes. */
  readonly setCookies: string[] = [];

  constructor(private readonly extraCookies: Record<string, string> = {}) {}

  /** A cookie's value as the server meant it (decoded). */
  cookie(origin: string, name: string): string | undefined {
    const raw = this.jar.get(new URL(origin).origin)?.get(name);
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  setCookie(origin: string, name: string, value: string) {
    const key = new URL(origin).origin;
    this.jar.set(key, (this.jar.get(key) ?? new Map()).set(name, value));
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookies = { ...this.extraCookies, ...Object.fromEntries(this.jar.get(target.origin) ?? []) };
    const cookieHeader = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookieHeader) headers.set('cookie', cookieHeader);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      this.setCookies.push(line);
      this.store(target.origin, line);
    }
    return response;
  }

  /** Requests `url`, then follows Location headers (GET) until an answer that is not a redirect. */
  async follow(
    url: string,
    init: RequestInit = {},
    options: { stopAt?: (url: string) => boolean; maxHops?: number } = {},
  ): Promise<{ response: Response; url: string; stoppedAt?: string }> {
    this.visited = [];
    let current = url;
    let response = await this.fetch(current, init);
    this.visited.push(current);
    for (let hop = 0; hop < (options.maxHops ?? 15) && response.status >= 300 && response.status < 400; hop++) {
      await response.arrayBuffer();
      const next = new URL(response.headers.get('location')!, current).href;
      if (options.stopAt?.(next)) return { response, url: current, stoppedAt: next };
      current = next;
      this.visited.push(current);
      response = await this.fetch(current);
    }
    return { response, url: current };
  }

  /**
   * At the provider (services/dev-oidc): opens the authorization URL, posts its form as `who`, and
   * answers the redirect back to the client (`redirectUri`), without requesting it.
   */
  async signInAtProvider(authorizationUrl: string, who: { email: string; name?: string }, redirectUri: string): Promise<string> {
    const page = await this.follow(authorizationUrl);
    const html = await page.response.text();
    const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`no sign-in form at ${page.url}: ${html.slice(0, 300)}`);
    const done = await this.follow(new URL(action, page.url).href, form({ email: who.email, name: who.name ?? '' }), {
      stopAt: (next) => next.startsWith(redirectUri),
    });
    if (!done.stoppedAt) throw new Error(`the provider did not send the browser back: ${done.url}`);
    return done.stoppedAt;
  }

  private store(origin: string, line: string) {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim());
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq);
    const value = pair!.slice(eq + 1);
    const expired = attributes.some((a) => {
      const [k, v] = a.split('=');
      if (k!.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (k!.toLowerCase() === 'expires') return new Date(v!).getTime() <= Date.now();
      return false;
    });
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    if (expired || value === '') cookies.delete(name);
    else cookies.set(name, value);
    this.jar.set(origin, cookies);
  }
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

export async function csrfToken(browser: Browser, gatewayUrl: string): Promise<string> {
  const res = await browser.fetch(`${gatewayUrl}/api/auth/csrf`);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/**
 * The whole sign-in as the product's client does it: csrf → POST signin/google (json) → the
 * provider's page → its form posted with an email and name → redirects back through the gateway's
 * callback. Answers the URL the browser ends on and the Location the callback sent it to.
 */
export async function signIn(browser: Browser, gatewayUrl: string, who: { email: string; name?: string }, callbackUrl = '/') {
  const token = await csrfToken(browser, gatewayUrl);
  const started = await browser.fetch(`${gatewayUrl}/api/auth/signin/google`, form({ csrfToken: token, callbackUrl, json: 'true' }));
  if (started.status !== 200) throw new Error(`signin answered ${started.status}: ${await started.text()}`);
  const { url } = (await started.json()) as { url: string };
  const visited = [url];
  const callback = await browser.signInAtProvider(url, who, `${gatewayUrl}/api/auth/callback/google`);
  visited.push(...browser.visited, callback);
  const back = await browser.fetch(callback);
  if (back.status !== 302) throw new Error(`the callback answered ${back.status}: ${await back.text()}`);
  const landedOn = new URL(back.headers.get('location')!, gatewayUrl).href;
  return { landedOn, visited };
}
