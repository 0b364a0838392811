// A deterministic generator of demo library data: apps and websites with Korean and English names,
// categories, MAU values, brand colours, icons, descriptions, patterns and screen specs that
// scripts/demo/screens renders as realistic screens (their components true to what they show, their
// copy from the app's kind in scripts/demo/content.mjs).
// The same seed always gives the same library.
import sharp from 'sharp';
import { screenSvg } from './screens/render.mjs';
import { TEMPLATE_CODES, TEMPLATES } from './screens/templates.mjs';
import { COMMON_PATTERNS, contentOf, KINDS } from './content.mjs';

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
export const CATEGORY_CODES = Array.from({ length: 20 }, (_, i) => String(i + 1));
/** The catalog's category names (seed codes 1–20), for descriptions. */
const CATEGORY_NAMES = [['금융', 'finance'], ['쇼핑', 'shopping'], ['음식·배달', 'food delivery'], ['소셜', 'social'], ['모빌리티', 'mobility'], ['여행', 'travel'], ['엔터테인먼트', 'entertainment'], ['음악', 'music'], ['건강·피트니스', 'health and fitness'], ['교육', 'education'], ['생산성', 'productivity'], ['뉴스', 'news'], ['라이프스타일', 'lifestyle'], ['부동산', 'real estate'], ['채용', 'jobs'], ['게임', 'games'], ['사진·동영상', 'photo and video'], ['커뮤니티', 'community'], ['비즈니스', 'business'], ['유틸리티', 'utilities']];
/** The patterns the demo shows: every pattern code of the catalog's seed, a template each (scripts/demo/screens/templates.mjs). */
export const PATTERN_CODES = TEMPLATE_CODES;
export const COMPONENT_CODES = Array.from({ length: 73 }, (_, i) => String(177 + i));
/** Brand colour families: the palette's colours (not white or black) the colour filter finds them by. */
const BRAND_FAMILIES = PALETTE.slice(2);
const TONES = [['차분한', 'calm'], ['활기찬', 'playful'], ['믿음직한', 'trustworthy'], ['세련된', 'refined']];
/** Patterns only a phone has. */
const MOBILE_ONLY = new Set(['101']);

/**
 * The apps and websites, oldest first: [Korean name, English name, kind (content.mjs), M(obile) or
 * W(ebsite), language, currency (global apps; Korean ones are in won), category code when not the
 * kind's first]. Invented names that read like Korean and global products.
 */
