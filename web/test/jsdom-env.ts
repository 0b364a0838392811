// Imported first by the jsdom tests: what jsdom lacks and the router needs at load.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;

// The data router builds a Request for every navigation and reads only its url, method and signal.
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers: Headers;
  readonly body: unknown;
  constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal; headers?: HeadersInit; body?: unknown } = {}) {
    this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
    this.headers = new Headers(init.headers);
    this.body = init.body ?? null;
  }
}
g.Request ??= NavigationRequest;
