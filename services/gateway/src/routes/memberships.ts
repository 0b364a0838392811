import { cardDigits, cardField, declineVariant, errorMessage, MAX_GROUP_SIZE } from '@screenshelf/kit';
import type { Request, RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { RouterDeps } from './index.js';
import { callOptions } from '../http/caller.js';
import { langOf } from '../http/lang.js';
import { reply } from '../http/reply.js';
import { mount, route, type Route } from '../http/route.js';
import { q, Text, Token } from '../http/validate.js';
import { id, PAYMENT_MS } from '../api/operation.js';
import * as S from '../api/schemas.js';

/** RFC 5321's longest address. */
const Email = Token(254);

// Plan and kind are checked by membership, so a wrong one is its PLAN_INVALID (product-spec §8).
const Plan = Token(40);
const Kind = Token(40);
const Id = Token(64);
const MemberIds = z
  .array(Id)
  .max(MAX_GROUP_SIZE - 1)
  .default([]);
const Reason = Text(500).default('');

/** A card: the provider card window's authKey, or the card itself (billing by card number). */
export const CardBody = z
  .object({
    authKey: Token(300).optional(),
    // Goes to the provider as typed: its refusal of a number it cannot take is PAYMENT_FAILED with the
    // card company's words (§8), which tell a subscriber more than a format error would.
    cardNumber: z
      .string()
      .regex(/^[\d -]{12,23}$/)
      .optional(),
    cardExpirationYear: cardField('cardExpirationYear').optional(),
    cardExpirationMonth: cardField('cardExpirationMonth').optional(),
    customerIdentityNumber: cardField('customerIdentityNumber').optional(),
  })
  .refine((c) => !!c.authKey || !!c.cardNumber, { message: 'authKey or cardNumber is required' });

const toCard = (c: z.infer<typeof CardBody>) => ({
  authKey: c.authKey ?? '',
  cardNumber: cardDigits(c.cardNumber ?? ''),
  cardExpiryYear: c.cardExpirationYear ?? '',
  cardExpiryMonth: c.cardExpirationMonth ?? '',
  customerIdentityNumber: c.customerIdentityNumber ?? '',
});

/** Group Pro: the seats paid for, the manager included (the count chosen on the plan card); absent = the manager and the members named. */
const Seats = z
  .number()
  .int()
  .min(1)
  .max(MAX_GROUP_SIZE)
  .optional()
  .describe('Group Pro: the seats paid for, the manager included; at least 1 + memberIds (absent: exactly them)');
export const SubscribeBody = z.object({ plan: Plan, kind: Kind, memberIds: MemberIds, seats: Seats, card: CardBody.optional() });
export const ReserveBody = z.object({ plan: Plan, kind: Kind, memberIds: MemberIds, seats: Seats });
export const CancellationBody = z.object({ isActive: z.boolean(), cancelReason: Reason });
export const AdminCancellationBody = CancellationBody.extend({ managerId: Id });
export const ProxyPaymentBody = z.object({
  userId: Id,
  plan: Plan,
  kind: Kind,
  memberIds: MemberIds,
  amount: z.number().int().min(0).max(100_000_000).default(0),
  memo: Text(500).default(''),
});
export const RefundBody = z.object({ cancelReason: Reason });
export const CancelProxyBody = z.object({ membershipHistoryId: Id, cancelReason: Reason });

export const UserQuery = z.object({ userId: Id.optional() });
export const ManagerQuery = z.object({ managerId: Id.optional() });
export const PageQuery = z.object({ limit: q.int.min(1).max(100).default(20), offset: q.int.min(0).max(1_000_000).default(0) });
export const RevenueQuery = z.object({ yearmonth: Token(7).default(''), userEmail: Email.default('') });
export const RevenuesQuery = RevenueQuery.extend(PageQuery.shape);
export const PreviewQuery = z.object({
  plan: Plan.default(''),
  kind: Kind.default(''),
  groupSize: q.int.min(1).max(MAX_GROUP_SIZE).default(0),
});
export const GroupValidationQuery = z.object({ email: Email.default('') });
export const FeePreviewQuery = z.object({ groupSize: q.int.min(2).max(MAX_GROUP_SIZE), managerId: Id.optional() });
export const GroupBody = z.object({ memberIds: MemberIds });
export const FreeUserBody = z.object({ isFree: z.boolean() });

/**
 * A membership as the REST answer shows it: a past-due renewal's provider code becomes `decline`,
 * the card company's reason and what to do next in the caller's language (PAYMENT_FAILED's words,
 * the same the checkout answers with; kit payments/declines.ts).
 */
export function membershipAnswer<V extends { declineReason?: string }>(view: V, req: Request) {
  const { declineReason, ...rest } = view;
  if (!declineReason) return rest;
  const variant = declineVariant(declineReason);
  const msg = errorMessage('PAYMENT_FAILED', langOf(req), variant ? { variant } : {}) ?? '';
  return { ...rest, decline: { errorCode: 'PAYMENT_FAILED' as const, reason: declineReason, msg } };
}

/** A refund may come without a body: no reason given. */
const RefundRequest = z.preprocess((body) => body ?? {}, RefundBody);

/** A DELETE body is not always kept by proxies, so the query works too: its fields are read as the body's (the body's win). */
const queryIntoBody: RequestHandler = (req, _res, next) => {
  req.body = { ...(req.query as object), ...((req.body as object | undefined) ?? {}) };
  next();
};

// ── product-spec §7 "Memberships"; shapes in services/membership/README.md ──

const listPlans = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/plans',
    operationId: 'listPlans',
    summary: 'The plans with prices and their state for the caller',
    access: 'visitor',
    query: UserQuery,
    response: S.Data(S.PlanList),
  },
  async (req, res, { clients, query }) => {
    reply(res, await clients.membership.ListPlans({ userId: query.userId ?? '' }, callOptions(req)));
  },
);