const APPS = [
  ['한결뱅크', 'Hangyeol Bank', 'bank', 'M', 'ko'],
  ['무드마켓', 'Mood Market', 'shop', 'M', 'ko'],
  ['포크풀', 'Forkful', 'food', 'M', 'en', 'USD'],
  ['타고가', 'Tagoga', 'mobility', 'M', 'ko'],
  ['스테이온', 'StayOn', 'travel', 'W', 'ko'],
  ['레저리', 'Ledgerly', 'bank', 'M', 'en', 'USD'],
  ['배달한끼', 'Baedal Hanki', 'food', 'M', 'ko'],
  ['옷장29', 'Closet29', 'shop', 'W', 'ko'],
  ['라이드웰', 'Ridewell', 'mobility', 'M', 'en', 'USD'],
  ['멜로디온', 'Melodion', 'music', 'M', 'ko'],
  ['집보다', 'Jipboda', 'realestate', 'M', 'ko'],
  ['스레드라인', 'Threadline', 'shop', 'W', 'en', 'USD'],
  ['티비온', 'TVon', 'video', 'M', 'ko'],
  ['오늘운동', 'Oneul Fit', 'fitness', 'M', 'ko'],
  ['런루프', 'Learnloop', 'learning', 'M', 'en', 'USD'],
  ['배움터', 'Baeumteo', 'learning', 'W', 'ko'],
  ['할일노트', 'Halil Note', 'work', 'M', 'ko'],
  ['로엄스테드', 'Roamstead', 'travel', 'W', 'en', 'EUR'],
  ['동네생활', 'Dongne Life', 'social', 'M', 'ko', null, '18'],
  ['퍼즐왕국', 'Puzzle Kingdom', 'games', 'M', 'ko'],
  ['글리머', 'Glimmer', 'social', 'M', 'en', 'USD', '4'],
  ['데일리브리프', 'Daily Brief', 'news', 'W', 'ko'],
  ['모아페이', 'MoaPay', 'bank', 'M', 'ko'],
  ['커리어온', 'CareerOn', 'jobs', 'W', 'ko'],
  ['튠웨이브', 'Tunewave', 'music', 'M', 'en', 'USD'],
  ['살림곳간', 'Salim Pantry', 'home', 'W', 'ko'],
  ['필름로그', 'Filmlog', 'social', 'M', 'ko', null, '17'],
  ['스트라이드핏', 'Stridefit', 'fitness', 'M', 'en', 'USD'],
  ['다온증권', 'Daon Securities', 'bank', 'W', 'ko'],
  ['하이어웨이', 'Hireway', 'jobs', 'W', 'en', 'USD'],
  ['말해봐영어', 'Speak Up English', 'learning', 'M', 'ko'],
  ['방구해', 'Banggu', 'realestate', 'W', 'ko'],
  ['네스트파인더', 'Nestfinder', 'realestate', 'W', 'en', 'USD'],
  ['레일온', 'RailOn', 'mobility', 'W', 'ko'],
  ['사장님장부', 'Boss Ledger', 'work', 'W', 'ko', null, '19'],
  ['릴하우스', 'Reelhouse', 'video', 'M', 'en', 'USD'],
  ['숨요가', 'Sum Yoga', 'fitness', 'M', 'ko'],
  ['소리숲', 'Sori Forest', 'music', 'W', 'ko'],
  ['모닝레저', 'Morning Ledger', 'news', 'W', 'en', 'GBP'],
  ['오늘신문', 'Oneul Daily', 'news', 'M', 'ko'],
  ['픽셀퀘스트', 'Pixel Quest', 'games', 'M', 'en', 'USD'],
  ['일잡', 'Iljob', 'jobs', 'M', 'ko'],
  ['취미모임', 'Hobby Club', 'social', 'W', 'ko', null, '18'],
  ['허슬리', 'Hearthly', 'home', 'W', 'en', 'GBP'],
  ['동네반찬', 'Dongne Banchan', 'food', 'M', 'ko'],
  ['집꾸밈', 'Jipggumim', 'home', 'M', 'ko'],
  ['태스크패드', 'Taskpad', 'work', 'W', 'en', 'USD'],
  ['무비클립', 'MovieClip', 'video', 'W', 'ko'],
  ['페니포켓', 'Penny Pocket', 'bank', 'M', 'en', 'GBP'],
  ['떠나요', 'Tteonayo', 'travel', 'M', 'ko'],
  ['용사키우기', 'Hero Raise', 'games', 'M', 'ko'],
  ['카트휠', 'Cartwheel', 'shop', 'M', 'en', 'USD'],
  ['알뜰카드', 'Altteul Card', 'bank', 'M', 'ko'],
  ['다이넬리', 'Dinely', 'food', 'W', 'en', 'USD'],
  ['팀온', 'TeamOn', 'work', 'W', 'ko'],
  ['루트와이즈', 'Routewise', 'mobility', 'W', 'en', 'EUR'],
  ['스냅프레임', 'Snapframe', 'social', 'M', 'en', 'USD', '17'],
  ['한끼샐러드', 'Hanki Salad', 'food', 'W', 'ko'],
  ['루프라인', 'Loopline', 'music', 'W', 'en', 'USD'],
  ['어디가', 'Eodiga', 'mobility', 'M', 'ko'],
  ['퀴즐리', 'Quizzly', 'learning', 'W', 'en', 'USD'],
  ['하루숙소', 'Haru Stay', 'travel', 'M', 'ko'],
  ['서클릿', 'Circlet', 'social', 'W', 'en', 'USD', '18'],
  ['오늘의식탁', 'Oneul Table', 'food', 'M', 'ko'],
];
/** How many apps the named list holds (npm start's library; more repeat it with a round number). */
export const DEMO_APPS = APPS.length;

