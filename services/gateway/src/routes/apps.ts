import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { colourFilter, isoDay, MAU_RANGE_MSG, mauRangeInOrder, MAX_MAU, MAX_WINDOW, plainText, SIMILAR_SCREENS_MAX, validationError, WINDOW_MSG, withinWindow, APP_TYPES, BROWSE_PAGE_MAX, BROWSE_SORTS } from '@screenshelf/kit';
import type { Clients } from '../clients.js';
import type { RouterDeps } from './index.js';
import { imageLinksFor } from './image-urls.js';
import { callOptions } from '../http/caller.js';
import { q } from '../http/validate.js';
import { mount, route, type Route } from '../http/route.js';
import { id, imgIdParam } from '../api/operation.js';
import * as S from '../api/schemas.js';
import type { App__Output as App } from '@screenshelf/kit/gen/screenshelf/catalog/v1/App.js';
import type { AppDetail__Output as AppDetail } from '@screenshelf/kit/gen/screenshelf/catalog/v1/AppDetail.js';

/** product-spec §9: admin app writes get 60 s. */
export const ADMIN_APP_WRITE_MS = 60_000;

const APP_TYPE = z.enum(APP_TYPES);

const appNameEn = z
  .string()
  .trim()
  .max(100)
  .refine((t) => t === '' || plainText(100).safeParse(t).success, 'control characters are not allowed');

export const CreateAppBody = z.object({
  appName: plainText(100),
  appNameEn: appNameEn.optional(),
  type: APP_TYPE.default('MOBILE'),
  categoryCodes: z.array(z.string()).max(20).default([]),
  mau: z.number().int().min(0).max(MAX_MAU).default(0),
  image: z.string().max(2048).optional(),
  storeUrl: z.string().max(2048).optional(),
  releasedAt: isoDay.optional(),
  releaseStatus: z.enum(['RELEASED', 'BETA', 'INTERNAL']).default('RELEASED'),
  description: z.string().max(2000).optional(),
  descriptionEn: z.string().max(2000).optional(),
});

export const UpdateAppBody = z.object({
  appName: plainText(100).optional(),
  appNameEn: appNameEn.optional(),
  type: APP_TYPE.optional(),
  categoryCodes: z.array(z.string()).max(20).optional(),
  mau: z.number().int().min(0).max(MAX_MAU).optional(),
  image: z.string().max(2048).optional(),
  storeUrl: z.string().max(2048).optional(),
  releasedAt: isoDay.or(z.literal('')).optional(),
  description: z.string().max(2000).optional(),
  descriptionEn: z.string().max(2000).optional(),
});

export const ImageBody = z.object({
  image: z.string().trim().min(1).max(2048),
  componentCodes: z.array(z.string()).max(50).default([]),
  order: z.number().int().min(0).optional(),
});

export const PatternBody = z.object({
  patternName: plainText(100),
  patternCode: z.string().max(40).default(''),
  images: z.array(ImageBody).max(500).default([]),
});

export const ComponentsBody = z.object({ componentCodes: z.array(z.string()).max(50) });

export const PatternsBody = z.object({ patterns: z.array(PatternBody).min(1).max(200) });
/** One pattern or `{patterns}`. */
export const AddPatternsBody = PatternsBody.or(PatternBody.transform((p) => ({ patterns: [p] })));

/** Every browse parameter of product-spec §7 "V2 browse"; each call picks the ones it takes. */
const browseFields = {
  sortField: z.enum(BROWSE_SORTS).optional(),
  categoryCodes: q.list,
  patternCodes: q.list,
  componentCodes: q.list,
  color: colourFilter.optional(),
  minmau: q.int.min(0).max(MAX_MAU).optional(),
  maxmau: q.int.min(0).max(MAX_MAU).optional(),
  limit: q.int.min(1).max(BROWSE_PAGE_MAX).optional(),
  offset: q.int.min(0).max(MAX_WINDOW).optional(),
  single: q.bool.optional(),
  type: APP_TYPE.default('MOBILE'),
  isSelfPublished: q.bool.optional(),
};
/** The library's selection (codes, colour, MAU): component counts under it (`GET /api/v2/codes`) take these too. */
export const selectionFields = (({ categoryCodes, patternCodes, componentCodes, color, minmau, maxmau }) => ({ categoryCodes, patternCodes, componentCodes, color, minmau, maxmau }))(browseFields);
// Parameters a call does not take are ignored (zod strips unknown keys), like any unknown parameter.
/** Every page stays inside Elasticsearch's window: a clear 400, never a refused query. */
const paged = <S extends z.ZodType<{ offset?: number; limit?: number; minmau?: number; maxmau?: number }>>(schema: S) =>
  schema
    .refine((p) => withinWindow(p), { message: WINDOW_MSG, path: ['offset'] })
    .refine((p) => mauRangeInOrder(p.minmau, p.maxmau), { message: MAU_RANGE_MSG, path: ['minmau'] });

