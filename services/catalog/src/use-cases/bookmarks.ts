import { notFound, parseOrThrow, withTransaction } from '@screenshelf/kit';
import type { AddBookmarkRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/AddBookmarkRequest.js';
import type { ListBookmarksRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/ListBookmarksRequest.js';
import { BookmarkListQuery, BookmarkTarget } from '../domain/library.js';
import { appOfItem, bookmarkOwner, deleteBookmark, insertBookmark, listBookmarks as readBookmarks } from '../store.js';
import { isId, type CatalogContext, type SignedIn } from './context.js';

/** A signed-in user's bookmarks of patterns and screens, only of what they may see. */
export function bookmarks(ctx: CatalogContext) {
  const { pool, access } = ctx;

  async function addBookmark(caller: SignedIn, request: AddBookmarkRequest__Output) {
    const target = parseOrThrow(BookmarkTarget, request, 'bookmark');
    await access.assertMayView(caller, await appOfItem(pool, target.targetType, target.targetId), target.targetType === 'PATTERN' ? 'Pattern' : 'Image');
    const id = await withTransaction(pool, (tx) => insertBookmark(tx, caller.userId, target.targetType, target.targetId));
    const [row] = await readBookmarks(pool, caller.userId, { id, limit: 1, offset: 0 });
    return row!;
  }

  async function setBookmark(caller: SignedIn, id: string, bookmarked: boolean) {
    // Someone else's bookmark is answered like a missing one: ids of others are not revealed.
    if (!isId(id) || (await bookmarkOwner(pool, id)) !== caller.userId) throw notFound('Bookmark');
    if (bookmarked) return { id, bookmarked: true };
    await withTransaction(pool, (tx) => deleteBookmark(tx, caller.userId, id));
    return { id, bookmarked: false };
  }

  async function listBookmarks(caller: SignedIn, request: ListBookmarksRequest__Output) {
    const query = parseOrThrow(
      BookmarkListQuery,
      { targetType: request.targetType || undefined, appType: request.appType || undefined, limit: request.limit || undefined, offset: request.offset },
      'bookmark query',
    );
    // A free caller's bookmarks of apps outside the window stay saved but are not shown.
    const appIds = await access.visibleAppIds(caller, query.appType);
    return readBookmarks(pool, caller.userId, { ...query, appIds });
  }

  return { addBookmark, setBookmark, listBookmarks };
}