const jitter = (hex, rnd, by = 12) =>
  '#' +
  [1, 3, 5]
    .map((i) => Math.max(0, Math.min(255, parseInt(hex.slice(i, i + 2), 16) + rnd.int(-by, by))).toString(16).padStart(2, '0').toUpperCase())
    .join('');

/** 은 after a final consonant (batchim), else 는; after a Latin letter or digit, by how it is read in Korean (none: 는). */
const topicParticle = (word) => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0 ? '은' : '는';
};

/** Components by template: they depend on the pattern, variant, platform and kind of app only (the test checks it). */
const componentsOf = new Map();
function componentCodesOf(platform, patternCode, variant, theme) {
  const key = `${platform}:${patternCode}:${variant}:${theme.kind}`;
  if (!componentsOf.has(key)) componentsOf.set(key, screenSvg({ platform, patternCode, variant, theme }).componentCodes);
  return componentsOf.get(key);
}

/**
 * A pattern of an app holding `screens` screens. Its layouts take turns across the library
 * (`drawn` counts the screens of each pattern so far), so the carts of five apps are not one layout.
 */
function patternOf(code, type, theme, screens, drawn) {
  const template = TEMPLATES[code];
  return {
    patternName: template.name,
    patternCode: code,
    screens: Array.from({ length: screens }, () => {
      const n = drawn.get(code) ?? 0;
      drawn.set(code, n + 1);
      const variant = n % template.variants;
      return { platform: type, patternCode: code, variant, theme, componentCodes: componentCodesOf(type, code, variant, theme) };
    }),
  };
}

/**
 * `apps` apps and websites (the named list, then again with a round number), each of a kind whose
 * content its screens show (scripts/demo/content.mjs), with a brand colour, tone, language,
 * currency and description, and 3–5 patterns (mostly its kind's own) holding `screensPerApp`
 * screens in all. Across the named list every pattern code has a screen. A screen is a spec the
 * renderer draws (scripts/demo/screens): {platform, patternCode, variant, theme, componentCodes}.
 * Apps come out oldest first; a shorter library is the start of a longer one.
 */