const previewPrices = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/previews',
    operationId: 'previewPrices',
    summary: 'Price quotes for a plan, kind and group size',
    access: 'visitor',
    query: PreviewQuery,
    response: S.Data(z.array(S.PriceQuote)),
    errorCodes: ['PLAN_INVALID'],
  },
  async (req, res, { clients, query }) => {
    const { quotes } = await clients.membership.PreviewPrices(query, callOptions(req));
    reply(res, quotes);
  },
);

const listPaymentMethods = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/methods',
    operationId: 'listPaymentMethods',
    summary: "The caller's cards",
    access: 'signedIn',
    query: UserQuery,
    response: S.Data(z.array(S.PaymentMethod)),
  },
  async (req, res, { clients, query }) => {
    reply(res, (await clients.membership.ListMethods({ userId: query.userId ?? '' }, callOptions(req))).methods);
  },
);

// Not in product-spec §7 (which never shows how a card is added): registers a card without subscribing.
const registerPaymentMethod = route(
  {
    method: 'post',
    path: '/api/v2/users/memberships/methods',
    operationId: 'registerPaymentMethod',
    summary: 'Register a card',
    access: 'signedIn',
    timeoutMs: PAYMENT_MS,
    body: CardBody,
    bodyName: 'card',
    status: 201,
    response: S.Data(S.PaymentMethod),
    errorCodes: ['PAYMENT_FAILED'],
  },
  async (req, res, { clients, body }) => {
    reply(res, await clients.membership.RegisterMethod(toCard(body), callOptions(req)), {}, 201);
  },
);

