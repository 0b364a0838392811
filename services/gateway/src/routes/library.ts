import { Router } from 'express';
import { z } from 'zod';
import { isoDay, MAU_RANGE_MSG, mauRangeInOrder, plainText, signCallerToken, VISITOR } from '@screenshelf/kit';
import type { Bookmark__Output as Bookmark } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Bookmark.js';
import type { ContentSnapshot__Output as ContentSnapshot } from '@screenshelf/kit/gen/screenshelf/events/v1/ContentSnapshot.js';
import type { ProductCode__Output as ProductCode } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/ProductCode.js';
import express from 'express';
import path from 'node:path';
import { attachment } from '../http/attachment.js';
import { callOptions } from '../http/caller.js';
import { parse, q } from '../http/validate.js';
import type { RouterDeps } from './index.js';
import { ADMIN_APP_WRITE_MS, BrowseContentsQuery, browseRequest, listAppGroups, PageQuery, selectionFields } from './apps.js';
import { mount } from '../http/route.js';
import { IMMUTABLE_CACHE, imageLinksFor, isContentAddressed } from './image-urls.js';

/** A bookmark as the REST API shows it (product-spec §3: userId, id, and what it points at). */
export const bookmarkView = (b: Bookmark) => ({
  id: b.id,
  userId: b.userId,
  type: b.targetType,
  targetId: b.targetId,
  appId: b.appId,
  appName: b.appName,
  appType: b.appType,
  patternName: b.patternName,
  patternCode: b.patternCode,
  image: b.image,
  imageId: b.imageId,
  updatedAt: b.updatedAt,
  createdAt: b.createdAt,
});

export const contentView = (c: ContentSnapshot) => ({
  contentId: c.id,
  title: c.title,
  description: c.description,
  body: c.body,
  image: c.image,
  linkUrl: c.linkUrl,
  isSelfPublished: c.isSelfPublished,
  categoryCodes: c.categoryCodes,
  patternCodes: c.patternCodes,
  colors: c.colors,
  appId: c.appId || null,
  mau: c.mau,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

export const ContentBody = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(1000).default(''),
  body: z.string().max(100_000).default(''),
  image: z.string().max(2048).default(''),
  linkUrl: z.string().max(2048).default(''),
  isSelfPublished: z.boolean().default(true),
  categoryCodes: z.array(z.string()).max(20).default([]),
  patternCodes: z.array(z.string()).max(20).default([]),
  appId: z.string().max(64).default(''),
});

export const CodesQuery = z.object({
  type: z.string().min(1).max(20),
  exact: q.bool.optional(),
  appType: z.enum(['MOBILE', 'WEBSITE']).optional(),
  appName: plainText(100).optional(),
  scrapped_date: isoDay.optional(),
  // With type COMPONENT and appType: each component's count is the number of screens browse answers
  // with it added to this selection (issue 27).
  ...selectionFields,
}).refine((p) => mauRangeInOrder(p.minmau, p.maxmau), { message: MAU_RANGE_MSG, path: ['minmau'] });

export const NewCodeBody = z.object({
  type: z.enum(['CATEGORY', 'PATTERN', 'COMPONENT']),
  code: z.string().min(1).max(40),
  name: z.string().min(1).max(100),
  nameEn: z.string().max(100).optional(),
  description: z.string().max(1000).optional(),
  parentCode: z.string().max(40).optional(),
  /** Other words designers use for it, Korean and English: the search box turns them into this code. */
  synonyms: z.array(z.string().min(1).max(60)).max(100).optional(),
});

export const LikeParams = z.object({ itemType: z.enum(['APP', 'IMAGE', 'app', 'image']).transform((t) => t.toUpperCase()), itemId: z.string() });
export const LikeBody = z.object({ liked: z.boolean() });
export const ViewParams = z.object({ imgId: z.string().regex(/^[0-9a-f-]{36}$/i, 'not an id') });
export const UploadQuery = z.object({ expires: z.string().regex(/^\d+$/), signature: z.string().regex(/^[0-9a-f]{64}$/) });
/**
 * A stored file's link: the signature the gateway gave it (`exp`, `sig`; checked by image-urls.ts) and,
 * to download it, the name to save it as (`download`, without extension: the viewer's "OnTalk – Checkout 1").
 */
