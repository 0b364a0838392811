// The caches of a screen's text and thumbnails local stacks use (CATALOG_CACHE_DIR): they must never
// answer another screen's (or another Tesseract's) results, and never keep a failure.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { cachedTextReader, tesseractVersion } from '../src/ocr.js';
import { cachedThumbnailMaker, makeThumbnails } from '../src/thumbnails.js';

describe('cachedTextReader (the local OCR cache)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ocr-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A reader that answers the bytes' length and counts its calls. */
  const counting = () => {
    const calls: number[] = [];
    const read = async (bytes: Uint8Array) => {
      calls.push(bytes.length);
      if (bytes.length === 0) throw new Error('not an image');
      return `text ${bytes.length}`;
    };
    return { read, calls };
  };

  it('reads a screen once and answers the kept text after, by content, per variant', async () => {
    const { read, calls } = counting();
    const v1 = cachedTextReader(read, dir, async () => 'tesseract 5.3.0');
    expect(await v1(new Uint8Array([1, 2, 3]))).toBe('text 3');
    expect(await v1(new Uint8Array([1, 2, 3]))).toBe('text 3');
    expect(calls).toEqual([3]);
    // Other bytes, or the same bytes read by another version, are read again.
    expect(await v1(new Uint8Array([1, 2, 4]))).toBe('text 3');
    const v2 = cachedTextReader(read, dir, async () => 'tesseract 5.4.0');
    await v2(new Uint8Array([1, 2, 3]));
    expect(calls).toEqual([3, 3, 3]);
    expect(readdirSync(dir).filter((f) => f.endsWith('.txt'))).toHaveLength(3);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps nothing when reading fails, and reads uncached when the variant cannot be told', async () => {
    const { read, calls } = counting();
    await expect(cachedTextReader(read, dir, async () => 'v')(new Uint8Array())).rejects.toThrow('not an image');
    expect(readdirSync(dir)).toEqual([]);
    const unknown = cachedTextReader(read, dir, () => Promise.reject(new Error('no tesseract')));
    await unknown(new Uint8Array([9]));
    await unknown(new Uint8Array([9]));
    expect(calls).toEqual([0, 1, 1]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('tells Tesseract’s version (part of the key), and fails when it is missing', async () => {
    expect(await tesseractVersion()).toMatch(/^tesseract \d+\.\d+/);
    await expect(tesseractVersion('tesseract-not-installed')).rejects.toThrow();
  });
});

describe('cachedThumbnailMaker (the local thumbnail cache)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'thumb-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const png = (background: string, width = 780) => sharp({ create: { width, height: 1688, channels: 3, background } }).png().toBuffer();

  it('answers what makeThumbnails makes, the second time from the cache, by content', async () => {
    const make = cachedThumbnailMaker(dir);
    const screen = await png('#3182F6');
    const fresh = await makeThumbnails(screen);
    expect(await make(screen)).toEqual(fresh);
    const files = readdirSync(dir).sort();
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(2);
    // Served from the files: a changed file shows (nothing made again)...
    const [first] = files.filter((f) => f.endsWith('-240.webp'));
    writeFileSync(path.join(dir, first!), 'kept');
    expect((await make(screen))[0]!.data.toString()).toBe('kept');
    // ...and other bytes are not served another screen's thumbnails.
    const other = await png('#000000');
    expect((await make(other)).map((t) => t.key)).toEqual((await makeThumbnails(other)).map((t) => t.key));
    // A small screen has none, and that is kept too.
    expect(await make(await png('#FFFFFF', 200))).toEqual([]);
  });

  it('makes an entry again when its list of widths is missing (a write cut short), and keeps nothing on a failure', async () => {
    const make = cachedThumbnailMaker(dir);
    const screen = await png('#3182F6');
    await make(screen);
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) rmSync(path.join(dir, f));
    expect(await make(screen)).toEqual(await makeThumbnails(screen));
    const other = mkdtempSync(path.join(tmpdir(), 'thumb-cache-'));
    try {
      await expect(cachedThumbnailMaker(other)(new TextEncoder().encode('not an image'))).rejects.toThrow();
      expect(readdirSync(other)).toEqual([]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
