import { Router } from 'express';
import { z } from 'zod';
import { isoDay, MAU_RANGE_MSG, mauRangeInOrder, plainText, signCallerToken, VISITOR, APP_TYPES } from '@screenshelf/kit';
import type { Bookmark__Output as Bookmark } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Bookmark.js';
import type { ContentSnapshot__Output as ContentSnapshot } from '@screenshelf/kit/gen/screenshelf/events/v1/ContentSnapshot.js';
import type { ProductCode__Output as ProductCode } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/ProductCode.js';
import express from 'express';
import path from 'node:path';
import { attachment } from '../http/attachment.js';
import { callOptions } from '../http/caller.js';
import { q } from '../http/validate.js';
import { mount, route, type Handler, type Route } from '../http/route.js';
import { contentIdParam } from '../api/operation.js';
import * as S from '../api/schemas.js';
import type { RouterDeps } from './index.js';
import { ADMIN_APP_WRITE_MS, BrowseContentsQuery, browseRequest, listAppGroups, PageQuery, selectionFields } from './apps.js';
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
  appType: z.enum(APP_TYPES).optional(),
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
  type: z.enum(APP_TYPES).optional(),
});

// ── product-spec §7 "V2 browse" and "Admin apps": codes, contents, the caller's bookmarks and likes ──

const listCodes = route(
  {
    method: 'get',
    path: '/api/v2/codes',
    operationId: 'listCodes',
    summary: 'List category, pattern or component codes',
    access: 'visitor',
    query: CodesQuery,
    plugin: true,
    errorCodes: ['ACCESS_TOKEN_INVALID'],
    response: S.Data(z.array(S.CodeNode)),
  },
  async (req, res, { clients, query }) => {
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
  },
);

// The landing's statistics: the whole library's totals for every caller (search keeps the answer
// until the catalog changes, at most a minute); browsers and proxies may keep it a minute too.
const getLibraryStats = route(
  {
    method: 'get',
    path: '/api/v2/library/stats',
    operationId: 'getLibraryStats',
    summary: "The whole library's totals for the landing (services, screens, UX patterns in use, last update): the same for every caller",
    access: 'visitor',
    response: S.Data(S.LibraryStats),
  },
  async (req, res, { clients }) => {
    const stats = await clients.search.LibraryStats({}, callOptions(req));
    res.set('cache-control', 'public, max-age=60').json({
      data: { services: stats.apps + stats.websites, apps: stats.apps, websites: stats.websites, screens: stats.screens, patterns: stats.patterns, updatedAt: stats.updatedAt || null },
    });
  },
);

const createCode = route(
  {
    method: 'post',
    path: '/api/v2/codes',
    operationId: 'createCode',
    summary: 'Create a code',
    access: 'admin',
    body: NewCodeBody,
    bodyName: 'code',
    status: 201,
    response: S.Data(S.CodeView),
    errorCodes: ['CODE_EXISTS'],
  },
  async (req, res, { clients, body }) => {
    const code = await clients.catalog.CreateCode(
      { type: body.type, code: body.code, name: body.name, nameEn: body.nameEn ?? '', description: body.description ?? '', parentCode: body.parentCode ?? '', synonyms: body.synonyms ?? [] },
      callOptions(req),
    );
    res.status(201).json({ data: code });
  },
);

const browseContents = route(
  {
    method: 'get',
    path: '/api/v2/contents',
    operationId: 'browseContents',
    summary: 'Browse contents (articles)',
    access: 'visitor',
    query: BrowseContentsQuery,
    response: S.Data(z.array(S.ContentCard)),
  },
  async (req, res, { clients, query }) => {
    const { data } = await clients.search.BrowseContents(browseRequest(query), callOptions(req));
    res.json({ data });
  },
);

const createContent = route(
  {
    method: 'post',
    path: '/api/v2/apps/self-contents',
    operationId: 'createContent',
    summary: 'Create a content',
    access: 'admin',
    timeoutMs: ADMIN_APP_WRITE_MS,
    body: ContentBody,
    bodyName: 'content',
    status: 201,
    response: S.Data(S.ContentView),
  },
  async (req, res, { clients, body }) => {
    const { content } = await clients.catalog.CreateContent({ ...body, id: '' }, callOptions(req));
    res.status(201).json({ data: contentView(content!) });
  },
);