export const FileQuery = z.object({
  exp: z.string().optional(),
  sig: z.string().optional(),
  download: z.string().max(200).optional(),
});

export const BookmarkListQuery = z.object({
  ...PageQuery,
  type: z.enum(['MOBILE', 'WEBSITE']).optional(),
});

/** Codes, contents, the caller's bookmarks and likes (product-spec §7 "V2 browse", "Admin apps"). */
export function libraryRoutes(deps: RouterDeps): Router {
  const { clients, config, views } = deps;
  const router = Router();
  router.use(imageLinksFor(config.INTERNAL_TOKEN_SECRET).signResponses());

  router.get('/api/v2/codes', async (req, res) => {
    const query = parse(CodesQuery, req.query, 'query');
    if (query.type === 'PRODUCT') {
      // The marketplace's product code tree, in the library codes' shape.
      const toNode = (c: ProductCode): unknown => ({ code: c.code, name: c.name, nameEn: c.nameEn, description: '', count: c.count, children: c.children.map(toNode) });
      const { codes } = await clients.marketplace.ListProductCodes({}, callOptions(req));
      return void res.json({ data: codes.map(toNode) });
    }
    const { data } = await clients.search.ListCodes(
      {
        type: query.type,
        exact: query.exact ?? false,
        appType: query.appType ?? '',
        appName: query.appName ?? '',
        scrappedDate: query.scrapped_date ?? '',
        categoryCodes: query.categoryCodes ?? [],
        patternCodes: query.patternCodes ?? [],
        componentCodes: query.componentCodes ?? [],
        color: query.color ?? '',
        minMau: query.minmau,
        maxMau: query.maxmau,
      },
      callOptions(req),
    );
    res.json({ data });
  });

  // The landing's statistics: the whole library's totals for every caller (search keeps the answer
  // until the catalog changes, at most a minute); browsers and proxies may keep it a minute too.
  router.get('/api/v2/library/stats', async (req, res) => {
    const stats = await clients.search.LibraryStats({}, callOptions(req));
    res.set('cache-control', 'public, max-age=60').json({
      data: { services: stats.apps + stats.websites, apps: stats.apps, websites: stats.websites, screens: stats.screens, patterns: stats.patterns, updatedAt: stats.updatedAt || null },
    });
  });

  router.post('/api/v2/codes', async (req, res) => {
    const body = parse(NewCodeBody, req.body, 'code');
    const code = await clients.catalog.CreateCode(
      { type: body.type, code: body.code, name: body.name, nameEn: body.nameEn ?? '', description: body.description ?? '', parentCode: body.parentCode ?? '', synonyms: body.synonyms ?? [] },
      callOptions(req),
    );
    res.status(201).json({ data: code });
  });

  mount([listAppGroups], deps, router);

  router.get('/api/v2/contents', async (req, res) => {
    const query = parse(BrowseContentsQuery, req.query, 'query');
    const { data } = await clients.search.BrowseContents(browseRequest(query), callOptions(req));
    res.json({ data });
  });

  router.post('/api/v2/apps/self-contents', async (req, res) => {
    const body = parse(ContentBody, req.body, 'content');
    const { content } = await clients.catalog.CreateContent({ ...body, id: '' }, callOptions(req, ADMIN_APP_WRITE_MS));
    res.status(201).json({ data: contentView(content!) });
  });

  router.put('/api/v2/apps/self-contents/:contentId', async (req, res) => {
    const body = parse(ContentBody, req.body, 'content');
    const { content } = await clients.catalog.UpdateContent({ ...body, id: String(req.params.contentId) }, callOptions(req, ADMIN_APP_WRITE_MS));
    res.json({ data: contentView(content!) });
  });

  router.get('/api/v2/apps/self-contents/:contentId', async (req, res) => {
    const { content } = await clients.catalog.GetContent({ id: String(req.params.contentId) }, callOptions(req));
    views.countLater(req, 'CONTENT', content!.id);
    res.json({ data: contentView(content!) });
  });

  for (const [path, targetType] of [['patterns', 'PATTERN'], ['images', 'IMAGE']] as const) {
    router.get(`/api/v2/users/bookmarks/${path}`, async (req, res) => {
      const query = parse(BookmarkListQuery, req.query, 'query');
      const { data } = await clients.catalog.ListBookmarks(
        { targetType, appType: query.type ?? '', limit: query.limit ?? 0, offset: query.offset ?? 0 },
        callOptions(req),
      );
      res.json({ data: data.map(bookmarkView) });
    });
  }

  // Likes have no path in product-spec §7; this one is ours (see the README).
  router.put('/api/v2/likes/:itemType/:itemId', async (req, res) => {
    const { itemType } = parse(LikeParams, req.params, 'path');
    const { liked } = parse(LikeBody, req.body, 'like');
    const state = await clients.catalog.SetLike({ itemType, itemId: String(req.params.itemId), liked }, callOptions(req));
    res.json({ data: state });
  });

  // Someone opened a screen (the SPA's viewer): counts towards trending, once per viewer and
  // window, and only for a screen the caller may see.
  router.post('/api/v2/apps/images/:imgId/views', async (req, res) => {
    const { imgId } = parse(ViewParams, req.params, 'path');
    await views.limitVisitor(req);
    const counted = await views.count(req, 'IMAGE', imgId);
    res.status(202).json({ data: { accepted: true, counted } });
  });

  return router;
}

