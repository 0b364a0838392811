import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import { usePlans } from '../membership/api';
import type { AppType, Locked } from './api';
import { platformClass } from './Cards';

/** Whether a browse answer's `locked` holds anything a membership would add. */
export const locksAnything = (locked: Locked | undefined): locked is Locked => Boolean(locked && (locked.apps > 0 || locked.screens > 0));

/**
 * The free tier's wall (product-spec §6): what the caller's filters match beyond their window, as
 * the server counted it (`locked` of a browse answer), the lowest monthly price from the plans API,
 * and the way to the membership page. Without anything locked it says what the free plan shows.
 * The previews keep the shape of the screens listed (`type`: a phone's, or a website's 16:10).
 */
export function Wall({ locked, type }: { locked: Locked; type: AppType }) {
  const t = useT();
  const plans = usePlans();
  const prices = (plans.data?.plans ?? []).map((p) => p.monthlyPrice).filter((price) => price > 0);
  const lowest = prices.length ? Math.min(...prices) : undefined;
  const anything = locksAnything(locked);
  // A page can hold two walls (the search page's text and pattern sections): ids of their own.
  const titleId = useId();
  return (
    <section className="free-limit wall" data-testid="free-limit" aria-labelledby={titleId}>
      <strong id={titleId} data-testid={anything ? 'wall-counts' : undefined}>
        {anything ? t('wall.title', { apps: locked.apps.toLocaleString(), screens: locked.screens.toLocaleString() }) : t('library.freeLimit.title')}
      </strong>
      {locked.previews.length ? (
        <ul className={platformClass('wall__previews', type)} aria-hidden="true" data-testid="wall-previews">
          {locked.previews.map((src) => (
            <li key={src}>
              <img src={src} alt="" loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <p>{t('library.freeLimit.body')}</p>
      {lowest !== undefined ? (
        <p className="wall__price" data-testid="wall-price">
          {t('wall.price', { amount: lowest.toLocaleString() })}
        </p>
      ) : null}
      <Link to="/membership" className="button">
        {t('gate.seeMembership')}
      </Link>
    </section>
  );
}