const updateContent = route(
  {
    method: 'put',
    path: '/api/v2/apps/self-contents/:contentId',
    operationId: 'updateContent',
    summary: 'Update a content',
    access: 'admin',
    timeoutMs: ADMIN_APP_WRITE_MS,
    params: contentIdParam,
    body: ContentBody,
    bodyName: 'content',
    response: S.Data(S.ContentView),
    errorCodes: ['NOT_FOUND'],
  },
  async (req, res, { clients, params, body }) => {
    const { content } = await clients.catalog.UpdateContent({ ...body, id: params.contentId }, callOptions(req));
    res.json({ data: contentView(content!) });
  },
);

const getContent = route(
  {
    method: 'get',
    path: '/api/v2/apps/self-contents/:contentId',
    operationId: 'getContent',
    summary: 'Read a content',
    access: 'visitor',
    params: contentIdParam,
    response: S.Data(S.ContentView),
    errorCodes: ['NOT_FOUND', 'MEMBERSHIP_REQUIRED'],
  },
  async (req, res, { clients, views, params }) => {
    const { content } = await clients.catalog.GetContent({ id: params.contentId }, callOptions(req));
    views.countLater(req, 'CONTENT', content!.id);
    res.json({ data: contentView(content!) });
  },
);

/** The caller's bookmarks of one kind (patterns or screens), a page of them. */
const bookmarksOf = (targetType: 'PATTERN' | 'IMAGE'): Handler<{ method: 'get'; path: string; operationId: string; summary: string; access: 'signedIn'; query: typeof BookmarkListQuery; response: z.ZodType }> =>
  async (req, res, { clients, query }) => {
    const { data } = await clients.catalog.ListBookmarks({ targetType, appType: query.type ?? '', limit: query.limit ?? 0, offset: query.offset ?? 0 }, callOptions(req));
    res.json({ data: data.map(bookmarkView) });
  };

const listPatternBookmarks = route(
  {
    method: 'get',
    path: '/api/v2/users/bookmarks/patterns',
    operationId: 'listPatternBookmarks',
    summary: "The caller's pattern bookmarks",
    access: 'signedIn',
    query: BookmarkListQuery,
    response: S.Data(z.array(S.BookmarkView)),
  },
  bookmarksOf('PATTERN'),
);

const listScreenBookmarks = route(
  {
    method: 'get',
    path: '/api/v2/users/bookmarks/images',
    operationId: 'listScreenBookmarks',
    summary: "The caller's screen bookmarks",
    access: 'signedIn',
    query: BookmarkListQuery,
    response: S.Data(z.array(S.BookmarkView)),
  },
  bookmarksOf('IMAGE'),
);

// Likes have no path in product-spec §7; this one is ours (see the README).
const setLike = route(
  {
    method: 'put',
    path: '/api/v2/likes/:itemType/:itemId',
    operationId: 'setLike',
    summary: 'Like or unlike an app or a screen',
    access: 'signedIn',
    params: LikeParams,
    body: LikeBody,
    bodyName: 'like',
    response: S.Data(z.object({ itemType: z.string(), itemId: z.string(), likeCount: z.number().int(), myLikeCount: z.number().int().min(0).max(1) })),
    errorCodes: ['NOT_FOUND'],
  },
  async (req, res, { clients, params, body }) => {
    const state = await clients.catalog.SetLike({ itemType: params.itemType, itemId: params.itemId, liked: body.liked }, callOptions(req));
    res.json({ data: state });
  },
);

// Someone opened a screen (the SPA's viewer): counts towards trending, once per viewer and
// window, and only for a screen the caller may see.
const countScreenView = route(
  {
    method: 'post',
    path: '/api/v2/apps/images/:imgId/views',
    operationId: 'countScreenView',
    summary: 'Count that the caller opened a screen (trending)',
    access: 'visitor',
    params: ViewParams,
    status: 202,
    response: S.Data(z.object({ accepted: z.literal(true), counted: z.boolean() })),
    errorCodes: ['NOT_FOUND', 'MEMBERSHIP_REQUIRED'],
  },
  async (req, res, { views, params }) => {
    await views.limitVisitor(req);
    const counted = await views.count(req, 'IMAGE', params.imgId);
    res.status(202).json({ data: { accepted: true, counted } });
  },
);

/** The library's operations, in the order express matches them (the app groups are served among the codes). */
const LIBRARY_ROUTES: Route[] = [
  listCodes,
  getLibraryStats,
  createCode,
  listAppGroups,
  browseContents,
  createContent,
  updateContent,
  getContent,
  listPatternBookmarks,
  listScreenBookmarks,
  setLike,
  countScreenView,
];

