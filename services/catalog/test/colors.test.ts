import sharp from 'sharp';
import { dominantPaletteColours, nearestPaletteColour, PALETTE_COLOURS } from '../src/domain/colors.js';
import { coloursOfImage } from '../src/images.js';

/** A generated screen: horizontal bands of colours, each covering a share of the height. */
async function bandedScreen(bands: [string, number][], width = 90, height = 200, format: 'png' | 'raw' = 'png') {
  let top = 0;
  const composites = bands.map(([colour, share]) => {
    const h = Math.round(height * share);
    const input = { create: { width, height: Math.max(h, 1), channels: 3 as const, background: colour } };
    const layer = { input, top, left: 0 };
    top += h;
    return layer;
  });
  const image = sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(composites);
  return format === 'png' ? image.png().toBuffer() : image.raw().toBuffer({ resolveWithObject: true });
}

describe('nearestPaletteColour', () => {
  it('maps each palette colour to itself', () => {
    for (const hex of PALETTE_COLOURS) {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
      expect(nearestPaletteColour(r, g, b)).toBe(hex);
    }
  });

  it.each([
    ['#FFFFFF', '#D9D9D9'],
    ['#1A1A1A', '#000000'],
    ['#2E7D32', '#459949'],
    ['#FFC107', '#F8D748'],
    ['#FF80AB', '#EC658B'],
    ['#C62828', '#EA3323'],
    ['#6A1B9A', '#8C3ED9'],
    ['#1E88E5', '#4166ED'],
  ])('maps %s to the perceptually nearest %s', (hex, expected) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    expect(nearestPaletteColour(r, g, b)).toBe(expected);
  });
});

describe('dominantPaletteColours on raw pixels', () => {
  it('returns the colours above the share threshold, most covering first', async () => {
    const { data, info } = (await bandedScreen([['#1E88E5', 0.6], ['#FFFFFF', 0.35], ['#C62828', 0.05]], 90, 200, 'raw')) as {
      data: Buffer;
      info: sharp.OutputInfo;
    };
    expect(dominantPaletteColours({ data, channels: info.channels })).toEqual(['#4166ED', '#D9D9D9']);
  });

  it('skips transparent pixels and answers [] for an empty image', () => {
    const transparent = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0]);
    expect(dominantPaletteColours({ data: transparent, channels: 4 })).toEqual([]);
    expect(dominantPaletteColours({ data: new Uint8Array(), channels: 3 })).toEqual([]);
  });
});

describe('coloursOfImage (sharp decoding)', () => {
  it('finds the real dominant colours of a generated PNG screen', async () => {
    const png = (await bandedScreen([['#000000', 0.5], ['#F8D748', 0.3], ['#459949', 0.2]])) as Buffer;
    expect(await coloursOfImage(png)).toEqual(['#000000', '#F8D748', '#459949']);
  });

  it('finds a single colour on a plain screen', async () => {
    const png = await sharp({ create: { width: 40, height: 80, channels: 4, background: '#8C3ED9' } }).png().toBuffer();
    expect(await coloursOfImage(png)).toEqual(['#8C3ED9']);
  });
});