const { patternCodes: _p, componentCodes: _c, isSelfPublished: _s, ...appFields } = browseFields;
export const BrowseAppsQuery = paged(z.object(appFields));
const { isSelfPublished: _s2, ...screenFields } = browseFields;
/** Screens (and pattern strips) also take a keyword: the text inside the screens (OCR), Korean or English. */
export const BrowseScreensQuery = paged(z.object({ ...screenFields, keyword: plainText(100).optional() }));
/**
 * Single screens also take `meaning`: with a keyword, the first page is filled with the screens most
 * similar in meaning to it (the search box: "빈 화면 일러스트" finds empty states) after the exact matches.
 */
export const BrowseImagesQuery = paged(z.object({ ...screenFields, keyword: plainText(100).optional(), meaning: q.bool.optional() }));
const { componentCodes: _c2, type: _t, ...contentFields } = browseFields;
export const BrowseContentsQuery = paged(z.object(contentFields));

const SearchQuery = paged(
  z.object({
    keyword: plainText(100),
    exact: q.bool.optional(),
    componentCodes: q.list,
    type: APP_TYPE.default('MOBILE'),
    limit: q.int.min(1).max(100).optional(),
    offset: q.int.min(0).max(MAX_WINDOW).optional(),
  }),
);

/** A screen's id in a path. */
export const ImageIdParams = z.object({ imgId: z.string().min(1).max(64) });
/** How many similar screens to answer (12 unless asked). */
export const SimilarQuery = z.object({ limit: q.int.min(1).max(SIMILAR_SCREENS_MAX).optional() });

export type BrowseQuery = z.infer<typeof BrowseScreensQuery> & { isSelfPublished?: boolean; meaning?: boolean };

/** Character and page bounds of a bookmark list (and any other offset page). */
export const PageQuery = { limit: q.int.min(1).max(100).optional(), offset: q.int.min(0).max(MAX_WINDOW).optional() };

export const browseRequest = (query: Partial<BrowseQuery>) => ({
  sortField: query.sortField ?? '',
  categoryCodes: query.categoryCodes ?? [],
  patternCodes: query.patternCodes ?? [],
  componentCodes: query.componentCodes ?? [],
  color: query.color ?? '',
  minMau: query.minmau,
  maxMau: query.maxmau,
  limit: query.limit ?? 0,
  offset: query.offset ?? 0,
  single: query.single ?? false,
  type: query.type ?? 'MOBILE',
  isSelfPublished: query.isSelfPublished,
  keyword: query.keyword ?? '',
  meaning: query.meaning ?? false,
});

export const searchRequest = (query: z.infer<typeof SearchQuery>) => ({
  keyword: query.keyword,
  exact: query.exact ?? false,
  componentCodes: query.componentCodes ?? [],
  type: query.type,
  limit: query.limit ?? 0,
  offset: query.offset ?? 0,
});
export { SearchQuery };

type Card = Record<string, unknown>;
const isImageCard = (o: Card) => typeof o.imageId === 'string' && 'image' in o;
const isPatternCard = (o: Card) => typeof o.patternId === 'string' && Array.isArray(o.images);
const isAppCard = (o: Card) => typeof o.appId === 'string' && 'appName' in o && !('imageId' in o) && !('patternId' in o);

/**
 * Visits every object of a response, children first, in place (the response is this request's own:
 * decoded from gRPC or built by a view function), replacing each by what `visit` answers; an app
 * card's strip of screens (`screens`) is a picture of the card, not cards, and is left as it is.
 */
const walk = (value: unknown, visit: (o: Card) => Card): unknown => {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = walk(value[i], visit);
    return value;
  }
  if (value && typeof value === 'object') {
    const card = value as Card;
    const strip = isAppCard(card);
    for (const k of Object.keys(card)) if (!(strip && k === 'screens')) card[k] = walk(card[k], visit);
    return visit(card);
  }
  return value;
};

/** Every app and screen id in a response (read only). */
const cardIds = (value: unknown, ids: Set<string>): Set<string> => {
  if (Array.isArray(value)) for (const v of value) cardIds(v, ids);
  else if (value && typeof value === 'object') {
    const card = value as Card;
    if (isImageCard(card)) ids.add(card.imageId as string);
    else if (isAppCard(card)) ids.add(card.appId as string);
    const strip = isAppCard(card);
    for (const k of Object.keys(card)) if (!(strip && k === 'screens')) cardIds(card[k], ids);
  }
  return ids;
};

