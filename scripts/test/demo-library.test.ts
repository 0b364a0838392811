import sharp from 'sharp';
// @ts-expect-error: a plain .mjs script without types
import { generateLibrary, screenPng } from '../demo/library.mjs';
// @ts-expect-error: a plain .mjs script without types
import { iconSvg, renderScreen, screenSvg, SIZES } from '../demo/screens/render.mjs';
// @ts-expect-error: a plain .mjs script without types
import { TEMPLATE_CODES, TEMPLATES } from '../demo/screens/templates.mjs';
// @ts-expect-error: a plain .mjs script without types
import { KINDS } from '../demo/content.mjs';
import { coloursOfImage } from '../../services/catalog/src/images.js';
import { nearestPaletteColour } from '../../services/catalog/src/domain/colors.js';

interface Theme {
  name: string;
  brand: string;
  dark: boolean;
  lang: 'ko' | 'en';
  filledHeader: boolean;
  kind: string;
  currency: string;
}
interface ScreenSpec {
  platform: 'MOBILE' | 'WEBSITE';
  patternCode: string;
  variant: number;
  theme: Theme;
  componentCodes: string[];
}
interface LibraryApp {
  app: { appName: string; appNameEn: string; type: string; mau: number; storeUrl: string; categoryCodes: string[] };
  family: string;
  theme: Theme;
  description: string;
  descriptionEn: string;
  patterns: { patternCode: string; patternName: string; screens: ScreenSpec[] }[];
}
const libraryOf = (options: object): LibraryApp[] => generateLibrary(options);
const screensOf = (library: LibraryApp[]) => library.flatMap((a) => a.patterns.flatMap((p) => p.screens));

