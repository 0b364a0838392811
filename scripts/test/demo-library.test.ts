import sharp from 'sharp';
// @ts-expect-error: a plain .mjs script without types
import { generateLibrary, screenPng } from '../demo/library.mjs';
// @ts-expect-error: a plain .mjs script without types
import { iconSvg, renderScreen, screenSvg, SIZES } from '../demo/screens/render.mjs';
// @ts-expect-error: a plain .mjs script without types
import { TEMPLATE_CODES } from '../demo/screens/templates.mjs';
import { coloursOfImage } from '../../services/catalog/src/images.js';
import { nearestPaletteColour } from '../../services/catalog/src/domain/colors.js';

interface Theme {
  name: string;
  brand: string;
  dark: boolean;
  lang: 'ko' | 'en';
  filledHeader: boolean;
}
interface ScreenSpec {
  platform: 'MOBILE' | 'WEBSITE';
  patternCode: string;
  variant: number;
  theme: Theme;
  componentCodes: string[];
}
interface LibraryApp {
  app: { appName: string; appNameEn: string; type: string; mau: number; storeUrl: string };
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

  it('gives 300+ screens for 30 apps, with MAU, categories, brand colours, descriptions, patterns and components', () => {
    const library = libraryOf({ seed: 42, apps: 30 });
    const screens = screensOf(library);
    expect(screens.length).toBeGreaterThan(300);
    expect(new Set(library.map((a) => a.app.appName)).size).toBe(30);
    expect(library.some((a) => a.app.type === 'WEBSITE')).toBe(true);
    for (const { app, theme, family, description, descriptionEn } of library) {
      expect(app.mau).toBeGreaterThanOrEqual(50_000);
      expect(description).toContain(app.appName);
      expect(descriptionEn).toContain(app.appNameEn);
      expect(app.storeUrl).toMatch(/^https:\/\//);
      // The brand colour belongs to its palette family, so the colour filter finds it.
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(theme.brand.slice(i, i + 2), 16)) as [number, number, number];
      expect(nearestPaletteColour(r, g, b)).toBe(family);
    }
    expect(screens.every((s) => s.componentCodes.every((c: string) => Number(c) >= 177 && Number(c) <= 249))).toBe(true);
    expect(new Set(screens.map((s) => s.patternCode)).size).toBeGreaterThanOrEqual(15);
  });

  it("declares for every screen its template's pattern and exactly the components it draws", () => {
    const library = libraryOf({ seed: 42, apps: 30 });
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
    // Onboarding and sign-in have no top bar; a bottom sheet's or dialog's scrim darkens it.
    const undimmed = (s: ScreenSpec) => !['102', '104'].includes(s.patternCode) && !s.componentCodes.some((c) => c === '230' || c === '209');
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
