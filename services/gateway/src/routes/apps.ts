import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Clients } from '../clients.js';
import { callOptions } from '../http/caller.js';
import { parse, q } from '../http/validate.js';
import type { App__Output as App } from '@screenshelf/kit/gen/screenshelf/catalog/v1/App.js';
import type { AppDetail__Output as AppDetail } from '@screenshelf/kit/gen/screenshelf/catalog/v1/AppDetail.js';

/** product-spec §9: admin app writes get 60 s. */
export const ADMIN_APP_WRITE_MS = 60_000;

const APP_TYPE = z.enum(['MOBILE', 'WEBSITE']);

export const CreateAppBody = z.object({
  appName: z.string().trim().min(1).max(100),
  appNameEn: z.string().trim().max(100).optional(),
  type: APP_TYPE.default('MOBILE'),
  categoryCodes: z.array(z.string()).max(20).default([]),
  mau: z.number().int().min(0).default(0),
  image: z.string().max(2048).optional(),
  storeUrl: z.string().max(2048).optional(),
  releasedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  releaseStatus: z.enum(['RELEASED', 'BETA', 'INTERNAL']).default('RELEASED'),
});

export const UpdateAppBody = z.object({
  appName: z.string().trim().min(1).max(100).optional(),
  appNameEn: z.string().trim().max(100).optional(),
  type: APP_TYPE.optional(),
  categoryCodes: z.array(z.string()).max(20).optional(),
  mau: z.number().int().min(0).optional(),
  image: z.string().max(2048).optional(),
  storeUrl: z.string().max(2048).optional(),
  releasedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).or(z.literal('')).optional(),
});

const ImageBody = z.object({
  image: z.string().trim().min(1).max(2048),
  componentCodes: z.array(z.string()).max(50).default([]),
  order: z.number().int().min(0).optional(),
});

export const PatternBody = z.object({
  patternName: z.string().trim().min(1).max(100),
  patternCode: z.string().max(40).default(''),
  images: z.array(ImageBody).max(500).default([]),
});

export const PatternsBody = z.object({ patterns: z.array(PatternBody).min(1).max(200) });

/** Every browse parameter of product-spec §7 "V2 browse"; each call picks the ones it takes. */
const browseFields = {
  sortField: z.enum(['mau', 'updatedAt', 'trending']).optional(),
  categoryCodes: q.list,
  patternCodes: q.list,
  componentCodes: q.list,
  color: z.string().max(20).optional(),
  minmau: q.int.min(0).optional(),
  maxmau: q.int.min(0).optional(),
  limit: q.int.min(1).max(100).optional(),
  offset: q.int.min(0).optional(),
  single: q.bool.optional(),
  type: APP_TYPE.default('MOBILE'),
  isSelfPublished: q.bool.optional(),
};
// Parameters a call does not take are ignored (zod strips unknown keys), like any unknown parameter.
const { patternCodes: _p, componentCodes: _c, isSelfPublished: _s, ...appFields } = browseFields;
export const BrowseAppsQuery = z.object(appFields);
const { isSelfPublished: _s2, ...screenFields } = browseFields;
const BrowseScreensQuery = z.object(screenFields);
const { componentCodes: _c2, type: _t, ...contentFields } = browseFields;
export const BrowseContentsQuery = z.object(contentFields);

const SearchQuery = z.object({
  keyword: z.string().trim().min(1).max(100),
  exact: q.bool.optional(),
  componentCodes: q.list,
  type: APP_TYPE.optional(),
  limit: q.int.min(1).max(100).optional(),
  offset: q.int.min(0).optional(),
});

export type BrowseQuery = z.infer<typeof BrowseScreensQuery> & { isSelfPublished?: boolean };

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
});

export const searchRequest = (query: z.infer<typeof SearchQuery>) => ({
  keyword: query.keyword,
  exact: query.exact ?? false,
  componentCodes: query.componentCodes ?? [],
  type: query.type ?? '',
  limit: query.limit ?? 0,
  offset: query.offset ?? 0,
});
export { SearchQuery };

