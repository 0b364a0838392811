import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { forbidden, plainText, unauthenticated, APP_TYPES } from '@screenshelf/kit';
import { callOptions } from '../http/caller.js';
import { alias, mount, route, type Route } from '../http/route.js';
import { appIdParam, bookmarkOwner, id } from '../api/operation.js';
import * as S from '../api/schemas.js';
import { imageLinksFor } from './image-urls.js';
import type { RouterDeps } from './index.js';
import {
  ADMIN_APP_WRITE_MS,
  appView,
  browseApps,
  createApp,
  deleteApp,
  listAppGroups,
  searchApps,
  updateApp,
  appDetailView,
  PageQuery,
  PatternBody,
  patternsRequest,
  UpdateAppBody,
  updateAppRequest,
  withLikes,
} from './apps.js';
import { bookmarkView } from './library.js';

export const AppNameParams = z.object({ name: plainText(200) });
export const LegacyUpdateBody = UpdateAppBody.and(z.object({ appId: z.string().min(1) }).or(z.object({ id: z.string().min(1) })));
export const UploadBody = z.object({ path: z.string().min(1).max(300), contentType: z.string().max(100).optional() });
export const ReplacePatternsBody = z.object({ patterns: z.array(PatternBody).max(200) });
export const DeletePatternQuery = z.object({ imageUrl: z.string().max(2048).optional() });
export const LegacyBookmarksQuery = z.object({ ...PageQuery, type: z.enum(['PATTERN', 'IMAGE']).optional() });
export const LegacyBookmarkBody = z.object({ type: z.enum(['PATTERN', 'IMAGE']), id: z.string().min(1).max(64) });
export const SetBookmarkBody = z.object({ bookmarked: z.boolean() });
export const TypeQuery = z.object({ type: z.enum(APP_TYPES).default('MOBILE') });

// ── product-spec §7 "Legacy apps": the older paths, exactly as written, over the same services ──

const APP_WITH_PATTERNS_ERRORS = ['NOT_FOUND', 'MEMBERSHIP_REQUIRED', 'APP_NOT_RELEASED'];

/** Bookmarks: `{userId}` must be the caller; nobody reaches another user's bookmarks. */
const ownPath = (req: Request) => {
  if (!req.caller.userId) throw unauthenticated();
  if (req.params.userId !== req.caller.userId) throw forbidden('You can only reach your own bookmarks');
};

const getAppByName = route(
  {
    method: 'get',
    path: '/api/apps/name/:name',
    operationId: 'getAppByName',
    summary: 'An app with its patterns, by name',
    access: 'visitor',
    params: AppNameParams,
    query: TypeQuery,
    response: S.Data(S.AppWithPatterns),
    errorCodes: APP_WITH_PATTERNS_ERRORS,
  },
  async (req, res, { clients, views, params, query }) => {
    const detail = await clients.search.GetApp({ id: '', name: params.name, type: query.type }, callOptions(req));
    views.countLater(req, 'APP', detail.app!.appId);
    res.json({ data: await withLikes(req, clients, { ...detail.app!, patterns: detail.patterns }) });
  },
);

const getMauRange = route(
  {
    method: 'get',
    path: '/api/apps/maurange',
    operationId: 'getMauRange',
    summary: 'The smallest and largest MAU of the apps',
    access: 'visitor',
    query: TypeQuery,
    response: S.Data(S.MauRange),
  },
  async (req, res, { clients, query }) => {
    const range = await clients.search.MauRange({ type: query.type }, callOptions(req));
    res.json({ data: range });
  },
);

const getApp = route(
  {
    method: 'get',
    path: '/api/apps/:id',
    operationId: 'getApp',
    summary: 'An app with its patterns, by id',
    access: 'visitor',
    params: id,
    // The plugin inserts an app's first screens (a board's app item) from here.
    plugin: true,
    response: S.Data(S.AppWithPatterns),
    errorCodes: [...APP_WITH_PATTERNS_ERRORS, 'ACCESS_TOKEN_INVALID'],
  },
  async (req, res, { clients, views, params }) => {
    const detail = await clients.search.GetApp({ id: params.id, name: '', type: '' }, callOptions(req));
    views.countLater(req, 'APP', detail.app!.appId);
    res.json({ data: await withLikes(req, clients, { ...detail.app!, patterns: detail.patterns }) });
  },
);

