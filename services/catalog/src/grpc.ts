import {
  changedFields,
  DomainError,
  recordAudit,
  FREE_APPS_PER_TYPE,
  libraryAccess,
  notFound,
  parseOrThrow,
  requireRole,
  requireSignedIn,
  withTransaction,
  type AsyncHandlers,
  type Logger,
  type Pool,
} from '@screenshelf/kit';
import type { CatalogHandlers } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { App } from '@screenshelf/kit/gen/screenshelf/catalog/v1/App.js';
import type { AppDetail } from '@screenshelf/kit/gen/screenshelf/catalog/v1/AppDetail.js';
import type { Bookmark } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Bookmark.js';
import type { Image } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Image.js';
import { admitApp, admitAppChanges } from './domain/app.js';
import { admitCode, assertKnownCodes, CODE_TYPES } from './domain/codes.js';
import {
  BookmarkListQuery,
  BookmarkTarget,
  canonicalImageUrl,
  LIKE_ITEM_TYPES,
  nothingToDelete,
  uuid,
} from './domain/library.js';
import { z } from 'zod';
import {
  aggregateSnapshot,
  appSnapshot,
  contentSnapshot,
  publishAppDeleted,
  publishAppUpserted,
  publishCodeUpserted,
  republishApp,
} from './events.js';
import { codeCache } from './code-cache.js';
import { contentWriter } from './contents.js';
import { blurredPreview, screenColours } from './images.js';
import { bulkImport } from './import.js';
import { assertPatternCodes, enumOrUndefined, patternsOf } from './inputs.js';
import type { Storage } from '@screenshelf/kit/storage';
import { blurLinks, storageKey, uploadKey } from '@screenshelf/kit/storage';
import {
  appOfItem,
  appsAfter,
  bookmarkOwner,
  latestAppIds,
  contentsAfter,
  deleteApp,
  deleteBookmark,
  deletePattern,
  findApp,
  findContent,
  findImage,
  insertApp,
  insertBookmark,
  insertCode,
  likedBy,
  listBookmarks,
  loadAggregate,
  loadAggregates,
  savePatterns,
  setImageComponents,
  setLike,
  updateApp,
  type AppAggregate,
  type AppRow,
  type BookmarkRow,
} from './store.js';

const toApp = (row: AppRow): App => ({ ...appSnapshot(row), version: row.version });

const toDetail = (aggregate: AppAggregate): AppDetail => ({
  app: toApp(aggregate.app),
  patterns: aggregate.patterns.map((p) => ({
    id: p.id,
    name: p.name,
    code: p.code,
    images: p.images.map((i) => toImage({ ...i, pattern_name: p.name, pattern_code: p.code })),
  })),
});

const toImage = (i: Parameters<typeof aggregateSnapshot>[0]['patterns'][number]['images'][number] & { pattern_name: string; pattern_code: string }): Image => ({
  id: i.id,
  appId: i.app_id,
  patternName: i.pattern_name,
  patternCode: i.pattern_code,
  url: i.url,
  componentCodes: i.component_codes,
  colors: i.colors,
  text: i.text,
  thumbnails: i.thumbnails,
  order: i.sort_order,
  likeCount: i.like_count,
  updatedAt: i.updated_at.toISOString(),
});

const toBookmark = (b: BookmarkRow): Bookmark => ({
  id: b.id,
  userId: b.user_id,
  targetType: b.target_type,
  targetId: b.target_id,
  createdAt: b.created_at.toISOString(),
  appId: b.app_id,
  appName: b.app_name,
  appType: b.app_type,
  patternName: b.pattern_name,
  patternCode: b.pattern_code,
  image: b.image,
  imageId: b.image_id,
  updatedAt: b.updated_at.toISOString(),
});

