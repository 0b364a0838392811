import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PAID_USER, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { api, startStack } from '../../services/gateway/test/support/stack.js';
// @ts-expect-error: a plain .mjs script without types
import { seedDemo } from '../seed-demo.mjs';
// @ts-expect-error: a plain .mjs script without types
import { generateLibrary } from '../demo/library.mjs';

type Stack = Awaited<ReturnType<typeof startStack>>;
interface Generated {
  app: { appName: string };
  patterns: { patternCode: string; screens: { componentCodes: string[] }[] }[];
}

// npm start's library demo (its first 5 apps instead of 64), loaded into a stack with catalog and search. Five,
// so that a free person's window (the newest three of a type) leaves one mobile app out, as in npm
// start: the demo's free authors may attach only screens of their window.
const APPS = 5;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the library demo seed', () => {
  let stack: Stack;
  const logs: string[] = [];
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-demo-'));
  const generated: Generated[] = generateLibrary({ seed: 42, apps: APPS });

  beforeAll(async () => {
    // A stack of its own: it loads the whole library demo. What OCR read and the thumbnails made of
    // each screen are kept by content in npm start's cache (CATALOG_CACHE_DIR): the same demo screens
    // every run, and Tesseract on them was most of this file's CPU (nothing here reads their text).
    stack = await startStack({
      services: ['catalog', 'search', 'community'],
      env: { CATALOG_STORAGE_DIR: uploads, CATALOG_CACHE_DIR: path.join(ROOT, '.local/cache/catalog') },
    });
    await seedDemo(stack.url, { apps: APPS, marketplace: false, log: (line: string) => logs.push(line) });
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('adds apps with icons and rendered screens declaring their patterns and components', async () => {
    expect(logs.some((line) => new RegExp(`^rendered \\d+ demo screens and ${APPS} icons in [\\d.]+ s$`).test(line))).toBe(true);
    const token = await mintCallerToken(PAID_USER);
    const found: { appId: string; appName: string; image: string }[] = [];
    await waitFor(async () => {
      found.length = 0;
      for (const type of ['MOBILE', 'WEBSITE']) found.push(...(await api(stack.url, `/api/v2/apps?type=${type}&limit=10`, { token })).body.data);
      return found.length === APPS;
    });
    for (const { app, patterns } of generated) {
      const card = found.find((a) => a.appName === app.appName)!;
      const icon = await fetch(new URL(card.image, stack.url));
      expect(icon.status).toBe(200);
      expect(await sharp(Buffer.from(await icon.arrayBuffer())).metadata()).toMatchObject({ width: 512, height: 512 });
      // The app's card can be indexed a moment before the last of its patterns.
      let body: { data: { patterns: { patternCode: string; images: { componentCodes: string[]; image: string }[] }[] } } = { data: { patterns: [] } };
      await waitFor(async () => {
        body = (await api(stack.url, `/api/apps/${card.appId}`, { token })).body;
        return body.data.patterns.length >= patterns.length;
      });
      const shown = body.data.patterns.map((p: { patternCode: string; images: { componentCodes: string[] }[] }) => ({
        patternCode: p.patternCode,
        components: p.images.map((i) => [...i.componentCodes].sort()),
      }));
      expect(shown).toEqual(
        expect.arrayContaining(
          patterns.map((p) => ({ patternCode: p.patternCode, components: p.screens.map((s) => [...s.componentCodes].sort()) })),
        ),
      );
      const screen = await fetch(new URL(body.data.patterns[0].images[0].image, stack.url));
      const meta = await sharp(Buffer.from(await screen.arrayBuffer())).metadata();
      expect([780, 1440]).toContain(meta.width);
    }
  });

  it('fills the community with posts comparing library screens, votes and comments, once', async () => {
    expect(logs.some((line) => /^loaded 4 community posts with 5 comments in [\d.]+ s$/.test(line))).toBe(true);
    const token = await mintCallerToken(PAID_USER);
    // Authors' names come through the identity events a moment after their first sign-in.
    let body: { total: number; data: any[] } = { total: 0, data: [] };
    await waitFor(async () => {
      body = (await api(stack.url, '/api/v2/community/posts?sort=votes&limit=10', { token })).body;
      return body.data.length === 4 && body.data.every((p) => p.author.name !== '');
    });
    expect(body.total).toBe(4);
    expect(body.data.map((p: { voteCount: number }) => p.voteCount)).toEqual([3, 3, 2, 1]);
    const withScreens = body.data.filter((p: { screens: unknown[] }) => p.screens.length > 0);
    expect(withScreens.length).toBeGreaterThan(0);
    for (const post of withScreens) {
      expect(post.tags).toHaveLength(1);
      expect(post.screens.every((s: { image: string }) => s.image)).toBe(true);
    }
    expect(body.data.reduce((n: number, p: { commentCount: number }) => n + p.commentCount, 0)).toBe(5);
    // A second run finds posts and adds none.
    await seedDemo(stack.url, { apps: APPS, marketplace: false, log: () => undefined });
    expect((await api(stack.url, '/api/v2/community/posts?limit=1', { token })).body.total).toBe(4);
  });
});
