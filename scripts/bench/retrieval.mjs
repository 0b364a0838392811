#!/usr/bin/env node
// Retrieval benchmark (prints figures; never part of `npm test`). Starts catalog and search from
// their builds as separate processes on loopback against the local Postgres, Kafka, Redis,
// Elasticsearch and embeddings server (scripts/infra up), isolated by unique names, and:
//   1. embedding throughput: every demo passage sent straight to the embeddings server in batches
//      of EMBEDDINGS_BATCH (texts/s), and a single query's latency (p50/p95);
//   2. indexes the demo library (scripts/demo/library.mjs, seed 42, all 64 apps, about 640 screens) through
//      the search service's own projection code; each screen's text is the text the demo renderer
//      draws in it (what the catalog's OCR reads), so no OCR run is needed; then waits until the
//      service's background embedder has given every document its vector (texts/s end to end);
//   3. asks every question of scripts/bench/retrieval-set.json (64: 32 Korean, 32 English) through
//      search.Retrieve as a paid member in three modes — keyword, vector, hybrid — and prints
//      recall@5 (share of the expected items among the first five) and MRR (first expected item
//      within ten), overall and per language, and Retrieve's latency p50/p95.
// Everything it created is removed at the end. Build first: `npx tsc -b`.
// Run: `bash scripts/infra up && node scripts/bench/retrieval.mjs` (about two minutes on 2 cores with the earlier 333 screens; the embedding of about 640 takes longer).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort, processes } from './processes.mjs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Client } from '@elastic/elasticsearch';
import { createGrpcClient, createKafka, createLogger, deleteTopicsWithPrefix, localSecret, signCallerToken } from '../../services/kit/dist/index.js';
import { projectApp } from '../../services/search/dist/projection.js';
import { indexNames } from '../../services/search/dist/indices.js';
import { embeddingsClient } from '../../services/search/dist/embeddings.js';
import { generateLibrary } from '../demo/library.mjs';
import { screenSvg } from '../demo/screens/render.mjs';
import { percentile } from './common.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SET = JSON.parse(readFileSync(path.join(root, 'scripts/bench/retrieval-set.json'), 'utf8'));
const id = `bench_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
const env = { ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', KAFKA_TOPIC_PREFIX: `${id}.`, EMBEDDER_INTERVAL_MS: '200' };
const ES = env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200';
const EMBEDDINGS_URL = env.EMBEDDINGS_URL ?? 'http://127.0.0.1:8092';
const MODEL = env.EMBEDDINGS_MODEL ?? 'multilingual-e5-small-q4';
const BATCH = Number(env.EMBEDDINGS_BATCH ?? 16);
const secret = env.INTERNAL_TOKEN_SECRET ?? localSecret('internal-token');
const PAID = { userId: '00000000-0000-4000-8000-000000000001', role: 'USER', plan: 'PERSONAL_PRO', paid: true };
const MODES = ['keyword', 'vector', 'hybrid'];

const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
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
  const kafka = createKafka(`cleanup-${id}`, (env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), createLogger('cleanup', 'silent'));
  await deleteTopicsWithPrefix(kafka, `${id}.`).catch(() => undefined);
}


/** The text the demo renderer draws in a screen (what OCR reads), one line per text element. */
const drawnText = (spec) =>
  [...screenSvg(spec).svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))).trim())
    .filter(Boolean)
    .join('\n');

/** The demo library as catalog snapshots (deterministic ids), apps oldest first. */
function demoSnapshots() {
  const at = (i) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
  return generateLibrary().map(({ app, patterns }, a) => {
    const appId = `app-${String(a).padStart(2, '0')}`;
    return {
      id: appId,
      type: app.type,
      name: app.appName,
      nameEn: app.appNameEn,
      categoryCodes: app.categoryCodes,
      mau: app.mau,
      iconUrl: '',
      storeUrl: app.storeUrl,
      releasedAt: app.releasedAt,
      createdAt: at(a),
      updatedAt: at(a),
      likeCount: 0,
      patterns: patterns.map((p, pi) => ({
        id: `${appId}-p${pi}`,
        name: p.patternName,
        code: p.patternCode,
        order: pi,
        createdAt: at(a),
        updatedAt: at(a),
        images: p.screens.map((spec, si) => ({
          id: `${appId}-p${pi}-s${si}`,
          url: `/uploads/bench/${appId}/${pi}/${si}.png`,
          componentCodes: spec.componentCodes,
          colors: [],
          order: si,
          likeCount: 0,
          createdAt: at(a),
          updatedAt: at(a),
          text: drawnText(spec),
        })),
      })),
    };
  });
}

/** Does a retrieved item satisfy an expectation of the evaluation set? */
function satisfies(item, expect, byId) {
  if (item.kind !== expect.kind) return false;
  if (item.kind === 'IMAGE') {
    const screen = byId.screens.get(item.id);
    return Boolean(screen) && screen.pattern === expect.pattern && (!expect.app || screen.app === expect.app);
  }
  const app = byId.apps.get(item.id);
  if (!app) return false;
  if (expect.app) return app.nameEn === expect.app;
  return app.categoryCodes.includes(expect.category);
}

async function main() {
  const snapshots = demoSnapshots();
  const byId = { screens: new Map(), apps: new Map() };
  for (const app of snapshots) {
    byId.apps.set(app.id, app);
    for (const p of app.patterns) for (const s of p.images) byId.screens.set(s.id, { pattern: p.code, app: app.nameEn });
  }

  // 1. Embedding throughput, straight to the server.
  const embeddings = embeddingsClient({ url: EMBEDDINGS_URL, model: MODEL, dims: Number(env.EMBEDDINGS_DIMS ?? 384), batch: BATCH, timeoutMs: 60_000, logger: createLogger('bench', 'silent') });
  // A sample of the screens' passages (every fifth), to keep the run short on a small machine.
  const passages = snapshots
    .flatMap((a) => a.patterns.flatMap((p) => p.images.map((s) => `${p.name}\n${a.name} ${a.nameEn}\n${s.text}`)))
    .filter((_, i) => i % 5 === 0);
  let t0 = performance.now();
  console.error(`embedding ${passages.length} passages straight to the server…`);
  await embeddings.embed(passages, 'passage');
  const directRate = passages.length / ((performance.now() - t0) / 1000);
  const queryTimes = [];
  for (const q of SET.questions.slice(0, 32)) {
    t0 = performance.now();
    await embeddings.embed([q.q], 'query');
    queryTimes.push(performance.now() - t0);
  }
  queryTimes.sort((a, b) => a - b);

  // 2. The services, the library, the background embedder.
  const [catalogPort, searchPort] = [await freePort(), await freePort()];
  runService('catalog', { CATALOG_GRPC_PORT: String(catalogPort), CATALOG_DATABASE: `catalog_${id}` });
  runService('search', {
    SEARCH_GRPC_PORT: String(searchPort),
    SEARCH_DATABASE: `search_${id}`,
    SEARCH_INDEX_PREFIX: `${id}_`,
    SEARCH_CONSUMER_GROUP: `search_${id}`,
    CATALOG_ADDR: `127.0.0.1:${catalogPort}`,
    EMBEDDINGS_URL,
  });
  const search = createGrpcClient('search.proto', 'screenshelf.search.v1.Search', `127.0.0.1:${searchPort}`);
  started.push({ stop: async () => search.close() });
  // Caller tokens live 60 s: a fresh one for every call.
  const token = () => signCallerToken(PAID, secret);
  for (let tries = 0; ; tries++) {
    const ok = await search.Retrieve({ query: 'x', kinds: ['APP'], mode: 'keyword', limit: 1 }, { token: await token() }).then(() => true, () => false);
    if (ok) break;
    if (tries > 600) throw new Error('services did not start');
    await sleep(100);
  }
  const es = new Client({ node: ES });
  const targets = indexNames(`${id}_`);
  t0 = performance.now();
  for (const app of snapshots) await projectApp(es, targets, app, 1);
  await es.indices.refresh({ index: `${id}_*` });
  const documents = (await es.count({ index: [targets.images, targets.apps] })).count;
  console.error(`${documents} documents indexed; waiting for the background embedder…`);
  for (;;) {
    const left = (await es.count({ index: [targets.images, targets.apps], query: { term: { needsVector: true } } })).count;
    if (left === 0) break;
    if (performance.now() - t0 > 30 * 60_000) throw new Error(`${left} documents still wait for a vector`);
    await sleep(250);
  }
  const indexRate = documents / ((performance.now() - t0) / 1000);
  await es.close();

  // 3. The evaluation set, in each mode.
  console.error('asking the evaluation set…');
  const results = {};
  for (const mode of MODES) {
    const rows = [];
    const times = [];
    for (const question of SET.questions) {
      const auth = { token: await token() };
      const started = performance.now();
      const answer = await search.Retrieve({ query: question.q, mode, limit: 10 }, auth);
      times.push(performance.now() - started);
      const items = answer.items;
      const found = question.expect.filter((e) => items.slice(0, 5).some((item) => satisfies(item, e, byId))).length;
      const first = items.findIndex((item) => question.expect.some((e) => satisfies(item, e, byId)));
      rows.push({ lang: question.lang, recall: found / question.expect.length, rr: first >= 0 ? 1 / (first + 1) : 0, vectorsUsed: answer.vectorsUsed });
    }
    times.sort((a, b) => a - b);
    const mean = (list, key) => (list.length ? list.reduce((s, r) => s + r[key], 0) / list.length : 0);
    results[mode] = {
      recall: mean(rows, 'recall'),
      mrr: mean(rows, 'rr'),
      ko: { recall: mean(rows.filter((r) => r.lang === 'ko'), 'recall'), mrr: mean(rows.filter((r) => r.lang === 'ko'), 'rr') },
      en: { recall: mean(rows.filter((r) => r.lang === 'en'), 'recall'), mrr: mean(rows.filter((r) => r.lang === 'en'), 'rr') },
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      vectors: rows.every((r) => r.vectorsUsed),
    };
  }

  const ko = SET.questions.filter((q) => q.lang === 'ko').length;
  console.log(`\nretrieval benchmark: ${SET.questions.length} questions (${ko} Korean, ${SET.questions.length - ko} English), ${byId.screens.size} screens and ${byId.apps.size} apps, model ${MODEL}`);
  console.log(`embedding throughput: ${round(directRate)} texts/s straight to the server (batches of ${BATCH}); ${round(indexRate)} documents/s indexed and embedded end to end (background embedder)`);
  console.log(`query embedding latency: p50 ${round(percentile(queryTimes, 50))} ms, p95 ${round(percentile(queryTimes, 95))} ms`);
  console.log('\nmode      recall@5   MRR    | ko recall@5  ko MRR | en recall@5  en MRR | Retrieve p50   p95');
  for (const mode of MODES) {
    const r = results[mode];
    const f = (n) => round(n, 3).toFixed(3);
    console.log(
      `${mode.padEnd(8)}  ${f(r.recall).padStart(8)}  ${f(r.mrr)}  | ${f(r.ko.recall).padStart(11)}  ${f(r.ko.mrr)}  | ${f(r.en.recall).padStart(11)}  ${f(r.en.mrr)}  | ${String(round(r.p50)).padStart(7)} ms ${String(round(r.p95)).padStart(5)} ms${mode !== 'keyword' && !r.vectors ? '  (vectors NOT used)' : ''}`,
    );
  }
}

try {
  await main();
} finally {
  await cleanup();
}
