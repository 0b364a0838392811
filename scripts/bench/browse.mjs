#!/usr/bin/env node
// Browse benchmark (prints figures; never part of `npm test`). Starts catalog, search and the
// gateway from their builds as separate processes (as they run in production) on loopback against
// the local Postgres, Kafka, Redis and Elasticsearch, isolated by unique names, and measures:
//   1. bulk import rate: BENCH_SCREENS screens (default 100,000) through catalog's ImportApps,
//      and until search has indexed every one (events → bulk indexing);
//   2. p50/p95 of browse queries with 2–3 filters at BENCH_CLIENTS concurrent clients (32) through
//      the gateway, and the same queries sent straight to Elasticsearch in the same run;
//   3. freshness: from an admin write (POST /api/v2/apps/{id}/patterns) to visible in browse.
// Bounded: BENCH_REQUESTS requests per side (4000) and BENCH_SECONDS each (60); everything it
// created is removed at the end. Build first: `npx tsc -b`.  Run: `node scripts/bench/browse.mjs`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { clearInterval, setInterval } from 'node:timers';
import { freePort, processes } from './processes.mjs';
import { fileURLToPath, URLSearchParams } from 'node:url';
import pg from 'pg';
import { createGrpcClient, localSecret, signCallerToken } from '../../services/kit/dist/index.js';
import { appsQuery, parseBrowseFilters, screensQuery } from '../../services/search/dist/domain/browse.js';
import { CATEGORY_CODES, COMPONENT_CODES, generateLibrary, PALETTE, PATTERN_CODES, prng } from '../demo/library.mjs';
import { mapLimited, renderScreen } from '../demo/screens/render.mjs';
import { TEMPLATE_CODES, TEMPLATES } from '../demo/screens/templates.mjs';
import { percentile } from './common.mjs';