describe('the demo library generator', () => {
  it('is deterministic for a seed', () => {
    expect(libraryOf({ seed: 7, apps: 5 })).toEqual(libraryOf({ seed: 7, apps: 5 }));
    expect(libraryOf({ seed: 7, apps: 5 })).not.toEqual(libraryOf({ seed: 8, apps: 5 }));
  });

  it('gives 60+ apps and websites with 600+ screens, MAU, categories, brand colours, descriptions, patterns and components', () => {
    const library = libraryOf({ seed: 42 });
    const screens = screensOf(library);
    expect(library.length).toBeGreaterThanOrEqual(60);
    expect(screens.length).toBeGreaterThan(600);
    expect(new Set(library.map((a) => a.app.appName)).size).toBe(library.length);
    expect(new Set(library.map((a) => a.app.appNameEn)).size).toBe(library.length);
    expect(library.filter((a) => a.app.type === 'WEBSITE').length).toBeGreaterThanOrEqual(15);
    expect(library.filter((a) => a.app.type === 'MOBILE').length).toBeGreaterThanOrEqual(30);
    // Korean apps (Korean names, won) and global ones (English, their own currency) both.
    const korean = library.filter((a) => a.theme.lang === 'ko');
    const global = library.filter((a) => a.theme.lang === 'en');
    expect(global.length).toBeGreaterThanOrEqual(15);
    expect(korean.every((a) => a.theme.name === a.app.appName && /[가-힣]/.test(a.app.appName) && a.theme.currency === 'KRW')).toBe(true);
    expect(global.every((a) => a.theme.name === a.app.appNameEn && a.theme.currency !== 'KRW')).toBe(true);
    for (const { app, theme, family, description, descriptionEn } of library) {
      expect(app.mau).toBeGreaterThanOrEqual(50_000);
      expect(description).toContain(app.appName);
      expect(descriptionEn).toContain(app.appNameEn);
      expect(app.storeUrl).toMatch(/^https:\/\//);
      // The app's category fits its kind (a bank is in finance, a ride app in mobility; social apps in social, photo or community).
      expect(KINDS[theme.kind].categories).toContain(app.categoryCodes[0]);
      // The brand colour belongs to its palette family, so the colour filter finds it.
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(theme.brand.slice(i, i + 2), 16)) as [number, number, number];
      expect(nearestPaletteColour(r, g, b)).toBe(family);
    }
    expect(screens.every((s) => s.componentCodes.every((c: string) => Number(c) >= 177 && Number(c) <= 249))).toBe(true);
    // Every pattern code of the catalog's seed (101–160) has a screen; most of the 73 components show.
    expect([...new Set(screens.map((s) => s.patternCode))].sort()).toEqual(Array.from({ length: 60 }, (_, i) => String(101 + i)));
    expect(new Set(screens.flatMap((s) => s.componentCodes)).size).toBeGreaterThanOrEqual(70);
    // The common patterns come in several layouts across the library.
    for (const code of ['102', '103', '104', '109', '117', '122', '123', '124', '125', '145']) {
      expect(new Set(screens.filter((s) => s.patternCode === code).map((s) => s.variant)).size).toBeGreaterThanOrEqual(2);
    }
    // No screen of an app's pattern repeats another one's layout (the same layout in the same app's
    // colours is the same picture): a pattern holds at most as many screens as it has layouts.
    for (const { app, patterns } of library) {
      for (const pattern of patterns) {
        const variants = pattern.screens.map((s: { variant: number }) => s.variant);
        expect({ app: app.appName, pattern: pattern.patternCode, variants }).toEqual({ app: app.appName, pattern: pattern.patternCode, variants: [...new Set(variants)] });
      }
    }
    // A shorter library is the start of the longer one.
    expect(libraryOf({ seed: 42, apps: 5 })).toEqual(library.slice(0, 5));
  });

  it("fills each app's screens with its kind's content, in its language and currency", () => {
    const library = libraryOf({ seed: 42 });
    const textOf = (spec: object) => [...(screenSvg(spec).svg as string).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' | ');
    const screen = (kind: string, lang: string, patternCode: string, variant = 0) => {
      const { app, theme } = library.find((a) => a.theme.kind === kind && a.theme.lang === lang)!;
      return textOf({ platform: app.type, patternCode, variant, theme });
    };
    // A ride app's checkout is a fare along a route, in won or in its currency; no shop items.
    const fareKo = screen('mobility', 'ko', '125');
    expect(fareKo).toMatch(/일반 택시 · 예상 요금/);
    expect(fareKo).toMatch(/성수역 2번 출구/);
    expect(fareKo).toMatch(/[\d,]+원|₩[\d,]+/);
    expect(fareKo).not.toMatch(/코트|셔츠|\$/);
    const fareEn = screen('mobility', 'en', '125');
    expect(fareEn).toMatch(/Standard · est\. fare/);
    expect(fareEn).toMatch(/\$\d+\.\d\d/);
    expect(fareEn).not.toMatch(/원|₩/);
    // A bank's home shows accounts and balances; a food app's checkout, dishes and a delivery address.
    expect(screen('bank', 'ko', '109')).toMatch(/생활비 통장.*(1,284,500원|₩1,284,500)/);
    expect(screen('bank', 'en', '109', 1)).toMatch(/Everyday checking.*\$988\.08/);
    expect(screen('food', 'ko', '125')).toMatch(/배달 주소.*양념 반 후라이드 반.*배달팁/);
    expect(screen('food', 'en', '125')).toMatch(/Deliver to.*Korean fried chicken.*Delivery fee/);
    // A shop's cart adds up: two coats, a sweater and sneakers, shipping free.
    const cart = screen('shop', 'ko', '124');
    expect(cart).toMatch(/울 블렌드 코트/);
    expect(cart).toMatch(/(576,000원|₩576,000) 구매하기/);
    // Korean apps speak Korean, global ones English (language names aside).
    for (const { theme, patterns } of library) {
      for (const spec of patterns.flatMap((p) => p.screens)) {
        const text = textOf(spec);
        if (theme.lang === 'ko') expect(text).toMatch(/[가-힣]/);
        else expect(text.replace(/한국어/g, '')).not.toMatch(/[가-힣]/);
      }
    }
  });

  it('draws every layout of every pattern for every kind of app in both languages, with nothing missing', () => {
    for (const kind of Object.keys(KINDS)) {
      for (const lang of ['ko', 'en']) {
        const theme = { name: 'Sky', brand: '#4166ED', dark: false, lang, kind, currency: lang === 'ko' ? 'KRW' : 'EUR' };
        for (const platform of ['MOBILE', 'WEBSITE']) {
          for (const patternCode of TEMPLATE_CODES) {
            for (let variant = 0; variant < TEMPLATES[patternCode].variants; variant++) {
              expect(screenSvg({ platform, patternCode, variant, theme }).svg).not.toMatch(/undefined|NaN|\[object/);
            }
          }
        }
      }
    }
  });

  it("declares for every screen its template's pattern and exactly the components it draws", () => {
    const library = libraryOf({ seed: 42 });
    for (const { app, patterns } of library) {
      for (const pattern of patterns) {
        expect(TEMPLATE_CODES).toContain(pattern.patternCode);
        for (const screen of pattern.screens) {
          expect(screen.patternCode).toBe(pattern.patternCode);
          expect(screen.platform).toBe(app.type);
          expect(screen.componentCodes).toEqual(screenSvg(screen).componentCodes);
        }
      }
    }
  });

  it('draws what the pattern is about', () => {
    const theme = { name: 'Sky', brand: '#4166ED', dark: false, lang: 'en' };
    const components = (patternCode: string, variant = 0, platform = 'MOBILE') =>
      screenSvg({ platform, patternCode, variant, theme }).componentCodes as string[];
    expect(components('104')).toEqual(expect.arrayContaining(['180', '177', '245'])); // sign-in: fields, button, social login
    expect(components('104', 1)).toContain('209'); // the failed sign-in's alert dialog
    expect(components('132')).toContain('244'); // transfer: keypad
    expect(components('137')).toContain('249'); // chat: bubbles
    expect(components('124')).toEqual(expect.arrayContaining(['247', '183'])); // cart: quantity, checkboxes
    expect(components('125')).toContain('246'); // checkout: payment methods
    expect(components('119')).toEqual(expect.arrayContaining(['230', '186'])); // filter: bottom sheet, slider
    expect(components('109')).toEqual(expect.arrayContaining(['197', '222'])); // home: tab bar, banner
    expect(components('109', 0, 'WEBSITE')).not.toContain('197'); // websites have no tab bar
    expect(components('151')).toContain('214');
    expect(components('110')).toEqual(expect.arrayContaining(['227', '229'])); // dashboard: chart, statistic
    expect(components('143')).toContain('243'); // booking: calendar
    expect(components('153')).toContain('212'); // loading: skeleton…
    expect(components('153', 1)).toEqual(expect.arrayContaining(['211'])); // …or a spinner
    expect(components('153', 1)).not.toContain('212');
    expect(components('102')).not.toContain('199'); // onboarding has no navigation bar
    expect(components('128')).toEqual(expect.arrayContaining(['238', '226'])); // delivery tracking: map, timeline
    expect(components('130')).toContain('242'); // points: the membership QR code
    expect(components('141')).toContain('233'); // share: action sheet
    expect(components('120')).toContain('232'); // sort: a popover…
    expect(components('120', 1)).toContain('230'); // …or a bottom sheet
    expect(components('148')).toContain('224'); // help center: FAQ accordion
    expect(components('127', 1, 'WEBSITE')).toContain('219'); // order history on a page: table
    expect(components('122', 0, 'WEBSITE')).toContain('201'); // a page deeper in a site: breadcrumb
    expect(components('109', 0, 'WEBSITE')).toContain('206'); // a site's home: footer
    const of = (kind: string) => screenSvg({ platform: 'MOBILE', patternCode: '142', variant: 0, theme: { ...theme, kind } }).componentCodes as string[];
    expect(of('music')).toContain('241'); // a music app's player: audio controls…
    expect(of('video')).toContain('237'); // …a video app's, a video
    expect(of('video')).not.toContain('241');
  });


  it('renders the same PNG for the same screen, at 2× for mobile and 1440×900 for websites, carrying the brand colour', async () => {
    const theme = { name: '하늘뱅크', brand: '#EA3323', dark: false, lang: 'ko' };
    const mobile = { platform: 'MOBILE', patternCode: '109', variant: 0, theme };
    expect(screenSvg(mobile).svg).toBe(screenSvg(mobile).svg);
    const png = await renderScreen(mobile);
    expect(Buffer.compare(png, await renderScreen(mobile))).toBe(0);
    expect(await sharp(png).metadata()).toMatchObject({ width: SIZES.MOBILE.width * 2, height: SIZES.MOBILE.height * 2 });
    expect(await coloursOfImage(png)).toEqual(expect.arrayContaining(['#D9D9D9', '#EA3323']));
    const website = await renderScreen({ ...mobile, platform: 'WEBSITE', theme: { ...theme, dark: true } });
    expect(await sharp(website).metadata()).toMatchObject({ width: 1440, height: 900 });
    expect((await coloursOfImage(website))[0]).toBe('#000000');
    expect(iconSvg({ ...theme, nameEn: 'SkyBank' })).toContain('>하<');
  });

  it('shows the brand colour of apps with a filled top bar on every undimmed screen that has one, so the colour filter finds them', async () => {
    const filled = libraryOf({ seed: 42, apps: 12 }).filter((a) => a.theme.filledHeader);
    expect(filled.length).toBeGreaterThan(2);
    // Splash, onboarding and sign-in have no top bar; a scrim (sheet, dialog, modal, action sheet,
    // side menu, coach mark, camera overlay) darkens it.
    const SCRIMS = ['230', '209', '231', '233', '200', '216', '234'];
    const undimmed = (s: ScreenSpec) => TEMPLATES[s.patternCode].chrome !== false && !s.componentCodes.some((c) => SCRIMS.includes(c));
    for (const { family, patterns } of filled) {
      for (const screen of patterns.flatMap((p) => p.screens).filter(undimmed)) {
        expect(await coloursOfImage(await renderScreen(screen))).toContain(family);
      }
    }
  });

  it('draws colour-band screens whose real dominant colours are the ones it chose (the products use them)', async () => {
    const spec = { background: '#000000', bands: [['#EA3323', 0.3]] as [string, number][] };
    expect(await coloursOfImage(await screenPng(spec, 3))).toEqual(['#000000', '#EA3323']);
  });
});