const setMainPaymentMethod = route(
  {
    method: 'post',
    path: '/api/v2/users/memberships/methods/:id/main',
    operationId: 'setMainPaymentMethod',
    summary: 'Make a card the main one',
    access: 'signedIn',
    params: id,
    response: S.Data(z.array(S.PaymentMethod)),
    errorCodes: ['NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    reply(res, (await clients.membership.SetMainMethod({ id: params.id }, callOptions(req))).methods);
  },
);

const deletePaymentMethod = route(
  {
    method: 'delete',
    path: '/api/v2/users/memberships/methods/:id',
    operationId: 'deletePaymentMethod',
    summary: 'Remove a card',
    access: 'signedIn',
    params: id,
    response: S.Data(z.array(S.PaymentMethod)),
    errorCodes: ['NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    reply(res, (await clients.membership.DeleteMethod({ id: params.id }, callOptions(req))).methods);
  },
);

const subscribe = route(
  {
    method: 'post',
    path: '/api/v2/users/memberships',
    operationId: 'subscribe',
    summary:
      'Subscribe to a plan (and pay the first period, at the seats asked for); a declined card is PAYMENT_FAILED worded for the provider\'s reason, with its code in details.reason',
    access: 'signedIn',
    timeoutMs: PAYMENT_MS,
    body: SubscribeBody,
    bodyName: 'subscription',
    status: 201,
    response: S.Data(S.MembershipView),
    errorCodes: [
      'PLAN_INVALID',
      'ALREADY_ACTIVE_SUBSCRIPTION',
      'ALREADY_IN_MEMBERSHIP',
      'PLAN_NOT_GROUP_COMPATIBLE',
      'INVALID_MEMBER_IDS',
      'INVALID_MEMBER_IDS_FORMAT',
      'MEMBER_ALREADY_IN_ANOTHER_GROUP',
      'PAYMENT_FAILED',
      'PAYMENT_METHOD_REQUIRED',
      'PAYMENT_PENDING',
      'IDEMPOTENCY_KEY_IN_USE',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  },
  async (req, res, { clients, body }) => {
    const membership = await clients.membership.Subscribe(
      { plan: body.plan, kind: body.kind, memberIds: body.memberIds, seats: body.seats ?? 0, card: body.card ? toCard(body.card) : undefined },
      callOptions(req),
    );
    reply(res, membershipAnswer(membership, req), {}, 201);
  },
);

const validateGroupMember = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/groups/validation',
    operationId: 'validateGroupMember',
    summary: 'Whether an email can join the caller’s group: the user id to add, never their name; within the per-caller e-mail lookup limit',
    access: 'signedIn',
    query: GroupValidationQuery,
    response: S.Data(S.GroupCandidate),
    errorCodes: ['USER_NOT_FOUND', 'ALREADY_IN_GROUP', 'MEMBER_ALREADY_IN_ANOTHER_GROUP'],
  },
  async (req, res, { clients, query }) => {
    // {userId, email, name: null}: membership answers no name (the manager typed the address and adds by
    // id), and the message's addedAt means nothing before the user is added.
    const { userId, email } = await clients.membership.ValidateGroupMember({ email: query.email }, callOptions(req));
    res.json({ data: { userId, email, name: null } });
  },
  (deps) => [deps.emailLookups],
);

const previewAdditionalFee = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/groups/preview-additional-fee',
    operationId: 'previewAdditionalFee',
    summary: 'The fee of adding members to the group now',
    access: 'signedIn',
    query: FeePreviewQuery,
    response: S.Data(S.AdditionalFee),
    errorCodes: ['MEMBERSHIP_NOT_FOUND'],
  },
  async (req, res, { clients, query }) => {
    reply(res, await clients.membership.PreviewAdditionalFee({ groupSize: query.groupSize, managerId: query.managerId ?? '' }, callOptions(req)));
  },
);

const updateGroup = route(
  {
    method: 'put',
    path: '/api/v2/users/memberships/groups',
    operationId: 'updateGroup',
    summary: "Set the members of the caller's group (charges added members)",
    access: 'signedIn',
    timeoutMs: PAYMENT_MS,
    body: GroupBody,
    bodyName: 'group',
    response: S.Data(S.GroupView),
    errorCodes: ['MEMBERSHIP_NOT_FOUND', 'INVALID_MEMBER_IDS', 'MEMBER_ALREADY_IN_ANOTHER_GROUP', 'PAYMENT_FAILED'],
  },
  async (req, res, { clients, body }) => {
    reply(res, await clients.membership.UpdateGroup({ memberIds: body.memberIds }, callOptions(req)));
  },
);

const payMembership = route(
  {
    method: 'post',
    path: '/api/v2/users/memberships/:id/payments',
    operationId: 'payMembership',
    summary: 'Pay an unpaid membership',
    access: 'signedIn',
    timeoutMs: PAYMENT_MS,
    params: id,
    response: S.Data(S.MembershipView),
    errorCodes: ['MEMBERSHIP_NOT_FOUND', 'PAYMENT_FAILED', 'PAYMENT_METHOD_REQUIRED', 'PAYMENT_PENDING'],
  },
  async (req, res, { clients, params }) => {
    reply(res, membershipAnswer(await clients.membership.PayMembership({ membershipId: params.id }, callOptions(req)), req));
  },
);

const getMyMembership = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/mypage',
    operationId: 'getMyMembership',
    summary: "The caller's membership",
    access: 'signedIn',
    query: UserQuery,
    response: S.Data(S.MembershipView),
  },
  async (req, res, { clients, query }) => {
    reply(res, membershipAnswer(await clients.membership.GetMyMembership({ userId: query.userId ?? '' }, callOptions(req)), req));
  },
);

const listGroupMembers = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/mypage/groups',
    operationId: 'listGroupMembers',
    summary: "The members of the caller's group",
    access: 'signedIn',
    query: ManagerQuery,
    response: S.Data(S.GroupView),
  },
  async (req, res, { clients, query }) => {
    reply(res, await clients.membership.ListGroupMembers({ managerId: query.managerId ?? '' }, callOptions(req)));
  },
);

