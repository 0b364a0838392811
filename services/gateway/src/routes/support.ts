import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { plainText } from '@screenshelf/kit';
import type { RouterDeps } from './index.js';
import { callOptions } from '../http/caller.js';
import { perMinuteLimit } from '../http/rate-limit.js';
import { langOf } from '../http/lang.js';
import { mount, route, type Route } from '../http/route.js';
import * as S from '../api/schemas.js';

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
 * The body of a one-click unsubscribe is only RFC 8058's marker: whatever comes (the form, multipart,
 * nothing at all) is accepted and the token decides.
 */
const UnsubscribeForm = z
  .object({ 'List-Unsubscribe': z.string().max(20).optional().describe('One-Click, as a mail client sends it') })
  .optional()
  .catch(undefined);

/**
 * The contact form and the visitor subscription are rate limited per address (SUPPORT_PER_MINUTE)
 * on top of the API limit: one limiter for both, made once per router.
 */
const supportLimits = new WeakMap<RouterDeps, RequestHandler>();
const limited = (deps: RouterDeps): RequestHandler[] => {
  let limit = supportLimits.get(deps);
  if (!limit) {
    limit = perMinuteLimit(deps.redis, { prefix: `${deps.config.RATE_LIMIT_PREFIX}support:`, limit: deps.config.SUPPORT_PER_MINUTE, by: 'ip' });
    supportLimits.set(deps, limit);
  }
  return [limit];
};

// ── Support: contact requests and the newsletter (issue 17) ──

