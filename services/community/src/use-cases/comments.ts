import { requireSignedIn, withTransaction, type Caller } from '@screenshelf/kit';
import type { Comment } from '@screenshelf/kit/gen/screenshelf/community/v1/Comment.js';
import { admitComment, communityError, page } from '../domain/posts.js';
import * as store from '../store.js';
import type { CommunityContext } from './context.js';

/** Comments on a post the caller may see. */
export function comments({ pool, visiblePost }: CommunityContext) {
  return {
    async listComments(caller: Caller, postId: string, limitIn: number, offsetIn: number) {
      const post = await visiblePost(caller, postId);
      const { limit, offset } = page(limitIn, offsetIn);
      const { rows, total } = await store.listComments(pool, post.id, limit, offset);
      const users = await store.usersByIds(pool, rows.map((r) => r.author_id));
      const comments: Comment[] = rows.map((r) => {
        const u = users.get(r.author_id);
        return { id: r.id, postId: r.post_id, author: { id: r.author_id, name: u?.nickname || u?.name || '', image: u?.image ?? '' }, text: r.body, createdAt: r.created_at.toISOString() };
      });
      return { comments, total };
    },

    async createComment(caller: Caller, postId: string, text: string): Promise<Comment> {
      requireSignedIn(caller);
      const post = await visiblePost(caller, postId);
      const body = admitComment(text);
      const row = await withTransaction(pool, (tx) => store.insertComment(tx, post.id, caller.userId, body));
      if (!row) throw communityError('POST_NOT_FOUND');
      const u = (await store.usersByIds(pool, [caller.userId])).get(caller.userId);
      return { id: row.id, postId: row.post_id, author: { id: caller.userId, name: u?.nickname || u?.name || '', image: u?.image ?? '' }, text: row.body, createdAt: row.created_at.toISOString() };
    },
  };
}
