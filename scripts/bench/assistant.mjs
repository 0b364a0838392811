#!/usr/bin/env node
// The assistant benchmark (issue 28; prints figures, never part of `npm test`): asks every question
// of scripts/bench/assistant-set.json (GET /api/v2/chatbot) of a running stack as a paid member (a
// caller token signed with the stack's secret), checks each answer by the rubric written beside the
// set (scripts/bench/assistant-rubric.md: its kind, citations and language) and prints useful-% per
// language and kind, and the answers' latency p50/p95. A question with `after` is asked in the
// conversation of its earlier question (that earlier answer is not scored).
// Run against the e2e namespace's demo library: `E2E_NAMESPACE=h3 node scripts/e2e.mjs --up`, then
// `node scripts/bench/assistant.mjs --namespace h3` (or --url http://localhost:8080); --verbose
// prints each answer that failed and why.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signCallerToken } from '../../services/kit/dist/caller.js';
import { percentile, stackTarget } from './common.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SET = JSON.parse(readFileSync(path.join(root, 'scripts/bench/assistant-set.json'), 'utf8'));
const { gateway, verbose, secret } = stackTarget();
const HANGUL = /\p{Script=Hangul}/u;

// One member per question (the per-user asking limit), each with conversations of their own.
const tokenOf = () => signCallerToken({ userId: randomUUID(), role: 'USER', plan: 'PERSONAL_PRO', paid: true }, secret);

