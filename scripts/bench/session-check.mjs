#!/usr/bin/env node
// Session-check under concurrent load: signs in CLIENTS people through the real OpenID flow
// (services/dev-oidc), then has each poll GET /api/auth/session-check as fast as it can for
// DURATION_S seconds, and prints throughput and latency percentiles. Loopback only, bounded.
//
// Without GATEWAY it starts its own dev-oidc, identity and gateway from their builds (`npx tsc -b`
// first) on free ports, with its own database and names and the auth limits raised, and removes
// them at the end:   CLIENTS=20 DURATION_S=10 node scripts/bench/session-check.mjs
//
// Against a running stack:   GATEWAY=http://localhost:8080 node scripts/bench/session-check.mjs
// (start it with the auth limits raised, or most answers are 429, counted separately):
//   SESSION_CHECK_PER_MINUTE_IP=100000000 SESSION_CHECK_PER_MINUTE_USER=100000000 \
//   SIGN_IN_PER_MINUTE_IP=100000 RATE_LIMIT_PER_MINUTE=100000000 npm start
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, URLSearchParams } from 'node:url';
import pg from 'pg';
import { freePort, processes } from './processes.mjs';

const CLIENTS = Math.min(Number(process.env.CLIENTS ?? 20), 500);
const DURATION_S = Math.min(Number(process.env.DURATION_S ?? 10), 120);
const own = !process.env.GATEWAY;
const id = `bench_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
const env = { ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', KAFKA_TOPIC_PREFIX: `${id}.` };
const services = processes(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'), env);
const POSTGRES = env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
async function cleanup() {
  await services.stopAll();
  if (!own) return;
  const client = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "identity_${id}" WITH (FORCE)`).catch(() => undefined);
  await client.end();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanup().finally(() => process.exit(130)));

async function startOwn() {
  const [oidcPort, identityPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
  const issuer = `http://127.0.0.1:${oidcPort}`;
  // BENCH_CPU_PROF=<dir>: identity and the gateway write V8 CPU profiles there when they stop.
  const profiled = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  services.run('dev-oidc', { DEV_OIDC_PORT: String(oidcPort), OIDC_ISSUER: issuer });
  services.run('identity', { IDENTITY_GRPC_PORT: String(identityPort), IDENTITY_DATABASE: `identity_${id}`, OIDC_ISSUER: issuer }, profiled);
  services.run('gateway', {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
    IDENTITY_ADDR: `127.0.0.1:${identityPort}`,
    // The session check asks nothing else; the rest stays unreachable.
    CATALOG_ADDR: '127.0.0.1:1', SEARCH_ADDR: '127.0.0.1:1', MEMBERSHIP_ADDR: '127.0.0.1:1', MARKETPLACE_ADDR: '127.0.0.1:1', CHATBOT_ADDR: '127.0.0.1:1',
    RATE_LIMIT_PREFIX: `${id}:api:`, AUTH_RATE_LIMIT_PREFIX: `${id}:auth:`,
    RATE_LIMIT_PER_MINUTE: '100000000', SESSION_CHECK_PER_MINUTE_IP: '100000000', SESSION_CHECK_PER_MINUTE_USER: '100000000', SIGN_IN_PER_MINUTE_IP: '100000', SIGN_IN_PER_MINUTE_USER: '100000',
  }, profiled);
  const url = `http://127.0.0.1:${gatewayPort}`;
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${url}/api/auth/providers`).then((r) => r.ok).catch(() => false);
    if (ok) return url;
    if (tries > 600) throw new Error('services did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}
let GATEWAY = process.env.GATEWAY;

/** fetch with one cookie jar per origin and manual redirects, like a browser tab. */
function browser() {
  const jar = new Map();
  const request = async (url, init = {}) => {
    const { origin } = new URL(url);
    const cookies = jar.get(origin) ?? new Map();
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))) cookies.delete(name);
      else cookies.set(name, value);
    }
    jar.set(origin, cookies);
    return res;
  };
  const follow = async (url, init, stopAt) => {
    let current = url;
    let res = await request(current, init);
    while (res.status >= 300 && res.status < 400) {
      await res.arrayBuffer();
      const next = new URL(res.headers.get('location'), current).href;
      if (stopAt?.(next)) return { res, url: current, next };
      current = next;
      res = await request(current);
    }
    return { res, url: current };
  };
  return { request, follow };
}

const formPost = (fields) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function signIn(email) {
  const b = browser();
  const { csrfToken } = await (await b.request(`${GATEWAY}/api/auth/csrf`)).json();
  const started = await b.request(`${GATEWAY}/api/auth/signin/google`, formPost({ csrfToken, callbackUrl: '/', json: 'true' }));
  if (!started.ok) throw new Error(`sign-in start answered ${started.status}: ${await started.text()}`);
  const { url } = await started.json();
  const page = await b.follow(url);
  const action = (await page.res.text()).match(/<form method="post" action="([^"]+)"/)?.[1];
  if (!action) throw new Error('the provider showed no sign-in form');
  const back = await b.follow(new URL(action, page.url).href, formPost({ email, name: 'Bench' }), (next) => next.includes('/api/auth/callback/'));
  const done = await b.request(back.next);
  if (done.status !== 302) throw new Error(`callback answered ${done.status}`);
  return b;
}

async function main() {
  GATEWAY = own ? await startOwn() : GATEWAY;
  if (!['localhost', '127.0.0.1', '[::1]'].includes(new URL(GATEWAY).hostname)) {
    console.error(`refusing to load ${GATEWAY}: the benchmark runs against this machine only`);
    process.exit(2);
  }
  const run = randomBytes(3).toString('hex');
  // Identity may still be starting (migrations, Kafka): one person first, tried for up to a minute.
  for (let tries = 0; ; tries++) {
    const ok = await signIn(`bench-${run}-warmup@bench.local`).then(() => true, (error) => (tries > 60 ? Promise.reject(error) : false));
    if (ok) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(`signing in ${CLIENTS} people at ${GATEWAY} …`);
  const sessions = [];
  for (let i = 0; i < CLIENTS; i += 10) {
    sessions.push(...(await Promise.all(Array.from({ length: Math.min(10, CLIENTS - i) }, (_, j) => signIn(`bench-${run}-${i + j}@bench.local`)))));
  }

  const latencies = [];
  const statuses = new Map();
  let invalid = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    sessions.map(async (b) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await b.request(`${GATEWAY}/api/auth/session-check`);
        const body = await res.json();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200 && !body.isValid) invalid++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(`session-check: ${CLIENTS} concurrent clients for ${seconds.toFixed(1)} s`);
  console.log(`  requests   ${latencies.length}  (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}; isValid:false ${invalid})`);
  console.log(`  throughput ${(latencies.length / seconds).toFixed(0)} req/s`);
  console.log(`  latency    p50 ${pct(50)} ms · p95 ${pct(95)} ms · p99 ${pct(99)} ms · max ${latencies.at(-1).toFixed(1)} ms`);
  if (statuses.get(429)) console.log('  note: 429s mean the rate limits were hit; raise them for a throughput figure (see the top of this file)');
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
