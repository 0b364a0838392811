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

/** The layout descriptor's grid: cells across and down a portrait screen (a landscape one turns it). */
const LAYOUT_GRID = { across: 8, down: 16 } as const;
/** Pixels per cell side the screen is sampled at. */
const CELL = 4;

/**
 * A screen's layout as 128 bits (32 hex digits): the screen in a grid of 8×16 cells (16×8 when it is
 * wider than tall), each cell 1 when it holds more edges (greyscale gradient) than the median cell.
 * Edges, not brightness: the same layout in another brand colour, or dark instead of light, keeps
 * its bits, and screens a few bits apart are laid out alike. (A DCT perceptual hash of the
 * brightness, tried first, found the same layout among a screen's five nearest half as often on the
 * demo library's 160 first phone screens: 0.18 against 0.31 of the same pattern.)
 */
export async function layoutHashOf(bytes: Uint8Array): Promise<string> {
  const { width = 1, height = 1 } = await sharp(bytes).metadata();
  const [across, down] = width > height ? [LAYOUT_GRID.down, LAYOUT_GRID.across] : [LAYOUT_GRID.across, LAYOUT_GRID.down];
  const w = across * CELL;
  const h = down * CELL;
  // One more pixel each way, for the gradient of the last row and column.
  const grey = await sharp(bytes).greyscale().resize(w + 1, h + 1, { fit: 'fill' }).raw().toBuffer();
  const cells = new Float64Array(across * down);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * (w + 1) + x;
      cells[Math.floor(y / CELL) * across + Math.floor(x / CELL)]! += Math.abs(grey[i + 1]! - grey[i]!) + Math.abs(grey[i + w + 1]! - grey[i]!);
    }
  }
  const median = [...cells].sort((a, b) => a - b)[cells.length / 2]!;
  let hex = '';
  for (let i = 0; i < cells.length; i += 4) {
    let nibble = 0;
    for (let b = 0; b < 4; b++) nibble = (nibble << 1) | (cells[i + b]! > median ? 1 : 0);
    hex += nibble.toString(16);
  }
  return hex;
}

/** How many of two layout hashes' bits differ (0: the same layout). */
export function layoutDistance(a: string, b: string): number {
  let bits = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  for (; bits; bits &= bits - 1n) n++;
  return n;
}

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
export const thumbnailWork = (
  storage: Storage,
  make: (bytes: Uint8Array) => Promise<MadeThumbnails> = makeThumbnails,
): ScreenWork<{ thumbnails: Thumbnail[]; layoutHash: string }> => ({
  job: 'thumb',
  label: 'make the thumbnails and the layout hash of',
  async work(bytes) {
    // An outside URL (not ours to read) keeps its own image.
    if (!bytes) return { thumbnails: [], layoutHash: '' };
    const [made, layoutHash] = await Promise.all([make(bytes), layoutHashOf(bytes)]);
    for (const t of made) await storage.write(t.key, t.data, 'image/webp');
    return { thumbnails: made.map((t) => ({ width: t.width, url: `/uploads/${t.key}` })), layoutHash };
  },
  save: async (tx, screen, { thumbnails, layoutHash }) => {
    const appId = await saveScreenThumbnails(tx, screen.id, screen.url, thumbnails, layoutHash);
    return thumbnails.length || layoutHash ? appId : undefined;
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
