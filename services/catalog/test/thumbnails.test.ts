import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createLogger, createPool, databaseUrl, migrate, withTransaction, type Pool } from '@screenshelf/kit';
import { dropDatabases, uniqueName } from '@screenshelf/kit/testing';
import type { Storage } from '@screenshelf/kit/storage';
import { layoutDistance, layoutHashOf, makePendingThumbnails, makeThumbnails } from '../src/thumbnails.js';
import * as store from '../src/store.js';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

const png = (width: number, height: number, background = '#3182F6') => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

describe('screen thumbnails (makeThumbnails)', () => {
  it('makes a WebP at each width narrower than the screen, named by the content', async () => {
    const screen = await png(780, 1688);
    const made = await makeThumbnails(screen);
    expect(made.map((t) => t.width)).toEqual([240, 480]);
    for (const t of made) {
      const meta = await sharp(t.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', t.width, Math.round((1688 * t.width) / 780)]);
      expect(t.key).toMatch(new RegExp(`^thumbs/[0-9a-f]{40}-${t.width}\\.webp$`));
    }
    // The same bytes give the same names; other bytes other names.
    expect((await makeThumbnails(screen)).map((t) => t.key)).toEqual(made.map((t) => t.key));
    expect((await makeThumbnails(await png(780, 1688, '#000000')))[0]!.key).not.toBe(made[0]!.key);
    expect((await makeThumbnails(await png(2880, 1800))).map((t) => t.width)).toEqual([240, 480, 960]);
  });

  it('makes none for a screen already small, and throws on bytes that are no image', async () => {
    expect(await makeThumbnails(await png(200, 400))).toEqual([]);
    await expect(makeThumbnails(new TextEncoder().encode('not an image'))).rejects.toThrow();
  });
});

/** A phone screen drawn from blocks ([x, y, w, h] in a 390×844 frame), in a background and a block colour. */
const layout = (blocks: [number, number, number, number][], background: string, ink: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844"><rect width="390" height="844" fill="${background}"/>${blocks
        .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${ink}"/>`)
        .join('')}</svg>`,
    ),
  )
    .png()
    .toBuffer();

describe("a screen's layout (layoutHashOf)", () => {
  // A checkout: a header, an address card, three payment options, a pay button.
  const checkout: [number, number, number, number][] = [[0, 0, 390, 90], [20, 120, 350, 110], [20, 260, 350, 50], [20, 320, 350, 50], [20, 380, 350, 50], [20, 760, 350, 56]];
  // A feed: a header and a grid of tiles.
  const feed: [number, number, number, number][] = [[0, 0, 390, 60], ...[0, 1, 2, 3].flatMap((r) => [[20, 90 + r * 180, 165, 160] as [number, number, number, number], [205, 90 + r * 180, 165, 160] as [number, number, number, number]])];

  it('keeps its bits in another brand colour and in dark mode, and tells another layout apart', async () => {
    const light = await layoutHashOf(await layout(checkout, '#ffffff', '#3182F6'));
    expect(light).toMatch(/^[0-9a-f]{32}$/);
    const otherBrand = await layoutHashOf(await layout(checkout, '#ffffff', '#EA3323'));
    const dark = await layoutHashOf(await layout(checkout, '#111111', '#F8D748'));
    const other = await layoutHashOf(await layout(feed, '#ffffff', '#3182F6'));
    expect(layoutDistance(light, otherBrand)).toBeLessThanOrEqual(4);
    expect(layoutDistance(light, dark)).toBeLessThanOrEqual(8);
    expect(layoutDistance(light, other)).toBeGreaterThanOrEqual(30);
    // A website (wider than tall) has as many bits.
    expect(await layoutHashOf(await png(1440, 900))).toMatch(/^[0-9a-f]{32}$/);
    expect(layoutDistance(light, light)).toBe(0);
  });
});

// The background job on the real Postgres: every screen starts PENDING (older ones too, by the
// migration), the files go through the storage port, the paths onto the screen and the app is
// republished; a screen it cannot decode is retried, then FAILED.
describe('the thumbnail worker (makePendingThumbnails)', () => {
  const database = `catalog_${uniqueName('thumbs')}`;
  const logger = createLogger('test', 'silent');
  let pool: Pool;
  const files = new Map<string, Uint8Array>();
  const written = new Map<string, Uint8Array>();
  const storage = {
    read: async (url: string) => files.get(url),
    write: async (key: string, data: Uint8Array) => void written.set(key, data),
  } as Storage;
  const options = () => ({ pool, storage, logger, concurrency: 2, intervalMs: 10, retrySeconds: 0, maxAttempts: 2 });

  beforeAll(async () => {
    const url = databaseUrl(POSTGRES_URL, database);
    await migrate(url, MIGRATIONS);
    pool = createPool(url);
    files.set('/uploads/screens/a/1.png', await png(780, 1688));
    files.set('/uploads/screens/a/2.png', await png(100, 200));
    files.set('/uploads/screens/b/broken.png', new TextEncoder().encode('not an image'));
  });
  afterAll(async () => {
    await pool?.end();
    await dropDatabases([database]);
  });

  const newApp = (name: string, urls: string[]) =>
    withTransaction(pool, async (tx) => {
      const app = await store.insertApp(tx, { type: 'MOBILE', name, nameEn: '', categoryCodes: [], mau: 0, iconUrl: '', storeUrl: '', releasedAt: '', description: '', descriptionEn: '' });
      await store.savePatterns(tx, app.id, [{ patternName: 'p', patternCode: '', images: urls.map((url) => ({ url, componentCodes: [], colors: [] })) }], false);
      return app.id;
    });
  const screensOf = async (appId: string) =>
    (await pool.query<{ thumbnails: store.Thumbnail[]; layout_hash: string; thumb_status: string; thumb_attempts: number }>(
      `SELECT thumbnails, layout_hash, thumb_status, thumb_attempts FROM images WHERE app_id = $1 ORDER BY sort_order`,
      [appId],
    )).rows;
  const eventsOf = async (appId: string) => (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE key = $1`, [appId])).rows[0]!.n;

  it('stores the thumbnails and the layout, puts them on the screen and republishes only apps that gained some', async () => {
    const a = await newApp('thumbs-a', ['/uploads/screens/a/1.png', '/uploads/screens/a/2.png', 'https://example.invalid/outside.png']);
    const before = await eventsOf(a);
    expect(await makePendingThumbnails(options())).toBe(3);
    const [big, small, outside] = await screensOf(a);
    expect(big!.thumb_status).toBe('DONE');
    expect(big!.thumbnails.map((t) => t.width)).toEqual([240, 480]);
    for (const t of big!.thumbnails) {
      expect(t.url).toMatch(/^\/uploads\/thumbs\/[0-9a-f]{40}-\d+\.webp$/);
      expect((await sharp(written.get(t.url.slice('/uploads/'.length))!).metadata()).width).toBe(t.width);
    }
    // Every screen ours to read gets its layout (a plain colour: no edges anywhere, no bit set).
    expect(big!.layout_hash).toBe('0'.repeat(32));
    expect([small, outside]).toEqual([
      { thumbnails: [], layout_hash: '0'.repeat(32), thumb_status: 'DONE', thumb_attempts: 1 },
      { thumbnails: [], layout_hash: '', thumb_status: 'DONE', thumb_attempts: 1 },
    ]);
    // Republished once per pass that gave it something (its screens go two at a time: one pass or
    // two, as the leases fall); the last snapshot holds everything.
    expect(await eventsOf(a)).toBeGreaterThanOrEqual(before + 1);
    expect(await eventsOf(a)).toBeLessThanOrEqual(before + 2);
    const { rows } = await pool.query<{ payload: Buffer }>(`SELECT payload FROM outbox WHERE key = $1 ORDER BY seq DESC LIMIT 1`, [a]);
    expect(rows[0]!.payload.toString('utf8')).toContain(big!.thumbnails[0]!.url);
    // Nothing left: a second pass does nothing.
    expect(await makePendingThumbnails(options())).toBe(0);
  });

  it('retries a screen it cannot decode, then gives up, publishing nothing', async () => {
    const b = await newApp('thumbs-b', ['/uploads/screens/b/broken.png']);
    const before = await eventsOf(b);
    expect(await makePendingThumbnails(options())).toBe(0);
    expect(await screensOf(b)).toEqual([{ thumbnails: [], layout_hash: '', thumb_status: 'FAILED', thumb_attempts: 2 }]);
    expect(await eventsOf(b)).toBe(before);
  });
});
