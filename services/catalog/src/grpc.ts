import { requireRole, requireSignedIn, type AsyncHandlers } from '@screenshelf/kit';
import type { CatalogHandlers } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { App } from '@screenshelf/kit/gen/screenshelf/catalog/v1/App.js';
import type { AppDetail } from '@screenshelf/kit/gen/screenshelf/catalog/v1/AppDetail.js';
import type { Bookmark } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Bookmark.js';
import type { Flow } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Flow.js';
import type { Image } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Image.js';
import { aggregateSnapshot, appSnapshot } from './events.js';
import type { AppAggregate, AppRow, BookmarkRow } from './store.js';
import type { FlowRow } from './store-flows.js';
import type { CatalogActions } from './use-cases/index.js';

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

const toFlow = (f: FlowRow): Flow => ({
  flowId: f.id,
  appId: f.app_id,
  appName: f.app_name,
  appNameEn: f.app_name_en,
  appType: f.app_type,
  appIcon: f.app_icon,
  name: f.name,
  nameEn: f.name_en,
  patternCode: f.pattern_code,
  steps: f.steps.map((s, order) => ({ ...s, order })),
  updatedAt: f.updated_at.toISOString(),
});

/** The Catalog gRPC service: each rpc checks who may call it and hands the request to its use case. */
export function catalogHandlers(actions: CatalogActions): AsyncHandlers<CatalogHandlers> {
  return {
    async CreateApp(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return toApp(await actions.createApp(caller, request));
    },
    GetApp: async (request) => toApp(await actions.getApp(request.id)),
    async UpdateApp(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return toApp(await actions.updateApp(caller, request));
    },
    async DeleteApp(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.deleteApp(caller, request.id);
    },
    async GetAppDetail(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return toDetail(await actions.appDetail(request.id));
    },

    async AddPatterns(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return toDetail(await actions.addPatterns(caller, request));
    },
    async DeletePattern(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.deletePattern(caller, request);
    },
    async SetImageComponents(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return toImage(await actions.setImageComponents(caller, request));
    },
    async ImportApps(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.importApps(request.apps);
    },

    async ExportApps(request, { caller }) {
      // Search rebuilds its indices from these (a service call); an admin may read them too.
      requireRole(caller, 'ADMIN', 'SERVICE');
      return actions.exportApps(request);
    },
    async ExportContents(request, { caller }) {
      // Search rebuilds its indices from these (a service call); an admin may read them too.
      requireRole(caller, 'ADMIN', 'SERVICE');
      return actions.exportContents(request);
    },

    ListCodes: (request) => actions.listCodes(request.type),
    async CreateCode(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.createCode(caller, request);
    },

    async CreateContent(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.createContent(caller, request);
    },
    async UpdateContent(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.updateContent(caller, request.id, request);
    },
    GetContent: (request) => actions.getContent(request.id),

    async AddBookmark(request, { caller }) {
      requireSignedIn(caller);
      return toBookmark(await actions.addBookmark(caller, request));
    },
    async SetBookmark(request, { caller }) {
      requireSignedIn(caller);
      return actions.setBookmark(caller, request.id, request.bookmarked);
    },
    async ListBookmarks(request, { caller }) {
      requireSignedIn(caller);
      return { data: (await actions.listBookmarks(caller, request)).map(toBookmark) };
    },

    async SetLike(request, { caller }) {
      requireSignedIn(caller);
      return actions.setLike(caller, request);
    },
    MyLikes: (request, { caller }) => actions.myLikes(caller, request.itemIds),

    async PresignUpload(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.presignUpload(request);
    },
    PutFile: (request) => actions.putFile(request),
    GetFile: (request) => actions.getFile(request.key),

    // Flows: reads under the app's paywall (the use case asks), writes for admins.
    ListAppFlows: async (request, { caller }) => ({ data: (await actions.listAppFlows(caller, request.appId)).map(toFlow) }),
    GetFlow: async (request, { caller }) => toFlow(await actions.getFlow(caller, request.id)),
    async BrowseFlows(request, { caller }) {
      const { data, locked } = await actions.browseFlows(caller, request);
      return { data: data.map(toFlow), ...(locked && { locked }) };
    },
    async CreateFlow(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return toFlow(await actions.createFlow(caller, request));
    },
    async UpdateFlow(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return toFlow(await actions.updateFlow(caller, request));
    },
    async DeleteFlow(request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.deleteFlow(caller, request.id);
    },
  };
}