export function generateLibrary({ seed = 42, apps = DEMO_APPS, screensPerApp = [8, 12] } = {}) {
  const rnd = prng(seed);
  const drawn = new Map();
  const library = Array.from({ length: Math.max(apps, DEMO_APPS) }, (_, i) => {
    const [ko, en, kind, t, lang, currency, category] = APPS[i % APPS.length];
    const round = Math.floor(i / APPS.length);
    const suffix = round ? ` ${round + 1}` : '';
    const appName = `${ko}${suffix}`;
    const appNameEn = `${en}${suffix}`;
    const type = t === 'W' ? 'WEBSITE' : 'MOBILE';
    const screens = rnd.int(screensPerApp[0], screensPerApp[1]);
    const family = rnd.pick(BRAND_FAMILIES);
    const theme = {
      name: lang === 'ko' ? appName : appNameEn,
      brand: jitter(family, rnd, 8),
      dark: rnd.next() < 0.2,
      lang,
      // Half the apps fill their top bar with the brand colour (so it covers enough of each screen to count).
      filledHeader: rnd.next() < 0.5,
      kind,
      currency: currency ?? 'KRW',
      // Korean apps write won as 12,900원, a few as ₩12,900.
      wonSign: lang === 'ko' && rnd.next() < 0.25,
    };
    const [toneKo, toneEn] = rnd.pick(TONES);
    const fits = (code) => type === 'MOBILE' || !MOBILE_ONLY.has(code);
    const { core, patterns: pool } = KINDS[kind];
    const coreCodes = rnd.sample(core, 2);
    const own = [...coreCodes, ...rnd.sample(pool.filter((code) => fits(code) && !coreCodes.includes(code)), rnd.int(0, 1))];
    const common = rnd.sample(COMMON_PATTERNS.filter((code) => fits(code) && !own.includes(code)), rnd.int(1, 2));
    // The app's screens spread over its patterns (its own first: they get the spare ones), never
    // more screens in a pattern than it has layouts: a third screen of a two-layout pattern would be
    // the first one again, pixel for pixel. Patterns short of room for every screen take in more of
    // the app's kind or the shared ones, in a turn set by the app's place (no draw of the seeded
    // generator, so every other app stays as it was).
    const codes = [...own, ...common];
    const room = (code) => TEMPLATES[code].variants;
    const spare = [...pool, ...COMMON_PATTERNS].filter((code, at, all) => all.indexOf(code) === at && fits(code) && !codes.includes(code));
    while (codes.reduce((n, code) => n + room(code), 0) < screens && spare.length) codes.push(spare.splice(i % spare.length, 1)[0]);
    const counts = codes.map(() => 0);
    for (let left = Math.min(screens, codes.reduce((n, code) => n + room(code), 0)); left > 0; ) {
      codes.forEach((code, p) => {
        if (left > 0 && counts[p] < room(code)) {
          counts[p]++;
          left--;
        }
      });
    }
    const patterns = codes.map((code, p) => patternOf(code, type, theme, counts[p], drawn));
    const categoryCodes = [category ?? KINDS[kind].categories[0]];
    const [categoryKo, categoryEn] = CATEGORY_NAMES[Number(categoryCodes[0]) - 1];
    const contentKo = contentOf(kind, 'ko');
    const contentEn = contentOf(kind, 'en');
    const storeName = appNameEn.toLowerCase().replace(/\s+/g, '-');
    return {
      app: {
        appName,
        appNameEn,
        type,
        categoryCodes,
        // MAU spread log-uniformly between 50 thousand and 50 million.
        mau: Math.round(10 ** (4.7 + rnd.next() * 3)),
        releasedAt: `20${rnd.int(15, 25)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
        storeUrl: type === 'WEBSITE' ? `https://${storeName}.example.com` : `https://apps.example.com/${storeName}`,
      },
      family,
      theme,
      description: `${appName}${topicParticle(appName)} ${toneKo} 분위기의 ${categoryKo} ${type === 'WEBSITE' ? '웹사이트' : '앱'}이에요. ${contentKo.onboarding[0][0]}: ${contentKo.onboarding[0][1]}.`,
      descriptionEn: `${appNameEn} is a ${toneEn} ${categoryEn} ${type === 'WEBSITE' ? 'website' : 'app'}. ${contentEn.onboarding[0][0]}: ${contentEn.onboarding[0][1].replace(/^./, (c) => c.toLowerCase())}.`,
      patterns,
    };
  });
  // Every pattern code gets a screen: one missing goes to the first app that may have it (its kind's
  // or a shared pattern, on its platform) and has the fewest patterns, taken in turn from a seeded start.
  const used = new Set(library.slice(0, DEMO_APPS).flatMap((a) => a.patterns.map((p) => p.patternCode)));
  const start = rnd.int(0, DEMO_APPS - 1);
  for (const code of PATTERN_CODES.filter((c) => !used.has(c))) {
    const candidates = library
      .slice(0, DEMO_APPS)
      .map((a, i) => ({ a, order: (i - start + DEMO_APPS) % DEMO_APPS }))
      .filter(({ a }) => (a.app.type === 'MOBILE' || !MOBILE_ONLY.has(code)) && ([...KINDS[a.theme.kind].core, ...KINDS[a.theme.kind].patterns].includes(code) || COMMON_PATTERNS.includes(code)))
      .sort((x, y) => x.a.patterns.length - y.a.patterns.length || x.order - y.order);
    const { a } = candidates[0];
    a.patterns.push(patternOf(code, a.app.type, a.theme, 1, drawn));
  }
  return library.slice(0, apps);
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
