// A deterministic generator of demo library data: apps and websites with Korean/English names,
// categories, MAU values, patterns, components and screens whose pixels carry real dominant
// colours (PNG files drawn with sharp). The same seed always gives the same library.
import sharp from 'sharp';

/** mulberry32: a small, fast, seedable PRNG (same sequence on every machine). */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    sample: (list, n) => {
      const copy = [...list];
      const out = [];
      while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
  };
}

export const PALETTE = ['#D9D9D9', '#000000', '#459949', '#F8D748', '#EC658B', '#EA3323', '#8C3ED9', '#4166ED'];
const FIRST = [['하늘', 'Sky'], ['바다', 'Sea'], ['별', 'Star'], ['달', 'Moon'], ['숲', 'Forest'], ['온', 'On'], ['새싹', 'Sprout'], ['빛', 'Light'], ['길', 'Road'], ['꿈', 'Dream'], ['한결', 'Hangyeol'], ['다온', 'Daon']];
const SECOND = [['뱅크', 'Bank'], ['마켓', 'Market'], ['톡', 'Talk'], ['페이', 'Pay'], ['북', 'Book'], ['핏', 'Fit'], ['트립', 'Trip'], ['맵', 'Map'], ['노트', 'Note'], ['클래스', 'Class'], ['푸드', 'Food'], ['뮤직', 'Music']];
export const CATEGORY_CODES = Array.from({ length: 20 }, (_, i) => String(i + 1));
const PATTERNS = { 102: '온보딩', 103: '회원가입', 104: '로그인', 109: '홈', 111: '피드', 117: '검색', 119: '필터', 122: '상품 목록', 123: '상품 상세', 124: '장바구니', 125: '결제', 132: '송금', 137: '채팅', 138: '프로필', 140: '리뷰', 145: '설정', 147: '알림 목록', 151: '빈 화면' };
export const PATTERN_CODES = Object.keys(PATTERNS);
export const COMPONENT_CODES = Array.from({ length: 73 }, (_, i) => String(177 + i));

const jitter = (hex, rnd) =>
  '#' +
  [1, 3, 5]
    .map((i) => Math.max(0, Math.min(255, parseInt(hex.slice(i, i + 2), 16) + rnd.int(-12, 12))).toString(16).padStart(2, '0'))
    .join('');

/** A screen: a background palette colour (often white or black) and one or two bands of others. */
function screenSpec(rnd) {
  const background = rnd.next() < 0.6 ? rnd.pick(['#D9D9D9', '#000000']) : rnd.pick(PALETTE);
  const others = rnd.sample(PALETTE.filter((c) => c !== background), rnd.int(1, 2));
  const bands = others.map((c) => [c, 0.1 + rnd.next() * 0.25]);
  return { background, bands };
}

/**
 * `apps` apps (30% websites), each with 2–5 patterns of `screensPerApp` screens in all, spread
 * over the patterns. Apps come out oldest first.
 */
export function generateLibrary({ seed = 42, apps = 30, screensPerApp = [6, 14] } = {}) {
  const rnd = prng(seed);
  return Array.from({ length: apps }, (_, i) => {
    const [ko1, en1] = FIRST[i % FIRST.length];
    const [ko2, en2] = SECOND[Math.floor(i / FIRST.length) % SECOND.length];
    const round = Math.floor(i / (FIRST.length * SECOND.length));
    const suffix = round ? ` ${round + 1}` : '';
    const screens = rnd.int(screensPerApp[0], screensPerApp[1]);
    const patternCodes = rnd.sample(PATTERN_CODES, Math.min(rnd.int(2, 5), screens));
    const patterns = patternCodes.map((code) => ({ patternName: PATTERNS[code], patternCode: code, screens: [] }));
    for (let s = 0; s < screens; s++) {
      patterns[s % patterns.length].screens.push({ ...screenSpec(rnd), componentCodes: rnd.sample(COMPONENT_CODES, rnd.int(1, 3)) });
    }
    return {
      app: {
        appName: `${ko1}${ko2}${suffix}`,
        appNameEn: `${en1}${en2}${suffix}`,
        type: rnd.next() < 0.3 ? 'WEBSITE' : 'MOBILE',
        categoryCodes: rnd.sample(CATEGORY_CODES, rnd.int(1, 2)),
        // MAU spread log-uniformly between 50 thousand and 50 million.
        mau: Math.round(10 ** (4.7 + rnd.next() * 3)),
        releasedAt: `20${rnd.int(15, 25)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
      },
      patterns,
    };
  });
}

/** Draws a screen as PNG bytes: the background and horizontal bands (each its share of the height). */
export async function screenPng({ background, bands }, seed = 1, width = 72, height = 144) {
  const rnd = prng(seed);
  let top = Math.round(height * 0.1);
  const layers = bands.map(([colour, share]) => {
    const h = Math.max(1, Math.round(height * share));
    const layer = { input: { create: { width, height: h, channels: 3, background: jitter(colour, rnd) } }, top: Math.min(top, height - h), left: 0 };
    top += h + 4;
    return layer;
  });
  return sharp({ create: { width, height, channels: 3, background: jitter(background, rnd) } }).composite(layers).png().toBuffer();
}
