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

/** A screen in an app card's strip (a quarter of the card, or half for websites). */
export const STRIP_THUMB_SIZES = '(max-width: 560px) 25vw, 120px';

/** A pattern card in the card grid. */
export const CARD_SIZES = '(max-width: 560px) 50vw, 280px';

/** A cell of the screens masonry: half the phone, a column of up to six on a wide screen. */
export const MASONRY_SIZES = '(max-width: 560px) 50vw, 260px';