// PUT /api/apps/ names the app in the body (appId or id).
const updateAppByBody = route(
  {
    method: 'put',
    path: '/api/apps/',
    operationId: 'legacyUpdateAppByBody',
    summary: 'Update an app named in the body (appId or id)',
    access: 'admin',
    timeoutMs: ADMIN_APP_WRITE_MS,
    body: LegacyUpdateBody,
    bodyName: 'app',
    response: S.Data(S.AppView),
    errorCodes: ['NOT_FOUND', 'IMAGE_URL_INVALID'],
  },
  async (req, res, { clients, body }) => {
    const appId = 'appId' in body ? body.appId : body.id;
    const app = await clients.catalog.UpdateApp(updateAppRequest(appId, body), callOptions(req));
    res.json({ data: await withLikes(req, clients, appView(app)) });
  },
);

const presignUpload = route(
  {
    method: 'post',
    path: '/api/image',
    operationId: 'presignUpload',
    summary: 'A signed URL to upload a screen image to',
    access: 'admin',
    body: UploadBody,
    bodyName: 'upload',
    status: 201,
    response: S.Data(S.Presigned),
  },
  async (req, res, { clients, body }) => {
    const signed = await clients.catalog.PresignUpload({ path: body.path, contentType: body.contentType ?? '' }, callOptions(req));
    res.status(201).json({ data: { uploadUrl: signed.uploadUrl, method: signed.method, image: signed.fileUrl, key: signed.key, expiresAt: signed.expiresAt } });
  },
);

// Adds a pattern (by name, optionally with its code and screens) to an app.
const addPattern = route(
  {
    method: 'post',
    path: '/api/apps/:appId/patternName',
    operationId: 'addPattern',
    summary: 'Add one pattern to an app',
    access: 'admin',
    timeoutMs: ADMIN_APP_WRITE_MS,
    params: appIdParam,
    body: PatternBody,
    bodyName: 'pattern',
    status: 201,
    response: S.Data(S.AppDetailView),
    errorCodes: ['NOT_FOUND', 'IMAGE_URL_INVALID'],
  },
  async (req, res, { clients, params, body }) => {
    const detail = await clients.catalog.AddPatterns(patternsRequest(params.appId, [body], false), callOptions(req));
    res.status(201).json({ data: await withLikes(req, clients, appDetailView(detail)) });
  },
);

// Replaces every pattern of an app.
const replacePatterns = route(
  {
    method: 'put',
    path: '/api/apps/:appId/patterns',
    operationId: 'replacePatterns',
    summary: 'Replace every pattern of an app',
    access: 'admin',
    timeoutMs: ADMIN_APP_WRITE_MS,
    params: appIdParam,
    body: ReplacePatternsBody,
    bodyName: 'patterns',
    response: S.Data(S.AppDetailView),
    errorCodes: ['NOT_FOUND', 'IMAGE_URL_INVALID'],
  },
  async (req, res, { clients, params, body }) => {
    const detail = await clients.catalog.AddPatterns(patternsRequest(params.appId, body.patterns, true), callOptions(req));
    res.json({ data: await withLikes(req, clients, appDetailView(detail)) });
  },
);

const deletePattern = route(
  {
    method: 'delete',
    path: '/api/apps/:appId/:patternName',
    operationId: 'deletePattern',
    summary: 'Delete a pattern of an app (or one of its screens with imageUrl)',
    access: 'admin',
    params: z.object({ appId: z.string(), patternName: z.string() }),
    query: DeletePatternQuery,
    response: S.Data(z.object({ deleted: z.number() })),
    errorCodes: ['NOT_FOUND', 'NOTHING_TO_DELETE'],
  },
  async (req, res, { clients, params, query }) => {
    const result = await clients.catalog.DeletePattern({ appId: params.appId, patternName: params.patternName, imageUrl: query.imageUrl ?? '' }, callOptions(req));
    res.json({ data: { deleted: result.deleted } });
  },
);

