import { ADMIN, FREE_USER, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { api, sharedStack, type Stack } from './support/stack.js';

// The walking skeleton: REST → gateway → gRPC → catalog (Postgres + outbox) → Kafka → search
// consumer → Elasticsearch → REST.
describe('an app travels the whole path', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  it('is created by an admin through POST /api/v2/apps and then browsed with GET /api/v2/apps', async () => {
    const token = await mintCallerToken(ADMIN);
    const created = await api(stack.url, '/api/v2/apps', {
      method: 'POST',
      token,
      body: JSON.stringify({ appName: '토스', appNameEn: 'Toss', type: 'MOBILE', categoryCodes: ['1'], mau: 15_000_000 }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ appName: '토스', appNameEn: 'Toss', type: 'MOBILE', mau: 15_000_000 });
    const appId = created.body.data.appId as string;

    const browsed = await waitFor(async () => {
      const res = await api(stack.url, '/api/v2/apps?sortField=mau&limit=10', { token });
      return res.body.data.find((a: { appId: string }) => a.appId === appId) ? res : undefined;
    });
    expect(browsed.status).toBe(200);
    // Other test files' apps share this stack: the list is in MAU order, this app in it.
    const maus = browsed.body.data.map((a: { mau: number }) => a.mau);
    expect(maus).toEqual([...maus].sort((x: number, y: number) => y - x));
    expect(browsed.body.data.find((a: { appId: string }) => a.appId === appId)).toMatchObject({ appId, appName: '토스', mau: 15_000_000, categoryCodes: ['1'] });
  });

  it('refuses app creation to a visitor (401) and to a user who is not an admin (403)', async () => {
    const body = JSON.stringify({ appName: 'Nope' });
    const anonymous = await api(stack.url, '/api/v2/apps', { method: 'POST', body });
    expect(anonymous).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHENTICATED' } });
    const user = await api(stack.url, '/api/v2/apps', { method: 'POST', body, token: await mintCallerToken(FREE_USER) });
    expect(user).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
  });

  it('refuses beta and internal apps with a named errorCode and stores nothing', async () => {
    const token = await mintCallerToken(ADMIN);
    const res = await api(stack.url, '/api/v2/apps', {
      method: 'POST',
      token,
      body: JSON.stringify({ appName: 'Beta thing', releaseStatus: 'BETA' }),
    });
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'APP_NOT_RELEASED' } });
    const { rows } = await stack.catalog.pool.query("SELECT count(*)::int AS n FROM apps WHERE name = 'Beta thing'");
    expect(rows[0].n).toBe(0);
  });

  it('refuses a forged bearer token', async () => {
    const forged = await mintCallerToken(ADMIN, 'not-the-secret-not-the-secret-not-the-secret');
    const res = await api(stack.url, '/api/v2/apps', { method: 'POST', token: forged, body: '{"appName":"x"}' });
    expect(res).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHENTICATED' } });
  });
});

// A gateway whose port is taken (another process, or a port picked for it and taken meanwhile)
// fails its start at once with the reason, instead of waiting forever on an 'error' event nobody
// heard (which once held a test's setup for its whole three minutes).
describe('a gateway on a taken port', () => {
  it('fails to start, saying the address is in use', async () => {
    const { createServer } = await import('node:net');
    const { gatewayConfig } = await import('../src/config.js');
    const { startGateway } = await import('../src/service.js');
    const { createLogger } = await import('@screenshelf/kit');
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as import('node:net').AddressInfo).port;
    try {
      const config = gatewayConfig({ ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` });
      await expect(startGateway(config, createLogger('test', 'silent'))).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