/**
 * Local storage (the default): the signed upload URL from `POST /api/image` and the stored file,
 * passed through to the catalog. Outside /api: uploads carry their own signature, files are public.
 */
export function uploadsRoutes({ clients, config }: RouterDeps): Router {
  const router = Router();
  const visitorToken = () => signCallerToken(VISITOR, config.INTERNAL_TOKEN_SECRET);
  const keyOf = (req: express.Request) => ([] as string[]).concat(req.params.key as string | string[]).join('/');
  const links = imageLinksFor(config.INTERNAL_TOKEN_SECRET);

  // Seller uploads and product images (`products/…`) belong to the marketplace, the rest to the catalog.
  const ownerOf = (key: string) =>
    key.startsWith('products/')
      ? { put: clients.marketplace.PutFile, get: clients.marketplace.GetImage }
      : { put: clients.catalog.PutFile, get: clients.catalog.GetFile };

  router.put('/uploads/*key', express.raw({ type: () => true, limit: '15mb' }), async (req, res) => {
    const { expires, signature } = parse(UploadQuery, req.query, 'upload URL');
    const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const key = keyOf(req);
    const result = await ownerOf(key).put(
      { key, expires, signature, data, contentType: req.headers['content-type'] ?? '' },
      { token: await visitorToken(), deadlineMs: 30_000 },
    );
    // A product's downloadable file is never served at a public link, signed or not.
    const image = result.key.startsWith('products/') && result.key.includes('/files/') ? '' : links.sign(`/uploads/${result.key}`);
    res.status(201).json({ data: { key: result.key, size: result.size, image } });
  });

  // Only a link the gateway signed inside a response the caller was entitled to (image-urls.ts);
  // cached by the browser until the link expires, never by a shared cache. Content-addressed
  // thumbnails and blurred previews need no signature and are cached by anyone for good.
  router.get('/uploads/*key', async (req, res) => {
    const key = keyOf(req);
    const { download } = parse(FileQuery, req.query, 'query');
    const cacheControl = isContentAddressed(key) ? IMMUTABLE_CACHE : `private, max-age=${links.verify(key, req.query.exp, req.query.sig)}, immutable`;
    const file = await ownerOf(key).get({ key }, { token: await visitorToken(), deadlineMs: 10_000 });
    res.setHeader('content-type', file.contentType);
    res.setHeader('cache-control', cacheControl);
    res.setHeader('x-content-type-options', 'nosniff');
    // Saved under what it is, not its stored key's hash; the extension is the stored file's.
    if (download !== undefined) res.setHeader('content-disposition', attachment(download, path.extname(key)));
    res.send(Buffer.from(file.data));
  });

  return router;
}
