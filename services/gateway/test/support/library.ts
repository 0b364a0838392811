import sharp from 'sharp';
import { ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { api } from './stack.js';

/** A generated screen: horizontal bands of colours (share of the height each), as PNG bytes. */
export async function screenPng(bands: [string, number][], width = 60, height = 120): Promise<Buffer> {
  let top = 0;
  const layers = bands.map(([colour, share]) => {
    const h = Math.max(1, Math.round(height * share));
    const layer = { input: { create: { width, height: h, channels: 3 as const, background: colour } }, top, left: 0 };
    top += h;
    return layer;
  });
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(layers).png().toBuffer();
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A generated screen with words drawn in it (sharp's SVG text in Noto Sans CJK, which scripts/infra
 * installs): a title at the top and a button label, white on blue, near the bottom; PNG bytes.
 */
export async function textScreenPng(title: string, button: string, width = 390, height = 844): Promise<Buffer> {
  const font = `font-family="Noto Sans CJK KR, Noto Sans, sans-serif"`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="24" y="80" ${font} font-size="22" font-weight="bold" fill="#111111">${escapeXml(title)}</text>
    <rect x="20" y="${height - 140}" width="${width - 40}" height="56" rx="12" fill="#3182F6"/>
    <text x="${width / 2}" y="${height - 102}" ${font} font-size="22" fill="#ffffff" text-anchor="middle">${escapeXml(button)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads a screen the way the admin tool does: presigned URL from POST /api/image, then PUT. */
export async function uploadScreen(url: string, token: string, path: string, png: Buffer): Promise<string> {
  const signed = await api(url, '/api/image', { method: 'POST', token, body: JSON.stringify({ path, contentType: 'image/png' }) });
  if (signed.status !== 201) throw new Error(`presign: ${signed.status} ${JSON.stringify(signed.body)}`);
  const put = await fetch(url + signed.body.data.uploadUrl, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
  if (put.status !== 201) throw new Error(`upload: ${put.status} ${await put.text()}`);
  return signed.body.data.image as string;
}

export const BLUE = '#4166ED';
export const RED = '#EA3323';
export const BLACK = '#000000';
export const YELLOW = '#F8D748';
export const WHITE = '#D9D9D9';
export const GREEN = '#459949';

interface SeedApp {
  key: string;
  appName: string;
  appNameEn: string;
  type: 'MOBILE' | 'WEBSITE';
  categoryCodes: string[];
  mau: number;
  patterns: { patternName: string; patternCode: string; screens: { colours: [string, number][]; componentCodes: string[] }[] }[];
}

/**
 * The small library every browse test reads. Apps are created oldest first, so the free tier's
 * latest three are baemin, kakaobank, kakaotalk (mobile) and ohouse, wanted, yanolja (websites).
 */
export const SEED: SeedApp[] = [
  { key: 'toss', appName: '토스', appNameEn: 'Toss', type: 'MOBILE', categoryCodes: ['1'], mau: 15_000_000, patterns: [
    { patternName: '로그인', patternCode: '104', screens: [{ colours: [[RED, 1]], componentCodes: ['177', '180'] }] },
    { patternName: '홈', patternCode: '109', screens: [{ colours: [[BLUE, 1]], componentCodes: ['197'] }] },
  ] },
  { key: 'karrot', appName: '당근', appNameEn: 'Karrot', type: 'MOBILE', categoryCodes: ['2'], mau: 19_000_000, patterns: [
    { patternName: '상품 목록', patternCode: '122', screens: [{ colours: [[YELLOW, 1]], componentCodes: ['217'] }] },
  ] },
  { key: 'baemin', appName: '배달의민족', appNameEn: 'Baemin', type: 'MOBILE', categoryCodes: ['3'], mau: 20_000_000, patterns: [
    { patternName: '장바구니', patternCode: '124', screens: [{ colours: [[RED, 0.6], [WHITE, 0.4]], componentCodes: ['177'] }] },
  ] },
  { key: 'kakaobank', appName: '카카오뱅크', appNameEn: 'KakaoBank', type: 'MOBILE', categoryCodes: ['1'], mau: 17_000_000, patterns: [
    { patternName: '송금', patternCode: '132', screens: [{ colours: [[BLUE, 0.7], [YELLOW, 0.3]], componentCodes: ['244'] }] },
  ] },
  { key: 'kakaotalk', appName: '카카오톡', appNameEn: 'KakaoTalk', type: 'MOBILE', categoryCodes: ['4'], mau: 45_000_000, patterns: [
    { patternName: '채팅', patternCode: '137', screens: [{ colours: [[BLACK, 1]], componentCodes: ['249'] }, { colours: [[YELLOW, 1]], componentCodes: ['249', '180'] }] },
  ] },
  { key: 'musinsa', appName: '무신사', appNameEn: 'Musinsa', type: 'WEBSITE', categoryCodes: ['2'], mau: 6_000_000, patterns: [
    { patternName: '상품 상세', patternCode: '123', screens: [{ colours: [[BLACK, 1]], componentCodes: ['236'] }] },
  ] },
  { key: 'ohouse', appName: '오늘의집', appNameEn: 'Ohouse', type: 'WEBSITE', categoryCodes: ['13'], mau: 5_000_000, patterns: [
    { patternName: '홈', patternCode: '109', screens: [{ colours: [[GREEN, 1]], componentCodes: ['221'] }] },
  ] },
  { key: 'wanted', appName: '원티드', appNameEn: 'Wanted', type: 'WEBSITE', categoryCodes: ['15'], mau: 2_000_000, patterns: [] },
  { key: 'yanolja', appName: '야놀자', appNameEn: 'Yanolja', type: 'WEBSITE', categoryCodes: ['6'], mau: 3_000_000, patterns: [] },
];

export const SCREEN_COUNT = SEED.reduce((n, a) => n + a.patterns.reduce((m, p) => m + p.screens.length, 0), 0);

/** Loads SEED through the gateway as an admin and waits until search shows every screen. */
export async function seedLibrary(url: string) {
  const token = await mintCallerToken(ADMIN);
  const apps: Record<string, string> = {};
  const screens: Record<string, string> = {};
  for (const app of SEED) {
    const created = await api(url, '/api/v2/apps', { method: 'POST', token, body: JSON.stringify({ ...app, patterns: undefined, key: undefined }) });
    if (created.status !== 201) throw new Error(`create ${app.key}: ${created.status} ${JSON.stringify(created.body)}`);
    apps[app.key] = created.body.data.appId;
    if (app.patterns.length === 0) continue;
    const patterns = [];
    for (const pattern of app.patterns) {
      const images = [];
      for (const [i, screen] of pattern.screens.entries()) {
        const path = `screens/${app.key}/${pattern.patternCode}-${i}.png`;
        const image = await uploadScreen(url, token, path, await screenPng(screen.colours));
        screens[path] = image;
        images.push({ image, componentCodes: screen.componentCodes });
      }
      patterns.push({ patternName: pattern.patternName, patternCode: pattern.patternCode, images });
    }
    const added = await api(url, `/api/v2/apps/${apps[app.key]}/patterns`, { method: 'POST', token, body: JSON.stringify({ patterns }) });
    if (added.status !== 201) throw new Error(`patterns ${app.key}: ${added.status} ${JSON.stringify(added.body)}`);
  }
  // A hang guard, not a speed check: on a busy machine indexing can take far longer than here (~1 s).
  // Polled four times a second: three calls a poll stay well inside the API's per-IP limit (1200 a
  // minute), which the test's own calls share.
  let seen = 'nothing yet';
  await waitFor(async () => {
    const [mobile, web] = await Promise.all(
      ['MOBILE', 'WEBSITE'].map((type) => api(url, `/api/v2/apps/images?type=${type}&limit=100`, { token })),
    );
    const appsSeen = await api(url, '/api/v2/apps?type=WEBSITE&limit=100', { token });
    seen = `${mobile!.body.data?.length} mobile and ${web!.body.data?.length} website screens of ${SCREEN_COUNT}, ${appsSeen.body.data?.length} website apps of 4`;
    return mobile!.body.data?.length + web!.body.data?.length === SCREEN_COUNT && appsSeen.body.data?.length === 4;
  }, 120_000, 250).catch((error: Error) => {
    throw new Error(`the seeded library did not show in search: ${seen} (${error.message})`);
  });
  return { apps, screens, adminToken: token };
}

/** The codes of a list of cards, for order-insensitive comparisons. */
export const idsOf = (items: { appId?: string }[]) => items.map((i) => i.appId);
