import { Router } from 'express';
import { z } from 'zod';
import { forbidden, plainText, unauthenticated } from '@screenshelf/kit';
import { callOptions } from '../http/caller.js';
import { parse } from '../http/validate.js';
import { imageLinksFor } from './image-urls.js';
import type { RouterDeps } from './index.js';
import {
  ADMIN_APP_WRITE_MS,
  appView,
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
export const TypeQuery = z.object({ type: z.enum(['MOBILE', 'WEBSITE']).default('MOBILE') });

/** product-spec §7 "Legacy apps": the older paths, exactly as written, over the same services. */
export function legacyAppsRoutes({ clients, config, views, appHandlers: v2 }: RouterDeps): Router {
  const router = Router();
  router.use(imageLinksFor(config.INTERNAL_TOKEN_SECRET).signResponses());

  // Aliases of the v2 operations (same handler, same answer).
  router.post('/api/apps', v2.createApp);

  router.get('/api/apps/', v2.browseApps);

  router.get('/api/apps/search', v2.searchApps);

  router.get('/api/apps/name/:name', async (req, res) => {
    const { type } = parse(TypeQuery, req.query, 'query');
    const { name } = parse(AppNameParams, req.params, 'app name');
    const detail = await clients.search.GetApp({ id: '', name, type }, callOptions(req));
    views.countLater(req, 'APP', detail.app!.appId);
    res.json({ data: await withLikes(req, clients, { ...detail.app!, patterns: detail.patterns }) });
  });

  router.get('/api/apps/maurange', async (req, res) => {
    const { type } = parse(TypeQuery, req.query, 'query');
    const range = await clients.search.MauRange({ type }, callOptions(req));
    res.json({ data: range });
  });

  router.get('/api/apps/group', v2.listAppGroups);

  router.get('/api/apps/:id', async (req, res) => {
    const detail = await clients.search.GetApp({ id: String(req.params.id), name: '', type: '' }, callOptions(req));
    views.countLater(req, 'APP', detail.app!.appId);
    res.json({ data: await withLikes(req, clients, { ...detail.app!, patterns: detail.patterns }) });
  });

  const update = (idOf: (req: import('express').Request) => string) => async (req: import('express').Request, res: import('express').Response) => {
    const body = parse(UpdateAppBody, req.body, 'app');
    const app = await clients.catalog.UpdateApp(updateAppRequest(idOf(req), body), callOptions(req, ADMIN_APP_WRITE_MS));
    res.json({ data: await withLikes(req, clients, appView(app)) });
  };
  // PUT /api/apps/ names the app in the body (appId or id).
  router.put('/api/apps/', update((req) => parse(z.object({ appId: z.string().min(1) }).or(z.object({ id: z.string().min(1) }).transform((b) => ({ appId: b.id }))), req.body, 'app').appId));
  router.put('/api/apps/:id', v2.updateApp);

  router.delete('/api/apps/:id', v2.deleteApp);

  router.post('/api/image', async (req, res) => {
    const body = parse(UploadBody, req.body, 'upload');
    const signed = await clients.catalog.PresignUpload({ path: body.path, contentType: body.contentType ?? '' }, callOptions(req));
    res.status(201).json({ data: { uploadUrl: signed.uploadUrl, method: signed.method, image: signed.fileUrl, key: signed.key, expiresAt: signed.expiresAt } });
  });

  // Adds a pattern (by name, optionally with its code and screens) to an app.
  router.post('/api/apps/:appId/patternName', async (req, res) => {
    const body = parse(PatternBody, req.body, 'pattern');
    const detail = await clients.catalog.AddPatterns(patternsRequest(String(req.params.appId), [body], false), callOptions(req, ADMIN_APP_WRITE_MS));
    res.status(201).json({ data: await withLikes(req, clients, appDetailView(detail)) });
  });

  // Replaces every pattern of an app.
  router.put('/api/apps/:appId/patterns', async (req, res) => {
    const body = parse(ReplacePatternsBody, req.body, 'patterns');
    const detail = await clients.catalog.AddPatterns(patternsRequest(String(req.params.appId), body.patterns, true), callOptions(req, ADMIN_APP_WRITE_MS));
    res.json({ data: await withLikes(req, clients, appDetailView(detail)) });
  });

  router.delete('/api/apps/:appId/:patternName', async (req, res) => {
    const { imageUrl } = parse(DeletePatternQuery, req.query, 'query');
    const result = await clients.catalog.DeletePattern(
      { appId: String(req.params.appId), patternName: String(req.params.patternName), imageUrl: imageUrl ?? '' },
      callOptions(req),
    );
    res.json({ data: { deleted: result.deleted } });
  });

  // Bookmarks: `{userId}` must be the caller; nobody reaches another user's bookmarks.
  const ownPath = (req: import('express').Request) => {
    if (!req.caller.userId) throw unauthenticated();
    if (req.params.userId !== req.caller.userId) throw forbidden('You can only reach your own bookmarks');
  };

  router.get('/api/users/:userId/bookmarks', async (req, res) => {
    ownPath(req);
    const query = parse(LegacyBookmarksQuery, req.query, 'query');
    const { data } = await clients.catalog.ListBookmarks({ targetType: query.type ?? '', appType: '', limit: query.limit ?? 0, offset: query.offset ?? 0 }, callOptions(req));
    res.json({ data: data.map(bookmarkView) });
  });

  router.post('/api/users/:userId/bookmarks', async (req, res) => {
    ownPath(req);
    const body = parse(LegacyBookmarkBody, req.body, 'bookmark');
    const bookmark = await clients.catalog.AddBookmark({ targetType: body.type, targetId: body.id }, callOptions(req));
    res.status(201).json({ data: bookmarkView(bookmark) });
  });

  // PUT sets whether the bookmark stays: `{bookmarked: false}` removes it.
  router.put('/api/users/:userId/bookmarks/:id', async (req, res) => {
    ownPath(req);
    const body = parse(SetBookmarkBody, req.body, 'bookmark');
    const result = await clients.catalog.SetBookmark({ id: String(req.params.id), bookmarked: body.bookmarked }, callOptions(req));
    res.json({ data: result });
  });

  return router;
}
