import { PALETTE_COLOURS, type PaletteColour } from '@screenshelf/kit';

/** The eight colours a screen can be filtered by (product-spec §9): the kit's one palette. */
export { PALETTE_COLOURS, type PaletteColour };

/** A colour must cover at least this share of a screen to count as one of its colours. */
export const MIN_SHARE = 0.08;

type Lab = [number, number, number];

const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** sRGB → CIE L*a*b* (D65): distances there follow what people see far better than RGB. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const hexToRgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const PALETTE_LAB = PALETTE_COLOURS.map((hex) => ({ hex, lab: rgbToLab(...hexToRgb(hex)) }));

/** The palette colour nearest to an sRGB colour (CIE76 distance in Lab). */
export function nearestPaletteColour(r: number, g: number, b: number): PaletteColour {
  const [l, a, bb] = rgbToLab(r, g, b);
  let best = PALETTE_LAB[0]!;
  let bestDistance = Infinity;
  for (const entry of PALETTE_LAB) {
    const d = (entry.lab[0] - l) ** 2 + (entry.lab[1] - a) ** 2 + (entry.lab[2] - bb) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = entry;
    }
  }
  return best.hex;
}

export interface RawPixels {
  data: Uint8Array;
  /** 3 (RGB) or 4 (RGBA; fully transparent pixels are skipped). */
  channels: number;
}

/**
 * The dominant palette colours of a screen, most covering first: every pixel is mapped to its
 * nearest palette colour and a colour counts when it covers at least `minShare` of the pixels.
 */
export function dominantPaletteColours({ data, channels }: RawPixels, minShare = MIN_SHARE): PaletteColour[] {
  const counts = new Map<PaletteColour, number>();
  const cache = new Map<number, PaletteColour>();
  let total = 0;
  for (let i = 0; i + channels - 1 < data.length; i += channels) {
    if (channels === 4 && data[i + 3]! < 16) continue;
    // Quantise to 5 bits a channel so the Lab lookup runs once per distinct shade.
    const key = ((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3);
    let colour = cache.get(key);
    if (!colour) {
      colour = nearestPaletteColour(data[i]!, data[i + 1]!, data[i + 2]!);
      cache.set(key, colour);
    }
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
    total++;
  }
  if (total === 0) return [];
  return [...counts]
    .filter(([, n]) => n / total >= minShare)
    .sort((a, b) => b[1] - a[1])
    .map(([colour]) => colour);
}