const listMyPayments = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/mypage/payments',
    operationId: 'listMyPayments',
    summary: "The caller's payments, one page",
    access: 'signedIn',
    query: PageQuery,
    response: S.Page(S.MembershipHistory),
  },
  async (req, res, { clients, query }) => {
    const { histories, total } = await clients.membership.ListPayments({ userId: '', limit: query.limit, offset: query.offset }, callOptions(req));
    reply(res, histories, { total });
  },
);

const listReservations = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/mypage/reservations',
    operationId: 'listReservations',
    summary: "The caller's reserved plan changes",
    access: 'signedIn',
    query: ManagerQuery,
    response: S.Data(z.array(S.Reservation)),
  },
  async (req, res, { clients, query }) => {
    reply(res, (await clients.membership.ListReservations({ managerId: query.managerId ?? '' }, callOptions(req))).reservations);
  },
);

const reservePlan = route(
  {
    method: 'post',
    path: '/api/v2/users/memberships/mypage/reservations',
    operationId: 'reservePlan',
    summary: 'Reserve a plan change for the next period',
    access: 'signedIn',
    body: ReserveBody,
    bodyName: 'reservation',
    status: 201,
    response: S.Data(S.Reservation),
    errorCodes: [
      'PLAN_INVALID',
      'MEMBERSHIP_NOT_FOUND',
      'ALREADY_IN_RESERVATION',
      'ALREADY_IN_RESERVATION_GROUP',
      'PLAN_CHANGE_NOT_ALLOWED',
    ],
  },
  async (req, res, { clients, body }) => {
    reply(res, await clients.membership.ReservePlan({ ...body, seats: body.seats ?? 0 }, callOptions(req)), {}, 201);
  },
);

const cancelReservedPlan = route(
  {
    method: 'put',
    path: '/api/v2/users/memberships/mypage/reservations/cancel',
    operationId: 'cancelReservedPlan',
    summary: 'Cancel the reserved plan change',
    access: 'signedIn',
    response: S.Data(z.array(S.Reservation)),
    errorCodes: ['MEMBERSHIP_NOT_FOUND', 'NOT_FOUND'],
  },
  async (req, res, { clients }) => {
    reply(res, (await clients.membership.CancelReservedPlan({ managerId: '' }, callOptions(req))).reservations);
  },
);

const setCancellation = route(
  {
    method: 'put',
    path: '/api/v2/users/memberships/cancel-reservation',
    operationId: 'setCancellation',
    summary: 'Cancel at the end of the period, or take the cancellation back',
    access: 'signedIn',
    body: CancellationBody,
    bodyName: 'cancellation',
    response: S.Data(S.MembershipView),
    errorCodes: ['MEMBERSHIP_NOT_FOUND', 'ALREADY_CANCEL', 'ALREADY_IN_RESERVATION'],
  },
  async (req, res, { clients, body }) => {
    reply(res, membershipAnswer(await clients.membership.SetCancellation({ membershipId: '', managerId: '', ...body }, callOptions(req)), req));
  },
);

// ── product-spec §7 "Membership admin" ──

const getRevenueTotal = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/admin/revenues/total',
    operationId: 'getRevenueTotal',
    summary: 'Revenue total for a month or an email',
    access: 'admin',
    query: RevenueQuery,
    response: S.Data(S.RevenueTotal),
  },
  async (req, res, { clients, query }) => {
    reply(res, await clients.membership.GetRevenueTotal({ ...query, limit: 0, offset: 0 }, callOptions(req)));
  },
);

const listRevenues = route(
  {
    method: 'get',
    path: '/api/v2/users/memberships/admin/revenues',
    operationId: 'listRevenues',
    summary: 'Payments of every user, one page',
    access: 'admin',
    query: RevenuesQuery,
    response: S.Page(S.MembershipHistory),
  },
  async (req, res, { clients, query }) => {
    const { histories, total } = await clients.membership.ListRevenues(query, callOptions(req));
    reply(res, histories, { total });
  },
);

const refundPayment = route(
  {
    method: 'post',
    path: '/api/v2/users/memberships/admin/revenues/histories/:membershipHistoryId/cancel',
    operationId: 'refundPayment',
    summary: 'Refund a payment',
    access: 'admin',
    timeoutMs: PAYMENT_MS,
    params: z.object({ membershipHistoryId: z.string() }),
    body: RefundRequest,
    bodyName: 'refund',
    response: S.Data(S.MembershipHistory),
    errorCodes: ['PAYMENT_NOT_FOUND', 'PAYMENT_NOT_REFUNDABLE', 'PAYMENT_FAILED'],
  },
  async (req, res, { clients, params, body }) => {
    const history = await clients.membership.RefundPayment({ membershipHistoryId: params.membershipHistoryId, cancelReason: body.cancelReason }, callOptions(req));
    reply(res, history);
  },
);