const createSupportRequest = route(
  {
    method: 'post',
    path: '/api/v2/support/requests',
    operationId: 'createSupportRequest',
    summary: 'Send a question or a new-app request (visitors give an e-mail; rate limited per address)',
    access: 'visitor',
    body: SupportRequestBody,
    bodyName: 'support request',
    status: 201,
    response: S.Data(S.SupportRequestReceived),
    errorCodes: ['SUPPORT_EMAIL_REQUIRED'],
    tags: ['support'],
  },
  async (req, res, { clients, body }) => {
    const created = await clients.support.CreateRequest(
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
  },
  limited,
);

const listSupportRequests = route(
  {
    method: 'get',
    path: '/api/v2/admin/support/requests',
    operationId: 'listSupportRequests',
    summary: 'Contact requests, newest first, by status and kind',
    access: 'admin',
    query: AdminSupportQuery,
    response: S.Page(S.SupportRequest),
    tags: ['support'],
  },
  async (req, res, { clients, query }) => {
    const { requests, total } = await clients.support.ListRequests(
      { status: query.status ?? '', kind: query.kind ?? '', limit: query.limit ?? 20, offset: query.offset ?? 0 },
      callOptions(req),
    );
    res.json({ data: requests, total });
  },
);

const updateSupportRequest = route(
  {
    method: 'put',
    path: '/api/v2/admin/support/requests/:requestId',
    operationId: 'updateSupportRequest',
    summary: 'Move a request forward (NEW → IN_PROGRESS → DONE) and/or answer it: the answer is e-mailed to the requester once',
    access: 'admin',
    params: RequestIdParam,
    body: UpdateSupportBody,
    bodyName: 'support request change',
    response: S.Data(S.SupportRequest),
    errorCodes: ['SUPPORT_REQUEST_NOT_FOUND', 'SUPPORT_ALREADY_ANSWERED', 'SUPPORT_STATUS_BACKWARDS'],
    tags: ['support'],
  },
  async (req, res, { clients, params, body }) => {
    res.json({ data: await clients.support.UpdateRequest({ id: params.requestId, status: body.status ?? '', answer: body.answer ?? '' }, callOptions(req)) });
  },
);

const getNewsletterSubscription = route(
  {
    method: 'get',
    path: '/api/v2/newsletter/subscription',
    operationId: 'getNewsletterSubscription',
    summary: "The caller's newsletter subscription (NONE when there is none)",
    access: 'signedIn',
    response: S.Data(S.NewsletterSubscription),
    tags: ['support'],
  },
  async (req, res, { clients }) => {
    res.json({ data: await clients.support.GetSubscription({}, callOptions(req)) });
  },
);

const subscribeNewsletter = route(
  {
    method: 'post',
    path: '/api/v2/newsletter/subscription',
    operationId: 'subscribeNewsletter',
    summary: 'Subscribe: signed in, the account address at once; a visitor gives an address that gets a confirmation link (PENDING)',
    access: 'visitor',
    // No body is an empty one: signed in, the account's address needs none.
    body: SubscribeBody.optional(),
    bodyName: 'subscription',
    response: S.Data(S.NewsletterSubscription),
    errorCodes: ['SUPPORT_EMAIL_REQUIRED'],
    tags: ['support'],
  },
  async (req, res, { clients, body }) => {
    res.json({ data: await clients.support.Subscribe({ email: body?.email ?? '', lang: body?.lang ?? langOf(req) }, callOptions(req)) });
  },
  limited,
);

const unsubscribeNewsletter = route(
  {
    method: 'delete',
    path: '/api/v2/newsletter/subscription',
    operationId: 'unsubscribeNewsletter',
    summary: "Unsubscribe the caller's account",
    access: 'signedIn',
    response: S.Data(S.NewsletterSubscription),
    tags: ['support'],
  },
  async (req, res, { clients }) => {
    res.json({ data: await clients.support.Unsubscribe({}, callOptions(req)) });
  },
);

// POST: the mail's link opens the web page, which confirms; a GET (a mail scanner, a prefetch) changes nothing.
const confirmNewsletter = route(
  {
    method: 'post',
    path: '/api/v2/newsletter/confirm',
    operationId: 'confirmNewsletter',
    summary: "Confirm a subscription with the token of the confirmation mail (double opt-in); the mail links to the web page, which posts this (a GET changes nothing)",
    access: 'visitor',
    query: TokenQuery,
    response: S.Data(S.NewsletterSubscription),
    errorCodes: ['NEWSLETTER_TOKEN_INVALID'],
    tags: ['support'],
  },
  async (req, res, { clients, query }) => {
    res.json({ data: await clients.support.ConfirmSubscription({ token: query.token }, callOptions(req)) });
  },
);

// GET only looks (mail scanners open links); POST unsubscribes: the page's button and RFC 8058 one-click.
const newsletterByToken = route(
  {
    method: 'get',
    path: '/api/v2/newsletter/unsubscribe',
    operationId: 'newsletterByToken',
    summary: "The subscription an unsubscribe link is about (changes nothing: mail scanners open links)",
    access: 'visitor',
    query: TokenQuery,
    response: S.Data(S.NewsletterSubscription),
    errorCodes: ['NEWSLETTER_TOKEN_INVALID'],
    tags: ['support'],
  },
  async (req, res, { clients, query }) => {
    res.json({ data: await clients.support.SubscriptionByToken({ token: query.token }, callOptions(req)) });
  },
);

const unsubscribeNewsletterByToken = route(
  {
    method: 'post',
    path: '/api/v2/newsletter/unsubscribe',
    operationId: 'unsubscribeNewsletterByToken',
    summary: 'Unsubscribe with the token of a mail: the one-click unsubscribe of RFC 8058 (List-Unsubscribe-Post) and the page\'s button',
    access: 'visitor',
    query: TokenQuery,
    bodyType: 'form',
    body: UnsubscribeForm,
    response: S.Data(S.NewsletterSubscription),
    errorCodes: ['NEWSLETTER_TOKEN_INVALID'],
    tags: ['support'],
  },
  async (req, res, { clients, query }) => {
    res.json({ data: await clients.support.UnsubscribeByToken({ token: query.token }, callOptions(req)) });
  },
);

const listNewsletterIssues = route(
  {
    method: 'get',
    path: '/api/v2/admin/newsletter/issues',
    operationId: 'listNewsletterIssues',
    summary: 'Newsletter issues, newest first, with how many mails were taken by the mail server',
    access: 'admin',
    query: IssuesQuery,
    response: S.Page(S.NewsletterIssue),
    tags: ['support'],
  },
  async (req, res, { clients, query }) => {
    const { issues, total } = await clients.support.ListIssues({ limit: query.limit ?? 20, offset: query.offset ?? 0 }, callOptions(req));
    res.json({ data: issues, total });
  },
);

const createNewsletterIssue = route(
  {
    method: 'post',
    path: '/api/v2/admin/newsletter/issues',
    operationId: 'createNewsletterIssue',
    summary: 'Write a newsletter issue in Korean and English (a draft)',
    access: 'admin',
    body: IssueBody,
    bodyName: 'newsletter issue',
    status: 201,
    response: S.Data(S.NewsletterIssue),
    tags: ['support'],
  },
  async (req, res, { clients, body }) => {
    res.status(201).json({ data: await clients.support.CreateIssue(body, callOptions(req)) });
  },
);

const previewNewsletterIssue = route(
  {
    method: 'get',
    path: '/api/v2/admin/newsletter/issues/:issueId/preview',
    operationId: 'previewNewsletterIssue',
    summary: 'The mail of an issue as Korean and English subscribers get it, and how many would get it',
    access: 'admin',
    params: IssueIdParam,
    response: S.Data(S.NewsletterPreview),
    errorCodes: ['NEWSLETTER_ISSUE_NOT_FOUND'],
    tags: ['support'],
  },
  async (req, res, { clients, params }) => {
    res.json({ data: await clients.support.PreviewIssue({ id: params.issueId }, callOptions(req)) });
  },
);

const sendNewsletterIssue = route(
  {
    method: 'post',
    path: '/api/v2/admin/newsletter/issues/:issueId/send',
    operationId: 'sendNewsletterIssue',
    summary: 'Send an issue: one mail per active subscriber in their language, each at most once',
    access: 'admin',
    params: IssueIdParam,
    response: S.Data(S.NewsletterIssue),
    errorCodes: ['NEWSLETTER_ISSUE_NOT_FOUND', 'NEWSLETTER_ISSUE_SENT'],
    tags: ['support'],
  },
  async (req, res, { clients, params }) => {
    res.json({ data: await clients.support.SendIssue({ id: params.issueId }, callOptions(req)) });
  },
);

const listMails = route(
  {
    method: 'get',
    path: '/api/v2/admin/mail',
    operationId: 'listMails',
    summary: 'Outgoing mail (answers, confirmations, newsletters), newest first, without bodies; UNKNOWN: the server may or may not have taken it',
    access: 'admin',
    query: MailsQuery,
    response: S.Page(S.MailRecord),
    tags: ['support'],
  },
  async (req, res, { clients, query }) => {
    const { mails, total } = await clients.support.ListMails({ state: query.state ?? '', limit: query.limit ?? 20, offset: query.offset ?? 0 }, callOptions(req));
    res.json({ data: mails, total });
  },
);

const countMails = route(
  {
    method: 'get',
    path: '/api/v2/admin/mail/counts',
    operationId: 'countMails',
    summary: 'How many outgoing mails are in each state',
    access: 'admin',
    response: S.Data(S.MailCounts),
    tags: ['support'],
  },
  async (req, res, { clients }) => {
    const c = await clients.support.CountMails({}, callOptions(req));
    res.json({ data: { PENDING: c.pending, SENDING: c.sending, SENT: c.sent, UNKNOWN: c.unknown, FAILED: c.failed, ALL: c.all } });
  },
);

const resendMail = route(
  {
    method: 'post',
    path: '/api/v2/admin/mail/:mailId/resend',
    operationId: 'resendMail',
    summary: 'Queue an UNKNOWN or FAILED mail again (it may then arrive twice: the admin decides); recorded in the audit log',
    access: 'admin',
    params: MailIdParam,
    response: S.Data(S.MailRecord),
    errorCodes: ['MAIL_NOT_FOUND', 'MAIL_NOT_RESENDABLE'],
    tags: ['support'],
  },
  async (req, res, { clients, params }) => {
    res.json({ data: await clients.support.ResendMail({ id: params.mailId }, callOptions(req)) });
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [
  createSupportRequest,
  listSupportRequests,
  updateSupportRequest,
  getNewsletterSubscription,
  subscribeNewsletter,
  unsubscribeNewsletter,
  confirmNewsletter,
  newsletterByToken,
  unsubscribeNewsletterByToken,
  listNewsletterIssues,
  createNewsletterIssue,
  previewNewsletterIssue,
  sendNewsletterIssue,
  listMails,
  countMails,
  resendMail,
];

/** Contact requests and the newsletter (the community process's Support service). */
export function supportRoutes(deps: RouterDeps): Router {
  return mount(ROUTES, deps, Router());
}
