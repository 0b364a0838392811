import { createLogger } from '@screenshelf/kit';
import { ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { gatewayConfig } from '../src/config.js';
import { startGateway } from '../src/service.js';
import { api, startStack } from './support/stack.js';

/** Probes and Prometheus metrics: each service with METRICS_PORT on a free port of its own. */
const MISSING = '00000000-0000-4000-8000-00000000abcd';

describe('health probes and metrics', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    // A stack of its own: it reads its services' metrics, which other files would move.
    stack = await startStack({ env: { METRICS_PORT: '0' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const scrape = async (url: string | undefined) => {
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  /** The samples of one metric in Prometheus's text format: labels (any order) and value. */
  const samples = (text: string, name: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
      .map((line) => {
        const [, labels = '', value] = /^[^{\s]+(?:\{(.*)\})? (\S+)$/.exec(line)!;
        return { labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]])), value: Number(value) };
      });
  const find = (text: string, name: string, labels: Record<string, string>) =>
    samples(text, name).filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));

  it('answers liveness, readiness and the public health with a status only', async () => {
    for (const path of ['/livez', '/readyz', '/healthz']) {
      const res = await api(stack.url, path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 200, body: { status: 'up' } });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('names every service and server only on the internal port', async () => {
    const res = await api(stack.gateway.metricsUrl!, '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'up',
      services: { identity: 'up', catalog: 'up', search: 'up', membership: 'up', marketplace: 'up', chatbot: 'up', community: 'up' },
      servers: { postgres: 'up', redis: 'up', kafka: 'up', elasticsearch: 'up' },
    });
    // /metrics is not on the public port (where an unknown path is the web app's, when it is built).
    const pub = await fetch(new URL('/metrics', stack.url));
    expect(await pub.text()).not.toContain('# TYPE');
  });

  it('counts HTTP requests by route template, with a latency histogram and the process metrics', async () => {
    const token = await mintCallerToken(ADMIN);
    await api(stack.url, '/api/v2/apps?limit=5', { token });
    await api(stack.url, `/api/v2/products/${MISSING}`, { token });
    await api(stack.url, '/api/v2/nothing-here');
    const text = await scrape(stack.gateway.metricsUrl);
    const requests = (route: string, status: string) => find(text, 'http_requests_total', { service: 'gateway', method: 'GET', route, status });
    expect(requests('/api/v2/apps', '200')).toEqual([expect.objectContaining({ value: 1 })]);
    expect(requests('/api/v2/products/:id', '404')).toEqual([expect.objectContaining({ value: 1 })]);
    expect(requests('other', '404')[0]!.value).toBeGreaterThanOrEqual(1);
    const buckets = find(text, 'http_request_duration_seconds_bucket', { route: '/api/v2/apps', status: '200' });
    expect(buckets.map((b) => b.labels.le)).toEqual(expect.arrayContaining(['0.005', '0.1', '1', '+Inf']));
    expect(buckets.find((b) => b.labels.le === '+Inf')!.value).toBe(1);
    expect(text).not.toContain(MISSING);
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('counts gRPC calls by method and status code on each service', async () => {
    const token = await mintCallerToken(ADMIN);
    expect((await api(stack.url, `/api/v2/products/${MISSING}`, { token })).status).toBe(404);
    const handled = async (service: 'catalog' | 'search' | 'marketplace') =>
      find(await scrape(stack[service].metricsServer?.url), 'grpc_server_handled_total', { service });
    // A product that is not there: marketplace answers NOT_FOUND, counted under its method.
    const missing = find(await scrape(stack.marketplace.metricsServer?.url), 'grpc_server_handled_total', {
      grpc_service: 'screenshelf.marketplace.v1.Marketplace',
      grpc_code: 'NOT_FOUND',
    });
    expect(missing.length).toBe(1);
    expect(missing[0]!.labels.grpc_method).toMatch(/^Get/);
    const calls = [...(await handled('catalog')), ...(await handled('search'))];
    expect(calls.filter((c) => c.labels.grpc_code === 'OK').length).toBeGreaterThan(0);
    for (const call of calls) expect(call.labels.grpc_service).toMatch(/^screenshelf\.\w+\.v1\.\w+$/);
    const catalog = await scrape(stack.catalog.metricsServer?.url);
    expect(find(catalog, 'grpc_server_handling_seconds_count', { service: 'catalog' }).length).toBeGreaterThan(0);
  });

  it('reports the outbox and the consumer lag', async () => {
    const token = await mintCallerToken(ADMIN);
    const created = await api(stack.url, '/api/v2/apps', {
      method: 'POST',
      token,
      body: JSON.stringify({ appName: '측정', appNameEn: 'Metrics', mau: 10 }),
    });
    expect(created.status).toBe(201);
    const catalog = await scrape(stack.catalog.metricsServer?.url);
    expect(find(catalog, 'outbox_events_waiting', { service: 'catalog' })).toEqual([{ labels: { service: 'catalog' }, value: expect.any(Number) }]);
    expect(find(catalog, 'outbox_oldest_event_age_seconds', { service: 'catalog' })[0]!.value).toBeGreaterThanOrEqual(0);
    // search consumes catalog.app: once it has applied the event, its lag on that topic is 0.
    const lag = await waitFor(async () => {
      const text = await scrape(stack.search.metricsServer?.url);
      const lines = find(text, 'kafka_consumer_lag', { service: 'search', topic: `${stack.id}.catalog.app` });
      return lines.length > 0 && lines.every((line) => line.value === 0) ? lines : undefined;
    });
    expect(lag[0]!.labels).toMatchObject({ group: expect.stringMatching(/^search_t_/), partition: expect.stringMatching(/^\d+$/) });
  });
});

describe('probes of a gateway whose services are away', () => {
  it('stays live, is not ready, and says down without naming anything', async () => {
    const closed = '127.0.0.1:1';
    const gateway = await startGateway(
      gatewayConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        IDENTITY_ADDR: closed,
        CATALOG_ADDR: closed,
        SEARCH_ADDR: closed,
        MEMBERSHIP_ADDR: closed,
        MARKETPLACE_ADDR: closed,
      }),
      createLogger('test', 'silent'),
    );
    try {
      expect(await api(gateway.url, '/livez')).toMatchObject({ status: 200, body: { status: 'up' } });
      expect(await api(gateway.url, '/readyz')).toMatchObject({ status: 503, body: { status: 'down' } });
      const health = await api(gateway.url, '/healthz');
      expect({ status: health.status, body: health.body }).toEqual({ status: 503, body: { status: 'down' } });
      // No METRICS_PORT: no internal server.
      expect(gateway.metricsUrl).toBeUndefined();
    } finally {
      await gateway.stop();
    }
  });

  it('refuses a READY_SERVICES entry that names no service', () => {
    expect(gatewayConfig({ READY_SERVICES: 'identity, catalog' }).READY_SERVICES).toEqual(['identity', 'catalog']);
    expect(() => gatewayConfig({ READY_SERVICES: 'identity,billing' })).toThrow(/READY_SERVICES/);
  });
});
