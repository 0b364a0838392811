import { isValidElement, useEffect, useRef, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useT } from '../../shared/i18n';
import { errorText } from '../../shared/errors';

interface EndlessGridProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<T[]>, Error>;
  renderItem(item: T, index: number): ReactNode;
  itemKey(item: T, index: number): string;
  empty?: ReactNode;
  /** Shown after the last item once there is nothing more to load. */
  end?: ReactNode;
  className?: string;
  /** The error is handled elsewhere (e.g. the membership gate): show nothing for it. */
  hideError?: (error: Error) => boolean;
  /**
   * Load the next page when the end comes into view (default). False: only on the button, for a
   * grid with more sections below it (they stay reachable).
   */
  auto?: boolean;
}

/**
 * An endless grid over an offset-paged list: the next page loads when the end comes into view (or
 * on the button), and loading stops once a page is shorter than the limit (product-spec §4).
 */
export function EndlessGrid<T>({ query, renderItem, itemKey, empty, end, className = 'card-grid', hideError, auto = true }: EndlessGridProps<T>) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const element = sentinel.current;
    if (!auto || !element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <p className="status" aria-busy="true">
        {t('library.loading')}
      </p>
    );
  }
  if (query.isError && !query.data) {
    if (hideError?.(query.error)) return null;
    return (
      <div className="status status--error" role="alert">
        <p>{errorText(query.error, t)}</p>
        <button type="button" className="button button--quiet" onClick={() => void query.refetch()}>
          {t('library.retry')}
        </button>
      </div>
    );
  }
  const items = query.data?.pages.flat() ?? [];
  // A string is a status line; an element (e.g. the free tier's wall) stands as it is.
  if (items.length === 0) return isValidElement(empty) ? empty : <p className="status">{empty ?? t('library.empty')}</p>;
  return (
    <>
      <ul className={className} data-testid="grid">
        {items.map((item, index) => (
          <li key={itemKey(item, index)} className="card-grid__item">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="grid-end">
        {hasNextPage ? (
          <button type="button" className="button button--quiet" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()} data-testid="load-more">
            {isFetchingNextPage ? t('library.loading') : t('library.more')}
          </button>
        ) : (
          end
        )}
      </div>
    </>
  );
}
