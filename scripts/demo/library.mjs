// A deterministic generator of demo library data: apps and websites with Korean/English names,
// categories, MAU values, brand colours, icons, descriptions, patterns and screen specs that
// scripts/demo/screens renders as realistic screens (their components true to what they show).
// The same seed always gives the same library.
import sharp from 'sharp';
import { screenSvg } from './screens/render.mjs';
import { TEMPLATE_CODES, TEMPLATES } from './screens/templates.mjs';

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
const CATEGORY_NAMES = [['금융', 'finance'], ['쇼핑', 'shopping'], ['음식·배달', 'food delivery'], ['소셜', 'social'], ['모빌리티', 'mobility'], ['여행', 'travel'], ['엔터테인먼트', 'entertainment'], ['음악', 'music'], ['건강·피트니스', 'fitness'], ['교육', 'learning'], ['생산성', 'productivity'], ['뉴스', 'news'], ['라이프스타일', 'lifestyle'], ['부동산', 'real estate'], ['채용', 'jobs'], ['게임', 'games'], ['사진·동영상', 'photo and video'], ['커뮤니티', 'community'], ['비즈니스', 'business'], ['유틸리티', 'utility']];
/** The patterns the demo shows: one screen template family each (scripts/demo/screens/templates.mjs). */
export const PATTERN_CODES = TEMPLATE_CODES;
export const COMPONENT_CODES = Array.from({ length: 73 }, (_, i) => String(177 + i));
/** Brand colour families: the palette's colours (not white or black) the colour filter finds them by. */
const BRAND_FAMILIES = PALETTE.slice(2);
const TONES = [['차분한', 'calm'], ['활기찬', 'playful'], ['믿음직한', 'trustworthy'], ['세련된', 'refined']];

const jitter = (hex, rnd, by = 12) =>
  '#' +
  [1, 3, 5]
    .map((i) => Math.max(0, Math.min(255, parseInt(hex.slice(i, i + 2), 16) + rnd.int(-by, by))).toString(16).padStart(2, '0').toUpperCase())
    .join('');

/** 은 after a final consonant (batchim), else 는. */
const topicParticle = (word) => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0 ? '은' : '는';
};

/** Components by template: they depend on the pattern, variant and platform only (the test checks it). */
const componentsOf = new Map();
function componentCodesOf(platform, patternCode, variant, theme) {
  const key = `${platform}:${patternCode}:${variant}`;
  if (!componentsOf.has(key)) componentsOf.set(key, screenSvg({ platform, patternCode, variant, theme }).componentCodes);
  return componentsOf.get(key);
}

/**
 * `apps` apps (30% websites), each with a brand colour, tone, language and description, and 3–5
 * patterns holding `screensPerApp` screens in all. A screen is a spec the renderer draws
 * (scripts/demo/screens): {platform, patternCode, variant, theme, componentCodes}. Apps come
 * out oldest first.
 */
export function generateLibrary({ seed = 42, apps = 30, screensPerApp = [9, 14] } = {}) {
  const rnd = prng(seed);
  return Array.from({ length: apps }, (_, i) => {
    const [ko1, en1] = FIRST[i % FIRST.length];
    const [ko2, en2] = SECOND[Math.floor(i / FIRST.length) % SECOND.length];
    const round = Math.floor(i / (FIRST.length * SECOND.length));
    const suffix = round ? ` ${round + 1}` : '';
    const screens = rnd.int(screensPerApp[0], screensPerApp[1]);
    const type = rnd.next() < 0.3 ? 'WEBSITE' : 'MOBILE';
    const family = rnd.pick(BRAND_FAMILIES);
    const theme = {
      name: `${ko1}${ko2}${suffix}`,
      nameEn: `${en1}${en2}${suffix}`,
      brand: jitter(family, rnd, 8),
      dark: rnd.next() < 0.2,
      lang: rnd.next() < 0.6 ? 'ko' : 'en',
      // Half the apps fill their top bar with the brand colour (so it covers enough of each screen to count).
      filledHeader: rnd.next() < 0.5,
    };
    theme.name = theme.lang === 'ko' ? theme.name : theme.nameEn;
    const [toneKo, toneEn] = rnd.pick(TONES);
    const patternCodes = rnd.sample(PATTERN_CODES, Math.min(rnd.int(3, 5), screens));
    const patterns = patternCodes.map((code) => ({ patternName: TEMPLATES[code].name, patternCode: code, screens: [] }));
    for (let s = 0; s < screens; s++) {
      const pattern = patterns[s % patterns.length];
      const variant = pattern.screens.length % TEMPLATES[pattern.patternCode].variants;
      const componentCodes = componentCodesOf(type, pattern.patternCode, variant, theme);
      pattern.screens.push({ platform: type, patternCode: pattern.patternCode, variant, theme, componentCodes });
    }
    const categoryCodes = rnd.sample(CATEGORY_CODES, rnd.int(1, 2));
    const [categoryKo, categoryEn] = CATEGORY_NAMES[Number(categoryCodes[0]) - 1];
    const appName = `${ko1}${ko2}${suffix}`;
    const appNameEn = `${en1}${en2}${suffix}`;
    return {
      app: {
        appName,
        appNameEn,
        type,
        categoryCodes,
        // MAU spread log-uniformly between 50 thousand and 50 million.
        mau: Math.round(10 ** (4.7 + rnd.next() * 3)),
        releasedAt: `20${rnd.int(15, 25)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
        storeUrl: type === 'WEBSITE' ? `https://${appNameEn.toLowerCase().replace(/\s+/g, '-')}.example.com` : `https://apps.example.com/${appNameEn.toLowerCase().replace(/\s+/g, '-')}`,
      },
      family,
      theme,
      description: `${appName}${topicParticle(appName)} ${toneKo} 분위기의 ${categoryKo} ${type === 'WEBSITE' ? '웹사이트예요. 필요한 일을 몇 번의 클릭으로' : '앱이에요. 필요한 일을 몇 번의 탭으로'} 끝내요.`,
      descriptionEn: `${appNameEn} is a ${toneEn} ${categoryEn} ${type === 'WEBSITE' ? 'website that gets everyday things done in a few clicks' : 'app that gets everyday things done in a few taps'}.`,
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