/** myLikeCount of each item for the signed-in caller (likes live in the catalog). */
export async function withMyLikes<T extends object>(req: Request, clients: Clients, items: T[], idOf: (item: T) => string) {
  const ids = items.map(idOf).filter(Boolean);
  const liked = req.caller.userId && ids.length ? new Set((await clients.catalog.MyLikes({ itemIds: ids }, callOptions(req))).likedIds) : new Set<string>();
  return items.map((item) => ({ ...item, myLikeCount: liked.has(idOf(item)) ? 1 : 0 }));
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
    images: p.images.map((i) => ({ imageId: i.id, image: i.url, componentCodes: i.componentCodes, colors: i.colors, order: i.order, likeCount: i.likeCount, updatedAt: i.updatedAt })),
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

/** product-spec §7 "V2 browse" apps calls and "Admin apps". */
export function appsRoutes(clients: Clients): Router {
  const router = Router();

  router.post('/api/v2/apps', async (req, res) => {
    const body = parse(CreateAppBody, req.body, 'app');
    const app = await clients.catalog.CreateApp(createAppRequest(body), callOptions(req, ADMIN_APP_WRITE_MS));
    res.status(201).json({ data: appView(app) });
  });

  router.get('/api/v2/apps', async (req, res) => {
    const query = parse(BrowseAppsQuery, req.query, 'query');
    const { data } = await clients.search.BrowseApps(browseRequest(query), callOptions(req));
    res.json({ data: await withMyLikes(req, clients, data, (a) => a.appId) });
  });

  router.get('/api/v2/apps/patterns', async (req, res) => {
    const query = parse(BrowseScreensQuery, req.query, 'query');
    const { data } = await clients.search.BrowsePatterns(browseRequest(query), callOptions(req));
    res.json({ data });
  });

  router.get('/api/v2/apps/images', async (req, res) => {
    const query = parse(BrowseScreensQuery, req.query, 'query');
    const { data } = await clients.search.BrowseImages(browseRequest(query), callOptions(req));
    res.json({ data: await withMyLikes(req, clients, data, (i) => i.imageId) });
  });

  router.get('/api/v2/apps/search', async (req, res) => {
    const query = parse(SearchQuery, req.query, 'query');
    const { data } = await clients.search.SearchApps(searchRequest(query), callOptions(req));
    res.json({ data: await withMyLikes(req, clients, data, (a) => a.appId) });
  });

  router.put('/api/v2/apps/:id', async (req, res) => {
    const body = parse(UpdateAppBody, req.body, 'app');
    const app = await clients.catalog.UpdateApp(updateAppRequest(String(req.params.id), body), callOptions(req, ADMIN_APP_WRITE_MS));
    res.json({ data: appView(app) });
  });

  router.delete('/api/v2/apps/:id', async (req, res) => {
    await clients.catalog.DeleteApp({ id: String(req.params.id) }, callOptions(req));
    res.json({ data: { appId: req.params.id, deleted: true } });
  });

  router.post('/api/v2/apps/:id/patterns', async (req, res) => {
    const body = parse(PatternsBody.or(PatternBody.transform((p) => ({ patterns: [p] }))), req.body, 'patterns');
    const detail = await clients.catalog.AddPatterns(patternsRequest(String(req.params.id), body.patterns, false), callOptions(req, ADMIN_APP_WRITE_MS));
    res.status(201).json({ data: appDetailView(detail) });
  });

  router.post('/api/v2/apps/images/:imgId/components', async (req, res) => {
    const body = parse(z.object({ componentCodes: z.array(z.string()).max(50) }), req.body, 'components');
    const image = await clients.catalog.SetImageComponents({ imageId: String(req.params.imgId), componentCodes: body.componentCodes }, callOptions(req));
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
  });

  return router;
}
