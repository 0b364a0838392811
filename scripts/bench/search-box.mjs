#!/usr/bin/env node
// The search box benchmark (issue 28; prints figures, never part of `npm test`): asks every query of
// scripts/bench/search-box-set.json the way the web header's box does (GET /api/v2/apps/images with
// keyword and meaning=true) of a running stack, as a paid member (a caller token signed with the
// stack's secret, as scripts/e2e-fixtures.mjs does), and prints per language:
//   - precision@5: relevant screens among the first five, over min(5, screens the library has
//     that are relevant), relevance graded from the library's own codes (the pattern or one under it,
//     the component, the app's category, the type), for queries that expect something;
//   - how many of those queries came back empty; how many nonsense queries did not;
//   - latency p50/p95 of the calls (each query asked twice after one warm-up round).
// Run against the e2e namespace's demo library: `E2E_NAMESPACE=h2 node scripts/e2e.mjs --up`, then
// `node scripts/bench/search-box.mjs --namespace h2` (or --url http://localhost:8080 for npm start).
/* global URLSearchParams */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signCallerToken } from '../../services/kit/dist/caller.js';
import { percentile, stackTarget } from './common.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SET = JSON.parse(readFileSync(path.join(root, 'scripts/bench/search-box-set.json'), 'utf8'));
const { gateway, verbose, secret } = stackTarget();
const MEMBER = { userId: '00000000-0000-4000-8000-00000000b0b0', role: 'USER', plan: 'PERSONAL_PRO', paid: true };

const round = (n, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

async function get(pathAndQuery) {
  const token = await signCallerToken(MEMBER, secret);
  const started = performance.now();
  const res = await fetch(`${gateway}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  const ms = performance.now() - started;
  const body = await res.json();
  if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { body, ms };
}

// The library's own codes: each group's members, and each app's categories.
const { body: patternTree } = await get('/api/v2/codes?type=PATTERN');
const under = new Map();
const walk = (node) => {
  const codes = [node.code, ...node.children.flatMap(walk)];
  under.set(node.code, codes);
  return codes;
};
patternTree.data.forEach(walk);
const categoriesOf = new Map();
for (const type of ['MOBILE', 'WEBSITE']) {
  for (let offset = 0; ; offset += 100) {
    const { body } = await get(`/api/v2/apps?type=${type}&limit=100&offset=${offset}`);
    for (const app of body.data) categoriesOf.set(app.appId, app.categoryCodes);
    if (body.data.length < 100) break;
  }
}

const relevant = (expect) => (screen) =>
  (!expect.pattern || (under.get(expect.pattern) ?? [expect.pattern]).includes(screen.patternCode)) &&
  (!expect.component || screen.componentCodes.includes(expect.component)) &&
  (!expect.category || (categoriesOf.get(screen.appId) ?? []).includes(expect.category)) &&
  (!expect.type || screen.type === expect.type);

/** How many screens of the library are relevant (up to 5): the browse call with the expected codes. */
async function inLibrary(expect) {
  const params = new URLSearchParams({ limit: '100', type: expect.type ?? 'MOBILE' });
  if (expect.pattern) params.set('patternCodes', expect.pattern);
  if (expect.component) params.set('componentCodes', expect.component);
  if (expect.category) params.set('categoryCodes', expect.category);
  const { body } = await get(`/api/v2/apps/images?${params}`);
  return body.data.length;
}

const ask = (q) => get(`/api/v2/apps/images?${new URLSearchParams({ keyword: q, meaning: 'true', limit: '20' })}`);

for (const { q } of SET.queries) await ask(q); // warm-up round
const latencies = [];
const perLang = new Map();
for (const query of SET.queries) {
  const first = await ask(query.q);
  const second = await ask(query.q);
  latencies.push(first.ms, second.ms);
  const screens = first.body.data;
  const stats = perLang.get(query.lang) ?? { precision: [], graded: 0, empty: [], nonsense: 0, nonsenseAnswered: [], ungradable: [] };
  perLang.set(query.lang, stats);
  const understood = (first.body.understood ?? []).map((u) => `${u.type}:${u.code}`).join(',');
  if (!query.expect) {
    stats.nonsense++;
    if (screens.length) stats.nonsenseAnswered.push(query.q);
    if (verbose) console.log(`${query.lang} ${JSON.stringify(query.q)} nonsense → ${screens.length} screens`);
    continue;
  }
  const available = Math.min(5, await inLibrary(query.expect));
  if (!available) {
    stats.ungradable.push(query.q);
    continue;
  }
  const hits = screens.slice(0, 5).filter(relevant(query.expect)).length;
  stats.precision.push(Math.min(1, hits / available));
  stats.graded++;
  if (!screens.length) stats.empty.push(query.q);
  if (verbose) console.log(`${query.lang} ${JSON.stringify(query.q)} → ${hits}/${available} [${understood}] ${first.body.didYouMean ?? ''}`);
}

console.log(`search box on ${gateway}: ${SET.queries.length} queries`);
for (const [lang, s] of perLang) {
  const p = s.precision.reduce((a, b) => a + b, 0) / Math.max(1, s.precision.length);
  console.log(
    `  ${lang}: precision@5 ${round(p)} over ${s.graded} queries; empty answers for a query naming something: ${s.empty.length}` +
      `${s.empty.length ? ` (${s.empty.join(', ')})` : ''}; nonsense answered with screens: ${s.nonsenseAnswered.length} of ${s.nonsense}` +
      `${s.ungradable.length ? `; not graded (no such screens in the library): ${s.ungradable.join(', ')}` : ''}`,
  );
}
const sorted = [...latencies].sort((a, b) => a - b);
console.log(`  latency p50 ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms (${sorted.length} calls)`);
