import { notFound, parseOrThrow, withTransaction, type Caller } from '@screenshelf/kit';
import type { SetLikeRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/SetLikeRequest.js';
import { z } from 'zod';
import { LIKE_ITEM_TYPES, uuid } from '../domain/library.js';
import { republishApp } from '../events.js';
import { appOfItem, likedBy, setLike as saveLike } from '../store.js';
import { isId, type CatalogContext, type SignedIn } from './context.js';

/** Likes of apps and screens: counts kept on the item, the app republished with them. */
export function likes(ctx: CatalogContext) {
  const { pool, access } = ctx;

  async function setLike(caller: SignedIn, request: SetLikeRequest__Output) {
    const { itemType, itemId } = parseOrThrow(z.object({ itemType: z.enum(LIKE_ITEM_TYPES), itemId: uuid }), request, 'like');
    await access.assertMayView(caller, await appOfItem(pool, itemType, itemId), itemType === 'APP' ? 'App' : 'Image');
    const result = await withTransaction(pool, async (tx) => {
      const liked = await saveLike(tx, caller.userId, itemType, itemId, request.liked);
      if (liked) await republishApp(tx, liked.appId, false);
      return liked;
    });
    if (!result) throw notFound(itemType === 'APP' ? 'App' : 'Image');
    return { itemType, itemId, likeCount: result.likeCount, myLikeCount: request.liked ? 1 : 0 };
  }

  /** Which of these items the caller likes; a visitor likes none. */
  async function myLikes(caller: Caller, itemIds: string[]) {
    if (!caller.userId) return { likedIds: [] };
    const ids = itemIds.filter(isId).slice(0, 500);
    return { likedIds: ids.length ? await likedBy(pool, caller.userId, ids) : [] };
  }

  return { setLike, myLikes };
}
