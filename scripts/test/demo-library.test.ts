import { generateLibrary, screenPng } from '../demo/library.mjs';
import { coloursOfImage } from '../../services/catalog/src/images.js';

describe('the demo library generator', () => {
  it('is deterministic for a seed', () => {
    expect(generateLibrary({ seed: 7, apps: 5 })).toEqual(generateLibrary({ seed: 7, apps: 5 }));
    expect(generateLibrary({ seed: 7, apps: 5 })).not.toEqual(generateLibrary({ seed: 8, apps: 5 }));
  });

  it('gives a few hundred screens for 30 apps, with MAU, categories, patterns and components', () => {
    const library = generateLibrary({ seed: 42, apps: 30 });
    const screens = library.flatMap((a) => a.patterns.flatMap((p) => p.screens));
    expect(screens.length).toBeGreaterThan(200);
    expect(new Set(library.map((a) => a.app.appName)).size).toBe(30);
    expect(library.some((a) => a.app.type === 'WEBSITE')).toBe(true);
    for (const { app } of library) expect(app.mau).toBeGreaterThanOrEqual(50_000);
    expect(screens.every((s) => s.componentCodes.every((c: string) => Number(c) >= 177 && Number(c) <= 249))).toBe(true);
  });

  it('draws screens whose real dominant colours are the ones it chose', async () => {
    const spec = { background: '#000000', bands: [['#EA3323', 0.3]] as [string, number][] };
    expect(await coloursOfImage(await screenPng(spec, 3))).toEqual(['#000000', '#EA3323']);
  });
});
