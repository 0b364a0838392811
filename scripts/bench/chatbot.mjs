#!/usr/bin/env node
// Assistant latency benchmark (prints figures; never part of `npm test`). Asks a running gateway
// (BENCH_URL, default http://localhost:8080: `npm start`) a fixed set of Korean and English questions,
// one at a time, BENCH_ROUNDS times (default 5), as signed-in callers (caller tokens signed with the
// local secret, spread over a few users so the per-user limit does not throttle the run), and prints
// p50/p95 of: the whole JSON answer; with server-sent events, the first delta and the final answer.
// Which writer answered (composer or model) is printed with the figures.
// Build first (`npx tsc -b`). Run: `node scripts/bench/chatbot.mjs`.
import { randomUUID } from 'node:crypto';
import { TextDecoderStream } from 'node:stream/web';
import { localSecret, signCallerToken } from '../../services/kit/dist/index.js';

const URL_BASE = (process.env.BENCH_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECRET = process.env.INTERNAL_TOKEN_SECRET ?? localSecret('internal-token');
const QUESTIONS = [
  '결제 완료 화면 예시 보여줘',
  '다크 모드 설정 화면이 있는 앱',
  '빈 화면 일러스트',
  '로그인 화면',
  '장바구니 화면 디자인',
  'apps with a dark-mode settings screen',
  'payment complete screen examples',
  'empty state illustrations',
  'onboarding screens of finance apps',
  'product detail page of a shopping website',
];
const USERS = 8;

const tokens = await Promise.all(
  Array.from({ length: USERS }, () => signCallerToken({ userId: randomUUID(), role: 'USER', plan: 'PERSONAL_PRO', paid: true }, SECRET)),
);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const figures = (name, values) =>
  console.log(`${name.padEnd(34)} n=${String(values.length).padStart(3)}  p50 ${percentile(values, 50).toFixed(0).padStart(6)} ms  p95 ${percentile(values, 95).toFixed(0).padStart(6)} ms`);

const whole = [];
const firstDelta = [];
const streamed = [];
const writers = new Map();
let n = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const q of QUESTIONS) {
    const token = tokens[n++ % USERS];
    const url = `${URL_BASE}/api/v2/chatbot?q=${encodeURIComponent(q)}`;
    let started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${q}: ${res.status} ${JSON.stringify(body)}`);
    whole.push(performance.now() - started);
    const writer = body.data.answeredBy === 'model' ? `model ${body.data.model}` : 'composer';
    writers.set(writer, (writers.get(writer) ?? 0) + 1);

    started = performance.now();
    const sse = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } });
    if (sse.status !== 200) throw new Error(`${q} (stream): ${sse.status} ${await sse.text()}`);
    let seenDelta = false;
    let text = '';
    for await (const piece of sse.body.pipeThrough(new TextDecoderStream())) {
      text += piece;
      if (!seenDelta && text.includes('event: delta')) {
        seenDelta = true;
        firstDelta.push(performance.now() - started);
      }
    }
    if (!text.includes('event: answer')) throw new Error(`${q} (stream): no answer event`);
    streamed.push(performance.now() - started);
  }
}

console.log(`\nAssistant latency against ${URL_BASE}: ${QUESTIONS.length} questions × ${ROUNDS} rounds, one at a time`);
console.log(`answered by: ${[...writers].map(([w, c]) => `${w} (${c})`).join(', ')}`);
figures('GET /api/v2/chatbot (JSON)', whole);
figures('event stream: first delta', firstDelta);
figures('event stream: final answer', streamed);
