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
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, URLSearchParams } from 'node:url';
import pg from 'pg';
import { freePort, processes } from './processes.mjs';

const CLIENTS = Math.min(Number(process.env.CLIENTS ?? 20), 500);
const DURATION_S = Math.min(Number(process.env.DURATION_S ?? 10), 120);
/** The paced run's interval per client: 20 clients every 20 ms = 1,000 checks a second. */
const PACE_MS = Math.max(0, Number(process.env.PACE_MS ?? 20));
const own = !process.env.GATEWAY;
// Gateway replicas of its own stack (prod runs at least 2, deploy/values/prod.yaml); each client
// keeps to one replica, as a Service spreads connections. GATEWAY_REPLICAS=1 for a single process.
const REPLICAS = Math.max(1, Math.min(Number(process.env.GATEWAY_REPLICAS ?? 2), 8));
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
  const [oidcPort, identityPort] = [await freePort(), await freePort()];
  const gatewayPorts = [];
  for (let i = 0; i < REPLICAS; i++) gatewayPorts.push(await freePort());
  const issuer = `http://127.0.0.1:${oidcPort}`;
  // BENCH_CPU_PROF=<dir>: identity and the gateway write V8 CPU profiles there when they stop.
  const profiled = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  services.run('dev-oidc', { DEV_OIDC_PORT: String(oidcPort), OIDC_ISSUER: issuer });
  services.run('identity', { IDENTITY_GRPC_PORT: String(identityPort), IDENTITY_DATABASE: `identity_${id}`, OIDC_ISSUER: issuer }, profiled);
  for (const port of gatewayPorts) {
    services.run('gateway', {
      PORT: String(port),
      HOST: '127.0.0.1',
      // One public address, as replicas behind one Service: the first replica's.
      PUBLIC_URL: `http://127.0.0.1:${gatewayPorts[0]}`,
      IDENTITY_ADDR: `127.0.0.1:${identityPort}`,
      // The session check asks nothing else; the rest stays unreachable.
      CATALOG_ADDR: '127.0.0.1:1', SEARCH_ADDR: '127.0.0.1:1', MEMBERSHIP_ADDR: '127.0.0.1:1', MARKETPLACE_ADDR: '127.0.0.1:1', CHATBOT_ADDR: '127.0.0.1:1',
      RATE_LIMIT_PREFIX: `${id}:api:`, AUTH_RATE_LIMIT_PREFIX: `${id}:auth:`,
      RATE_LIMIT_PER_MINUTE: '100000000', SESSION_CHECK_PER_MINUTE_IP: '100000000', SESSION_CHECK_PER_MINUTE_USER: '100000000', SIGN_IN_PER_MINUTE_IP: '100000', SIGN_IN_PER_MINUTE_USER: '100000',
    }, profiled);
  }
  const urls = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
  for (const url of urls) {
    for (let tries = 0; ; tries++) {
      const ok = await fetch(`${url}/api/auth/providers`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      if (tries > 600) throw new Error('services did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return urls;
}
let GATEWAY = process.env.GATEWAY;
/** Where the checks go: every replica of the own stack, or GATEWAY. */
let TARGETS = [];

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
  const cookie = (url) => [...(jar.get(new URL(url).origin) ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
  return { request, follow, cookie };
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
  TARGETS = own ? await startOwn() : [GATEWAY];
  GATEWAY = TARGETS[0];
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

  // The checks go over node:http with kept-alive sockets, one per client, like a browser tab's
  // connection: fetch (undici) spends several times the CPU per request, and the load generator
  // shares the server's two cores (a bare node:http server answering a constant measured 2,200
  // req/s under fetch and 10,000 under node:http, 20 clients each).
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const check = (target, cookie) =>
    new Promise((resolve, reject) => {
      const req = http.get(target, { agent, headers: { cookie } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      });
      req.on('error', reject);
    });
  /**
   * One run: every client checks in a loop for DURATION_S. Without paceMs each asks again as soon as
   * it has its answer (closed loop: the figure is the stack's saturation); with paceMs each asks on
   * a fixed schedule, once every paceMs, and latency counts from the scheduled moment (a late start is
   * waiting too), so the figure is what a check costs at that arrival rate.
   */
  const measure = async (paceMs) => {
    const latencies = [];
    const statuses = new Map();
    let invalid = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const deadline = started + DURATION_S * 1000;
    await Promise.all(
      sessions.map(async (b, i) => {
        const cookie = b.cookie(GATEWAY);
        const target = new URL('/api/auth/session-check', TARGETS[i % TARGETS.length]);
        let due = started + (paceMs ? (i * paceMs) / sessions.length : 0);
        while (performance.now() < deadline) {
          if (paceMs && due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
          const t0 = paceMs ? due : performance.now();
          const { status, body } = await check(target, cookie);
          latencies.push(performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 200 && !body.isValid) invalid++;
          due += paceMs;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    latencies.sort((a, b) => a - b);
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
    const how = paceMs ? `each every ${paceMs} ms` : 'each as fast as answered';
    console.log(`session-check: ${CLIENTS} clients ${how}, ${seconds.toFixed(1)} s, ${TARGETS.length} gateway process${TARGETS.length > 1 ? 'es' : ''}`);
    console.log(`  requests   ${latencies.length}  (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}; isValid:false ${invalid})`);
    console.log(`  throughput ${(latencies.length / seconds).toFixed(0)} req/s (the load generator itself used ${((used.user + used.system) / 1e4 / seconds).toFixed(0)}% of a core)`);
    console.log(`  latency    p50 ${pct(50)} ms · p95 ${pct(95)} ms · p99 ${pct(99)} ms · max ${latencies.at(-1).toFixed(1)} ms`);
    return statuses;
  };
  const statuses = await measure(0);
  // PACE_MS=0 skips the paced run.
  if (PACE_MS > 0) await measure(PACE_MS);
  agent.destroy();
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
