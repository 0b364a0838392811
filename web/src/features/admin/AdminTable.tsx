import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, pageOf, type PagedOp, type Query } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { nextOffset } from '../library/api';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

/**
 * An offset-paged admin list of any operation answering `{data: Row[], total?}` (product-spec §4): "Load
 * more" asks for the next page and disappears once a page comes back shorter than the limit.
 */
export function useAdminList<Op extends PagedOp>(key: readonly unknown[], operationId: Op, params: Query<Op>, options: { enabled?: boolean; limit?: number } = {}) {
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const query = useInfiniteQuery({
    queryKey: ['admin', ...key, operationId, params, limit],
    enabled: options.enabled ?? true,
    initialPageParam: 0,
    // Admin lists change under the admin's hands: always fresh.
    staleTime: 0,
    queryFn: async ({ pageParam, signal }) => pageOf<Op>(await call(operationId, { query: { ...params, limit, offset: pageParam }, signal })),
    getNextPageParam: (last, pages) => nextOffset(last.rows.length, pages.reduce((n, page) => n + page.rows.length, 0), limit),
  });
  const pages = query.data?.pages ?? [];
  return { ...query, rows: pages.flatMap((page) => page.rows), total: pages[0]?.total };
}

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
}

/** What the table reads of a list. */
export interface TableList<T> {
  rows: T[];
  total?: number;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?(): Promise<unknown>;
}

export interface AdminTableProps<T> {
  columns: Column<T>[];
  rowKey(row: T): string | number;
  /** A paged list (useAdminList) or a whole one (without the paging fields). */
  list: TableList<T>;
  /** What to say when there are no rows (defaults to the shared "nothing yet"). */
  empty?: ReactNode;
  testId?: string;
}

/** The console's table: loading, error (with retry), empty, the rows, and "Load more" while pages are full. */
export function AdminTable<T>({ columns, rowKey, list, empty, testId = 'admin-table' }: AdminTableProps<T>) {
  const t = useT();
  if (list.isPending) {
    return (
      <p className="status" aria-busy="true" data-testid={`${testId}-loading`}>
        {t('library.loading')}
      </p>
    );
  }
  if (list.isError && !list.rows.length) {
    return (
      <div className="status status--error" role="alert" data-testid={`${testId}-error`}>
        <p>{errorText(list.error, t)}</p>
        <button type="button" className="button" onClick={() => void list.refetch()}>
          {t('admin.table.retry')}
        </button>
      </div>
    );
  }
  if (!list.rows.length) {
    return (
      <p className="status" data-testid={`${testId}-empty`}>
        {empty ?? t('admin.table.empty')}
      </p>
    );
  }
  return (
    <div className="admin-table">
      {list.total !== undefined ? <p className="admin-table__count">{t('admin.table.count', { shown: list.rows.length, total: list.total })}</p> : null}
      <div className="table-scroll">
        <table data-testid={testId}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={rowKey(row)} data-testid={`${testId}-row`}>
                {columns.map((c) => (
                  <td key={c.key} data-label={typeof c.header === 'string' ? c.header : undefined}>
                    <div>{c.cell(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.isError ? (
        <p className="status--error" role="alert">
          {errorText(list.error, t)}
        </p>
      ) : null}
      {list.hasNextPage && list.fetchNextPage ? (
        <button type="button" className="button button--quiet" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage?.()} data-testid={`${testId}-more`}>
          {list.isFetchingNextPage ? t('library.loading') : t('admin.table.more')}
        </button>
      ) : null}
    </div>
  );
}
