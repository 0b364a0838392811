import { Router } from 'express';
import { z } from 'zod';
import { plainText } from '@screenshelf/kit';
import type { RouterDeps } from './index.js';
import { callOptions } from '../http/caller.js';
import { parse } from '../http/validate.js';
import { perMinuteLimit } from '../http/rate-limit.js';
import { langOf } from '../http/lang.js';

const MESSAGE_MAX = 5000;
const email = z.email().max(254);
const lang = z.enum(['ko', 'en']).optional();

export const SupportRequestBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('QUESTION'), message: plainText(MESSAGE_MAX).pipe(z.string().min(1)), email: email.optional(), lang }),
  z.object({
    kind: z.literal('APP_REQUEST'),
    appName: plainText(100).pipe(z.string().min(1)),
    storeUrl: z.url({ protocol: /^https?$/ }).max(2000).describe("The app's store page (http or https)"),
    message: plainText(MESSAGE_MAX).optional(),
    email: email.optional(),
    lang,
  }),
]);
export const AdminSupportQuery = z.object({
  status: z.enum(['NEW', 'IN_PROGRESS', 'DONE']).optional(),
  kind: z.enum(['QUESTION', 'APP_REQUEST']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export const RequestIdParam = z.object({ requestId: z.uuid() });
export const UpdateSupportBody = z
  .object({
    status: z.enum(['NEW', 'IN_PROGRESS', 'DONE']).optional(),
    answer: z.string().trim().min(1).max(10_000).optional().describe('E-mailed to the requester once; answering sets DONE unless status says otherwise'),
  })
  .refine((b) => b.status || b.answer, 'status or answer');
export const SubscribeBody = z.object({ email: email.optional().describe('Visitors: the address to confirm'), lang });
export const TokenQuery = z.object({ token: z.string().min(1).max(100) });
export const IssueBody = z.object({
  subjectKo: plainText(200).pipe(z.string().min(1)),
  subjectEn: plainText(200).pipe(z.string().min(1)),
  bodyKo: z.string().trim().min(1).max(50_000),
  bodyEn: z.string().trim().min(1).max(50_000),
});
export const IssuesQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).optional(), offset: z.coerce.number().int().min(0).optional() });
export const IssueIdParam = z.object({ issueId: z.uuid() });
export const MailsQuery = z.object({
  state: z.enum(['PENDING', 'SENDING', 'SENT', 'UNKNOWN', 'FAILED']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export const MailIdParam = z.object({ mailId: z.string().max(20) });

/**
 * Contact requests and the newsletter (the community process's Support service). The contact form and
 * the visitor subscription are rate limited per address (SUPPORT_PER_MINUTE) on top of the API limit.
 */
export function supportRoutes({ clients, config, redis }: RouterDeps): Router {
  const router = Router();
  const support = clients.support;
  const limited = perMinuteLimit(redis, { prefix: `${config.RATE_LIMIT_PREFIX}support:`, limit: config.SUPPORT_PER_MINUTE, by: 'ip' });

  router.post('/api/v2/support/requests', limited, async (req, res) => {
    const body = parse(SupportRequestBody, req.body, 'support request');
    const created = await support.CreateRequest(
      {
        kind: body.kind,
        email: body.email ?? '',
        message: body.message ?? '',
        appName: body.kind === 'APP_REQUEST' ? body.appName : '',
        storeUrl: body.kind === 'APP_REQUEST' ? body.storeUrl : '',
        lang: body.lang ?? langOf(req),
      },
      callOptions(req),
    );
    res.status(201).json({ data: { id: created.id, status: created.status, createdAt: created.createdAt } });
  });

  router.get('/api/v2/admin/support/requests', async (req, res) => {
    const q = parse(AdminSupportQuery, req.query, 'query');
    const { requests, total } = await support.ListRequests(
      { status: q.status ?? '', kind: q.kind ?? '', limit: q.limit ?? 20, offset: q.offset ?? 0 },
      callOptions(req),
    );
    res.json({ data: requests, total });
  });

  router.put('/api/v2/admin/support/requests/:requestId', async (req, res) => {
    const { requestId } = parse(RequestIdParam, req.params, 'path');
    const body = parse(UpdateSupportBody, req.body, 'support request change');
    res.json({ data: await support.UpdateRequest({ id: requestId, status: body.status ?? '', answer: body.answer ?? '' }, callOptions(req)) });
  });

  router.get('/api/v2/newsletter/subscription', async (req, res) => {
    res.json({ data: await support.GetSubscription({}, callOptions(req)) });
  });
  router.post('/api/v2/newsletter/subscription', limited, async (req, res) => {
    const body = parse(SubscribeBody, req.body ?? {}, 'subscription');
    res.json({ data: await support.Subscribe({ email: body.email ?? '', lang: body.lang ?? langOf(req) }, callOptions(req)) });
  });
  router.delete('/api/v2/newsletter/subscription', async (req, res) => {
    res.json({ data: await support.Unsubscribe({}, callOptions(req)) });
  });
  // POST: the mail's link opens the web page, which confirms; a GET (a mail scanner, a prefetch) changes nothing.
  router.post('/api/v2/newsletter/confirm', async (req, res) => {
    const { token } = parse(TokenQuery, req.query, 'query');
    res.json({ data: await support.ConfirmSubscription({ token }, callOptions(req)) });
  });
  // GET only looks (mail scanners open links); POST unsubscribes: the page's button and RFC 8058 one-click.
  router.get('/api/v2/newsletter/unsubscribe', async (req, res) => {
    const { token } = parse(TokenQuery, req.query, 'query');
    res.json({ data: await support.SubscriptionByToken({ token }, callOptions(req)) });
  });
  router.post('/api/v2/newsletter/unsubscribe', async (req, res) => {
    const { token } = parse(TokenQuery, req.query, 'query');
    res.json({ data: await support.UnsubscribeByToken({ token }, callOptions(req)) });
  });

  router.get('/api/v2/admin/newsletter/issues', async (req, res) => {
    const q = parse(IssuesQuery, req.query, 'query');
    const { issues, total } = await support.ListIssues({ limit: q.limit ?? 20, offset: q.offset ?? 0 }, callOptions(req));
    res.json({ data: issues, total });
  });
  router.post('/api/v2/admin/newsletter/issues', async (req, res) => {
    const body = parse(IssueBody, req.body, 'newsletter issue');
    res.status(201).json({ data: await support.CreateIssue(body, callOptions(req)) });
  });
  router.get('/api/v2/admin/newsletter/issues/:issueId/preview', async (req, res) => {
    const { issueId } = parse(IssueIdParam, req.params, 'path');
    res.json({ data: await support.PreviewIssue({ id: issueId }, callOptions(req)) });
  });
  router.post('/api/v2/admin/newsletter/issues/:issueId/send', async (req, res) => {
    const { issueId } = parse(IssueIdParam, req.params, 'path');
    res.json({ data: await support.SendIssue({ id: issueId }, callOptions(req)) });
  });

  router.get('/api/v2/admin/mail', async (req, res) => {
    const q = parse(MailsQuery, req.query, 'query');
    const { mails, total } = await support.ListMails({ state: q.state ?? '', limit: q.limit ?? 20, offset: q.offset ?? 0 }, callOptions(req));
    res.json({ data: mails, total });
  });
  router.get('/api/v2/admin/mail/counts', async (req, res) => {
    const c = await support.CountMails({}, callOptions(req));
    res.json({ data: { PENDING: c.pending, SENDING: c.sending, SENT: c.sent, UNKNOWN: c.unknown, FAILED: c.failed, ALL: c.all } });
  });
  router.post('/api/v2/admin/mail/:mailId/resend', async (req, res) => {
    const { mailId } = parse(MailIdParam, req.params, 'path');
    res.json({ data: await support.ResendMail({ id: mailId }, callOptions(req)) });
  });

  return router;
}