const listBookmarks = route(
  {
    method: 'get',
    path: '/api/users/:userId/bookmarks',
    operationId: 'legacyListBookmarks',
    summary: "The caller's bookmarks (userId must be the caller)",
    access: 'signedIn',
    params: bookmarkOwner,
    query: LegacyBookmarksQuery,
    response: S.Data(z.array(S.BookmarkView)),
    errorCodes: ['FORBIDDEN'],
  },
  async (req, res, { clients, query }) => {
    const { data } = await clients.catalog.ListBookmarks({ targetType: query.type ?? '', appType: '', limit: query.limit ?? 0, offset: query.offset ?? 0 }, callOptions(req));
    res.json({ data: data.map(bookmarkView) });
  },
  () => [ownPathFirst],
);

const addBookmark = route(
  {
    method: 'post',
    path: '/api/users/:userId/bookmarks',
    operationId: 'addBookmark',
    summary: 'Bookmark a pattern or a screen',
    access: 'signedIn',
    params: bookmarkOwner,
    body: LegacyBookmarkBody,
    bodyName: 'bookmark',
    status: 201,
    response: S.Data(S.BookmarkView),
    errorCodes: ['FORBIDDEN', 'NOT_FOUND'],
  },
  async (req, res, { clients, body }) => {
    const bookmark = await clients.catalog.AddBookmark({ targetType: body.type, targetId: body.id }, callOptions(req));
    res.status(201).json({ data: bookmarkView(bookmark) });
  },
  () => [ownPathFirst],
);

// PUT sets whether the bookmark stays: `{bookmarked: false}` removes it.
const setBookmark = route(
  {
    method: 'put',
    path: '/api/users/:userId/bookmarks/:id',
    operationId: 'setBookmark',
    summary: 'Keep or remove a bookmark',
    access: 'signedIn',
    params: bookmarkOwner.extend(id.shape),
    body: SetBookmarkBody,
    bodyName: 'bookmark',
    response: S.Data(S.BookmarkState),
    errorCodes: ['FORBIDDEN', 'NOT_FOUND'],
  },
  async (req, res, { clients, params, body }) => {
    const result = await clients.catalog.SetBookmark({ id: params.id, bookmarked: body.bookmarked }, callOptions(req));
    res.json({ data: result });
  },
  () => [ownPathFirst],
);

/** The owner check runs before the input is read: another user's path is 403 whatever it carries. */
const ownPathFirst: RequestHandler = (req, _res, next) => {
  ownPath(req);
  next();
};

/** This file's operations, in the order express matches them; the aliases answer as their v2 operation. */
export const ROUTES: Route[] = [
  alias(createApp, { method: 'post', path: '/api/apps', operationId: 'legacyCreateApp', summary: 'Create an app (legacy path)' }),
  alias(browseApps, { method: 'get', path: '/api/apps/', operationId: 'legacyBrowseApps', summary: 'Browse apps (legacy path)' }),
  alias(searchApps, { method: 'get', path: '/api/apps/search', operationId: 'legacySearchApps', summary: 'Search apps by keyword (legacy path)' }),
  getAppByName,
  getMauRange,
  alias(listAppGroups, { method: 'get', path: '/api/apps/group', operationId: 'legacyListAppGroups', summary: 'Apps grouped by category (legacy path)', query: TypeQuery }),
  getApp,
  updateAppByBody,
  alias(updateApp, { method: 'put', path: '/api/apps/:id', operationId: 'legacyUpdateApp', summary: 'Update an app (legacy path)' }),
  alias(deleteApp, { method: 'delete', path: '/api/apps/:id', operationId: 'legacyDeleteApp', summary: 'Delete an app (legacy path)' }),
  presignUpload,
  addPattern,
  replacePatterns,
  deletePattern,
  listBookmarks,
  addBookmark,
  setBookmark,
];

export function legacyAppsRoutes(deps: RouterDeps): Router {
  const router = Router();
  router.use(imageLinksFor(deps.config.INTERNAL_TOKEN_SECRET).signResponses());
  return mount(ROUTES, deps, router);
}
