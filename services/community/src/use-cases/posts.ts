import { recordAudit, requireRole, requireSignedIn, withTransaction, type Caller, type Pool, type PromiseClient } from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { Comment } from '@screenshelf/kit/gen/screenshelf/community/v1/Comment.js';
import type { ListPostsRequest__Output } from '@screenshelf/kit/gen/screenshelf/community/v1/ListPostsRequest.js';
import type { Post } from '@screenshelf/kit/gen/screenshelf/community/v1/Post.js';
import type { PostInput__Output } from '@screenshelf/kit/gen/screenshelf/community/v1/PostInput.js';
import type { UpdatePostRequest__Output } from '@screenshelf/kit/gen/screenshelf/community/v1/UpdatePostRequest.js';
import {
  admitComment,
  admitReason,
  admitScreenRefs,
  admitSort,
  admitTags,
  admitText,
  admitTitle,
  communityError,
  isUuid,
  page,
  type ScreenRef,
} from './domain.js';
import type { ScreenResolver } from './screens.js';
import * as store from './store.js';

export interface CommunityDeps {
  pool: Pool;
  screens: ScreenResolver;
  catalog: PromiseClient<CatalogClient>;
}

const CODES_CACHE_MS = 60_000;

/** Posts, comments, votes, reports and moderation: the rules applied to the database. */
export function communityActions({ pool, screens, catalog }: CommunityDeps) {
  let codes: { at: number; known: Promise<Set<string>> } | undefined;
  const knownCodes = (token: string) => {
    if (!codes || Date.now() - codes.at > CODES_CACHE_MS) {
      const known = catalog.ListCodes({ type: '' }, { token }).then((r) => new Set(r.codes.map((c) => c.code)));
      known.catch(() => (codes = undefined));
      codes = { at: Date.now(), known };
    }
    return codes.known;
  };

  const isAdmin = (caller: Caller) => caller.role === 'ADMIN';

  /** A post the caller may see (hidden ones only for admins), else POST_NOT_FOUND. */
  async function visiblePost(caller: Caller, postId: string) {
    const row = isUuid(postId) ? await store.getPost(pool, postId) : undefined;
    if (!row || (row.hidden_at && !isAdmin(caller))) throw communityError('POST_NOT_FOUND');
    return row;
  }

  async function toPosts(caller: Caller, token: string, rows: store.PostRow[]): Promise<Post[]> {
    const [users, voted, resolved] = await Promise.all([
      store.usersByIds(pool, rows.map((r) => r.author_id)),
      caller.userId ? store.votedPosts(pool, caller.userId, rows.map((r) => r.id)) : new Set<string>(),
      screens.resolve(rows.map((r) => r.screens), token),
    ]);
    return rows.map((row, i) => {
      const author = users.get(row.author_id);
      return {
        id: row.id,
        title: row.title,
        text: row.body,
        author: { id: row.author_id, name: author?.nickname || author?.name || '', image: author?.image ?? '' },
        screens: resolved[i]!,
        tags: row.tags,
        voteCount: row.vote_count,
        commentCount: row.comment_count,
        voted: voted.has(row.id),
        hidden: row.hidden_at !== null,
        reportCount: isAdmin(caller) ? row.report_count : 0,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        mine: caller.userId === row.author_id,
      };
    });
  }

  /** The author may attach only screens they see themselves, and only ones that are in the library. */
  async function checkScreens(refs: ScreenRef[], token: string) {
    const [resolved] = await screens.resolve([refs], token, true);
    const bad = resolved!.find((s) => s.locked || s.missing || !s.image);
    if (bad) throw communityError('POST_INVALID', 'screen', { id: bad.imageId.slice(0, 60) });
  }

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

    async reportPost(caller: Caller, postId: string, reason: string) {
      requireSignedIn(caller);
      const post = await visiblePost(caller, postId);
      const why = admitReason(reason);
      if (!(await withTransaction(pool, (tx) => store.report(tx, post.id, caller.userId, why)))) throw communityError('POST_NOT_FOUND');
      return { postId: post.id, reported: true };
    },

    async listReports(caller: Caller, token: string, request: { status: string; limit: number; offset: number }) {
      requireRole(caller, 'ADMIN');
      const status = request.status === 'hidden' || request.status === 'all' ? request.status : 'open';
      const { limit, offset } = page(request.limit, request.offset);
      const { rows, reports, total } = await store.listReported(pool, status, limit, offset);
      const posts = await toPosts(caller, token, rows);
      return {
        data: posts.map((post) => ({
          post,
          reports: reports
            .filter((r) => r.post_id === post.id)
            .map((r) => ({ reporterId: r.reporter_id, reason: r.reason, createdAt: r.created_at.toISOString() })),
        })),
        total,
      };
    },

    /** Hide or restore (admins), recorded in the audit log in the same transaction. */
    async setVisibility(caller: Caller, token: string, postId: string, hidden: boolean, reason: string) {
      requireRole(caller, 'ADMIN');
      const why = admitReason(reason);
      const row = await withTransaction(pool, async (tx) => {
        const current = isUuid(postId) ? await store.getPost(tx, postId, true) : undefined;
        if (!current) throw communityError('POST_NOT_FOUND');
        const updated = (await store.setHidden(tx, current.id, hidden))!;
        if ((current.hidden_at !== null) !== hidden) {
          await recordAudit(tx, {
            actor: caller,
            action: hidden ? 'post.hidden' : 'post.restored',
            targetType: 'post',
            targetId: current.id,
            before: { hidden: current.hidden_at !== null },
            after: { hidden, ...(why ? { reason: why } : {}) },
          });
        }
        return updated;
      });
      return (await toPosts(caller, token, [row]))[0]!;
    },
  };
}
export type CommunityActions = ReturnType<typeof communityActions>;
