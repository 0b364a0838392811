import { type Caller, type Pool, type PromiseClient } from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { Post } from '@screenshelf/kit/gen/screenshelf/community/v1/Post.js';
import { communityError, isUuid, type ScreenRef } from '../domain/posts.js';
import * as store from '../store.js';
import type { ScreenResolver } from './screens.js';

export interface CommunityDeps {
  pool: Pool;
  screens: ScreenResolver;
  catalog: PromiseClient<CatalogClient>;
}

const CODES_CACHE_MS = 60_000;

/**
 * What the community's use cases share: the dependencies and the steps several of them take (the
 * catalog's tag codes, a post the caller may see, posts as a reader sees them, checking screens).
 */
export function communityContext(deps: CommunityDeps) {
  const { pool, screens, catalog } = deps;
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

  return { ...deps, knownCodes, isAdmin, visiblePost, toPosts, checkScreens };
}

export type CommunityContext = ReturnType<typeof communityContext>;
