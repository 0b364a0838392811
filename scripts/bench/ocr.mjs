#!/usr/bin/env node
// OCR benchmark (prints figures; never part of `npm test`). Renders BENCH_SCREENS phone screens
// (default 36, 390×844) with Korean and English words in them (sharp's SVG text), reads them with
// the catalog's reader (Debian's Tesseract, kor+eng, services/catalog/src/ocr.ts) BENCH_CONCURRENCY
// at a time (default 2, the worker's CATALOG_OCR_CONCURRENCY), and prints the rate (screens/s),
// p50/p95 ms per screen and the share of the drawn words found. Needs no server.
// Build first: `npx tsc -b`.  Run: `node scripts/bench/ocr.mjs`.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { tesseractReader } from '../../services/catalog/dist/ocr.js';
import { mapLimited } from '../../services/catalog/dist/images.js';
import { percentile } from './common.mjs';

const SCREENS = Math.min(Number(process.env.BENCH_SCREENS ?? 36), 1000);
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 2));

const TITLES = ['주문 내역', '장바구니', 'Welcome back', '내 계좌', 'Settings', '알림 설정', 'Your orders', '배송 조회', 'Create account'];
const LINES = ['오늘 도착 보장', 'Free delivery over 30,000', '최근 본 상품', 'Recommended for you', '이번 달 지출', 'Privacy policy', '쿠폰 3장 사용 가능'];
const BUTTONS = ['결제하기', 'Sign in with Apple', '다음', 'Continue', '로그인', 'Add to cart', '확인', 'Get started', '구매하기'];

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Screen `i`: a title, two lines of body text, a list of cards and a button, in one of three themes. */
function screen(i) {
  const words = [TITLES[i % TITLES.length], LINES[i % LINES.length], LINES[(i + 3) % LINES.length], BUTTONS[i % BUTTONS.length]];
  const [bg, fg, accent] = [['#ffffff', '#111111', '#3182F6'], ['#f5f6f8', '#222222', '#FF5A5F'], ['#ffffff', '#333333', '#00C73C']][i % 3];
  const font = 'font-family="Noto Sans CJK KR, Noto Sans, sans-serif"';
  const cards = [0, 1, 2].map((k) => `<rect x="20" y="${260 + k * 110}" width="350" height="90" rx="12" fill="#e9ecef"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844">
    <rect width="100%" height="100%" fill="${bg}"/>
    <text x="24" y="80" ${font} font-size="24" font-weight="bold" fill="${fg}">${escapeXml(words[0])}</text>
    <text x="24" y="140" ${font} font-size="17" fill="${fg}">${escapeXml(words[1])}</text>
    <text x="24" y="200" ${font} font-size="17" fill="${fg}">${escapeXml(words[2])}</text>
    ${cards}
    <rect x="20" y="704" width="350" height="56" rx="12" fill="${accent}"/>
    <text x="195" y="742" ${font} font-size="20" fill="#ffffff" text-anchor="middle">${escapeXml(words[3])}</text>
  </svg>`;
  return { words, png: sharp(Buffer.from(svg)).png().toBuffer() };
}

const read = tesseractReader();
const screens = await Promise.all(Array.from({ length: SCREENS }, async (_, i) => {
  const { words, png } = screen(i);
  return { words, png: await png };
}));
await read(screens[0].png); // warm the page cache (Tesseract's data files) before timing
const latencies = [];
let found = 0;
let drawn = 0;
const t0 = performance.now();
await mapLimited(screens, CONCURRENCY, async ({ words, png }) => {
  const start = performance.now();
  const text = (await read(png)).replace(/\s+/g, ' ').toLowerCase();
  latencies.push(performance.now() - start);
  for (const word of words) {
    drawn++;
    if (text.includes(word.toLowerCase())) found++;
    else if (process.env.BENCH_VERBOSE) console.log(`missed ${JSON.stringify(word)} in ${JSON.stringify(text)}`);
  }
});
const wall = performance.now() - t0;
latencies.sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      screens: SCREENS,
      concurrency: CONCURRENCY,
      screensPerSecond: Number((SCREENS / (wall / 1000)).toFixed(2)),
      p50Ms: Math.round(percentile(latencies, 50)),
      p95Ms: Math.round(percentile(latencies, 95)),
      wordsFound: `${found}/${drawn} (${Math.round((100 * found) / drawn)}%)`,
    },
    null,
    2,
  ),
);
