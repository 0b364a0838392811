import { createHash } from 'node:crypto';
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

/** The thumbnails as a screen job: files through the storage port, their paths on the screen, the app republished. */
export const thumbnailWork = (storage: Storage): ScreenWork<Thumbnail[]> => ({
  job: 'thumb',
  label: 'make the thumbnails of',
  async work(bytes) {
    // An outside URL (not ours to read) keeps its own image.
    if (!bytes) return [];
    const made = await makeThumbnails(bytes);
    for (const t of made) await storage.write(t.key, t.data, 'image/webp');
    return made.map((t) => ({ width: t.width, url: `/uploads/${t.key}` }));
  },
  save: async (tx, screen, thumbnails) => {
    const appId = await saveScreenThumbnails(tx, screen.id, screen.url, thumbnails);
    return thumbnails.length ? appId : undefined;
  },
});

/** One pass over the screens without thumbnails (new ones and, after the migration, every older one). */
export const makePendingThumbnails = (options: ScreenJobOptions) => runScreenJob(thumbnailWork(options.storage), options);

/** Makes the thumbnails of new screens in the background. */
export const startThumbnailWorker = (options: ScreenJobOptions) => startScreenJobWorker(thumbnailWork(options.storage), options);
