import { Router } from 'express';
import { z } from 'zod';
import type { Clients } from '../clients.js';
import { callOptions } from '../http/caller.js';
import { parse, q } from '../http/validate.js';

const BASE = '/api/v2/users/memberships';
/** product-spec §9: membership creation gets 30 s; calls that reach the payment provider get the same. */
const PAYMENT_MS = 30_000;

// Plan and kind are checked by membership, so a wrong one is its PLAN_INVALID (product-spec §8).
const Plan = z.string().max(40);
const Kind = z.string().max(40);
const MemberIds = z.array(z.string().max(64)).max(200).default([]);
const Id = z.string().max(64);

/** A card: the provider card window's authKey, or the card itself (billing by card number). */
export const CardBody = z
  .object({
    authKey: z.string().max(300).optional(),
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

export const SubscribeBody = z.object({ plan: Plan, kind: Kind, memberIds: MemberIds, card: CardBody.optional() });
export const ReserveBody = z.object({ plan: Plan, kind: Kind, memberIds: MemberIds });
export const CancellationBody = z.object({ isActive: z.boolean(), cancelReason: z.string().max(500).default('') });
export const AdminCancellationBody = CancellationBody.extend({ managerId: Id });
export const ProxyPaymentBody = z.object({
  userId: Id,
  plan: Plan,
  kind: Kind,
  memberIds: MemberIds,
  amount: z.number().int().min(0).max(100_000_000).default(0),
  memo: z.string().max(500).default(''),
});
export const RefundBody = z.object({ cancelReason: z.string().max(500).default('') });
export const CancelProxyBody = z.object({ membershipHistoryId: Id, cancelReason: z.string().max(500).default('') });

const UserQuery = z.object({ userId: Id.optional() });
const ManagerQuery = z.object({ managerId: Id.optional() });
const PageQuery = z.object({ limit: q.int.min(1).max(100).default(20), offset: q.int.min(0).default(0) });
const RevenueQuery = z.object({ yearmonth: z.string().max(7).default(''), userEmail: z.string().max(320).default('') });

/** product-spec §7 "Memberships" and "Membership admin"; shapes in services/membership/README.md. */
export function membershipsRoutes(clients: Clients): Router {
  const router = Router();
  const m = clients.membership;

  router.get(`${BASE}/plans`, async (req, res) => {
    const { userId } = parse(UserQuery, req.query, 'query');
    res.json({ data: await m.ListPlans({ userId: userId ?? '' }, callOptions(req)) });
  });

  router.get(`${BASE}/previews`, async (req, res) => {
    const query = parse(
      z.object({
        plan: z.string().max(40).default(''),
        kind: z.string().max(40).default(''),
        groupSize: q.int.min(1).max(1000).default(0),
      }),
      req.query,
      'query',
    );
    const { quotes } = await m.PreviewPrices(query, callOptions(req));
    res.json({ data: quotes });
  });

  router.get(`${BASE}/methods`, async (req, res) => {
    const { userId } = parse(UserQuery, req.query, 'query');
    res.json({ data: (await m.ListMethods({ userId: userId ?? '' }, callOptions(req))).methods });
  });

  // Not in product-spec §7 (which never shows how a card is added): registers a card without subscribing.
  router.post(`${BASE}/methods`, async (req, res) => {
    const card = parse(CardBody, req.body, 'card');
    res.status(201).json({ data: await m.RegisterMethod(toCard(card), callOptions(req, PAYMENT_MS)) });
  });

  router.post(`${BASE}/methods/:id/main`, async (req, res) => {
    res.json({ data: (await m.SetMainMethod({ id: String(req.params.id) }, callOptions(req))).methods });
  });

  router.delete(`${BASE}/methods/:id`, async (req, res) => {
    res.json({ data: (await m.DeleteMethod({ id: String(req.params.id) }, callOptions(req))).methods });
  });

  router.post(BASE, async (req, res) => {
    const body = parse(SubscribeBody, req.body, 'subscription');
    const membership = await m.Subscribe(
      { plan: body.plan, kind: body.kind, memberIds: body.memberIds, card: body.card ? toCard(body.card) : undefined },
      callOptions(req, PAYMENT_MS),
    );
    res.status(201).json({ data: membership });
  });

  router.get(`${BASE}/groups/validation`, async (req, res) => {
    const { email } = parse(z.object({ email: z.string().max(320).default('') }), req.query, 'query');
    res.json({ data: await m.ValidateGroupMember({ email }, callOptions(req)) });
  });

  router.get(`${BASE}/groups/preview-additional-fee`, async (req, res) => {
    const query = parse(z.object({ groupSize: q.int.min(2).max(1000), managerId: Id.optional() }), req.query, 'query');
    res.json({
      data: await m.PreviewAdditionalFee({ groupSize: query.groupSize, managerId: query.managerId ?? '' }, callOptions(req)),
    });
  });

  router.put(`${BASE}/groups`, async (req, res) => {
    const { memberIds } = parse(z.object({ memberIds: MemberIds }), req.body, 'group');
    res.json({ data: await m.UpdateGroup({ memberIds }, callOptions(req, PAYMENT_MS)) });
  });

  router.post(`${BASE}/:id/payments`, async (req, res) => {
    res.json({ data: await m.PayMembership({ membershipId: String(req.params.id) }, callOptions(req, PAYMENT_MS)) });
  });

  router.get(`${BASE}/mypage`, async (req, res) => {
    const { userId } = parse(UserQuery, req.query, 'query');
    res.json({ data: await m.GetMyMembership({ userId: userId ?? '' }, callOptions(req)) });
  });

  router.get(`${BASE}/mypage/groups`, async (req, res) => {
    const { managerId } = parse(ManagerQuery, req.query, 'query');
    res.json({ data: await m.ListGroupMembers({ managerId: managerId ?? '' }, callOptions(req)) });
  });

  router.get(`${BASE}/mypage/payments`, async (req, res) => {
    const { limit, offset } = parse(PageQuery, req.query, 'query');
    const { histories, total } = await m.ListPayments({ userId: '', limit, offset }, callOptions(req));
    res.json({ data: histories, total });
  });

  router.get(`${BASE}/mypage/reservations`, async (req, res) => {
    const { managerId } = parse(ManagerQuery, req.query, 'query');
    res.json({ data: (await m.ListReservations({ managerId: managerId ?? '' }, callOptions(req))).reservations });
  });

  router.post(`${BASE}/mypage/reservations`, async (req, res) => {
    const body = parse(ReserveBody, req.body, 'reservation');
    res.status(201).json({ data: await m.ReservePlan(body, callOptions(req)) });
  });

  router.put(`${BASE}/mypage/reservations/cancel`, async (req, res) => {
    res.json({ data: (await m.CancelReservedPlan({ managerId: '' }, callOptions(req))).reservations });
  });

  router.put(`${BASE}/cancel-reservation`, async (req, res) => {
    const body = parse(CancellationBody, req.body, 'cancellation');
    res.json({ data: await m.SetCancellation({ membershipId: '', managerId: '', ...body }, callOptions(req)) });
  });

  // ── Membership admin ──
  router.get(`${BASE}/admin/revenues/total`, async (req, res) => {
    const query = parse(RevenueQuery, req.query, 'query');
    res.json({ data: await m.GetRevenueTotal({ ...query, limit: 0, offset: 0 }, callOptions(req)) });
  });

  router.get(`${BASE}/admin/revenues`, async (req, res) => {
    const query = parse(RevenueQuery.extend(PageQuery.shape), req.query, 'query');
    const { histories, total } = await m.ListRevenues(query, callOptions(req));
    res.json({ data: histories, total });
  });

  router.post(`${BASE}/admin/revenues/histories/:membershipHistoryId/cancel`, async (req, res) => {
    const { cancelReason } = parse(RefundBody, req.body ?? {}, 'refund');
    const history = await m.RefundPayment(
      { membershipHistoryId: String(req.params.membershipHistoryId), cancelReason },
      callOptions(req, PAYMENT_MS),
    );
    res.json({ data: history });
  });

  router.put(`${BASE}/admin/:membershipId/cancel-reservation`, async (req, res) => {
    const body = parse(AdminCancellationBody, req.body, 'cancellation');
    res.json({ data: await m.SetCancellation({ membershipId: String(req.params.membershipId), ...body }, callOptions(req)) });
  });

  router.post(`${BASE}/admin/free-users/:id`, async (req, res) => {
    const { isFree } = parse(z.object({ isFree: z.boolean() }), req.body, 'free user');
    res.json({ data: await m.SetFreeUser({ userId: String(req.params.id), isFree }, callOptions(req)) });
  });

  router.post(`${BASE}/admin/proxy/payments`, async (req, res) => {
    const body = parse(ProxyPaymentBody, req.body, 'proxy payment');
    res.status(201).json({ data: await m.RecordProxyPayment(body, callOptions(req, PAYMENT_MS)) });
  });

  // A DELETE body is not always kept by proxies, so the query works too.
  router.delete(`${BASE}/admin/proxy/payments/cancel`, async (req, res) => {
    const body = parse(
      CancelProxyBody,
      { ...(req.query as object), ...((req.body as object | undefined) ?? {}) },
      'proxy payment cancel',
    );
    res.json({ data: await m.CancelProxyPayment(body, callOptions(req, PAYMENT_MS)) });
  });

  return router;
}
