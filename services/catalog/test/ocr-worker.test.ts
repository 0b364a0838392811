import { fileURLToPath } from 'node:url';
import { createLogger, createPool, databaseUrl, migrate, withTransaction, type Pool } from '@screenshelf/kit';
import { dropDatabases, uniqueName } from '@screenshelf/kit/testing';
import type { Storage } from '@screenshelf/kit/storage';
import { OcrUnavailable, ocrWork, readPendingScreens, type TextReader } from '../src/ocr.js';
import { runScreenJob } from '../src/screen-jobs.js';
import * as store from '../src/store.js';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

// The OCR jobs on the real Postgres: screens are added PENDING, read at most `concurrency` at a
// time, their text stored and the app republished (outbox), failures retried later then FAILED.
describe('the OCR worker (readPendingScreens)', () => {
  const database = `catalog_${uniqueName('ocr')}`;
  const logger = createLogger('test', 'silent');
  let pool: Pool;
  /** Storage whose files are their own URL's bytes; `/missing/...` is not ours to read. */
  const storage = { read: async (url: string) => (url.startsWith('/missing/') ? undefined : new TextEncoder().encode(url)) } as Storage;

  beforeAll(async () => {
    const url = databaseUrl(POSTGRES_URL, database);
    await migrate(url, MIGRATIONS);
    pool = createPool(url);
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
    (await pool.query<{ url: string; text: string; ocr_status: string; ocr_attempts: number; retry_later: boolean }>(
      `SELECT url, text, ocr_status, ocr_attempts, ocr_next_at > now() AS retry_later FROM images WHERE app_id = $1 ORDER BY sort_order`,
      [appId],
    )).rows;
  const eventsOf = async (appId: string) =>
    (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE key = $1`, [appId])).rows[0]!.n;

  it('stores the text, republishes only apps whose screens have text, and never runs more than `concurrency` at once', async () => {
    const withText = await newApp('ocr-a', ['/a/1.png', '/a/2.png', '/a/3.png', '/a/4.png', '/a/5.png']);
    const blank = await newApp('ocr-b', ['/blank/1.png', '/missing/2.png']);
    let running = 0;
    let most = 0;
    const read: TextReader = async (bytes) => {
      most = Math.max(most, ++running);
      await new Promise<void>((resolve) => setImmediate(resolve));
      running--;
      const url = new TextDecoder().decode(bytes);
      return url.startsWith('/blank/') ? '' : `결제하기 ${url}`;
    };
    const before = { withText: await eventsOf(withText), blank: await eventsOf(blank) };
    expect(await readPendingScreens({ pool, storage, logger, read, concurrency: 2, intervalMs: 10 })).toBe(7);
    expect(most).toBe(2);
    expect((await screensOf(withText)).map((s) => [s.text, s.ocr_status])).toEqual(
      ['1', '2', '3', '4', '5'].map((n) => [`결제하기 /a/${n}.png`, 'DONE']),
    );
    expect((await screensOf(blank)).map((s) => [s.text, s.ocr_status])).toEqual([['', 'DONE'], ['', 'DONE']]);
    expect(await eventsOf(withText)).toBeGreaterThan(before.withText);
    expect(await eventsOf(blank)).toBe(before.blank);
    // The last event's snapshot (protobuf, strings as UTF-8) carries the text.
    const { rows } = await pool.query<{ payload: Buffer }>(`SELECT payload FROM outbox WHERE key = $1 ORDER BY seq DESC LIMIT 1`, [withText]);
    expect(rows[0]!.payload.toString('utf8')).toContain('결제하기 /a/5.png');
    // Nothing left: a second pass reads nothing.
    expect(await readPendingScreens({ pool, storage, logger, read, concurrency: 2, intervalMs: 10 })).toBe(0);
  });

  it('retries a failed read later, and gives up after the last attempt', async () => {
    const appId = await newApp('ocr-c', ['/c/1.png']);
    const failing: TextReader = async () => {
      throw new Error('tesseract crashed');
    };
    await readPendingScreens({ pool, storage, logger, read: failing, concurrency: 2, intervalMs: 10, maxAttempts: 2, retrySeconds: 0 });
    // retrySeconds 0: due again at once, so the same pass retried it up to the last attempt.
    expect(await screensOf(appId)).toEqual([expect.objectContaining({ text: '', ocr_status: 'FAILED', ocr_attempts: 2 })]);

    const later = await newApp('ocr-d', ['/d/1.png']);
    await readPendingScreens({ pool, storage, logger, read: failing, concurrency: 2, intervalMs: 10, maxAttempts: 3, retrySeconds: 60 });
    expect(await screensOf(later)).toEqual([expect.objectContaining({ ocr_status: 'PENDING', ocr_attempts: 1, retry_later: true })]);
  });

  it('leaves screens pending (no attempt counted) while Tesseract is missing', async () => {
    const appId = await newApp('ocr-e', ['/e/1.png']);
    const missing: TextReader = async () => {
      throw new OcrUnavailable('tesseract is not installed');
    };
    expect(await readPendingScreens({ pool, storage, logger, read: missing, concurrency: 2, intervalMs: 10 })).toBe(0);
    expect(await screensOf(appId)).toEqual([expect.objectContaining({ ocr_status: 'PENDING', ocr_attempts: 0, retry_later: true })]);
  });

  it('stops leasing once its signal aborts (the worker is stopping): the screens not taken stay pending for the next pass', async () => {
    const appId = await newApp('ocr-f', ['/f/1.png', '/f/2.png', '/f/3.png', '/f/4.png', '/f/5.png']);
    const stopping = new AbortController();
    const read: TextReader = async () => {
      stopping.abort();
      return 'text';
    };
    // The batch in progress is finished and saved; no next batch is leased.
    expect(await runScreenJob(ocrWork(read), { pool, storage, logger, concurrency: 2, intervalMs: 10 }, stopping.signal)).toBe(2);
    // Leased in id order, so which two were read varies; the three others are due at once, no attempt counted.
    expect((await screensOf(appId)).map((s) => [s.ocr_status, s.ocr_attempts, s.retry_later]).sort()).toEqual([
      ['DONE', 1, true],
      ['DONE', 1, true],
      ['PENDING', 0, false],
      ['PENDING', 0, false],
      ['PENDING', 0, false],
    ]);
    expect(await readPendingScreens({ pool, storage, logger, read: async () => 'text', concurrency: 2, intervalMs: 10 })).toBe(3);
    expect((await screensOf(appId)).map((s) => s.ocr_status)).toEqual(['DONE', 'DONE', 'DONE', 'DONE', 'DONE']);
  });
});
