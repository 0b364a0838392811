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
  startMailRelay,
  type AsyncHandlers,
  type Lifecycle,
  type MailRelay,
  type Logger,
  type Pool,
  type ServiceBinding,
} from '@screenshelf/kit';
import type { SupportHandlers } from '@screenshelf/kit/gen/screenshelf/community/v1/Support.js';
import type { CommunityConfig } from '../config.js';
import * as store from './store.js';

/** Limits the gateway's schemas share (services/gateway/src/routes/support.ts). */
export const SUPPORT_LIMITS = { message: 5000, appName: 100, answer: 10_000, subject: 200, body: 50_000, email: 254 } as const;

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
const CreateRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('QUESTION'), message: z.string().trim().min(1).max(SUPPORT_LIMITS.message), appName: z.literal(''), storeUrl: z.literal('') }),
  z.object({
    kind: z.literal('APP_REQUEST'),
    message: z.string().trim().max(SUPPORT_LIMITS.message),
    appName: z.string().trim().min(1).max(SUPPORT_LIMITS.appName),
    storeUrl: httpUrl,
  }),
]);
const Email = z.email().max(SUPPORT_LIMITS.email);
const Issue = z.object({
  subjectKo: z.string().trim().min(1).max(SUPPORT_LIMITS.subject),
  subjectEn: z.string().trim().min(1).max(SUPPORT_LIMITS.subject),
  bodyKo: z.string().trim().min(1).max(SUPPORT_LIMITS.body),
  bodyEn: z.string().trim().min(1).max(SUPPORT_LIMITS.body),
});
const page = (limit: number, offset: number) => ({ limit: Math.min(Math.max(limit || 20, 1), 100), offset: Math.max(offset || 0, 0) });

/**
 * The Support service (contact requests, newsletter) served by the community process
 * (proto/community.proto `service Support`), and the relay that sends its mail from the outbox.
 */
export function registerSupport(deps: {
  config: CommunityConfig;
  pool: Pool;
  logger: Logger;
  lifecycle?: Lifecycle;
}): ServiceBinding[] & { mailRelay: MailRelay } {
  const { config, pool, logger } = deps;
  const links = { publicUrl: config.PUBLIC_URL.replace(/\/$/, '') };
  const relay = startMailRelay({ pool, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, pollMs: config.MAIL_POLL_MS, keepDays: config.MAIL_KEEP_DAYS });
  deps.lifecycle?.onClose('mail relay', () => relay.stop());

  const handlers: AsyncHandlers<SupportHandlers> = {
    CreateRequest: async (request, { caller }) => {
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
    ListRequests: async (request, { caller }) => {
      requireRole(caller, 'ADMIN');
      return store.listRequests(pool, { status: request.status, kind: request.kind, ...page(request.limit, request.offset) });
    },
    UpdateRequest: async (request, { caller }) => {
      requireRole(caller, 'ADMIN');
      parseOrThrow(
        z.object({ id: z.uuid(), status: z.enum(['', ...store.REQUEST_STATUSES]), answer: z.string().trim().max(SUPPORT_LIMITS.answer) }),
        request,
        'support request change',
      );
      return store.updateRequest(pool, request.id, { status: request.status, answer: request.answer.trim() });
    },

    GetSubscription: async (_request, { caller }) => {
      requireSignedIn(caller);
      return store.getSubscription(pool, caller.userId);
    },
    Subscribe: async (request, { caller }) => {
      const lang = isLang(request.lang) ? request.lang : 'ko';
      if (caller.userId && caller.email) return store.subscribeUser(pool, caller.userId, caller.email, lang);
      if (!request.email.trim()) throw domainError('SUPPORT_EMAIL_REQUIRED');
      return store.subscribeVisitor(pool, parseOrThrow(Email, request.email.trim(), 'email'), lang, links);
    },
    Unsubscribe: async (_request, { caller }) => {
      requireSignedIn(caller);
      return store.unsubscribeUser(pool, caller.userId);
    },
    ConfirmSubscription: (request) => store.confirmSubscription(pool, request.token),
    UnsubscribeByToken: (request) => store.unsubscribeByToken(pool, request.token),
    SubscriptionByToken: (request) => store.subscriptionByToken(pool, request.token),

    CreateIssue: async (request, { caller }) => {
      requireRole(caller, 'ADMIN');
      return store.createIssue(pool, parseOrThrow(Issue, request, 'newsletter issue'), caller.userId!);
    },
    ListIssues: async (request, { caller }) => {
      requireRole(caller, 'ADMIN');
      return store.listIssues(pool, page(request.limit, request.offset));
    },
    PreviewIssue: async (request, { caller }) => {
      requireRole(caller, 'ADMIN');
      parseOrThrow(z.uuid(), request.id, 'issue id');
      return store.previewIssue(pool, request.id, links);
    },
    SendIssue: async (request, { caller }) => {
      requireRole(caller, 'ADMIN');
      parseOrThrow(z.uuid(), request.id, 'issue id');
      return store.sendIssue(pool, request.id, links);
    },

    ListMails: async (request, { caller }) => {
      requireRole(caller, 'ADMIN');
      if (request.state && !isMailState(request.state)) throw domainError('VALIDATION_ERROR');
      return listMails(pool, { state: request.state && isMailState(request.state) ? request.state : undefined, ...page(request.limit, request.offset) });
    },
    CountMails: async (_request, { caller }) => {
      requireRole(caller, 'ADMIN');
      const counts = await countMails(pool);
      return { pending: counts.PENDING, sending: counts.SENDING, sent: counts.SENT, unknown: counts.UNKNOWN, failed: counts.FAILED, all: counts.ALL };
    },
    /** An UNKNOWN or FAILED mail queued again: the admin's decision (it may arrive twice), audited. */
    ResendMail: async (request, { caller }) => {
      requireRole(caller, 'ADMIN');
      return withTransaction(pool, async (tx) => {
        const mail = await mailById(tx, request.id, true);
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
  // The bindings to serve, and the relay (exposed by the service for tests and a look).
  return Object.assign([{ protoFile: 'community.proto', service: 'screenshelf.community.v1.Support', handlers }], { mailRelay: relay });
}
