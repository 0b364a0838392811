import { jest } from '@jest/globals';
import pino from 'pino';
import { circuitBreaker, createMetrics, guarded } from '@screenshelf/kit';

const down = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9200'), { name: 'ConnectionError' });

describe('circuit breaker', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('answers 503 at once while a dependency is down, tries again after a pause, and closes on success', async () => {
    const breaker = circuitBreaker('elasticsearch', pino({ level: 'silent' }), 1000);
    let calls = 0;
    let healthy = false;
    const call = async () => {
      calls += 1;
      if (!healthy) throw down();
      return 'hits';
    };
    await expect(breaker.run(call)).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', kind: 'unavailable' });
    expect(breaker.open).toBe(true);
    // While open, nothing reaches the dependency.
    await expect(breaker.run(call)).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect(calls).toBe(1);

    jest.setSystemTime(Date.now() + 1001);
    await expect(breaker.run(call)).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect(calls).toBe(2); // one trial, still down: open again

    healthy = true;
    jest.setSystemTime(Date.now() + 1001);
    expect(await breaker.run(call)).toBe('hits');
    expect(breaker.open).toBe(false);
    expect(await breaker.run(call)).toBe('hits');
  });

  it('shows on /metrics whether it is open: from the failure until a call succeeds, the trials between included', async () => {
    const metrics = createMetrics('test');
    const state = async () => (await metrics.registry.getSingleMetric('circuit_breaker_open')!.get()).values;
    const breaker = circuitBreaker('elasticsearch', pino({ level: 'silent' }), 1000, metrics);
    expect(await state()).toEqual([{ labels: { dependency: 'elasticsearch' }, value: 0 }]);
    let healthy = false;
    const call = async () => {
      if (!healthy) throw down();
      return 'hits';
    };
    await expect(breaker.run(call)).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect(await state()).toEqual([{ labels: { dependency: 'elasticsearch' }, value: 1 }]);
    jest.setSystemTime(Date.now() + 1001);
    expect(breaker.open).toBe(false); // half-open: the next call is a trial
    expect((await state())[0]!.value).toBe(1);
    await expect(breaker.run(call)).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect((await state())[0]!.value).toBe(1);
    healthy = true;
    jest.setSystemTime(Date.now() + 1001);
    expect(await breaker.run(call)).toBe('hits');
    expect(await state()).toEqual([{ labels: { dependency: 'elasticsearch' }, value: 0 }]);
  });

  it('lets errors that are not an outage through untouched, and keeps the circuit closed', async () => {
    const breaker = circuitBreaker('elasticsearch', pino({ level: 'silent' }));
    const refused = Object.assign(new Error('bad query'), { name: 'ResponseError', meta: { statusCode: 400 } });
    await expect(breaker.run(async () => Promise.reject(refused))).rejects.toBe(refused);
    expect(breaker.open).toBe(false);
  });

  it('guards only the named methods of a client', async () => {
    const breaker = circuitBreaker('elasticsearch', pino({ level: 'silent' }));
    const client = { search: async () => Promise.reject(down()), close: async () => 'closed', name: 'es' };
    const es = guarded(client, breaker, ['search']);
    await expect(es.search()).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect(await es.close()).toBe('closed');
    expect(es.name).toBe('es');
  });
});
