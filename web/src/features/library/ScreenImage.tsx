import type { ImgHTMLAttributes } from 'react';
import type { Schema } from '../../shared/api';

type Thumbnails = Schema<'Thumbnails'>;

/** A srcset from a screen's thumbnails (`url 240w, url 480w, …`). */
export const srcSetOf = (thumbnails: Thumbnails) => thumbnails.map((t) => `${t.url} ${t.width}w`).join(', ');

/**
 * A screen in a grid: the browser picks the thumbnail that fits `sizes` at its pixel density (the
 * original when the screen has none yet), loaded lazily.
 */
export function ScreenImage({
  image,
  thumbnails,
  sizes,
  ...rest
}: { image: string; thumbnails: Thumbnails; sizes: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>) {
  return (
    <img
      src={image}
      {...(thumbnails.length ? { srcSet: srcSetOf(thumbnails), sizes } : {})}
      loading="lazy"
      decoding="async"
      {...rest}
    />
  );
}

/** A screen in an app page's strip (columns of 180–220 px). */
export const STRIP_SIZES = '220px';

/**
 * The card grid's steps (styles.css: `--columns`, `--gutter`, the app card's padding): up to `max` px
 * wide, `columns` cards with `gutter` between them and at the page's sides; wider, five to eight
 * columns in a page of at most 1560–3100 px keep a card at 250–350 px.
 */
const GRID_STEPS = [
  { max: 320, columns: 1, gutter: 12, padding: 12 },
  { max: 475, columns: 2, gutter: 12, padding: 12 },
  { max: 750, columns: 2, gutter: 16, padding: 12 },
  { max: 1031, columns: 3, gutter: 24, padding: 16 },
  { max: 1399, columns: 4, gutter: 32, padding: 16 },
  { max: 1599, columns: 5, gutter: 32, padding: 16 },
] as const;
const WIDEST_CARD = 352;
/** The strip's gap and the card's border (styles.css `.app-card__strip`, `.app-card`). */
const STRIP_GAP = 6;
const CARD_BORDER = 1;

/**
 * `sizes` for a screen in an app card's strip of `perRow` screens (4 for apps, 2 for websites): the
 * width the grid gives it at each step, so a phone at 3× fetches the 240 px thumbnail, not the 480.
 */
export function stripSizes(perRow: number): string {
  const round = (n: number) => Math.round(n * 100) / 100;
  const steps = GRID_STEPS.map(({ max, columns, gutter, padding }) => {
    // card = (100vw − 2·gutter − (columns − 1)·gutter) / columns; screen = (card − 2·padding − 2·border − (perRow − 1)·gap) / perRow
    const vw = 100 / columns / perRow;
    const px = ((gutter * (columns + 1)) / columns + 2 * padding + 2 * CARD_BORDER + (perRow - 1) * STRIP_GAP) / perRow;
    return `(max-width: ${max}px) calc(${round(vw)}vw - ${round(px)}px)`;
  });
  const widest = Math.ceil((WIDEST_CARD - 2 * 16 - 2 * CARD_BORDER - (perRow - 1) * STRIP_GAP) / perRow);
  return [...steps, `${widest}px`].join(', ');
}

/** A screen in an app card's strip: a quarter of the card. */
export const STRIP_THUMB_SIZES = stripSizes(4);

/** A website's screen in an app card's strip: half the card. */
export const WEBSITE_STRIP_THUMB_SIZES = stripSizes(2);

/** A pattern card in the card grid. */
export const CARD_SIZES = '(max-width: 560px) 50vw, 280px';

/** A cell of the screens masonry: half the phone, a column of up to six on a wide screen. */
export const MASONRY_SIZES = '(max-width: 560px) 50vw, 260px';

/** A cell of the websites' masonry (styles.css `.masonry--website`): the phone's width, else a column of up to four. */
export const WEBSITE_MASONRY_SIZES = '(max-width: 640px) 100vw, 360px';