const adminSetCancellation = route(
  {
    method: 'put',
    path: '/api/v2/users/memberships/admin/:membershipId/cancel-reservation',
    operationId: 'adminSetCancellation',
    summary: "Cancel a user's membership at the end of the period, or take it back",
    access: 'admin',
    params: z.object({ membershipId: z.string() }),
    body: AdminCancellationBody,
    bodyName: 'cancellation',
    response: S.Data(S.MembershipView),
    errorCodes: ['MEMBERSHIP_NOT_FOUND', 'ALREADY_CANCEL', 'ALREADY_IN_RESERVATION'],
  },
  async (req, res, { clients, params, body }) => {
    reply(res, membershipAnswer(await clients.membership.SetCancellation({ membershipId: params.membershipId, ...body }, callOptions(req)), req));
  },
);

const setFreeUser = route(
  {
    method: 'post',
    path: '/api/v2/users/memberships/admin/free-users/:id',
    operationId: 'setFreeUser',
    summary: 'Mark a user as free (served as paid without paying)',
    access: 'admin',
    params: id,
    body: FreeUserBody,
    bodyName: 'free user',
    response: S.Data(S.FreeUser),
    errorCodes: ['USER_NOT_FOUND'],
  },
  async (req, res, { clients, params, body }) => {
    reply(res, await clients.membership.SetFreeUser({ userId: params.id, isFree: body.isFree }, callOptions(req)));
  },
);

const recordProxyPayment = route(
  {
    method: 'post',
    path: '/api/v2/users/memberships/admin/proxy/payments',
    operationId: 'recordProxyPayment',
    summary: 'Record a payment made outside the product',
    access: 'admin',
    timeoutMs: PAYMENT_MS,
    body: ProxyPaymentBody,
    bodyName: 'proxy payment',
    status: 201,
    response: S.Data(S.MembershipHistory),
    errorCodes: ['PLAN_INVALID', 'USER_NOT_FOUND', 'ALREADY_ACTIVE_SUBSCRIPTION'],
  },
  async (req, res, { clients, body }) => {
    reply(res, await clients.membership.RecordProxyPayment(body, callOptions(req)), {}, 201);
  },
);

const cancelProxyPayment = route(
  {
    method: 'delete',
    path: '/api/v2/users/memberships/admin/proxy/payments/cancel',
    operationId: 'cancelProxyPayment',
    summary: 'Cancel a recorded proxy payment (body or query)',
    access: 'admin',
    timeoutMs: PAYMENT_MS,
    query: CancelProxyBody.partial(),
    // What queryIntoBody leaves: the query's fields and the body's, read as one (the id from either).
    body: CancelProxyBody.partial().refine((b) => b.membershipHistoryId !== undefined, { message: 'membershipHistoryId is required, in the body or the query', path: ['membershipHistoryId'] }),
    bodyName: 'proxy payment cancel',
    response: S.Data(S.MembershipHistory),
    errorCodes: ['PAYMENT_NOT_FOUND'],
  },
  async (req, res, { clients, body }) => {
    reply(res, await clients.membership.CancelProxyPayment({ membershipHistoryId: body.membershipHistoryId!, cancelReason: body.cancelReason ?? '' }, callOptions(req)));
  },
  () => [queryIntoBody],
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [
  listPlans,
  previewPrices,
  listPaymentMethods,
  registerPaymentMethod,
  setMainPaymentMethod,
  deletePaymentMethod,
  subscribe,
  validateGroupMember,
  previewAdditionalFee,
  updateGroup,
  payMembership,
  getMyMembership,
  listGroupMembers,
  listMyPayments,
  listReservations,
  reservePlan,
  cancelReservedPlan,
  setCancellation,
  getRevenueTotal,
  listRevenues,
  refundPayment,
  adminSetCancellation,
  setFreeUser,
  recordProxyPayment,
  cancelProxyPayment,
];

/**
 * product-spec §7 "Memberships" and "Membership admin"; shapes in services/membership/README.md.
 * `emailLookups` is the per-caller limit of calls that find a person by e-mail (groups/validation).
 */
export function membershipsRoutes(deps: RouterDeps): Router {
  return mount(ROUTES, deps);
}
