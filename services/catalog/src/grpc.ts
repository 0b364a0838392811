import { notFound, requireRole, withTransaction, type AsyncHandlers, type Pool } from '@screenshelf/kit';
import type { CatalogHandlers } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { App } from '@screenshelf/kit/gen/screenshelf/catalog/v1/App.js';
import { admitApp } from './domain/app.js';
import { publishAppUpserted, appSnapshot } from './events.js';
import { findApp, insertApp, type AppRow } from './store.js';

const toApp = (row: AppRow): App => ({ ...appSnapshot(row), version: row.version });

export function catalogHandlers(pool: Pool): AsyncHandlers<CatalogHandlers> {
  return {
    async CreateApp(request, { caller }) {
      requireRole(caller, 'ADMIN');
      const app = admitApp({
        ...request,
        type: request.type === 'APP_TYPE_UNSPECIFIED' ? undefined : request.type,
        releaseStatus: request.releaseStatus === 'RELEASE_STATUS_UNSPECIFIED' ? undefined : request.releaseStatus,
      });
      const row = await withTransaction(pool, async (tx) => {
        const inserted = await insertApp(tx, app);
        await publishAppUpserted(tx, inserted);
        return inserted;
      });
      return toApp(row);
    },

    async GetApp(request) {
      const row = /^[0-9a-f-]{36}$/i.test(request.id) ? await findApp(pool, request.id) : undefined;
      if (!row) throw notFound('App');
      return toApp(row);
    },
  };
}