async function get(pathAndQuery, token) {
  const started = performance.now();
  const res = await fetch(`${gateway}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  const ms = performance.now() - started;
  const body = await res.json();
  if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { body, ms };
}

const member = await tokenOf();
// The library's own codes (each code with those under it) and apps (by English name, with their screens' codes).
const under = new Map();
for (const type of ['PATTERN', 'COMPONENT']) {
  const walk = (node) => {
    const codes = [node.code, ...node.children.flatMap(walk)];
    under.set(`${type}:${node.code}`, new Set(codes));
    return codes;
  };
  (await get(`/api/v2/codes?type=${type}`, member)).body.data.forEach(walk);
}
const appIdByName = new Map();
for (const type of ['MOBILE', 'WEBSITE'])
  for (const a of (await get(`/api/v2/apps?type=${type}&limit=100`, member)).body.data) appIdByName.set(a.appNameEn, a.appId);
const screens = new Map();
const screenOf = async (appId, imageId) => {
  if (![...screens.keys()].some((k) => k.startsWith(`${appId}:`))) {
    const { body } = await get(`/api/apps/${appId}`, member).catch(() => ({ body: { data: undefined } }));
    const detail = body.data ?? body;
    for (const p of detail.patterns ?? [])
      for (const i of p.images ?? [])
        screens.set(`${appId}:${i.imageId}`, {
          appId,
          type: detail.app?.type ?? detail.type,
          patternCode: p.patternCode,
          componentCodes: i.componentCodes ?? [],
        });
  }
  return screens.get(`${appId}:${imageId}`);
};

/** Whether the library has a screen of the pattern with the component (any type). */
const both = new Map();
const hasBoth = async (item) => {
  const key = `${item.pattern}:${item.component}`;
  if (!both.has(key)) {
    let n = 0;
    for (const type of ['MOBILE', 'WEBSITE'])
      n += (
        await get(
          `/api/v2/apps/images?type=${type}&patternCodes=${item.pattern}&componentCodes=${item.component}&limit=1`,
          member,
        )
      ).body.data.length;
    both.set(key, n > 0);
  }
  return both.get(key);
};

/** The rubric (assistant-rubric.md): the reasons an answer is not useful (none: useful). */
async function faults(item, answer) {
  const out = [];
  const cites = answer.citations;
  if (answer.lang !== item.lang) out.push(`answered in ${answer.lang}`);
  if (item.lang === 'en' && (HANGUL.test(answer.answer) || cites.some((c) => HANGUL.test(c.title))))
    out.push('Hangul in an English answer');
  const none = () => cites.length && out.push(`${cites.length} citations`);
  switch (item.kind) {
    case 'screens': {
      if (!cites.length) out.push('no screens');
      // The library has no screen with both: the honest answer says so first, then shows the pattern's screens.
      if (item.component && !(await hasBoth(item)) && !/^(No screen has all|.*모두 갖춘 화면은 없어)/.test(answer.answer))
        out.push('does not say no screen has both');
      for (const c of cites) {
        if (c.type !== 'IMAGE') {
          out.push(`cites a ${c.type}`);
          continue;
        }
        const s = await screenOf(c.appId, c.id);
        if (!s) {
          out.push(`screen ${c.id} unknown`);
          continue;
        }
        if (item.pattern && !under.get(`PATTERN:${item.pattern}`)?.has(s.patternCode))
          out.push(`screen of pattern ${s.patternCode}`);
        if (
          item.component &&
          (await hasBoth(item)) &&
          !s.componentCodes.some((code) => under.get(`COMPONENT:${item.component}`)?.has(code))
        )
          out.push(`screen without component ${item.component}`);
        if (item.app && s.appId !== appIdByName.get(item.app)) out.push('screen of another app');
        if (item.type && s.type !== item.type) out.push(`screen of a ${s.type}`);
      }
      break;
    }
    case 'compare': {
      if (cites.some((c) => c.type !== 'IMAGE')) out.push('cites more than screens');
      for (const name of item.apps) if (!cites.some((c) => c.appId === appIdByName.get(name))) out.push(`no screen of ${name}`);
      break;
    }
    case 'products': {
      const first = cites.findIndex((c) => c.type === 'PRODUCT');
      if (first < 0) out.push('no product');
      else if (cites.slice(first).some((c) => c.type !== 'PRODUCT')) out.push('a product before a screen');
      break;
    }
    case 'membership':
      none();
      if (!/₩\s?\d|\d[\d,]*\s?원/.test(answer.answer)) out.push('no price');
      if (!/\b3\b|3개/.test(answer.answer)) out.push('no free-tier rule');
      break;
    case 'howto':
      none();
      if (answer.answer.split('\n').filter((l) => l.trim()).length < 3) out.push('no help');
      break;
    case 'nothing':
      none();
      if (/membership|멤버십/i.test(answer.answer)) out.push('an upsell');
      break;
  }
  return [...new Set(out)];
}

const results = [];
for (const item of SET.questions) {
  const token = await tokenOf();
  let extra = '';
  if (item.after)
    extra = `&conversationId=${(await get(`/api/v2/chatbot?q=${encodeURIComponent(item.after)}`, token)).body.data.conversationId}`;
  const { body, ms } = await get(`/api/v2/chatbot?q=${encodeURIComponent(item.q)}${extra}`, token);
  const why = await faults(item, body.data);
  results.push({ item, ms, useful: why.length === 0, answeredBy: body.data.answeredBy });
  if (verbose && why.length)
    console.log(`✗ [${item.kind}] ${item.q}: ${why.join('; ')}\n    ${body.data.answer.replace(/\n/g, '\n    ').slice(0, 600)}`);
}

const pct = (list) =>
  `${Math.round((100 * list.filter((r) => r.useful).length) / Math.max(1, list.length))}% (${list.filter((r) => r.useful).length}/${list.length})`;
console.log(
  `assistant set: ${results.length} questions against ${gateway}, answered by ${[...new Set(results.map((r) => r.answeredBy))].join(', ')}`,
);
for (const lang of ['ko', 'en']) console.log(`  ${lang}: useful ${pct(results.filter((r) => r.item.lang === lang))}`);
for (const kind of [...new Set(SET.questions.map((q) => q.kind))])
  console.log(`  ${kind.padEnd(10)} ${pct(results.filter((r) => r.item.kind === kind))}`);
const ms = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(`  latency p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms`);