/**
 * §3 like fields on every app, pattern and screen card in a response (lists, pattern strips,
 * groups, app details): `likeCount` as indexed and `myLikeCount` for the signed-in caller (0 or 1;
 * a pattern's is 1 when the caller likes one of its screens). Likes live in the catalog.
 */
export async function withLikes<T>(req: Request, clients: Clients, data: T): Promise<T> {
  const ids = cardIds(data, new Set<string>());
  const liked = new Set<string>();
  if (req.caller.userId && ids.size) {
    const all = [...ids];
    for (let i = 0; i < all.length; i += 500) {
      for (const id of (await clients.catalog.MyLikes({ itemIds: all.slice(i, i + 500) }, callOptions(req))).likedIds) liked.add(id);
    }
  }
  return walk(data, (o) => {
    if (isImageCard(o)) {
      o.likeCount ??= 0;
      o.myLikeCount = liked.has(o.imageId as string) ? 1 : 0;
    } else if (isAppCard(o)) {
      o.likeCount ??= 0;
      o.myLikeCount = liked.has(o.appId as string) ? 1 : 0;
    } else if (isPatternCard(o)) {
      const images = o.images as Card[];
      o.likeCount ??= images.reduce((n, i) => n + Number(i.likeCount ?? 0), 0);
      o.myLikeCount = images.some((i) => i.myLikeCount === 1) ? 1 : 0;
    }
    return o;
  }) as T;
}

/** An app as the REST API shows it (product-spec §3 names). */
export const appView = (app: App) => ({
  appId: app.id,
  appName: app.name,
  appNameEn: app.nameEn,
  type: app.type,
  categoryCodes: app.categoryCodes,
  mau: app.mau,
  image: app.iconUrl,
  storeUrl: app.storeUrl,
  releasedAt: app.releasedAt || null,
  description: app.description,
  descriptionEn: app.descriptionEn,
  likeCount: app.likeCount,
  createdAt: app.createdAt,
  updatedAt: app.updatedAt,
});

export const appDetailView = (detail: AppDetail) => ({
  ...appView(detail.app!),
  patterns: detail.patterns.map((p) => ({
    patternId: p.id,
    patternName: p.name,
    patternCode: p.code,
    images: p.images.map((i) => ({ imageId: i.id, image: i.url, thumbnails: i.thumbnails, componentCodes: i.componentCodes, colors: i.colors, order: i.order, likeCount: i.likeCount, updatedAt: i.updatedAt })),
  })),
});

export const createAppRequest = (body: z.infer<typeof CreateAppBody>) => ({
  type: body.type,
  name: body.appName,
  nameEn: body.appNameEn ?? '',
  categoryCodes: body.categoryCodes,
  mau: body.mau,
  iconUrl: body.image ?? '',
  storeUrl: body.storeUrl ?? '',
  releasedAt: body.releasedAt ?? '',
  releaseStatus: body.releaseStatus,
  description: body.description ?? '',
  descriptionEn: body.descriptionEn ?? '',
});

export const updateAppRequest = (id: string, body: z.infer<typeof UpdateAppBody>) => ({
  id,
  type: body.type,
  name: body.appName,
  nameEn: body.appNameEn,
  categoryCodes: body.categoryCodes ?? [],
  setCategoryCodes: body.categoryCodes !== undefined,
  mau: body.mau,
  iconUrl: body.image,
  storeUrl: body.storeUrl,
  releasedAt: body.releasedAt,
  description: body.description,
  descriptionEn: body.descriptionEn,
});

export const patternsRequest = (appId: string, patterns: z.infer<typeof PatternBody>[], replace: boolean) => ({
  appId,
  replace,
  patterns: patterns.map((p) => ({
    patternName: p.patternName,
    patternCode: p.patternCode,
    images: p.images.map((i) => ({ url: i.image, componentCodes: i.componentCodes, order: i.order ?? 0, colors: [] })),
  })),
});

/** The library's paths (this router, legacy-apps.ts and library.ts). */
const LIBRARY_PATH = /^\/(api\/(apps|image|v2\/(apps|codes|contents|likes|users\/bookmarks))|api\/users\/[^/]+\/bookmarks|uploads)(\/|$)/;

const hasNul = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\u0000') : Array.isArray(value) ? value.some(hasNul) : value !== null && typeof value === 'object' ? Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v)) : false;

/**
 * No text in the library holds a NUL (Postgres cannot store one): a NUL anywhere in a library
 * request's path, query or body is 400 VALIDATION_ERROR before any route runs.
 */
