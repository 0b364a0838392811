import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Express, Request, RequestHandler } from 'express';
import { ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { startStack } from './support/stack.js';
import { routesOf, type Route } from './support/routes.js';

/**
 * Generated bad input over every route the gateway serves, as a visitor and as an admin: wrong
 * types, negative, huge and non-numbers, long strings, control characters, impossible dates,
 * invalid, deep and wrongly typed bodies, bad path parameters. The routes are read from the
 * running app's router and each route's query and body fields from what its handler reads, so a
 * new route or field is covered without touching this file. Every answer must be below 500 and,
 * when refused, `{errorCode, msg}`; no row of any service database may change (values a field may
 * well take, such as "NaN" as a name, are sent before the data snapshot).
 */

interface Probe {
  caller: 'visitor' | 'admin';
  method: string;
  path: string;
  what: string;
  body?: string;
  contentType?: string;
  refusedEverywhere?: boolean;
}
interface Failure {
  probe: Probe;
  status: number;
  body: string;
}

const MAX_CONCURRENCY = 8;

/** The path parameters of an express 5 path (`:id`, `*key`), optional groups `{…}` included. */
const paramsOf = (path: string) => [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!);

/** A value a route would take for a path parameter, so the bad value under test is the only bad one. */
function plausible(param: string): string {
  if (param === 'provider') return 'google';
  if (param === 'itemType') return 'app';
  if (/^(key|rest)$/.test(param)) return 'screens/a.png';
  if (/name$/i.test(param)) return 'name';
  return randomUUID();
}

function fill(path: string, values: Record<string, string>): string {
  return path
    .replace(/[{}]/g, '')
    .replace(/([:*])(\w+)/g, (_m, _kind, name: string) => values[name] ?? encodeURIComponent(plausible(name)));
}

const LONG = 'x'.repeat(10_000);

/** Query values, percent-encoded as a client would send them; `true`: no route may take it. */
const QUERY_VALUES: [string, string, boolean][] = [
  ['negative', '-1', false],
  ['huge', '99999999999999999999', false],
  ['NaN', 'NaN', false],
  ['fraction', '1.5', false],
  ['past the search window', '9990', false],
  ['an impossible date', '2026-02-30', false],
  ['a 10 kB string', LONG, false],
  ['a NUL', 'a%00b', true],
  ['control characters', '%01%1F%7F', true],
  ['LIKE wildcards and a trailing backslash', '%25_%5C', false],
  ['query syntax', '(%22%5B*%3F%2F', false],
  ['malformed percent-encoding', '%E0%A4%A', true],
  ['a lone surrogate', '%ED%A0%80', true],
];

/** Path parameter values, percent-encoded. */
const PATH_VALUES: [string, string, boolean][] = [
  ['not an id', 'not-a-uuid', false],
  ['a NUL', '%00', true],
  ['5 kB long', 'y'.repeat(5000), false],
  ['malformed percent-encoding', '%E0%A4%A', true],
  ['negative', '-1', false],
  ['huge', '99999999999999999999', false],
  ['a traversal', '..%2F..%2Fetc%2Fpasswd', false],
  ['a lone surrogate', '%ED%A0%80', true],
  ['a prototype key', '__proto__', false],
  ['an inherited key', 'constructor', false],
];

/** Body field values (JSON). */
const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });
const FIELD_VALUES: [string, unknown, boolean][] = [
  ['negative', -1, false],
  ['huge', 1e308, false],
  ['"NaN"', 'NaN', false],
  ['empty string', '', false],
  ['a 10 kB string', LONG, false],
  ['a NUL', 'a\u0000b', true],
  ['an impossible date', '2026-02-30', false],
  ['an object', { a: 1 }, false],
  ['an array of 1,000', Array.from({ length: 1000 }, () => 'x'), false],
  ['a boolean', true, false],
  ['null', null, false],
  ['nested 40 deep', nested(40), true],
];

