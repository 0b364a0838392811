import sharp from 'sharp';
import type { Logger } from '@screenshelf/kit';
import { dominantPaletteColours, type PaletteColour } from './domain/colors.js';
import type { Storage } from './storage.js';

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
