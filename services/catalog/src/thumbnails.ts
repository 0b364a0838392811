import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '@screenshelf/kit/storage';
import { runScreenJob, startScreenJobWorker, type ScreenJobOptions, type ScreenWork } from './screen-jobs.js';
import { saveScreenThumbnails, type Thumbnail } from './store.js';

/** The widths a screen's thumbnails come in (a grid cell, a 2× grid cell or a phone, a wide cell). */
export const THUMBNAIL_WIDTHS = [240, 480, 960] as const;

/** Where a thumbnail is stored: named by the screen's content, so it never changes and is cached for good. */
export const thumbnailKey = (hash: string, width: number) => `thumbs/${hash}-${width}.webp`;

/**
 * WebP thumbnails of a screen at each width narrower than the screen (none for a screen that is
 * already small: the original serves), narrowest first. Throws when sharp cannot decode the bytes.
 */
export async function makeThumbnails(bytes: Uint8Array): Promise<{ width: number; key: string; data: Buffer }[]> {
  const { width = 0 } = await sharp(bytes).metadata();
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 40);
  return Promise.all(
    THUMBNAIL_WIDTHS.filter((w) => w < width).map(async (w) => ({
      width: w,
      key: thumbnailKey(hash, w),
      data: await sharp(bytes).resize({ width: w }).webp({ quality: 80 }).toBuffer(),
    })),
  );
}

type MadeThumbnails = Awaited<ReturnType<typeof makeThumbnails>>;

/** What makeThumbnails does, for the cache key: change it with the widths, the format or its quality there. */
const THUMBNAIL_SETTINGS = `webp q80 widths ${THUMBNAIL_WIDTHS.join(',')} libvips ${sharp.versions.vips}`;

/**
 * makeThumbnails with what it made kept under `dir` by the screen's content (and THUMBNAIL_SETTINGS):
 * for local stacks only (CATALOG_CACHE_DIR), so a stack seeded again gets the same demo screens'
 * thumbnails without sharp. A list of the widths is written last: an entry without it is made again.
 */
export function cachedThumbnailMaker(dir: string): (bytes: Uint8Array) => Promise<MadeThumbnails> {
  const write = async (file: string, data: Uint8Array | string) => {
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(partial, data);
    await rename(partial, file);
  };
  return async (bytes) => {
    const entry = path.join(dir, createHash('sha256').update(THUMBNAIL_SETTINGS).update('\0').update(bytes).digest('hex'));
    const widths = await readFile(`${entry}.json`, 'utf8').then((text) => JSON.parse(text) as number[], () => undefined);
    if (widths) {
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 40);
      const kept = await Promise.all(widths.map(async (width) => ({ width, key: thumbnailKey(hash, width), data: await readFile(`${entry}-${width}.webp`) }))).catch(() => undefined);
      if (kept) return kept;
    }
    const made = await makeThumbnails(bytes);
    await mkdir(dir, { recursive: true });
    for (const t of made) await write(`${entry}-${t.width}.webp`, t.data);
    await write(`${entry}.json`, JSON.stringify(made.map((t) => t.width)));
    return made;
  };
}

/**
 * The thumbnails as a screen job: files through the storage port, their paths on the screen, the
 * app republished. `make`: makeThumbnails, or its cached form on a local stack.
 */
export const thumbnailWork = (storage: Storage, make: (bytes: Uint8Array) => Promise<MadeThumbnails> = makeThumbnails): ScreenWork<Thumbnail[]> => ({
  job: 'thumb',
  label: 'make the thumbnails of',
  async work(bytes) {
    // An outside URL (not ours to read) keeps its own image.
    if (!bytes) return [];
    const made = await make(bytes);
    for (const t of made) await storage.write(t.key, t.data, 'image/webp');
    return made.map((t) => ({ width: t.width, url: `/uploads/${t.key}` }));
  },
  save: async (tx, screen, thumbnails) => {
    const appId = await saveScreenThumbnails(tx, screen.id, screen.url, thumbnails);
    return thumbnails.length ? appId : undefined;
  },
});

export interface ThumbnailOptions extends ScreenJobOptions {
  /** Keeps what was made by content (cachedThumbnailMaker); local stacks only. */
  cacheDir?: string;
}
const makerOf = (options: ThumbnailOptions) => (options.cacheDir ? cachedThumbnailMaker(options.cacheDir) : makeThumbnails);

/** One pass over the screens without thumbnails (new ones and, after the migration, every older one). */
export const makePendingThumbnails = (options: ThumbnailOptions) => runScreenJob(thumbnailWork(options.storage, makerOf(options)), options);

/** Makes the thumbnails of new screens in the background. */
export const startThumbnailWorker = (options: ThumbnailOptions) => startScreenJobWorker(thumbnailWork(options.storage, makerOf(options)), options);