const refuseNul: RequestHandler = (req, _res, next) => {
  if (!LIBRARY_PATH.test(req.path)) return next();
  let path = req.path;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    // express answers a malformed path itself
  }
  if (hasNul(path) || hasNul(req.query) || hasNul(req.body)) {
    return next(validationError('The request is not valid', [{ path: '', message: 'NUL characters are not allowed' }]));
  }
  next();
};

// ── product-spec §7 "V2 browse" apps calls and "Admin apps"; legacy-apps.ts aliases several ──

export const createApp = route(
  {
    method: 'post',
    path: '/api/v2/apps',
    operationId: 'createApp',
    summary: 'Create an app',
    access: 'admin',
    timeoutMs: ADMIN_APP_WRITE_MS,
    body: CreateAppBody,
    bodyName: 'app',
    status: 201,
    response: S.Data(S.AppView),
    errorCodes: ['CODE_EXISTS', 'IMAGE_URL_INVALID'],
  },
  async (req, res, { clients, body }) => {
    const app = await clients.catalog.CreateApp(createAppRequest(body), callOptions(req));
    res.status(201).json({ data: await withLikes(req, clients, appView(app)) });
  },
);

export const browseApps = route(
  {
    method: 'get',
    path: '/api/v2/apps',
    operationId: 'browseApps',
    summary: 'Browse apps with filters and sorting',
    access: 'visitor',
    query: BrowseAppsQuery,
    response: S.Browse(S.AppCard),
  },
  async (req, res, { clients, query }) => {
    const { data, locked } = await clients.search.BrowseApps(browseRequest(query), callOptions(req));
    res.json({ data: await withLikes(req, clients, data), ...(locked && { locked }) });
  },
);

const browsePatterns = route(
  {
    method: 'get',
    path: '/api/v2/apps/patterns',
    operationId: 'browsePatterns',
    summary: 'Browse pattern strips (screens grouped by pattern)',
    access: 'visitor',
    query: BrowseScreensQuery,
    plugin: true,
    errorCodes: ['ACCESS_TOKEN_INVALID'],
    response: S.Browse(S.PatternCard),
  },
  async (req, res, { clients, query }) => {
    const { data, locked } = await clients.search.BrowsePatterns(browseRequest(query), callOptions(req));
    res.json({ data: await withLikes(req, clients, data), ...(locked && { locked }) });
  },
);

const browseScreens = route(
  {
    method: 'get',
    path: '/api/v2/apps/images',
    operationId: 'browseScreens',
    summary: 'Browse single screens',
    access: 'visitor',
    query: BrowseImagesQuery,
    plugin: true,
    errorCodes: ['ACCESS_TOKEN_INVALID'],
    response: S.SearchBoxScreens,
  },
  async (req, res, { clients, query }) => {
    const { data, locked, understood, didYouMean, suggestions } = await clients.search.BrowseImages(browseRequest(query), callOptions(req));
    // The search box (keyword and meaning) also learns what its words were read as (issue 28).
    const searchBox = query.keyword && query.meaning ? { understood, suggestions, ...(didYouMean && { didYouMean }) } : {};
    res.json({ data: await withLikes(req, clients, data), ...(locked && { locked }), ...searchBox });
  },
);

// "More like this" (issue 28): the screen's own card, and other apps' screens like it in the caller's window.
const similarScreens = route(
  {
    method: 'get',
    path: '/api/v2/apps/images/:imgId/similar',
    operationId: 'similarScreens',
    summary: "More like this: other apps' screens like one screen (same pattern, components and colours, nearest in meaning), among those the caller may open",
    access: 'visitor',
    params: ImageIdParams,
    query: SimilarQuery,
    plugin: true,
    response: S.SimilarScreens,
    errorCodes: ['NOT_FOUND', 'MEMBERSHIP_REQUIRED', 'ACCESS_TOKEN_INVALID'],
  },
  async (req, res, { clients, params, query }) => {
    const { source, data } = await clients.search.SimilarScreens({ imageId: params.imgId, limit: query.limit ?? 0 }, callOptions(req));
    const [sourceCard, ...cards] = await withLikes(req, clients, [source!, ...data]);
    res.json({ source: sourceCard, data: cards });
  },
);

export const searchApps = route(
  {
    method: 'get',
    path: '/api/v2/apps/search',
    operationId: 'searchApps',
    summary: 'Search apps by keyword',
    access: 'visitor',
    query: SearchQuery,
    response: S.Browse(S.AppCard),
  },
  async (req, res, { clients, query }) => {
    const { data, locked } = await clients.search.SearchApps(searchRequest(query), callOptions(req));
    res.json({ data: await withLikes(req, clients, data), ...(locked && { locked }) });
  },
);

