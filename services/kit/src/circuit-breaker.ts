import type { Logger } from 'pino';
import { domainError } from './errors.js';
import { isDependencyDown } from './events/consumer.js';
import type { ServiceMetrics } from './metrics.js';

export interface CircuitBreaker {
  /** Runs `call` unless the dependency is known to be down; then answers SERVICE_UNAVAILABLE at once. */
  run<T>(call: () => Promise<T>): Promise<T>;
  readonly open: boolean;
}

/**
 * A circuit breaker for one dependency (Elasticsearch, a peer): once a call fails because the
 * dependency is down, calls fail at once with 503 SERVICE_UNAVAILABLE for `openMs`, instead of each
 * waiting out its own time-out; then one trial call goes through, and its success closes the circuit.
 * With `metrics`, `circuit_breaker_open{dependency=name}` is 1 from the failure until that success.
 */
export function circuitBreaker(
  name: string,
  logger: Logger,
  openMs = 1000,
  metrics?: Pick<ServiceMetrics, 'circuitOpen'>,
): CircuitBreaker {
  let openUntil = 0;
  let trial = false;
  const state = { dependency: name };
  metrics?.circuitOpen.set(state, 0);
  const unavailable = () => domainError('SERVICE_UNAVAILABLE', { message: `${name} is unavailable` });
  return {
    get open() {
      return Date.now() < openUntil;
    },
    async run<T>(call: () => Promise<T>): Promise<T> {
      const now = Date.now();
      if (now < openUntil) throw unavailable();
      const isTrial = openUntil > 0;
      if (isTrial) {
        if (trial) throw unavailable(); // one trial at a time while half-open
        trial = true;
      }
      try {
        const result = await call();
        if (openUntil > 0) {
          logger.info({ dependency: name }, 'dependency is back; circuit closed');
          metrics?.circuitOpen.set(state, 0);
        }
        openUntil = 0;
        return result;
      } catch (error) {
        if (!isDependencyDown(error)) throw error;
        if (openUntil === 0) {
          logger.warn({ err: error, dependency: name }, 'dependency unavailable; circuit open');
          metrics?.circuitOpen.set(state, 1);
        }
        openUntil = Date.now() + openMs;
        throw unavailable();
      } finally {
        if (isTrial) trial = false;
      }
    },
  };
}

/**
 * A client whose request methods (by name) go through a circuit breaker, e.g. the Elasticsearch
 * client's `search`, `get`, `bulk`: everything else is passed through untouched.
 */
export function guarded<C extends object>(client: C, breaker: CircuitBreaker, methods: readonly string[]): C {
  const wrapped = new Set(methods);
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || !wrapped.has(property)) return value;
      return (...args: unknown[]) => breaker.run(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
}
