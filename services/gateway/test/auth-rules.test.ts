import { gatewayConfig } from '../src/config.js';
import { authCookies } from '../src/http/auth-cookies.js';
import { sameOriginCallback } from '../src/routes/auth.js';

describe('sameOriginCallback', () => {
  const site = 'https://screenshelf.example';
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/membership?tab=1', '/membership?tab=1'],
    ['https://screenshelf.example/library#top', '/library#top'],
    // Same origin, parsed once: the path keeps one leading slash (never scheme-relative).
    ['HTTPS://SCREENSHELF.EXAMPLE//evil.example', '/evil.example'],
    ['https://screenshelf.example/\\evil.example/x?y=1', '/evil.example/x?y=1'],
    ['https://screenshelf.example///evil.example', '/evil.example'],
    ['library', '/library'],
  ])('takes %p as %p', (value, expected) => {
    expect(sameOriginCallback(value, site)).toBe(expected);
  });
  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', '\\\\evil.example', 'http://screenshelf.example/', 'https://screenshelf.example:444/', 'javascript:alert(1)', 'data:text/html,x', ['/a']])(
    'refuses %p',
    (value) => {
      expect(sameOriginCallback(value, site)).toBeUndefined();
    },
  );
});

describe('auth cookies', () => {
  it('uses the Secure and __Secure-/__Host- prefixed names behind https', () => {
    const cookies = authCookies(gatewayConfig({ PUBLIC_URL: 'https://screenshelf.example' }));
    expect(cookies).toMatchObject({
      secure: true,
      session: '__Secure-authjs.session-token',
      csrf: '__Host-authjs.csrf-token',
      base: { httpOnly: true, sameSite: 'lax', secure: true, path: '/' },
    });
  });
  it('uses the plain names over local http', () => {
    expect(authCookies(gatewayConfig({ PUBLIC_URL: 'http://localhost:8080' }))).toMatchObject({ secure: false, session: 'authjs.session-token' });
  });
});