/** Whole bodies. */
const BODIES: [string, string, string][] = [
  ['invalid JSON', '{"a": ', 'application/json'],
  ['JSON 2,000 deep (arrays)', `${'['.repeat(2000)}${']'.repeat(2000)}`, 'application/json'],
  ['JSON 2,000 deep (objects)', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`, 'application/json'],
  ['an array', '[{}]', 'application/json'],
  ['a string', '"x"', 'application/json'],
  ['null', 'null', 'application/json'],
  ['a number', '-1', 'application/json'],
  ['a NUL in a key', '{"a\\u0000": 1}', 'application/json'],
  ['JSON as text/plain', '{}', 'text/plain'],
  ['XML', '<a/>', 'application/xml'],
  ['a form', 'a=1&b=%00', 'application/x-www-form-urlencoded'],
  ['a body without a type', '{}', ''],
];

/**
 * Records which query and body fields each route reads: the app's query parser and the parsed body
 * are wrapped in proxies while the discovery calls run, one at a time.
 */
function fieldRecorder(app: Express) {
  let reads: { query: Set<string>; body: Set<string> } | undefined;
  const recording = (target: object, into: () => Set<string> | undefined) =>
    new Proxy(target, {
      get(t, key, receiver) {
        if (typeof key === 'string' && key !== 'toJSON') into()?.add(key);
        return Reflect.get(t, key, receiver);
      },
      has(t, key) {
        if (typeof key === 'string' && key !== 'toJSON') into()?.add(key);
        return Reflect.has(t, key);
      },
    });
  const parseQuery = app.get('query parser fn') as (s: string) => object;
  app.set('query parser fn', (s: string) => {
    const parsed = parseQuery(s);
    return reads ? recording(parsed, () => reads?.query) : parsed;
  });
  const wrapBody: RequestHandler = (req: Request, _res, next) => {
    if (reads && req.body && typeof req.body === 'object' && !Array.isArray(req.body)) req.body = recording(req.body as object, () => reads?.body);
    next();
  };
  // Just before the API routes (the first router layer).
  const stack = (app as unknown as { router: { stack: { handle: unknown; name: string }[] } }).router.stack;
  app.use(wrapBody);
  const layer = stack.pop()!;
  stack.splice(stack.findIndex((l) => l.name === 'router'), 0, layer);
  return {
    async during<T>(fn: () => Promise<T>) {
      reads = { query: new Set(), body: new Set() };
      try {
        await fn();
        return { query: [...reads.query], body: [...reads.body] };
      } finally {
        reads = undefined;
      }
    },
    stop() {
      app.set('query parser fn', parseQuery);
      stack.splice(stack.indexOf(layer), 1);
    },
  };
}

const GENERIC_QUERY = ['limit', 'offset', 'type', 'sortField', 'email', 'keyword', 'userId', 'yearmonth', 'groupSize'];

/** What a route reads, and values it takes for its required fields (so a probe's one bad value is what reaches the services). */
interface Discovered {
  query: string[];
  body: string[];
  /** A visitor is refused (401/403) before the route reads anything. */
  visitorRefused: boolean;
  baselineQuery: Record<string, string>;
  baselineBody: Record<string, unknown>;
}

/** Candidates for a required field, tried in turn until the route stops naming the field in its issues. */
const QUERY_CANDIDATES = ['CATEGORY', 'MOBILE', 'APP', '1', '2', '2024-01-01', '2024-01', '202401', 'true', 'MONTHLY', ADMIN.userId!, 'admin@screenshelf.local', 'a'];
const BODY_CANDIDATES: unknown[] = ['x', 1, 2, true, ['1'], '2024-01-01', ADMIN.userId, 'CATEGORY', 'MOBILE', 'USER', 'MONTHLY', 'admin@screenshelf.local', {}, []];

const issuePaths = (body: string): string[] => {
  try {
    const json = JSON.parse(body) as { details?: { issues?: { path?: string }[] } };
    return (json.details?.issues ?? []).map((i) => String(i.path ?? '').split('.')[0]!).filter(Boolean);
  } catch {
    return [];
  }
};

/** The path with the baseline query, less the keys a probe sets itself in `raw` (already encoded). */
const withQuery = (path: string, baseline: Record<string, string>, raw = '', own: string[] = []) => {
  const pairs = Object.entries(baseline)
    .filter(([k]) => !own.includes(k))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  if (raw) pairs.push(raw);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
};

/**
 * The probes for every route, as a visitor and as an admin. `refusedEverywhere` marks values no
 * route may take (control characters, broken encodings, bodies that are not a JSON object).
 */
function generateProbes(routes: Route[], fields: Map<Route, Discovered>): Probe[] {
  const probes: Probe[] = [];
  for (const route of routes) {
    const read = fields.get(route)!;
    const hasBody = route.method !== 'GET';
    const path = fill(route.path, {});
    const { baselineQuery, baselineBody } = read;
    const body = (field?: string, value?: unknown) => JSON.stringify(field === undefined ? baselineBody : { ...baselineBody, [field]: value });
    for (const caller of ['visitor', 'admin'] as const) {
      const base = { caller, method: route.method, ...(hasBody ? { body: body(), contentType: 'application/json' } : {}) };
      // The visitor gets a sample of each kind: the admin's probes reach every field.
      const sample = <T>(values: T[]) => (caller === 'admin' ? values : values.filter((_, i) => i % 4 === 0));
      for (const key of read.query) {
        for (const [what, value, strict] of sample(QUERY_VALUES)) {
          probes.push({ ...base, path: withQuery(path, baselineQuery, `${key}=${value}`, [key]), what: `query ${key}: ${what}`, refusedEverywhere: strict });
        }
        probes.push({ ...base, path: withQuery(path, baselineQuery, `${key}=1&${key}=2`, [key]), what: `query ${key}: repeated` });
        probes.push({ ...base, path: withQuery(path, baselineQuery, `${key}[a]=1`, [key]), what: `query ${key}: an object` });
      }
      if (read.query.includes('offset')) {
        probes.push({ ...base, path: withQuery(path, baselineQuery, 'offset=9981&limit=20', ['offset', 'limit']), what: 'query: offset + limit past the search window' });
      }
      // Common parameter names the route does not read, all at once (reads only).
      const others = GENERIC_QUERY.filter((key) => !read.query.includes(key));
      if (!hasBody && caller === 'admin') {
        for (const [what, value, strict] of QUERY_VALUES) {
          const raw = others.map((key) => `${key}=${value}`).join('&');
          probes.push({ ...base, path: withQuery(path, baselineQuery, raw, others), what: `query ${others.join(', ')}: ${what}`, refusedEverywhere: strict });
        }
      }
      for (const param of paramsOf(route.path)) {
        for (const [what, value, strict] of sample(PATH_VALUES)) {
          probes.push({ ...base, path: withQuery(fill(route.path, { [param]: value }), baselineQuery), what: `path ${param}: ${what}`, refusedEverywhere: strict });
        }
      }
      if (!hasBody) continue;
      // No body at all (curl -X POST): nothing parsed, so a route must not read fields of undefined.
      probes.push({ caller, method: route.method, path: withQuery(path, baselineQuery), what: 'no body at all' });
      for (const [what, whole, contentType] of sample(BODIES)) {
        probes.push({ ...base, path: withQuery(path, baselineQuery), what: `body: ${what}`, body: whole, contentType, refusedEverywhere: !route.path.startsWith('/api/auth/') });
      }
      for (const field of read.body) {
        if (caller === 'visitor' && read.visitorRefused) break;
        for (const [what, value, strict] of sample(FIELD_VALUES)) {
          probes.push({ ...base, path: withQuery(path, baselineQuery), what: `body ${field}: ${what}`, body: body(field, value), refusedEverywhere: strict });
        }
      }
    }
  }
  // Past Node's own limits: a 100 kB URL; a log body past its 16 kB.
  probes.push({ caller: 'visitor', method: 'GET', path: `/api/v2/apps?keyword=${'k'.repeat(100_000)}`, what: 'a 100 kB URL' });
  probes.push({ caller: 'visitor', method: 'POST', path: '/api/auth/_log', what: 'a 100 kB log', body: JSON.stringify({ detail: 'z'.repeat(100_000) }), contentType: 'application/json', refusedEverywhere: true });
  return probes;
}

async function rowCounts(databases: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const base = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
  for (const database of databases) {
    const client = new pg.Client({ connectionString: `${base}/${database}` });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
      for (const { name } of tables.rows) {
        // Consumer bookkeeping: it follows events (a screen view is an event, not a row), never a request.
        if (name === 'processed_events') continue;
        const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
        counts[`${database.replace(/_t_.*$/, '')}.${name}`] = rows[0]!.n;
      }
    } finally {
      await client.end();
    }
  }
  return counts;
}

describe('bad input on every route: never a 5xx, always {errorCode, msg}, no data changed', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  // Caller tokens live 60 s: minted again every 30 s, so a slow run never probes with an expired one.
  let adminToken = { token: '', at: 0 };
  const admin = async () => {
    if (Date.now() - adminToken.at > 30_000) adminToken = { token: await mintCallerToken(ADMIN), at: Date.now() };
    return adminToken.token;
  };
  beforeAll(async () => {
    // A stack of its own: it checks that bad input changes nothing anywhere in a library of its own.
    stack = await startStack({
      gatewayEnv: {
        RATE_LIMIT_PER_MINUTE: '1000000',
        EMAIL_LOOKUP_PER_MINUTE_USER: '1000000',
        SIGN_IN_PER_MINUTE_IP: '1000000',
        SIGN_IN_PER_MINUTE_USER: '1000000',
        SESSION_CHECK_PER_MINUTE_IP: '1000000',
        SESSION_CHECK_PER_MINUTE_USER: '1000000',
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const send = async (probe: Probe): Promise<{ status: number; body: string }> => {
    const headers: Record<string, string> = {};
    if (probe.caller === 'admin') headers.authorization = `Bearer ${await admin()}`;
    if (probe.contentType) headers['content-type'] = probe.contentType;
    // Bytes, so that fetch adds no content type of its own when the probe has none.
    const body = probe.contentType === '' && probe.body !== undefined ? new TextEncoder().encode(probe.body) : probe.body;
    const response = await fetch(stack.url + probe.path, { method: probe.method, headers, body, redirect: 'manual' });
    return { status: response.status, body: await response.text() };
  };

  /** A failure: a 5xx, or a refusal that is not `{errorCode, msg}`. */
  const judge = (status: number, body: string) => {
    if (status >= 500) return true;
    if (status < 400) return false;
    try {
      const json = JSON.parse(body) as { errorCode?: unknown; msg?: unknown };
      return typeof json.errorCode !== 'string' || typeof json.msg !== 'string';
    } catch {
      return true;
    }
  };

  async function runAll(probes: Probe[]): Promise<{ failures: Failure[] }> {
    const failures: Failure[] = [];
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++]!;
        let answer: { status: number; body: string };
        try {
          answer = await send(probe);
        } catch (error) {
          answer = { status: 599, body: `no answer: ${String(error)}` };
        }
        if (judge(answer.status, answer.body)) failures.push({ probe, ...answer });
      }
    };
    await Promise.all(Array.from({ length: MAX_CONCURRENCY }, worker));
    return { failures };
  }

  /** Values for the required query and body fields a route names in its 400, found by trying candidates. */
  async function baselineOf(route: Route, read: { query: string[]; body: string[] }, first: { status: number; body: string }) {
    const baselineQuery: Record<string, string> = {};
    const baselineBody: Record<string, unknown> = {};
    const path = fill(route.path, {});
    const call = () =>
      send({ caller: 'admin', method: route.method, path: withQuery(path, baselineQuery), what: 'baseline', ...(route.method !== 'GET' ? { body: JSON.stringify(baselineBody), contentType: 'application/json' } : {}) });
    let answer = first;
    const tried = new Set<string>();
    for (;;) {
      const field = issuePaths(answer.body).find((p) => !tried.has(p) && (read.query.includes(p) || read.body.includes(p)));
      if (answer.status !== 400 || !field) break;
      tried.add(field);
      const inQuery = read.query.includes(field);
      for (const candidate of inQuery ? QUERY_CANDIDATES : BODY_CANDIDATES) {
        if (inQuery) baselineQuery[field] = candidate as string;
        else baselineBody[field] = candidate;
        answer = await call();
        if (!issuePaths(answer.body).includes(field)) break;
      }
      if (issuePaths(answer.body).includes(field)) {
        delete baselineQuery[field];
        delete baselineBody[field];
      }
    }
    return { baselineQuery, baselineBody };
  }

  it('answers every generated bad input on every route with a 4xx {errorCode, msg} and changes nothing', async () => {
    const app = stack.gateway.app;
    const routes = routesOf(app);
    expect(routes.length).toBeGreaterThan(50);
    const databases = ['identity', 'catalog', 'search', 'membership', 'marketplace'].map((s) => `${s}_${stack.id}`);

    // What each route reads (one plausible admin call with an empty body) and values for its required fields.
    const recorder = fieldRecorder(app);
    const fields = new Map<Route, Discovered>();
    for (const route of routes) {
      const plain = { method: route.method, path: fill(route.path, {}), what: 'discovery', ...(route.method !== 'GET' ? { body: '{}', contentType: 'application/json' } : {}) };
      let answer: { status: number; body: string } = { status: 0, body: '' };
      const read = await recorder.during(async () => (answer = await send({ caller: 'admin', ...plain })));
      const { status } = await send({ caller: 'visitor', ...plain });
      fields.set(route, { ...read, visitorRefused: status === 401 || status === 403, ...(await baselineOf(route, read, answer)) });
    }
    recorder.stop();

    const probes = generateProbes(routes, fields);
    // A write's value that a field may well take ("NaN" is a fine name) may change data, so those run
    // first; the data check then covers every read and every value no route may take.
    const mayTake = probes.filter((p) => p.method !== 'GET' && !p.refusedEverywhere);
    const measured = probes.filter((p) => p.method === 'GET' || p.refusedEverywhere);

    const started = Date.now();
    const first = await runAll(mayTake);
    // What those writes appended to an outbox is published (and its rows deleted) before the snapshot.
    const before = await waitFor(async () => {
      const counts = await rowCounts(databases);
      return Object.entries(counts).every(([table, n]) => !table.endsWith('.outbox') || n === 0) && counts;
    });
    const second = await runAll(measured);
    const after = await rowCounts(databases);
    const failures = [...first.failures, ...second.failures];
    const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    const sent = probes.length;

    // BAD_INPUT_REPORT=1 prints the summary on success too.
    if (process.env.BAD_INPUT_REPORT || failures.length || changed.length) {
      const lines = failures.map(({ probe, status, body }) => `${status} ${probe.caller} ${probe.method} ${probe.path.slice(0, 140)} (${probe.what}) → ${body.slice(0, 160)}`);
      console.log(
        `bad input: ${sent} requests in ${Date.now() - started} ms, ${failures.length} failed\n${lines.join('\n')}` +
          (changed.length ? `\nrows changed after the snapshot: ${changed.map((t) => `${t} ${before[t]} → ${after[t]}`).join(', ')}` : ''),
      );
    }
    expect(failures.map(({ probe, status }) => `${status} ${probe.caller} ${probe.method} ${probe.path.slice(0, 100)} (${probe.what})`)).toEqual([]);
    expect(changed).toEqual([]);
  }, 480_000);

  it.each([
    ['a NUL in a query value', 'GET', '/api/v2/apps?keyword=a%00b', undefined, undefined, 400, 'VALIDATION_ERROR'],
    ['a NUL in a path', 'GET', '/api/apps/%00', undefined, undefined, 400, 'VALIDATION_ERROR'],
    ['malformed percent-encoding in a path', 'GET', '/api/v2/apps/%E0%A4%A', undefined, undefined, 400, 'VALIDATION_ERROR'],
    ['a NUL in a JSON string', 'POST', '/api/v2/apps', '{"appName": "a\\u0000b"}', 'application/json', 400, 'VALIDATION_ERROR'],
    ['JSON 2,000 deep', 'POST', '/api/auth/_log', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`, 'application/json', 400, 'VALIDATION_ERROR'],
    ['JSON 33 deep', 'POST', '/api/auth/_log', JSON.stringify(nested(33)), 'application/json', 400, 'VALIDATION_ERROR'],
    ['JSON with more than 100,000 values', 'POST', '/api/v2/apps', JSON.stringify({ appName: 'x', codes: new Array(100_001).fill(0) }), 'application/json', 400, 'VALIDATION_ERROR'],
    ['a client log past 16 kB', 'POST', '/api/auth/_log', JSON.stringify({ detail: 'z'.repeat(17_000) }), 'application/json', 413, 'PAYLOAD_TOO_LARGE'],
    ['JSON sent as text/plain', 'POST', '/api/v2/apps', '{"appName": "x"}', 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a form outside /api/auth', 'PUT', '/api/v2/likes/app/x', 'liked=true', 'application/x-www-form-urlencoded', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a body without a type', 'POST', '/api/v2/apps', '{"appName": "x"}', '', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an email with a NUL', 'GET', '/api/v2/users/validation?email=a%00b%40c.d', undefined, undefined, 400, 'VALIDATION_ERROR'],
    ['a malformed email', 'GET', '/api/v2/users/validation?email=not-an-email', undefined, undefined, 400, 'VALIDATION_ERROR'],
    ['an email past 254 characters', 'GET', `/api/v2/users/sellers/validation?email=${'a'.repeat(250)}%40b.co`, undefined, undefined, 400, 'VALIDATION_ERROR'],
    ['an offset past int32', 'GET', '/api/v2/admin/users?offset=2147483648', undefined, undefined, 400, 'VALIDATION_ERROR'],
    ['a page past the search window', 'GET', '/api/v2/apps?offset=9981&limit=20', undefined, undefined, 400, 'VALIDATION_ERROR'],
    ['an impossible release date', 'POST', '/api/v2/apps', '{"appName": "x", "categoryCodes": ["1"], "mau": 1, "releasedAt": "2026-02-30"}', 'application/json', 400, 'VALIDATION_ERROR'],
  ])('answers %s (%s %s)', async (_what, method, path, body, contentType, status, errorCode) => {
    const res = await send({ caller: 'admin', method, path, what: _what, body, contentType });
    expect({ status: res.status, body: JSON.parse(res.body) }).toEqual({ status, body: expect.objectContaining({ errorCode, msg: expect.any(String) }) });
  });

  it('answers a URL and headers past the server limit with 431 {errorCode, msg}', async () => {
    const longUrl = await fetch(`${stack.url}/api/v2/apps?keyword=${'k'.repeat(100_000)}`);
    expect(longUrl.status).toBe(431);
    expect(await longUrl.json()).toEqual({ errorCode: 'REQUEST_TOO_LARGE', msg: expect.any(String) });
    const bigHeader = await fetch(`${stack.url}/api/v2/apps`, { headers: { 'x-padding': 'p'.repeat(20_000) } });
    expect(bigHeader.status).toBe(431);
    expect((await bigHeader.json()).errorCode).toBe('REQUEST_TOO_LARGE');
  });
});
