import { domainError, type TextParams } from '@screenshelf/kit';

/** Limits of what a post, a comment and a report may hold. */
export const LIMITS = { title: 200, text: 10_000, screens: 20, tags: 10, comment: 2000, reason: 500 } as const;
export const SORTS = ['new', 'votes', 'trending'] as const;
export type Sort = (typeof SORTS)[number];

/** The community's codes in the kit's catalogue (services/kit/src/messages.ts, "The community"). */
export type CommunityErrorCode = 'POST_NOT_FOUND' | 'NOT_POST_AUTHOR' | 'POST_INVALID' | 'COMMENT_INVALID' | 'REPORT_INVALID';
export const communityError = (code: CommunityErrorCode, variant?: string, params?: TextParams) => domainError(code, { variant, params });

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const clean = (value: string) => value.replace(/\r\n?/g, '\n').trim();

export function admitTitle(title: string): string {
  const t = clean(title);
  if (!t || t.length > LIMITS.title || CONTROL.test(t) || t.includes('\n')) throw communityError('POST_INVALID', 'title', { max: LIMITS.title });
  return t;
}

export function admitText(text: string): string {
  const t = clean(text);
  if (t.length > LIMITS.text || CONTROL.test(t)) throw communityError('POST_INVALID', 'text', { max: LIMITS.text });
  return t;
}

export function admitComment(text: string): string {
  const t = clean(text);
  if (!t || t.length > LIMITS.comment || CONTROL.test(t)) throw communityError('COMMENT_INVALID', undefined, { max: LIMITS.comment });
  return t;
}

export function admitReason(reason: string): string {
  const t = clean(reason);
  if (t.length > LIMITS.reason || CONTROL.test(t)) throw communityError('REPORT_INVALID', undefined, { max: LIMITS.reason });
  return t;
}

/** Tags: distinct codes of the catalog's tree, at most LIMITS.tags. */
export function admitTags(tags: string[], known: Set<string>): string[] {
  const distinct = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  if (distinct.length > LIMITS.tags) throw communityError('POST_INVALID', 'tags', { max: LIMITS.tags });
  for (const tag of distinct) if (!known.has(tag)) throw communityError('POST_INVALID', 'tag', { tag: tag.slice(0, 60) });
  return distinct;
}

export { isUuid } from '@screenshelf/kit';

export interface ScreenRef {
  appId: string;
  imageId: string;
}

/** Distinct screen references in order, at most LIMITS.screens, each with both ids. */
export function admitScreenRefs(screens: ScreenRef[]): ScreenRef[] {
  const seen = new Set<string>();
  const out: ScreenRef[] = [];
  for (const s of screens) {
    const appId = s.appId.trim();
    const imageId = s.imageId.trim();
    if (!appId || !imageId || appId.length > 100 || imageId.length > 100) throw communityError('POST_INVALID', 'screen', { id: imageId.slice(0, 60) || appId.slice(0, 60) });
    if (seen.has(imageId)) continue;
    seen.add(imageId);
    out.push({ appId, imageId });
  }
  if (out.length > LIMITS.screens) throw communityError('POST_INVALID', 'screens', { max: LIMITS.screens });
  return out;
}

export const admitSort = (sort: string): Sort => ((SORTS as readonly string[]).includes(sort) ? (sort as Sort) : 'new');

/** limit 1..100 (default 20), offset 0..10000, like the other lists. */
export const page = (limit: number, offset: number) => ({
  limit: Math.min(Math.max(limit || 20, 1), 100),
  offset: Math.min(Math.max(offset || 0, 0), 10_000),
});