const SCREENS = Number(process.env.BENCH_SCREENS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const FRESHNESS_SAMPLES = Number(process.env.BENCH_FRESHNESS_SAMPLES ?? 30);
const SCREENS_PER_APP = 50;
const APPS_PER_BATCH = 20;
const IMPORT_CONCURRENCY = 3;
const INDEX_TIMEOUT_MS = 20 * 60_000;
/** Distinct browse queries in the mix, asked with Zipf-like popularity (exponent BENCH_ZIPF_S). */
const DISTINCT = Number(process.env.BENCH_DISTINCT ?? 2000);
const ZIPF_S = Number(process.env.BENCH_ZIPF_S ?? 1);
/** BENCH_CPU_PROF=<dir>: the gateway and search write V8 CPU profiles there when they stop. */
const CPU_PROF = process.env.BENCH_CPU_PROF;

const id = `bench_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-bench-'));
const env = { ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', KAFKA_TOPIC_PREFIX: `${id}.` };
const ES = env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const secret = env.INTERNAL_TOKEN_SECRET ?? localSecret('internal-token');
const ADMIN = { userId: '00000000-0000-4000-8000-00000000ad01', role: 'ADMIN', plan: 'GROUP_PRO', paid: true };
const PAID = { userId: '00000000-0000-4000-8000-000000000001', role: 'USER', plan: 'PERSONAL_PRO', paid: true };

/** Caller tokens live 60 s: re-minted every 30 s so a long run never sends an expired one. */
function tokenFor(caller) {
  let current;
  let at = 0;
  return async () => {
    if (Date.now() - at > 30_000) {
      current = await signCallerToken(caller, secret);
      at = Date.now();
    }
    return current;
  };
}

const ms = (n) => Math.round(n * 10) / 10;
const sleep = (n) => new Promise((r) => setTimeout(r, n));

const services = processes(root, env);
const { started } = services;
const runService = services.run;
async function cleanup() {
  await services.stopAll();
  const client = new pg.Client({ connectionString: `${env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432'}/postgres` });
  await client.connect();
  for (const db of [`catalog_${id}`, `search_${id}`]) await client.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`).catch(() => undefined);
  await client.end();
  await fetch(`${ES}/${id}_*`, { method: 'DELETE' }).catch(() => undefined);
  rmSync(uploads, { recursive: true, force: true });
}


async function main() {
  const [catalogPort, searchPort, gatewayPort, searchMetricsPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const profiled = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [];
  // No thumbnails nor OCR: 100,000 screens re-encoded and read in the background would measure sharp and Tesseract, not browsing.
  runService('catalog', { CATALOG_GRPC_PORT: String(catalogPort), CATALOG_DATABASE: `catalog_${id}`, CATALOG_STORAGE_DIR: uploads, CATALOG_THUMBNAIL_CONCURRENCY: '0', CATALOG_OCR_CONCURRENCY: '0' });
  runService('search', { SEARCH_GRPC_PORT: String(searchPort), SEARCH_DATABASE: `search_${id}`, SEARCH_INDEX_PREFIX: `${id}_`, SEARCH_CONSUMER_GROUP: `search_${id}`, CATALOG_ADDR: `127.0.0.1:${catalogPort}`,
    // Browse needs no vectors: without this the background embedder would embed 100,000 screens on the same two cores.
    EMBEDDINGS_URL: '', METRICS_PORT: String(searchMetricsPort) }, profiled);
  /** search_browse_cache_total from search's /metrics: hits and misses so far. */
  const cacheCounts = async () => {
    const text = await (await fetch(`http://127.0.0.1:${searchMetricsPort}/metrics`)).text();
    const count = (result) => Number(text.match(new RegExp(`search_browse_cache_total\\{[^}]*result="${result}"[^}]*\\} (\\d+)`))?.[1] ?? 0);
    return { hits: count('hit'), misses: count('miss') };
  };
  const hitRate = (before, after) => {
    const hits = after.hits - before.hits;
    const total = hits + after.misses - before.misses;
    return total ? ms(hits / total) : 0;
  };
  runService('gateway', {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    CATALOG_ADDR: `127.0.0.1:${catalogPort}`,
    SEARCH_ADDR: `127.0.0.1:${searchPort}`,
    IDENTITY_ADDR: '127.0.0.1:1',
    MEMBERSHIP_ADDR: '127.0.0.1:1',
    RATE_LIMIT_PER_MINUTE: '100000000',
  }, profiled);
  const gateway = { url: `http://127.0.0.1:${gatewayPort}` };
  const adminTokenOf = tokenFor(ADMIN);
  let adminToken = await adminTokenOf();
  const catalogClient = createGrpcClient('catalog.proto', 'screenshelf.catalog.v1.Catalog', `127.0.0.1:${catalogPort}`);
  started.push({ stop: async () => catalogClient.close() });
  // Up when a browse answers (search reached Elasticsearch and the catalog's codes).
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${gateway.url}/api/v2/apps`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (tries > 600) throw new Error('services did not start');
    await sleep(100);
  }
  await sleep(3000); // the search consumer joins its group

  // A pool of rendered demo screens (cached under .local/cache/screens): every template's variants
  // on both platforms, uploaded once; the bulk import gives each screen the pool's render of its
  // pattern and variant, so what a screen declares is what it shows.
  const pool = new Map();
  const poolSpecs = TEMPLATE_CODES.flatMap((patternCode, t) =>
    ['MOBILE', 'WEBSITE'].flatMap((platform) =>
      Array.from({ length: TEMPLATES[patternCode].variants }, (_, variant) => ({ platform, patternCode, variant, theme: { name: 'Bench', brand: PALETTE[2 + (t % 6)], dark: t % 5 === 0, lang: t % 2 ? 'en' : 'ko' } })),
    ),
  );
  const pngs = await mapLimited(poolSpecs, 4, (spec) => renderScreen(spec));
  for (const [i, png] of pngs.entries()) {
    const signed = await (await fetch(`${gateway.url}/api/image`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ path: `bench/${i}.png` }) })).json();
    await fetch(gateway.url + signed.data.uploadUrl, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
    const { platform, patternCode, variant } = poolSpecs[i];
    pool.set(`${platform}:${patternCode}:${variant}`, signed.data.image);
  }

  // 1. Bulk import.
  const apps = Math.ceil(SCREENS / SCREENS_PER_APP);
  const library = generateLibrary({ seed: 2026, apps, screensPerApp: [SCREENS_PER_APP, SCREENS_PER_APP] });
  const batches = [];
  for (let i = 0; i < library.length; i += APPS_PER_BATCH) batches.push(library.slice(i, i + APPS_PER_BATCH));
  const importStart = performance.now();
  let next = 0;
  let screensImported = 0;
  await Promise.all(
    Array.from({ length: IMPORT_CONCURRENCY }, async () => {
      while (next < batches.length) {
        const batch = batches[next++];
        adminToken = await adminTokenOf();
        const result = await catalogClient.ImportApps(
          {
            apps: batch.map(({ app, patterns, description, descriptionEn }) => ({
              app: { ...app, name: app.appName, nameEn: app.appNameEn, description, descriptionEn, releaseStatus: 'RELEASED' },
              patterns: patterns.map((p) => ({
                patternName: p.patternName,
                patternCode: p.patternCode,
                images: p.screens.map((s, k) => ({ url: pool.get(`${s.platform}:${s.patternCode}:${s.variant}`), componentCodes: s.componentCodes, order: k })),
              })),
            })),
          },
          { token: adminToken, deadlineMs: 120_000 },
        );
        screensImported += result.images;
      }
    }),
  );
  const importMs = performance.now() - importStart;
  const countImages = async () => (await (await fetch(`${ES}/${id}_images/_count`)).json()).count ?? 0;
  const indexDeadline = Date.now() + INDEX_TIMEOUT_MS;
  while ((await countImages()) < screensImported) {
    if (Date.now() > indexDeadline) throw new Error('indexing did not finish in time');
    await sleep(250);
  }
  const indexedMs = performance.now() - importStart;
  await fetch(`${ES}/${id}_*/_refresh`, { method: 'POST' });

  // 2. Browse latency: the same filter mix through the gateway and straight to Elasticsearch.
  const qr = prng(99);
  const mix = Array.from({ length: DISTINCT }, (_, i) => {
    const kind = ['images', 'patterns', 'apps', 'images'][i % 4];
    const f = { type: qr.next() < 0.75 ? 'MOBILE' : 'WEBSITE' };
    const minmau = 10 ** (4.7 + qr.next() * 2);
    const choices = kind === 'apps'
      ? [() => (f.categoryCodes = [qr.pick(CATEGORY_CODES)]), () => (f.minMau = Math.round(minmau)), () => (f.color = qr.pick(PALETTE))]
      : [() => (f.categoryCodes = [qr.pick(CATEGORY_CODES)]), () => (f.patternCodes = [qr.pick(PATTERN_CODES)]), () => (f.componentCodes = [qr.pick(COMPONENT_CODES)]), () => (f.color = qr.pick(PALETTE)), () => (f.minMau = Math.round(minmau))];
    for (const choose of qr.sample(choices, qr.int(2, 3))) choose();
    const params = new URLSearchParams({ type: f.type, limit: '20', sortField: qr.next() < 0.5 ? 'mau' : 'updatedAt' });
    const offset = qr.next() < 0.8 ? 0 : 20 * qr.int(1, 4); // most people stay on the first page
    if (offset) params.set('offset', String(offset));
    if (f.categoryCodes) params.set('categoryCodes', f.categoryCodes.join(','));
    if (f.patternCodes) params.set('patternCodes', f.patternCodes.join(','));
    if (f.componentCodes) params.set('componentCodes', f.componentCodes.join(','));
    if (f.color) params.set('color', f.color);
    if (f.minMau !== undefined) params.set('minmau', String(f.minMau));
    const filters = parseBrowseFilters({ ...f, sortField: params.get('sortField'), limit: 20, offset });
    const es = kind === 'apps' ? { index: `${id}_apps`, body: appsQuery(filters) } : { index: `${id}_${kind}`, body: screensQuery(filters, kind === 'images' ? 'imageId' : 'patternId') };
    return { kind, path: `/api/v2/apps${kind === 'apps' ? '' : `/${kind}`}?${params}`, es };
  });

  // Popularity: the query of rank k (in a shuffled order, so popularity does not follow the kind) is
  // asked with weight 1/k^s; one fixed sequence of draws for both sides, another for the warm-ups.
  const weights = mix.map((_, k) => 1 / (k + 1) ** ZIPF_S);
  const cdf = [];
  weights.reduce((sum, w, k) => (cdf[k] = sum + w), 0);
  const ranked = prng(7).sample(mix, mix.length);
  const draws = (seed, n) => {
    const r = prng(seed);
    return Array.from({ length: n }, () => {
      const u = r.next() * cdf.at(-1);
      let lo = 0;
      let hi = cdf.length - 1;
      while (lo < hi) {
        const m = (lo + hi) >> 1;
        if (cdf[m] < u) lo = m + 1;
        else hi = m;
      }
      return ranked[lo];
    });
  };
  const sequence = draws(11, Math.max(REQUESTS, 500));
  const warmups = draws(12, 200);
  const paidTokenOf = tokenFor(PAID);
  let paidToken = await paidTokenOf();
  const refresher = setInterval(async () => {
    paidToken = await paidTokenOf();
    adminToken = await adminTokenOf();
  }, 5000);
  started.push({ stop: async () => clearInterval(refresher) });
  const run = async (label, send, clients = CLIENTS, requests = REQUESTS) => {
    for (const query of warmups) await send(query); // warm-up (its own draws)
    const latencies = [];
    const byKind = {};
    let issued = 0;
    let failures = 0;
    const until = Date.now() + SECONDS * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (issued < requests && Date.now() < until) {
          const query = sequence[issued++ % sequence.length];
          const s = performance.now();
          if (!(await send(query))) failures++;
          latencies.push(performance.now() - s);
          (byKind[query.kind] ??= []).push(performance.now() - s);
        }
      }),
    );
    const wall = performance.now() - t0;
    latencies.sort((a, b) => a - b);
    const p50By = Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, ms(percentile(v.sort((a, b) => a - b), 50))]));
    return { label, requests: latencies.length, failures, p50: ms(percentile(latencies, 50)), p95: ms(percentile(latencies, 95)), rps: Math.round(latencies.length / (wall / 1000)), p50By };
  };
  const viaEs = (q) => fetch(`${ES}/${q.es.index}/_search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(q.es.body) }).then(async (r) => (await r.arrayBuffer(), r.ok));
  const viaGateway = (q) => fetch(gateway.url + q.path, { headers: { authorization: `Bearer ${paidToken}` } }).then(async (r) => (await r.arrayBuffer(), r.ok));
  const esAlone = await run('elasticsearch', viaEs);
  let counts = await cacheCounts();
  const throughGateway = await run('gateway', viaGateway);
  throughGateway.cacheHitRate = hitRate(counts, (counts = await cacheCounts()));
  // One client at a time: the added latency of the gateway → search hop without CPU contention.
  const esOne = await run('elasticsearch, 1 client', viaEs, 1, 500);
  const gatewayOne = await run('gateway, 1 client', viaGateway, 1, 500);
  gatewayOne.cacheHitRate = hitRate(counts, await cacheCounts());
  console.log(JSON.stringify({ import: { screensImported, importMs: Math.round(importMs), indexedMs: Math.round(indexedMs) }, esAlone, throughGateway, esOne, gatewayOne }));

  // 3. Freshness: admin write → visible in browse.
  const admin = { 'content-type': 'application/json' };
  Object.defineProperty(admin, 'authorization', { enumerable: true, get: () => `Bearer ${adminToken}` });
  const created = await fetch(`${gateway.url}/api/v2/apps`, { method: 'POST', headers: admin, body: JSON.stringify({ appName: '신선도', appNameEn: 'Freshness', categoryCodes: ['20'], mau: 1 }) });
  if (!created.ok) throw new Error(`freshness app: ${created.status} ${await created.text()}`);
  const fresh = await created.json();
  const freshness = [];
  for (let i = 0; i < FRESHNESS_SAMPLES; i++) {
    const patternName = `fresh-${i}`;
    const t = performance.now();
    const res = await fetch(`${gateway.url}/api/v2/apps/${fresh.data.appId}/patterns`, { method: 'POST', headers: admin, body: JSON.stringify({ patterns: [{ patternName, patternCode: '151', images: [{ image: pool.get(`MOBILE:151:${i % 2}`) }] }] }) });
    if (!res.ok) throw new Error(`freshness write: ${res.status} ${await res.text()}`);
    for (;;) {
      const seen = await (await fetch(`${gateway.url}/api/v2/apps/patterns?categoryCodes=20&patternCodes=151&maxmau=1&limit=100`, { headers: { authorization: `Bearer ${paidToken}` } })).json();
      if (seen.data?.some((p) => p.patternName === patternName)) break;
      if (performance.now() - t > 30_000) throw new Error('freshness sample timed out');
      await sleep(20);
    }
    freshness.push(performance.now() - t);
  }
  freshness.sort((a, b) => a - b);

  const figures = {
    screens: screensImported,
    apps,
    import: { catalogMs: Math.round(importMs), catalogScreensPerSec: Math.round(screensImported / (importMs / 1000)), indexedMs: Math.round(indexedMs), indexedScreensPerSec: Math.round(screensImported / (indexedMs / 1000)) },
    browse: { clients: CLIENTS, elasticsearch: esAlone, gateway: throughGateway, p50Ratio: ms(throughGateway.p50 / esAlone.p50) },
    oneClient: { elasticsearch: esOne, gateway: gatewayOne, p50Ratio: ms(gatewayOne.p50 / esOne.p50) },
    freshness: { samples: freshness.length, p50Ms: Math.round(percentile(freshness, 50)), p95Ms: Math.round(percentile(freshness, 95)), maxMs: Math.round(freshness.at(-1)) },
  };
  console.log(JSON.stringify(figures, null, 2));
}

// Stopped early (Ctrl-C, kill): still remove what it created.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanup().finally(() => process.exit(130)));

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
