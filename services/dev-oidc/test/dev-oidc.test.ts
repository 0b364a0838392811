import { GATEWAY_CLIENT, startDevOidc, subjectOf } from '../src/dev-oidc.js';

describe('the development OpenID provider', () => {
  let devOidc: Awaited<ReturnType<typeof startDevOidc>>;
  beforeAll(async () => {
    devOidc = await startDevOidc({ port: 0 });
  });
  afterAll(async () => {
    await devOidc?.stop();
  });

  const authorize = (redirectUri: string) =>
    `${devOidc.issuer}/auth?${new URLSearchParams({
      client_id: GATEWAY_CLIENT.client_id,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: redirectUri,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 's',
      nonce: 'n',
    })}`;

  it('publishes discovery metadata with the claims the product collects', async () => {
    const doc = await (await fetch(`${devOidc.issuer}/.well-known/openid-configuration`)).json();
    expect(doc.issuer).toBe(devOidc.issuer);
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['email', 'email_verified', 'name', 'picture']));
    expect(doc.code_challenge_methods_supported).toContain('S256');
  });

  it('shows a sign-in page for any loopback port of the registered callback path, with the terms line', async () => {
    const res = await fetch(authorize('http://127.0.0.1:45678/api/auth/callback/google'), { redirect: 'manual' });
    expect(res.status).toBe(303);
    const page = await fetch(new URL(res.headers.get('location')!, devOidc.issuer), {
      headers: { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') },
    });
    const html = await page.text();
    expect(html).toContain('name="email"');
    expect(html).toContain('By signing in you agree to the privacy policy and the terms of service.');
  });

  it.each(['https://evil.example/api/auth/callback/google', 'http://127.0.0.1:8080/elsewhere'])('refuses the redirect URI %s', async (uri) => {
    const res = await fetch(authorize(uri), { redirect: 'manual' });
    expect(res.status).toBe(400);
  });

  it('gives an email the same subject every time', () => {
    expect(subjectOf(' Mina@Example.com')).toBe(subjectOf('mina@example.com'));
    expect(subjectOf('a@example.com')).not.toBe(subjectOf('b@example.com'));
  });
});
