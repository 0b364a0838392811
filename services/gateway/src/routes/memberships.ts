import { declineVariant, errorMessage, MAX_GROUP_SIZE } from '@screenshelf/kit';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Clients } from '../clients.js';
import type { RouterDeps } from './index.js';
import { callOptions } from '../http/caller.js';
import { langOf } from '../http/lang.js';
import { reply } from '../http/reply.js';
import { parse, q, Text, Token } from '../http/validate.js';

const BASE = '/api/v2/users/memberships';
/** product-spec §9: membership creation gets 30 s; calls that reach the payment provider get the same. */
const PAYMENT_MS = 30_000;

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
    cardNumber: z
      .string()
      .regex(/^[\d -]{12,23}$/)
      .optional(),
    cardExpirationYear: z
      .string()
      .regex(/^\d{2}$/)
      .optional(),
    cardExpirationMonth: z
      .string()
      .regex(/^\d{2}$/)
      .optional(),
    customerIdentityNumber: z
      .string()
      .regex(/^\d{6}(\d{4})?$/)
      .optional(),
  })
  .refine((c) => !!c.authKey || !!c.cardNumber, { message: 'authKey or cardNumber is required' });

const toCard = (c: z.infer<typeof CardBody>) => ({
  authKey: c.authKey ?? '',
  cardNumber: (c.cardNumber ?? '').replace(/\D/g, ''),
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

/**
 * product-spec §7 "Memberships" and "Membership admin"; shapes in services/membership/README.md.
 * `emailLookups` is the per-caller limit of calls that find a person by e-mail (groups/validation).
 */
export function membershipsRoutes({ clients, emailLookups }: RouterDeps): Router {
  const router = Router();
  const m = clients.membership;

  router.get(`${BASE}/plans`, async (req, res) => {
    const { userId } = parse(UserQuery, req.query, 'query');
    reply(res, await m.ListPlans({ userId: userId ?? '' }, callOptions(req)));
  });

  router.get(`${BASE}/previews`, async (req, res) => {
    const query = parse(
PreviewQuery, req.query,
      'query',
    );
    const { quotes } = await m.PreviewPrices(query, callOptions(req));
    reply(res, quotes);
  });

  router.get(`${BASE}/methods`, async (req, res) => {
    const { userId } = parse(UserQuery, req.query, 'query');
    reply(res, (await m.ListMethods({ userId: userId ?? '' }, callOptions(req))).methods);
  });

  // Not in product-spec §7 (which never shows how a card is added): registers a card without subscribing.
  router.post(`${BASE}/methods`, async (req, res) => {
    const card = parse(CardBody, req.body, 'card');
    reply(res, await m.RegisterMethod(toCard(card), callOptions(req, PAYMENT_MS)), {}, 201);
  });

  router.post(`${BASE}/methods/:id/main`, async (req, res) => {
    reply(res, (await m.SetMainMethod({ id: String(req.params.id) }, callOptions(req))).methods);
  });

  router.delete(`${BASE}/methods/:id`, async (req, res) => {
    reply(res, (await m.DeleteMethod({ id: String(req.params.id) }, callOptions(req))).methods);
  });

  router.post(BASE, async (req, res) => {
    const body = parse(SubscribeBody, req.body, 'subscription');
    const membership = await m.Subscribe(
      { plan: body.plan, kind: body.kind, memberIds: body.memberIds, seats: body.seats ?? 0, card: body.card ? toCard(body.card) : undefined },
      callOptions(req, PAYMENT_MS),
    );
    reply(res, membershipAnswer(membership, req), {}, 201);
  });

  router.get(`${BASE}/groups/validation`, emailLookups, async (req, res) => {
    const { email } = parse(GroupValidationQuery, req.query, 'query');
    // {userId, email, name: null}: membership answers no name (the manager typed the address and adds by
    // id), and the message's addedAt means nothing before the user is added.
    const { userId, email: address } = await m.ValidateGroupMember({ email }, callOptions(req));
    res.json({ data: { userId, email: address, name: null } });
  });

  router.get(`${BASE}/groups/preview-additional-fee`, async (req, res) => {
    const query = parse(FeePreviewQuery, req.query, 'query');
    reply(res, await m.PreviewAdditionalFee({ groupSize: query.groupSize, managerId: query.managerId ?? '' }, callOptions(req)));
  });

  router.put(`${BASE}/groups`, async (req, res) => {
    const { memberIds } = parse(GroupBody, req.body, 'group');
    reply(res, await m.UpdateGroup({ memberIds }, callOptions(req, PAYMENT_MS)));
  });

  router.post(`${BASE}/:id/payments`, async (req, res) => {
    reply(res, membershipAnswer(await m.PayMembership({ membershipId: String(req.params.id) }, callOptions(req, PAYMENT_MS)), req));
  });

  router.get(`${BASE}/mypage`, async (req, res) => {
    const { userId } = parse(UserQuery, req.query, 'query');
    reply(res, membershipAnswer(await m.GetMyMembership({ userId: userId ?? '' }, callOptions(req)), req));
  });

  router.get(`${BASE}/mypage/groups`, async (req, res) => {
    const { managerId } = parse(ManagerQuery, req.query, 'query');
    reply(res, await m.ListGroupMembers({ managerId: managerId ?? '' }, callOptions(req)));
  });

  router.get(`${BASE}/mypage/payments`, async (req, res) => {
    const { limit, offset } = parse(PageQuery, req.query, 'query');
    const { histories, total } = await m.ListPayments({ userId: '', limit, offset }, callOptions(req));
    reply(res, histories, { total });
  });

  router.get(`${BASE}/mypage/reservations`, async (req, res) => {
    const { managerId } = parse(ManagerQuery, req.query, 'query');
    reply(res, (await m.ListReservations({ managerId: managerId ?? '' }, callOptions(req))).reservations);
  });

  router.post(`${BASE}/mypage/reservations`, async (req, res) => {
    const body = parse(ReserveBody, req.body, 'reservation');
    reply(res, await m.ReservePlan({ ...body, seats: body.seats ?? 0 }, callOptions(req)), {}, 201);
  });

  router.put(`${BASE}/mypage/reservations/cancel`, async (req, res) => {
    reply(res, (await m.CancelReservedPlan({ managerId: '' }, callOptions(req))).reservations);
  });

  router.put(`${BASE}/cancel-reservation`, async (req, res) => {
    const body = parse(CancellationBody, req.body, 'cancellation');
    reply(res, membershipAnswer(await m.SetCancellation({ membershipId: '', managerId: '', ...body }, callOptions(req)), req));
  });

  // ── Membership admin ──
  router.get(`${BASE}/admin/revenues/total`, async (req, res) => {
    const query = parse(RevenueQuery, req.query, 'query');
    reply(res, await m.GetRevenueTotal({ ...query, limit: 0, offset: 0 }, callOptions(req)));
  });

  router.get(`${BASE}/admin/revenues`, async (req, res) => {
    const query = parse(RevenuesQuery, req.query, 'query');
    const { histories, total } = await m.ListRevenues(query, callOptions(req));
    reply(res, histories, { total });
  });

  router.post(`${BASE}/admin/revenues/histories/:membershipHistoryId/cancel`, async (req, res) => {
    const { cancelReason } = parse(RefundBody, req.body ?? {}, 'refund');
    const history = await m.RefundPayment(
      { membershipHistoryId: String(req.params.membershipHistoryId), cancelReason },
      callOptions(req, PAYMENT_MS),
    );
    reply(res, history);
  });

  router.put(`${BASE}/admin/:membershipId/cancel-reservation`, async (req, res) => {
    const body = parse(AdminCancellationBody, req.body, 'cancellation');
    reply(res, membershipAnswer(await m.SetCancellation({ membershipId: String(req.params.membershipId), ...body }, callOptions(req)), req));
  });

  router.post(`${BASE}/admin/free-users/:id`, async (req, res) => {
    const { isFree } = parse(FreeUserBody, req.body, 'free user');
    reply(res, await m.SetFreeUser({ userId: String(req.params.id), isFree }, callOptions(req)));
  });

  router.post(`${BASE}/admin/proxy/payments`, async (req, res) => {
    const body = parse(ProxyPaymentBody, req.body, 'proxy payment');
    reply(res, await m.RecordProxyPayment(body, callOptions(req, PAYMENT_MS)), {}, 201);
  });

  // A DELETE body is not always kept by proxies, so the query works too.
  router.delete(`${BASE}/admin/proxy/payments/cancel`, async (req, res) => {
    const body = parse(
      CancelProxyBody,
      { ...(req.query as object), ...((req.body as object | undefined) ?? {}) },
      'proxy payment cancel',
    );
    reply(res, await m.CancelProxyPayment(body, callOptions(req, PAYMENT_MS)));
  });

  return router;
}
