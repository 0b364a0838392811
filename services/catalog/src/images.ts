import sharp from 'sharp';
import type { Logger } from '@screenshelf/kit';
import { dominantPaletteColours, type PaletteColour } from './domain/colors.js';
import type { PatternInput } from './domain/library.js';
import type { Storage } from '@screenshelf/kit/storage';
import type { StoredPattern } from './store.js';

/** Pixels are sampled on a small thumbnail: dominant colours survive downscaling. */
const SAMPLE_SIZE = 64;

/** Decodes an image with sharp and returns its dominant palette colours. */
export async function coloursOfImage(bytes: Uint8Array): Promise<PaletteColour[]> {
  const { data, info } = await sharp(bytes)
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return dominantPaletteColours({ data, channels: info.channels });
}

/** A blurred preview of a locked screen: small, heavily blurred, WebP — shows there is a screen, never what it says. */
export async function blurredPreview(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes).resize({ width: 96, withoutEnlargement: false }).blur(6).webp({ quality: 40 }).toBuffer();
}

/**
 * The colours of the screen behind a URL; empty when it cannot be read or decoded (a screen is
 * still added: its colours fill in when it is saved again).
 */
export function colourReader(storage: Storage, logger: Logger) {
  return async (url: string): Promise<string[]> => {
    try {
      const bytes = await storage.read(url);
      return bytes ? await coloursOfImage(bytes) : [];
    } catch (error) {
      logger.warn({ err: error, url }, 'could not read the colours of a screen');
      return [];
    }
  };
}

/** Runs `fn` over items with at most `limit` at a time. */
export async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!);
      }
    }),
  );
  return results;
}

/** Screens whose colours are not given get them from their pixels: each distinct URL read once, 8 at a time. */
export function screenColours(coloursOf: (url: string) => Promise<string[]>) {
  return async (patterns: PatternInput[]): Promise<StoredPattern[]> => {
    const urls = [...new Set(patterns.flatMap((p) => p.images.filter((i) => i.colors.length === 0).map((i) => i.url)))];
    const computed = new Map(await mapLimited(urls, 8, async (url) => [url, await coloursOf(url)] as const));
    return patterns.map((p) => ({ ...p, images: p.images.map((i) => ({ ...i, colors: i.colors.length ? i.colors : (computed.get(i.url) ?? []) })) }));
  };
}
