import { describe, expect, it } from '@jest/globals';
import { STRIP_THUMB_SIZES, stripSizes } from '../src/features/library/ScreenImage';

/** The width a `sizes` list gives at a viewport width: the first matching condition's calc(). */
function widthAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(', ')) {
    const m = entry.match(/^(?:\(max-width: (\d+)px\) )?(?:calc\(([\d.]+)vw - ([\d.]+)px\)|(\d+)px)$/);
    if (!m) throw new Error(`unexpected entry ${entry}`);
    if (m[1] && viewport > Number(m[1])) continue;
    return m[4] ? Number(m[4]) : (Number(m[2]) * viewport) / 100 - Number(m[3]);
  }
  throw new Error('no default size');
}

// Widths measured in Chromium on the home grid (an app card's strip of four screens).
describe("the app card strip's sizes", () => {
  it.each([
    [375, 31.4],
    [1440, 49.4],
  ])('at %i px the strip says %f px, what the grid shows', (viewport, shown) => {
    expect(widthAt(STRIP_THUMB_SIZES, viewport)).toBeCloseTo(shown, 0);
  });

  it('never says less than the grid shows at a step, and a website screen is about twice an app screen', () => {
    for (const viewport of [320, 400, 600, 900, 1200, 1599, 1920, 3300]) {
      expect(widthAt(STRIP_THUMB_SIZES, viewport)).toBeGreaterThan(20);
      expect(widthAt(stripSizes(2), viewport) / widthAt(STRIP_THUMB_SIZES, viewport)).toBeGreaterThan(2);
    }
  });
});
