import { changedFields, notFound, recordAudit, withTransaction, type Caller } from '@screenshelf/kit';
import type { CreateAppRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/CreateAppRequest.js';
import type { ExportRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/ExportRequest.js';
import type { UpdateAppRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/UpdateAppRequest.js';
import { admitApp, admitAppChanges } from '../domain/app.js';
import { assertKnownCodes } from '../domain/codes.js';
import { enumOrUndefined } from '../domain/inputs.js';
import { aggregateSnapshots, publishAppDeleted, publishAppUpserted } from '../events.js';
import { appsAfter, deleteApp as removeApp, findApp, insertApp, loadAggregate, loadAggregates, updateApp as changeApp, type AppRow } from '../store.js';
import { isId, type CatalogContext } from './context.js';

/** The admin-editable fields of an app, as the audit log keeps them. */
const appFields = (a: AppRow) => ({
  type: a.type,
  name: a.name,
  nameEn: a.name_en,
  categoryCodes: a.category_codes,
  mau: a.mau,
  iconUrl: a.icon_url,
  storeUrl: a.store_url,
  releasedAt: a.released_at ?? '',
  description: a.description,
  descriptionEn: a.description_en,
});

/** Apps (admin): adding, changing and removing one, each with its event and audit entry; reading them back. */
export function apps(ctx: CatalogContext) {
  const { pool, codes } = ctx;

  async function createApp(caller: Caller, request: CreateAppRequest__Output) {
    const app = admitApp({
      ...request,
      type: enumOrUndefined(request.type, 'APP_TYPE_UNSPECIFIED'),
      releaseStatus: enumOrUndefined(request.releaseStatus, 'RELEASE_STATUS_UNSPECIFIED'),
    });
    assertKnownCodes((await codes.get()).known, 'CATEGORY', app.categoryCodes, 'categoryCodes');
    return withTransaction(pool, async (tx) => {
      const inserted = await insertApp(tx, app);
      await publishAppUpserted(tx, inserted);
      await recordAudit(tx, { actor: caller, action: 'app.created', targetType: 'app', targetId: inserted.id, after: appFields(inserted) });
      return inserted;
    });
  }

  async function updateApp(caller: Caller, request: UpdateAppRequest__Output) {
    const changes = admitAppChanges({
      type: request.type,
      name: request.name,
      nameEn: request.nameEn,
      categoryCodes: request.setCategoryCodes ? request.categoryCodes : undefined,
      mau: request.mau,
      iconUrl: request.iconUrl,
      storeUrl: request.storeUrl,
      releasedAt: request.releasedAt,
      description: request.description,
      descriptionEn: request.descriptionEn,
    });
    if (changes.categoryCodes) assertKnownCodes((await codes.get()).known, 'CATEGORY', changes.categoryCodes, 'categoryCodes');
    if (!isId(request.id)) throw notFound('App');
    const row = await withTransaction(pool, async (tx) => {
      const before = await findApp(tx, request.id, { lock: true });
      const updated = await changeApp(tx, request.id, changes);
      if (updated) await publishAppUpserted(tx, updated);
      const changed = before && updated && changedFields(appFields(before), appFields(updated));
      if (changed) await recordAudit(tx, { actor: caller, action: 'app.updated', targetType: 'app', targetId: request.id, ...changed });
      return updated;
    });
    if (!row) throw notFound('App');
    return row;
  }

  async function deleteApp(caller: Caller, id: string) {
    if (!isId(id)) throw notFound('App');
    const deleted = await withTransaction(pool, async (tx) => {
      const app = await removeApp(tx, id);
      if (app) {
        await publishAppDeleted(tx, app);
        await recordAudit(tx, { actor: caller, action: 'app.deleted', targetType: 'app', targetId: app.id, before: appFields(app) });
      }
      return app;
    });
    if (!deleted) throw notFound('App');
    return { deleted: 1 };
  }

  /** An app with its patterns and screens. */
  const appDetail = async (id: string) => loadAggregate(pool, await ctx.requireApp(id));

  /** A page of whole apps by id, for search's reindex. */
  async function exportApps(request: ExportRequest__Output) {
    const rows = await appsAfter(pool, isId(request.afterId) ? request.afterId : '', Math.min(Math.max(request.limit || 100, 1), 1000));
    const aggregates = await loadAggregates(pool, rows);
    return { apps: await aggregateSnapshots(pool, aggregates), versions: rows.map((r) => r.version) };
  }

  return { createApp, getApp: ctx.requireApp, updateApp, deleteApp, appDetail, exportApps };
}