const isId = (id: string) => uuid.safeParse(id).success;
export function catalogHandlers(pool: Pool, deps: { storage: Storage; coloursOf: (url: string) => Promise<string[]>; logger: Logger; secret: string }): AsyncHandlers<CatalogHandlers> {
  const codes = codeCache(pool);
  const { storage, coloursOf } = deps;

  /**
   * The blurred preview of a screen (`blur/<token>.webp`, the free tier's wall): made from the
   * screen's bytes the first time it is asked for and stored at its own key through the storage
   * port, so every replica serves it from storage afterwards (one making at a time per preview).
   */
  const making = new Map<string, Promise<Uint8Array | undefined>>();
  const previews = blurLinks(deps.secret);
  const blurOf = (key: string): Promise<Uint8Array | undefined> => {
    const original = previews.screenKeyOf(key);
    if (!original) return Promise.resolve(undefined);
    let made = making.get(key);
    if (!made) {
      made = (async () => {
        const bytes = await storage.get(storageKey(original));
        // A file sharp cannot decode has no preview (404), never a server error.
        const preview = bytes ? await blurredPreview(bytes).catch(() => undefined) : undefined;
        if (preview) await storage.write(key, preview, 'image/webp');
        return preview;
      })().finally(() => making.delete(key));
      making.set(key, made);
    }
    return made;
  };
  const withColours = screenColours(coloursOf);
  const importApps = bulkImport({ pool, codes, withColours });
  const saveContentOf = contentWriter({ pool, codes, coloursOf });
  // Who may see what: the library's one rule (kit), over the newest apps in this database.
  const access = libraryAccess((type) => latestAppIds(pool, type, FREE_APPS_PER_TYPE));

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

  const requireApp = async (id: string) => {
    const row = isId(id) ? await findApp(pool, id) : undefined;
    if (!row) throw notFound('App');
    return row;
  };

  return {
    async CreateApp(request, { caller }) {
      requireRole(caller, 'ADMIN');
      const app = admitApp({
        ...request,
        type: enumOrUndefined(request.type, 'APP_TYPE_UNSPECIFIED'),
        releaseStatus: enumOrUndefined(request.releaseStatus, 'RELEASE_STATUS_UNSPECIFIED'),
      });
      assertKnownCodes((await codes.get()).known, 'CATEGORY', app.categoryCodes, 'categoryCodes');
      const row = await withTransaction(pool, async (tx) => {
        const inserted = await insertApp(tx, app);
        await publishAppUpserted(tx, inserted);
        await recordAudit(tx, { actor: caller, action: 'app.created', targetType: 'app', targetId: inserted.id, after: appFields(inserted) });
        return inserted;
      });
      return toApp(row);
    },

    async GetApp(request) {
      return toApp(await requireApp(request.id));
    },

    async UpdateApp(request, { caller }) {
      requireRole(caller, 'ADMIN');
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
        const updated = await updateApp(tx, request.id, changes);
        if (updated) await publishAppUpserted(tx, updated);
        const changed = before && updated && changedFields(appFields(before), appFields(updated));
        if (changed) await recordAudit(tx, { actor: caller, action: 'app.updated', targetType: 'app', targetId: request.id, ...changed });
        return updated;
      });
      if (!row) throw notFound('App');
      return toApp(row);
    },

    async DeleteApp(request, { caller }) {
      requireRole(caller, 'ADMIN');
      if (!isId(request.id)) throw notFound('App');
      const deleted = await withTransaction(pool, async (tx) => {
        const app = await deleteApp(tx, request.id);
        if (app) {
          await publishAppDeleted(tx, app);
          await recordAudit(tx, { actor: caller, action: 'app.deleted', targetType: 'app', targetId: app.id, before: appFields(app) });
        }
        return app;
      });
      if (!deleted) throw notFound('App');
      return { deleted: 1 };
    },

    async GetAppDetail(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return toDetail(await loadAggregate(pool, await requireApp(request.id)));
    },

    async AddPatterns(request, { caller }) {
      requireRole(caller, 'ADMIN');
      const patterns = patternsOf(request.patterns);
      assertPatternCodes((await codes.get()).known, patterns);
      await requireApp(request.appId);
      const stored = await withColours(patterns);
      const aggregate = await withTransaction(pool, async (tx) => {
        await savePatterns(tx, request.appId, stored, request.replace);
        await recordAudit(tx, {
          actor: caller,
          action: request.replace ? 'patterns.replaced' : 'patterns.added',
          targetType: 'app',
          targetId: request.appId,
          after: { patterns: stored.map((p) => p.patternName), screens: stored.reduce((n, p) => n + p.images.length, 0) },
        });
        return republishApp(tx, request.appId, true);
      });
      if (!aggregate) throw notFound('App');
      return toDetail(aggregate);
    },

    async DeletePattern(request, { caller }) {
      requireRole(caller, 'ADMIN');
      if (!isId(request.appId)) throw nothingToDelete();
      const deleted = await withTransaction(pool, async (tx) => {
        const imageUrl = canonicalImageUrl(request.imageUrl);
        const n = await deletePattern(tx, request.appId, request.patternName, imageUrl);
        if (n > 0) {
          await republishApp(tx, request.appId, true);
          await recordAudit(tx, {
            actor: caller,
            action: imageUrl ? 'screen.deleted' : 'pattern.deleted',
            targetType: 'app',
            targetId: request.appId,
            before: { patternName: request.patternName, ...(imageUrl ? { imageUrl } : {}) },
          });
        }
        return n;
      });
      if (deleted === 0) throw nothingToDelete();
      return { deleted };
    },

    async SetImageComponents(request, { caller }) {
      requireRole(caller, 'ADMIN');
      const componentCodes = parseOrThrow(z.array(z.string()).max(50), request.componentCodes, 'component codes');
      assertKnownCodes((await codes.get()).known, 'COMPONENT', componentCodes, 'componentCodes');
      if (!isId(request.imageId)) throw notFound('Image');
      const image = await withTransaction(pool, async (tx) => {
        const before = await findImage(tx, request.imageId);
        const updated = await setImageComponents(tx, request.imageId, [...new Set(componentCodes)]);
        if (updated) await republishApp(tx, updated.app_id, true);
        const changed = before && updated && changedFields({ componentCodes: before.component_codes }, { componentCodes: updated.component_codes });
        if (changed) await recordAudit(tx, { actor: caller, action: 'image.components_set', targetType: 'image', targetId: updated!.id, ...changed });
        return updated;
      });
      if (!image) throw notFound('Image');
      return toImage({ ...image, ...(await findImage(pool, image.id))! });
    },

    async ImportApps(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return importApps(request.apps);
    },

    async ExportApps(request, { caller }) {
      // Search rebuilds its indices from these (a service call); an admin may read them too.
      requireRole(caller, 'ADMIN', 'SERVICE');
      const rows = await appsAfter(pool, isId(request.afterId) ? request.afterId : '', Math.min(Math.max(request.limit || 100, 1), 1000));
      const aggregates = await loadAggregates(pool, rows);
      return { apps: aggregates.map(aggregateSnapshot), versions: rows.map((r) => r.version) };
    },

    async ExportContents(request, { caller }) {
      // Search rebuilds its indices from these (a service call); an admin may read them too.
      requireRole(caller, 'ADMIN', 'SERVICE');
      const rows = await contentsAfter(pool, isId(request.afterId) ? request.afterId : '', Math.min(Math.max(request.limit || 100, 1), 1000));
      return { contents: rows.map(contentSnapshot), versions: rows.map((r) => r.version) };
    },

    async ListCodes(request) {
      const type = request.type ? parseOrThrow(z.enum(CODE_TYPES), request.type, 'code type') : undefined;
      const { entries } = await codes.get();
      return { codes: entries.filter((e) => !type || e.type === type) };
    },

    async CreateCode(request, { caller }) {
      requireRole(caller, 'ADMIN');
      const code = admitCode(request, (await codes.get()).known);
      const created = await withTransaction(pool, async (tx) => {
        const entry = await insertCode(tx, code);
        if (entry) {
          await publishCodeUpserted(tx, entry);
          await recordAudit(tx, { actor: caller, action: 'code.created', targetType: 'code', targetId: `${entry.type}:${entry.code}`, after: { ...entry } });
        }
        return entry;
      });
      codes.invalidate();
      if (!created) throw new DomainError('CODE_EXISTS', 'That code already exists', 'conflict');
      return created;
    },

    async CreateContent(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return saveContentOf(caller, undefined, request);
    },

    async UpdateContent(request, { caller }) {
      requireRole(caller, 'ADMIN');
      if (!isId(request.id)) throw notFound('Content');
      return saveContentOf(caller, request.id, request);
    },

    async GetContent(request) {
      const row = isId(request.id) ? await findContent(pool, request.id) : undefined;
      if (!row) throw notFound('Content');
      return { content: contentSnapshot(row), version: row.version };
    },

    async AddBookmark(request, { caller }) {
      requireSignedIn(caller);
      const target = parseOrThrow(BookmarkTarget, request, 'bookmark');
      await access.assertMayView(caller, await appOfItem(pool, target.targetType, target.targetId), target.targetType === 'PATTERN' ? 'Pattern' : 'Image');
      const id = await withTransaction(pool, (tx) => insertBookmark(tx, caller.userId, target.targetType, target.targetId));
      const [row] = await listBookmarks(pool, caller.userId, { id, limit: 1, offset: 0 });
      return toBookmark(row!);
    },

    async SetBookmark(request, { caller }) {
      requireSignedIn(caller);
      // Someone else's bookmark is answered like a missing one: ids of others are not revealed.
      if (!isId(request.id) || (await bookmarkOwner(pool, request.id)) !== caller.userId) throw notFound('Bookmark');
      if (request.bookmarked) return { id: request.id, bookmarked: true };
      await withTransaction(pool, (tx) => deleteBookmark(tx, caller.userId, request.id));
      return { id: request.id, bookmarked: false };
    },

    async ListBookmarks(request, { caller }) {
      requireSignedIn(caller);
      const query = parseOrThrow(
        BookmarkListQuery,
        { targetType: request.targetType || undefined, appType: request.appType || undefined, limit: request.limit || undefined, offset: request.offset },
        'bookmark query',
      );
      // A free caller's bookmarks of apps outside the window stay saved but are not shown.
      const appIds = await access.visibleAppIds(caller, query.appType);
      return { data: (await listBookmarks(pool, caller.userId, { ...query, appIds })).map(toBookmark) };
    },

    async SetLike(request, { caller }) {
      requireSignedIn(caller);
      const { itemType, itemId } = parseOrThrow(z.object({ itemType: z.enum(LIKE_ITEM_TYPES), itemId: uuid }), request, 'like');
      await access.assertMayView(caller, await appOfItem(pool, itemType, itemId), itemType === 'APP' ? 'App' : 'Image');
      const result = await withTransaction(pool, async (tx) => {
        const liked = await setLike(tx, caller.userId, itemType, itemId, request.liked);
        if (liked) await republishApp(tx, liked.appId, false);
        return liked;
      });
      if (!result) throw notFound(itemType === 'APP' ? 'App' : 'Image');
      return { itemType, itemId, likeCount: result.likeCount, myLikeCount: request.liked ? 1 : 0 };
    },

    async MyLikes(request, { caller }) {
      if (!caller.userId) return { likedIds: [] };
      const ids = request.itemIds.filter(isId).slice(0, 500);
      return { likedIds: ids.length ? await likedBy(pool, caller.userId, ids) : [] };
    },

    async PresignUpload(request, { caller }) {
      requireRole(caller, 'ADMIN');
      // A fresh random key per upload: a presigned URL never overwrites a stored screen, and keys
      // cannot be guessed.
      const key = uploadKey(request.path);
      const signed = await storage.presignUpload(key, request.contentType);
      return { ...signed, key };
    },

    async PutFile(request) {
      await storage.put(request.key, request.expires, request.signature, request.data);
      return { key: request.key, size: request.data.byteLength };
    },

    async GetFile(request) {
      const key = storageKey(request.key);
      const data = (await storage.get(key)) ?? (await blurOf(key));
      if (!data) throw notFound('File');
      return { data: Buffer.from(data), contentType: contentTypeOf(request.key) };
    },
  };

}

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', svg: 'image/svg+xml' };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
