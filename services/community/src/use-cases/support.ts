import { z } from 'zod';
import {
  countMails,
  domainError,
  isLang,
  isMailState,
  listMails,
  mailById,
  recordAudit,
  resendMail,
  withTransaction,
  parseOrThrow,
  requireRole,
  requireSignedIn,
  type Caller,
  type Pool,
} from '@screenshelf/kit';
import type { CreateIssueRequest__Output as CreateIssueRequest } from '@screenshelf/kit/gen/screenshelf/community/v1/CreateIssueRequest.js';
import type { CreateSupportRequest__Output as CreateSupportRequest } from '@screenshelf/kit/gen/screenshelf/community/v1/CreateSupportRequest.js';
import type { ListIssuesRequest__Output as ListIssuesRequest } from '@screenshelf/kit/gen/screenshelf/community/v1/ListIssuesRequest.js';
import type { ListMailsRequest__Output as ListMailsRequest } from '@screenshelf/kit/gen/screenshelf/community/v1/ListMailsRequest.js';
import type { ListSupportRequestsRequest__Output as ListSupportRequestsRequest } from '@screenshelf/kit/gen/screenshelf/community/v1/ListSupportRequestsRequest.js';
import type { SubscribeRequest__Output as SubscribeRequest } from '@screenshelf/kit/gen/screenshelf/community/v1/SubscribeRequest.js';
import type { UpdateSupportRequestRequest__Output as UpdateSupportRequestRequest } from '@screenshelf/kit/gen/screenshelf/community/v1/UpdateSupportRequestRequest.js';
import { CreateRequest, Email, Issue, page, REQUEST_STATUSES, SUPPORT_LIMITS } from '../domain/support.js';
import * as store from '../store-support.js';

export interface SupportDeps {
  pool: Pool;
  /** The site's public address (PUBLIC_URL), for the links in mails. */
  publicUrl: string;
}

/**
 * The Support use cases (contact requests, newsletter, the outgoing mail) served by the community
 * process (proto/community.proto `service Support`); the mail relay sends what they write.
 */
export function supportActions(deps: SupportDeps) {
  const { pool } = deps;
  const links = { publicUrl: deps.publicUrl.replace(/\/$/, '') };

  return {
    async createRequest(caller: Caller, request: CreateSupportRequest) {
      const body = parseOrThrow(CreateRequest, request, 'support request');
      const email = caller.userId && caller.email ? caller.email : request.email.trim();
      if (!email) throw domainError('SUPPORT_EMAIL_REQUIRED');
      parseOrThrow(Email, email, 'email');
      return store.createRequest(pool, {
        ...body,
        email,
        userId: caller.userId,
        lang: isLang(request.lang) ? request.lang : 'ko',
      });
    },
    async listRequests(caller: Caller, request: ListSupportRequestsRequest) {
      requireRole(caller, 'ADMIN');
      return store.listRequests(pool, { status: request.status, kind: request.kind, ...page(request.limit, request.offset) });
    },
    async updateRequest(caller: Caller, request: UpdateSupportRequestRequest) {
      requireRole(caller, 'ADMIN');
      parseOrThrow(
        z.object({ id: z.uuid(), status: z.enum(['', ...REQUEST_STATUSES]), answer: z.string().trim().max(SUPPORT_LIMITS.answer) }),
        request,
        'support request change',
      );
      return store.updateRequest(pool, request.id, { status: request.status, answer: request.answer.trim() });
    },

    async getSubscription(caller: Caller) {
      requireSignedIn(caller);
      return store.getSubscription(pool, caller.userId);
    },
    async subscribe(caller: Caller, request: SubscribeRequest) {
      const lang = isLang(request.lang) ? request.lang : 'ko';
      if (caller.userId && caller.email) return store.subscribeUser(pool, caller.userId, caller.email, lang);
      if (!request.email.trim()) throw domainError('SUPPORT_EMAIL_REQUIRED');
      return store.subscribeVisitor(pool, parseOrThrow(Email, request.email.trim(), 'email'), lang, links);
    },
    async unsubscribe(caller: Caller) {
      requireSignedIn(caller);
      return store.unsubscribeUser(pool, caller.userId);
    },
    confirmSubscription: (token: string) => store.confirmSubscription(pool, token),
    unsubscribeByToken: (token: string) => store.unsubscribeByToken(pool, token),
    subscriptionByToken: (token: string) => store.subscriptionByToken(pool, token),

    async createIssue(caller: Caller, request: CreateIssueRequest) {
      requireRole(caller, 'ADMIN');
      return store.createIssue(pool, parseOrThrow(Issue, request, 'newsletter issue'), caller.userId!);
    },
    async listIssues(caller: Caller, request: ListIssuesRequest) {
      requireRole(caller, 'ADMIN');
      return store.listIssues(pool, page(request.limit, request.offset));
    },
    async previewIssue(caller: Caller, id: string) {
      requireRole(caller, 'ADMIN');
      parseOrThrow(z.uuid(), id, 'issue id');
      return store.previewIssue(pool, id, links);
    },
    async sendIssue(caller: Caller, id: string) {
      requireRole(caller, 'ADMIN');
      parseOrThrow(z.uuid(), id, 'issue id');
      return store.sendIssue(pool, id, links);
    },

    async listMails(caller: Caller, request: ListMailsRequest) {
      requireRole(caller, 'ADMIN');
      if (request.state && !isMailState(request.state)) throw domainError('VALIDATION_ERROR');
      return listMails(pool, { state: request.state && isMailState(request.state) ? request.state : undefined, ...page(request.limit, request.offset) });
    },
    async countMails(caller: Caller) {
      requireRole(caller, 'ADMIN');
      const counts = await countMails(pool);
      return { pending: counts.PENDING, sending: counts.SENDING, sent: counts.SENT, unknown: counts.UNKNOWN, failed: counts.FAILED, all: counts.ALL };
    },
    /** An UNKNOWN or FAILED mail queued again: the admin's decision (it may arrive twice), audited. */
    async resendMail(caller: Caller, id: string) {
      requireRole(caller, 'ADMIN');
      return withTransaction(pool, async (tx) => {
        const mail = await mailById(tx, id, true);
        if (!mail) throw domainError('MAIL_NOT_FOUND');
        if (mail.state !== 'UNKNOWN' && mail.state !== 'FAILED') throw domainError('MAIL_NOT_RESENDABLE');
        await resendMail(tx, mail.messageId);
        await recordAudit(tx, {
          actor: caller,
          action: 'mail.resent',
          targetType: 'mail',
          targetId: mail.id,
          before: { state: mail.state, lastError: mail.lastError },
          after: { state: 'PENDING' },
        });
        return (await mailById(tx, mail.id))!;
      });
    },
  };
}
export type SupportActions = ReturnType<typeof supportActions>;
