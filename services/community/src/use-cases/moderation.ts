import { recordAudit, requireRole, requireSignedIn, withTransaction, type Caller } from '@screenshelf/kit';
import { admitReason, communityError, isUuid, page } from '../domain/posts.js';
import * as store from '../store.js';
import type { CommunityContext } from './context.js';

/** Reports by readers, and the admins' list of reported posts and their hiding and restoring. */
export function moderation({ pool, visiblePost, toPosts }: CommunityContext) {
  return {
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