/** Codes, contents, the caller's bookmarks and likes (product-spec §7 "V2 browse", "Admin apps"). */
export function libraryRoutes(deps: RouterDeps): Router {
  const router = Router();
  router.use(imageLinksFor(deps.config.INTERNAL_TOKEN_SECRET).signResponses());
  return mount(LIBRARY_ROUTES, deps, router);
}

// ── Local storage (the default): outside /api, uploads carry their own signature, files are public ──

/**
 * A stored file's key: express 5 gives the `*key` wildcard as its segments, joined back here (the
 * document still says a string).
 */
export const UploadKeyParams = z.object({ key: z.preprocess((key) => (Array.isArray(key) ? key.join('/') : key), z.string()) });

const visitorToken = (config: RouterDeps['config']) => signCallerToken(VISITOR, config.INTERNAL_TOKEN_SECRET);

// Seller uploads and product images (`products/…`) belong to the marketplace, the rest to the catalog.
const ownerOf = (clients: RouterDeps['clients'], key: string) =>
  key.startsWith('products/')
    ? { put: clients.marketplace.PutFile, get: clients.marketplace.GetImage }
    : { put: clients.catalog.PutFile, get: clients.catalog.GetFile };

const rawUpload = express.raw({ type: () => true, limit: '15mb' });

const putUpload = route(
  {
    method: 'put',
    path: '/uploads/*key',
    operationId: 'putUpload',
    summary: 'Store a file at a signed upload URL',
    access: 'visitor',
    params: UploadKeyParams,
    query: UploadQuery,
    bodyType: 'binary',
    status: 201,
    response: S.Data(z.object({ key: z.string(), size: z.number(), image: z.string() })),
    errorCodes: ['UPLOAD_URL_INVALID'],
    tags: ['uploads'],
  },
  async (req, res, { clients, config, params, query, body }) => {
    // An empty PUT has no body to read: the file is empty.
    const data = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    const result = await ownerOf(clients, params.key).put(
      { key: params.key, expires: query.expires, signature: query.signature, data, contentType: req.headers['content-type'] ?? '' },
      { token: await visitorToken(config), deadlineMs: 30_000 },
    );
    // A product's downloadable file is never served at a public link, signed or not.
    const image = result.key.startsWith('products/') && result.key.includes('/files/') ? '' : imageLinksFor(config.INTERNAL_TOKEN_SECRET).sign(`/uploads/${result.key}`);
    res.status(201).json({ data: { key: result.key, size: result.size, image } });
  },
  () => [rawUpload],
);

// Only a link the gateway signed inside a response the caller was entitled to (image-urls.ts);
// cached by the browser until the link expires, never by a shared cache. Content-addressed
// thumbnails and blurred previews need no signature and are cached by anyone for good.
const getUpload = route(
  {
    method: 'get',
    path: '/uploads/*key',
    operationId: 'getUpload',
    summary: 'A stored file, by a link the gateway signed; with `download`, as an attachment of that name',
    access: 'visitor',
    params: UploadKeyParams,
    query: FileQuery,
    plugin: true,
    response: 'file',
    errorCodes: ['NOT_FOUND', 'IMAGE_URL_INVALID'],
    tags: ['uploads'],
  },
  async (req, res, { clients, config, params: { key }, query }) => {
    const cacheControl = isContentAddressed(key) ? IMMUTABLE_CACHE : `private, max-age=${imageLinksFor(config.INTERNAL_TOKEN_SECRET).verify(key, query.exp, query.sig)}, immutable`;
    const file = await ownerOf(clients, key).get({ key }, { token: await visitorToken(config), deadlineMs: 10_000 });
    res.setHeader('content-type', file.contentType);
    res.setHeader('cache-control', cacheControl);
    res.setHeader('x-content-type-options', 'nosniff');
    // Saved under what it is, not its stored key's hash; the extension is the stored file's.
    if (query.download !== undefined) res.setHeader('content-disposition', attachment(query.download, path.extname(key)));
    res.send(Buffer.from(file.data));
  },
);

const UPLOAD_ROUTES: Route[] = [putUpload, getUpload];

/** This file's operations, in the order express matches them: the library's, then the uploads'. */
export const ROUTES: Route[] = [...LIBRARY_ROUTES, ...UPLOAD_ROUTES];

/** Local storage (the default): the signed upload URL from `POST /api/image` and the stored file, passed through to its owner. */
export function uploadsRoutes(deps: RouterDeps): Router {
  return mount(UPLOAD_ROUTES, deps);
}