// The locked app page: what anyone may know of an app, opened or not (proto/search.proto AppProfile).
const getAppProfile = route(
  {
    method: 'get',
    path: '/api/v2/apps/:id/profile',
    operationId: 'getAppProfile',
    summary: 'What anyone may know of an app, also one the caller may not open (the locked app page): no patterns, no screens',
    access: 'visitor',
    params: id,
    response: S.Data(S.AppProfile),
    errorCodes: ['NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    const profile = await clients.search.GetAppProfile({ id: params.id, name: '', type: '' }, callOptions(req));
    res.json({ data: profile });
  },
);

export const updateApp = route(
  {
    method: 'put',
    path: '/api/v2/apps/:id',
    operationId: 'updateApp',
    summary: 'Update an app',
    access: 'admin',
    timeoutMs: ADMIN_APP_WRITE_MS,
    params: id,
    body: UpdateAppBody,
    bodyName: 'app',
    response: S.Data(S.AppView),
    errorCodes: ['NOT_FOUND', 'IMAGE_URL_INVALID'],
  },
  async (req, res, { clients, params, body }) => {
    const app = await clients.catalog.UpdateApp(updateAppRequest(params.id, body), callOptions(req));
    res.json({ data: await withLikes(req, clients, appView(app)) });
  },
);

export const deleteApp = route(
  {
    method: 'delete',
    path: '/api/v2/apps/:id',
    operationId: 'deleteApp',
    summary: 'Delete an app with its patterns and screens',
    access: 'admin',
    params: id,
    response: S.Data(S.Deleted),
    errorCodes: ['NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    await clients.catalog.DeleteApp({ id: params.id }, callOptions(req));
    res.json({ data: { appId: params.id, deleted: true } });
  },
);

const addPatterns = route(
  {
    method: 'post',
    path: '/api/v2/apps/:id/patterns',
    operationId: 'addPatterns',
    summary: 'Add one pattern or several to an app',
    access: 'admin',
    timeoutMs: ADMIN_APP_WRITE_MS,
    params: id,
    body: AddPatternsBody,
    bodyName: 'patterns',
    status: 201,
    response: S.Data(S.AppDetailView),
    errorCodes: ['NOT_FOUND', 'IMAGE_URL_INVALID'],
  },
  async (req, res, { clients, params, body }) => {
    const detail = await clients.catalog.AddPatterns(patternsRequest(params.id, body.patterns, false), callOptions(req));
    res.status(201).json({ data: await withLikes(req, clients, appDetailView(detail)) });
  },
);

const setScreenComponents = route(
  {
    method: 'post',
    path: '/api/v2/apps/images/:imgId/components',
    operationId: 'setScreenComponents',
    summary: "Set a screen's component codes",
    access: 'admin',
    params: imgIdParam,
    body: ComponentsBody,
    bodyName: 'components',
    response: S.Data(S.ComponentsView),
    errorCodes: ['NOT_FOUND'],
  },
  async (req, res, { clients, params, body }) => {
    const image = await clients.catalog.SetImageComponents({ imageId: params.imgId, componentCodes: body.componentCodes }, callOptions(req));
    res.json({
      data: {
        imageId: image.id,
        image: image.url,
        appId: image.appId,
        patternName: image.patternName,
        patternCode: image.patternCode,
        componentCodes: image.componentCodes,
        colors: image.colors,
        updatedAt: image.updatedAt,
      },
    });
  },
);

export const GroupsQuery = z.object({ type: APP_TYPE.default('MOBILE') });

/** Served among the codes (library.ts) and at its legacy path. */
export const listAppGroups = route(
  {
    method: 'get',
    path: '/api/v2/codes/apps/groups',
    operationId: 'listAppGroups',
    summary: 'Apps grouped by category',
    access: 'visitor',
    query: GroupsQuery,
    response: S.Data(z.array(S.AppGroup)),
  },
  async (req, res, { clients, query }) => {
    const { data } = await clients.search.AppGroups({ type: query.type }, callOptions(req));
    res.json({ data: await withLikes(req, clients, data) });
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [createApp, browseApps, browsePatterns, browseScreens, similarScreens, searchApps, getAppProfile, updateApp, deleteApp, addPatterns, setScreenComponents];

/** product-spec §7 "V2 browse" apps calls and "Admin apps". */
export function appsRoutes(deps: RouterDeps): Router {
  const router = Router();
  router.use(refuseNul, imageLinksFor(deps.config.INTERNAL_TOKEN_SECRET).signResponses());
  return mount(ROUTES, deps, router);
}
