import { useQuery } from '@tanstack/react-query';
import { ApiError, call, type Body, type Query, type Schema } from '../../../shared/api';
import { putBytes } from '../../marketplace/api';
import type { AppDetail, AppType } from '../../library/api';

/**
 * The admin console's library calls (product-spec §7 "Admin apps", codes, self-published contents).
 * Shapes come from the generated OpenAPI types; the server decides everything (codes, release status).
 */
export type AdminApp = Schema<'App'>;
export type AppFields = Body<'createApp'>;
export type AppChanges = Body<'updateApp'>;
export type NewPattern = Extract<Body<'addPatterns'>, { patterns: unknown }>['patterns'][number];
export type NewCode = Body<'createCode'>;
export type ContentFields = Body<'createContent'>;
export type Content = Schema<'Content'>;
export type ReleaseStatus = NonNullable<AppFields['releaseStatus']>;

// ── Apps ──

type AppsListOp = 'searchApps' | 'browseApps';
type AppsListSource = { [Op in AppsListOp]: { operationId: Op; params: Query<Op> } }[AppsListOp];

/** The apps list: newest change first, or (with a keyword) search; both answer `{data}` of app cards. */
export const appsListSource = (type: AppType, keyword: string): AppsListSource =>
  keyword ? { operationId: 'searchApps', params: { type, keyword } } : { operationId: 'browseApps', params: { type, sortField: 'updatedAt' } };

export const createApp = async (fields: AppFields) => (await call('createApp', { body: fields })).data;

export const updateApp = async (appId: string, changes: AppChanges) => (await call('updateApp', { path: { id: appId }, body: changes })).data;

export const deleteApp = async (appId: string) => (await call('deleteApp', { path: { id: appId } })).data;

/**
 * The admin's view of one app (GET /api/apps/{id}, served by search). Search catches up with a
 * write a moment later: a fresh app may answer NOT_FOUND for a few seconds, a new screen shows
 * without colours until the catalog's colours reach search, and a write shows once search has it.
 * So the app is fetched again, a second apart (at most a minute), while a screen has no colours
 * or `awaited` (what the last write should show) is not yet true.
 */
export function useAdminApp(appId: string, awaited?: (detail: AppDetail) => boolean) {
  return useQuery({
    queryKey: ['admin', 'library', 'app', appId],
    queryFn: async ({ signal }): Promise<AppDetail> => {
      const { patterns, ...app } = (await call('getApp', { path: { id: appId }, signal })).data;
      return { app, patterns: patterns ?? [] };
    },
    staleTime: 0,
    retry: (count, error) => count < 20 && error instanceof ApiError && error.errorCode === 'NOT_FOUND',
    retryDelay: 1000,
    refetchInterval: (query) => {
      const data = query.state.data;
      const waiting = !!data && (hasUncolouredScreens(data) || (!!awaited && !awaited(data)));
      return waiting && query.state.dataUpdateCount < 60 ? 1000 : false;
    },
  });
}

/** Whether a screen still waits for its colours (the server reads them from the pixels). */
export const hasUncolouredScreens = (detail: AppDetail) => detail.patterns.some((p) => p.images.some((s) => !s.colors.length));

// ── Patterns and screens ──

/** POST /api/image: a presigned slot for one screen image (`image` is the URL to save with the screen). */
export const presignImage = async (path: string, contentType: string) => (await call('presignUpload', { body: { path, contentType } })).data;

/** Presigns and PUTs one image with progress (0..1); answers the image URL to save. */
export async function uploadImage(folder: string, file: File, onProgress: (share: number) => void): Promise<string> {
  const slot = await presignImage(`${folder}/${safeName(file.name)}`, file.type || 'application/octet-stream');
  await putBytes(slot, file, onProgress);
  return slot.image;
}

/** A file name as a storage path segment (the server adds its random part). */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+/, '') || 'image';

/** POST /api/v2/apps/{id}/patterns: adds patterns (a pattern whose name exists gets the screens appended). */
export const addPatterns = async (appId: string, patterns: NewPattern[]) =>
  (await call('addPatterns', { path: { id: appId }, body: { patterns } })).data;

/** PUT /api/apps/{appId}/patterns: replaces every pattern of the app with these. */
export const replacePatterns = async (appId: string, patterns: NewPattern[]) =>
  (await call('replacePatterns', { path: { appId }, body: { patterns } })).data;

/** DELETE /api/apps/{appId}/{patternName} (one screen of it with `imageUrl`). */
export const deletePattern = async (appId: string, patternName: string, imageUrl?: string) =>
  (await call('deletePattern', { path: { appId, patternName }, query: { imageUrl } })).data;

/** POST /api/v2/apps/images/{imgId}/components: the screen's component codes, all of them. */
export const setScreenComponents = async (imageId: string, componentCodes: string[]) =>
  (await call('setScreenComponents', { path: { imgId: imageId }, body: { componentCodes } })).data;

// ── Codes ──

export const createCode = async (code: NewCode) => (await call('createCode', { body: code })).data;

// ── Articles (self-published contents) ──

/** Self-published contents, newest first (GET /api/v2/contents?isSelfPublished=true), for the admin list. */
export const SELF_CONTENTS: { operationId: 'browseContents'; params: Query<'browseContents'> } = {
  operationId: 'browseContents',
  params: { isSelfPublished: 'true', sortField: 'updatedAt' },
};

export function useContent(contentId: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'articles', 'one', contentId],
    enabled: !!contentId,
    queryFn: async ({ signal }) => (await call('getContent', { path: { contentId: contentId! }, signal })).data,
  });
}

export const createContent = async (fields: ContentFields) => (await call('createContent', { body: fields })).data;

export const updateContent = async (contentId: string, fields: ContentFields) =>
  (await call('updateContent', { path: { contentId }, body: fields })).data;
