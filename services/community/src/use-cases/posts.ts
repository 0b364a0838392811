import { recordAudit, requireSignedIn, withTransaction, type Caller } from '@screenshelf/kit';
import type { ListPostsRequest__Output } from '@screenshelf/kit/gen/screenshelf/community/v1/ListPostsRequest.js';
import type { PostInput__Output } from '@screenshelf/kit/gen/screenshelf/community/v1/PostInput.js';
import type { UpdatePostRequest__Output } from '@screenshelf/kit/gen/screenshelf/community/v1/UpdatePostRequest.js';
import { admitScreenRefs, admitSort, admitTags, admitText, admitTitle, communityError, isUuid, page } from '../domain/posts.js';
import * as store from '../store.js';
import type { CommunityContext } from './context.js';

/** Posts: listing, reading, writing, editing, deleting and voting. */
export function posts({ pool, knownCodes, isAdmin, visiblePost, toPosts, checkScreens }: CommunityContext) {
  return {
    async listPosts(caller: Caller, token: string, request: ListPostsRequest__Output) {
      const { limit, offset } = page(request.limit, request.offset);
      // An author id that is no id names nobody: no posts (never everyone's).
      if (request.authorId && !isUuid(request.authorId)) return { posts: [], total: 0 };
      const { rows, total } = await store.listPosts(pool, {
        sort: admitSort(request.sort),
        limit,
        offset,
        tag: request.tag || undefined,
        authorId: request.authorId || undefined,
      });
      return { posts: await toPosts(caller, token, rows), total };
    },

    async getPost(caller: Caller, token: string, postId: string) {
      const [post] = await toPosts(caller, token, [await visiblePost(caller, postId)]);
      return post!;
    },

    async createPost(caller: Caller, token: string, input: PostInput__Output) {
      requireSignedIn(caller);
      const title = admitTitle(input.title);
      const body = admitText(input.text);
      const refs = admitScreenRefs(input.screens);
      const tags = admitTags(input.tags, input.tags.length ? await knownCodes(token) : new Set());
      if (refs.length) await checkScreens(refs, token);
      const row = await store.insertPost(pool, { authorId: caller.userId, title, body, screens: refs, tags });
      return (await toPosts(caller, token, [row]))[0]!;
    },

    async updatePost(caller: Caller, token: string, request: UpdatePostRequest__Output) {
      requireSignedIn(caller);
      const current = await visiblePost(caller, request.postId);
      if (current.author_id !== caller.userId) throw communityError('NOT_POST_AUTHOR');
      const title = request.title !== undefined ? admitTitle(request.title) : undefined;
      const body = request.text !== undefined ? admitText(request.text) : undefined;
      const refs = request.setScreens ? admitScreenRefs(request.screens) : undefined;
      const tags = request.setTags ? admitTags(request.tags, request.tags.length ? await knownCodes(token) : new Set()) : undefined;
      const added = (refs ?? []).filter((r) => !current.screens.some((c) => c.imageId === r.imageId));
      if (added.length) await checkScreens(added, token);
      const row = await store.updatePost(pool, current.id, { title, body, screens: refs, tags });
      if (!row) throw communityError('POST_NOT_FOUND');
      return (await toPosts(caller, token, [row]))[0]!;
    },

    async deletePost(caller: Caller, postId: string) {
      requireSignedIn(caller);
      const current = await visiblePost(caller, postId);
      if (current.author_id !== caller.userId && !isAdmin(caller)) throw communityError('NOT_POST_AUTHOR');
      const deleted = await withTransaction(pool, async (tx) => {
        const n = await store.deletePost(tx, current.id);
        if (n && current.author_id !== caller.userId) {
          await recordAudit(tx, { actor: caller, action: 'post.deleted', targetType: 'post', targetId: current.id, before: { title: current.title, authorId: current.author_id } });
        }
        return n;
      });
      return { deleted };
    },

    async vote(caller: Caller, postId: string, up: boolean) {
      requireSignedIn(caller);
      const post = await visiblePost(caller, postId);
      const count = await store.vote(pool, post.id, caller.userId, up);
      if (count === undefined) throw communityError('POST_NOT_FOUND');
      return { postId: post.id, voted: up, voteCount: count };
    },
  };
}
