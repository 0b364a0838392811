import { ADMIN, mintCallerToken } from '@screenshelf/kit/testing';
import { createLogger, startGrpcServer } from '@screenshelf/kit';
import { gatewayConfig } from '../src/config.js';
import { startGateway } from '../src/service.js';
import { api, startStack } from './support/stack.js';

describe('bad input gets {errorCode, msg}, never a 500', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    // A stack of its own: it stops its services.
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const res = await api(stack.url, '/api/v2/nothing-here');
    expect(res).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR', async () => {
    const res = await api(stack.url, '/api/v2/apps', { method: 'POST', token: await mintCallerToken(ADMIN), body: '{"appName": ' });
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
  });

  it('answers a body failing its schema with 400 VALIDATION_ERROR and the issues', async () => {
    const res = await api(stack.url, '/api/v2/apps', {
      method: 'POST',
      token: await mintCallerToken(ADMIN),
      body: JSON.stringify({ appName: '', mau: -5 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_ERROR');
    expect(res.body.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['appName', 'mau']);
  });

  it.each([
    ['limit above 100', 'limit=101'],
    ['a negative offset', 'offset=-1'],
    ['minmau above maxmau', 'minmau=10&maxmau=5'],
    ['a colour outside the palette', 'color=%23123456'],
    ['an unknown type', 'type=TABLET'],
  ])('answers a browse with %s with 400 VALIDATION_ERROR', async (_what, query) => {
    const res = await api(stack.url, `/api/v2/apps?${query}`, { token: await mintCallerToken(ADMIN) });
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
  });

  it('says up on /healthz, without naming what is behind the gateway', async () => {
    const res = await api(stack.url, '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'up' });
  });
});

describe('a slow or missing service', () => {
  const logger = createLogger('test', 'silent');

  it('is 503 SERVICE_UNAVAILABLE when the service is down, and /healthz says so', async () => {
    const gateway = await startGateway(
      gatewayConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        CATALOG_ADDR: '127.0.0.1:1',
        SEARCH_ADDR: '127.0.0.1:1',
      }),
      logger,
    );
    try {
      const res = await api(gateway.url, '/api/v2/apps');
      expect(res).toMatchObject({ status: 503, body: { errorCode: 'SERVICE_UNAVAILABLE' } });
      const health = await api(gateway.url, '/healthz');
      expect(health).toMatchObject({ status: 503, body: { status: 'down' } });
      expect(Object.keys(health.body)).toEqual(['status']);
      // The process itself is alive; the internal port names what is down.
      expect((await api(gateway.url, '/livez')).status).toBe(200);
      const details = await api(gateway.metricsUrl!, '/healthz');
      expect(details.status).toBe(503);
      expect(details.body.services).toMatchObject({ catalog: 'down', search: 'down' });
    } finally {
      await gateway.stop();
    }
  });

  it('is 504 TIMEOUT when the service misses its deadline', async () => {
    const slow = await startGrpcServer({
      name: 'slow-search',
      port: 0,
      host: '127.0.0.1',
      tokenSecret: gatewayConfig(process.env).INTERNAL_TOKEN_SECRET,
      logger,
      services: [
        {
          protoFile: 'search.proto',
          service: 'screenshelf.search.v1.Search',
          // Every method of the service answers too late.
          handlers: new Proxy({}, { get: () => () => new Promise((resolve) => setTimeout(() => resolve({ data: [] }), 1500)) }),
        },
      ],
    });
    const gateway = await startGateway(
      gatewayConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        SEARCH_ADDR: `127.0.0.1:${slow.port}`,
        DEFAULT_DEADLINE_MS: '300',
      }),
      logger,
    );
    try {
      const res = await api(gateway.url, '/api/v2/apps');
      expect(res).toMatchObject({ status: 504, body: { errorCode: 'TIMEOUT' } });
    } finally {
      await gateway.stop();
      await slow.stop();
    }
  });
});
