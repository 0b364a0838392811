import { createHash } from 'node:crypto';
import { errorMessage } from '@screenshelf/kit';
import { Browser, signIn } from './support/browser.js';
import { sharedStack, type Stack } from './support/stack.js';

type Token = { tokenId: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null; expiresAt: string | null; expired: boolean };

// Personal access tokens (issue 15, tools for AI): a signed-in person creates, lists and revokes
// their own; identity keeps only the secret's sha256; /mcp refuses a revoked, expired or unknown one.
describe('personal access tokens: /api/v2/users/tokens and the /mcp bearer', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  /** A person signed in through the real OpenID flow, with JSON calls carrying their session cookie. */
  const person = async (tag: string) => {
    const browser = new Browser();
    await signIn(browser, stack.url, { email: `${tag}-${Date.now()}@example.com`, name: tag });
    const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
      const res = await browser.fetch(stack.url + path, {
        method: init.method ?? 'GET',
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } }),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const id = ((await call('/api/auth/session')).body as { user: { id: string } }).user.id;
    return { browser, call, id };
  };

  /** An MCP request as a client sends it first (initialize), with a bearer token or none. */
  const mcp = (authorization?: string) =>
    fetch(`${stack.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });

  const expectRefusedAtMcp = async (authorization?: string) => {
    const res = await mcp(authorization);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="screenshelf-mcp"/);
    expect(await res.json()).toEqual({ errorCode: 'ACCESS_TOKEN_INVALID', msg: errorMessage('ACCESS_TOKEN_INVALID', 'ko') });
  };

  it('creates a token whose secret is answered once and stored only as its sha256', async () => {
    const me = await person('creator');
    const created = await me.call('/api/v2/users/tokens', { method: 'POST', body: { name: '  Claude desktop  ' } });
    expect(created.status).toBe(201);
    const { secret, ...token } = created.body.data as Token & { secret: string };
    expect(secret).toMatch(/^ssp_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      tokenId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Claude desktop',
      prefix: secret.slice(0, 8),
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt: null,
      expired: false,
    });

    const listed = await me.call('/api/v2/users/tokens');
    expect(listed).toEqual({ status: 200, body: { data: [token] } });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const { rows } = await stack.identity.pool.query('SELECT * FROM access_tokens WHERE id = $1', [token.tokenId]);
    expect(rows).toHaveLength(1);
    expect(Buffer.compare(rows[0].token_hash, createHash('sha256').update(secret).digest())).toBe(0);
    expect(JSON.stringify(rows[0])).not.toContain(secret.slice(8));

    // The token works at /mcp, and the use is recorded.
    expect((await mcp(`Bearer ${secret}`)).status).toBe(200);
    expect((await me.call('/api/v2/users/tokens')).body.data[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('takes an expiry in days; an expired token is listed as expired and refused', async () => {
    const me = await person('expiry');
    const created = (await me.call('/api/v2/users/tokens', { method: 'POST', body: { name: 'CI', expiresInDays: 30 } })).body.data;
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await stack.identity.pool.query(`UPDATE access_tokens SET expires_at = now() - interval '1 minute' WHERE id = $1`, [created.tokenId]);
    await expectRefusedAtMcp(`Bearer ${created.secret}`);
    expect((await me.call('/api/v2/users/tokens')).body.data).toEqual([expect.objectContaining({ tokenId: created.tokenId, expired: true })]);
  });

  it('revokes a token: /mcp refuses it at once and the list no longer has it', async () => {
    const me = await person('revoker');
    const created = (await me.call('/api/v2/users/tokens', { method: 'POST', body: { name: 'Cursor' } })).body.data;
    expect((await mcp(`Bearer ${created.secret}`)).status).toBe(200);
    const revoked = await me.call(`/api/v2/users/tokens/${created.tokenId}`, { method: 'DELETE' });
    expect(revoked).toEqual({ status: 200, body: { data: expect.objectContaining({ tokenId: created.tokenId, name: 'Cursor' }) } });
    await expectRefusedAtMcp(`Bearer ${created.secret}`);
    expect((await me.call('/api/v2/users/tokens')).body.data).toEqual([]);
    expect(await me.call(`/api/v2/users/tokens/${created.tokenId}`, { method: 'DELETE' })).toEqual({
      status: 404,
      body: { errorCode: 'ACCESS_TOKEN_NOT_FOUND', msg: errorMessage('ACCESS_TOKEN_NOT_FOUND', 'ko') },
    });
  });

  it("does not let one person see or revoke another's token", async () => {
    const owner = await person('owner');
    const other = await person('other');
    const created = (await owner.call('/api/v2/users/tokens', { method: 'POST', body: { name: 'mine' } })).body.data;
    expect((await other.call('/api/v2/users/tokens')).body.data).toEqual([]);
    expect(await other.call(`/api/v2/users/tokens/${created.tokenId}`, { method: 'DELETE' })).toEqual({
      status: 404,
      body: { errorCode: 'ACCESS_TOKEN_NOT_FOUND', msg: errorMessage('ACCESS_TOKEN_NOT_FOUND', 'ko') },
    });
    expect((await owner.call('/api/v2/users/tokens')).body.data).toHaveLength(1);
    expect((await mcp(`Bearer ${created.secret}`)).status).toBe(200);
  });

  it('allows at most 10 live tokens (expired ones do not count)', async () => {
    const me = await person('collector');
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await me.call('/api/v2/users/tokens', { method: 'POST', body: { name: `t${i}` } })).body.data.tokenId);
    const refused = await me.call('/api/v2/users/tokens?lang=en', { method: 'POST', body: { name: 'one too many' } });
    expect(refused).toEqual({ status: 409, body: { errorCode: 'ACCESS_TOKEN_LIMIT', msg: errorMessage('ACCESS_TOKEN_LIMIT', 'en', { params: { max: 10 } }) } });
    expect(refused.body.msg).toContain('10');
    await stack.identity.pool.query(`UPDATE access_tokens SET expires_at = now() - interval '1 minute' WHERE id = $1`, [ids[0]]);
    expect((await me.call('/api/v2/users/tokens', { method: 'POST', body: { name: 'after one expired' } })).status).toBe(201);
  });

  it('answers bad input with {errorCode, msg}, a visitor with 401, and unknown bearers at /mcp with 401', async () => {
    const me = await person('careless');
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }, { name: 'a\u0000b' }, { name: 'a\ud800b' }, { name: 'ok', expiresInDays: 0 }, { name: 'ok', expiresInDays: 366 }, { name: 'ok', expiresInDays: '7' }, { name: 7 }]) {
      const res = await me.call('/api/v2/users/tokens', { method: 'POST', body });
      expect({ body, status: res.status, errorCode: res.body.errorCode, msg: typeof res.body.msg }).toEqual({ body, status: 400, errorCode: 'VALIDATION_ERROR', msg: 'string' });
    }
    expect((await me.call('/api/v2/users/tokens/not-a-uuid', { method: 'DELETE' })).body).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    const form = await me.browser.fetch(`${stack.url}/api/v2/users/tokens`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x' });
    expect(form.status).toBe(415);

    for (const [method, path] of [['GET', '/api/v2/users/tokens'], ['POST', '/api/v2/users/tokens'], ['DELETE', '/api/v2/users/tokens/00000000-0000-4000-8000-000000000000']]) {
      const res = await fetch(stack.url + path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{"name":"x"}' : undefined });
      expect({ path, method, status: res.status, body: await res.json() }).toEqual({ path, method, status: 401, body: { errorCode: 'UNAUTHENTICATED', msg: errorMessage('UNAUTHENTICATED', 'ko') } });
    }

    await expectRefusedAtMcp();
    await expectRefusedAtMcp('Bearer ssp_made-up');
    await expectRefusedAtMcp(`Bearer ssp_${'A'.repeat(43)}`);
    await expectRefusedAtMcp('Basic dXNlcjpwYXNz');
  });

  it("closing the account ends its tokens", async () => {
    const me = await person('leaver');
    const created = (await me.call('/api/v2/users/tokens', { method: 'POST', body: { name: 'soon gone' } })).body.data;
    expect((await me.call('/api/v2/users/me', { method: 'DELETE' })).status).toBe(200);
    await expectRefusedAtMcp(`Bearer ${created.secret}`);
    const { rows } = await stack.identity.pool.query('SELECT count(*)::int AS n FROM access_tokens WHERE user_id = $1', [me.id]);
    expect(rows[0].n).toBe(0);
  });
});
