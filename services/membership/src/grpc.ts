import { requireRole, requireSignedIn, validationError, type AsyncHandlers, type Caller } from '@screenshelf/kit';
import type { MembershipHandlers } from '@screenshelf/kit/gen/screenshelf/membership/v1/Membership.js';
import type { MembershipHistory } from '@screenshelf/kit/gen/screenshelf/membership/v1/MembershipHistory.js';
import type { PaymentMethod } from '@screenshelf/kit/gen/screenshelf/membership/v1/PaymentMethod.js';
import type { Entitlements } from './entitlement.js';
import { subjectOf, type MembershipActions } from './use-cases/index.js';
import type { HistoryRow, MethodRow } from './store.js';

const iso = (d: Date | null) => d?.toISOString() ?? '';

const toMethod = (m: MethodRow): PaymentMethod => ({
  id: m.id,
  cardCompany: m.card_company,
  cardNumber: m.card_number,
  isMain: m.is_main,
  createdAt: m.created_at.toISOString(),
});

export const toHistory = (h: HistoryRow): MembershipHistory => ({
  membershipHistoryId: h.id,
  membershipId: h.membership_id,
  userId: h.user_id,
  userEmail: h.user_email ?? '',
  plan: h.plan,
  kind: h.kind,
  groupSize: h.group_size,
  amount: h.amount,
  status: h.status,
  reason: h.reason,
  orderId: h.order_id,
  periodStart: iso(h.period_start),
  periodEnd: iso(h.period_end),
  paidAt: iso(h.paid_at),
  cancelledAt: iso(h.cancelled_at),
  cancelReason: h.cancel_reason,
  failureCode: h.failure_code,
  createdAt: h.created_at.toISOString(),
});

const page = (limit: number, offset: number) => {
  if (limit < 0 || offset < 0) throw validationError('limit and offset must not be negative');
  return { limit: Math.min(limit || 20, 100), offset };
};

/** The acting user: signed in; their own id (an admin may name another user). Calls that read a user's data use actions.subject, which also checks the user exists. */
const selfOf = (caller: Caller, userId = '') => subjectOf(caller, userId);

export function membershipHandlers(actions: MembershipActions, entitlements: Entitlements): AsyncHandlers<MembershipHandlers> {
  return {
    async GetEntitlement(request, { caller }) {
      // The gateway asks with the signed-in user's own token; only that user or an admin may ask.
      return entitlements.get(selfOf(caller, request.userId));
    },
    async ListEntitlements(request, { caller }) {
      requireRole(caller, 'ADMIN');
      if (request.userIds.length > 100) throw validationError('At most 100 users at a time');
      const answers = await Promise.all(request.userIds.map((userId) => entitlements.get(userId)));
      return {
        entitlements: answers.map((e, i) => ({ userId: request.userIds[i]!, plan: e.plan, paid: e.paid, isFree: e.features.includes('FREE') })),
      };
    },

    ListPlans: (request, { caller }) => actions.listPlans(caller, request.userId),
    PreviewPrices: (request) => actions.previewPrices(request.plan, request.kind, request.groupSize),

    async ListMethods(request, { caller }) {
      return { methods: (await actions.listMethods(await actions.subject(caller, request.userId))).map(toMethod) };
    },
    async RegisterMethod(request, { caller }) {
      requireSignedIn(caller);
      return toMethod(await actions.registerCard(caller.userId, request, false));
    },
    async SetMainMethod(request, { caller }) {
      requireSignedIn(caller);
      return { methods: (await actions.setMainMethod(caller.userId, request.id)).map(toMethod) };
    },
    async DeleteMethod(request, { caller }) {
      requireSignedIn(caller);
      return { methods: (await actions.deleteMethod(caller.userId, request.id)).map(toMethod) };
    },

    async Subscribe(request, { caller }) {
      requireSignedIn(caller);
      return actions.subscribe(caller.userId, {
        plan: request.plan,
        kind: request.kind,
        memberIds: request.memberIds,
        seats: request.seats,
        card: request.card,
      });
    },
    PayMembership: (request, { caller }) => actions.payMembership(caller, request.membershipId),
    GetMyMembership: async (request, { caller }) => actions.view(await actions.subject(caller, request.userId)),
    async ListPayments(request, { caller }) {
      const { limit, offset } = page(request.limit, request.offset);
      const { rows, total } = await actions.listPayments(await actions.subject(caller, request.userId), limit, offset);
      return { histories: rows.map(toHistory), total };
    },

    async ValidateGroupMember(request, { caller }) {
      requireSignedIn(caller);
      return actions.validateGroupMember(caller.userId, request.email.trim());
    },
    ListGroupMembers: async (request, { caller }) => actions.group(await actions.subject(caller, request.managerId)),
    PreviewAdditionalFee: async (request, { caller }) =>
      actions.previewAdditionalFee(await actions.subject(caller, request.managerId), request.groupSize),
    async UpdateGroup(request, { caller }) {
      requireSignedIn(caller);
      return actions.updateGroup(caller.userId, request.memberIds);
    },

    async ListReservations(request, { caller }) {
      return { reservations: await actions.listReservations(await actions.subject(caller, request.managerId)) };
    },
    async ReservePlan(request, { caller }) {
      requireSignedIn(caller);
      return actions.reservePlan(caller.userId, request);
    },
    async CancelReservedPlan(request, { caller }) {
      return { reservations: await actions.cancelReservedPlan(await actions.subject(caller, request.managerId)) };
    },
    async SetCancellation(request, { caller }) {
      requireSignedIn(caller);
      if (request.membershipId) {
        requireRole(caller, 'ADMIN');
        return actions.setCancellation(
          { membershipId: request.membershipId, managerId: request.managerId, admin: caller },
          request.isActive,
          request.cancelReason,
        );
      }
      return actions.setCancellation({ userId: caller.userId }, request.isActive, request.cancelReason);
    },

    GetRevenueTotal: (request, { caller }) => actions.revenueTotal(caller, request.yearmonth, request.userEmail),
    async ListRevenues(request, { caller }) {
      const { limit, offset } = page(request.limit, request.offset);
      const { rows, total } = await actions.revenues(caller, request.yearmonth, request.userEmail, limit, offset);
      return { histories: rows.map(toHistory), total };
    },
    async RefundPayment(request, { caller }) {
      return toHistory(await actions.refund(caller, request.membershipHistoryId, request.cancelReason));
    },
    SetFreeUser: (request, { caller }) => actions.setFree(caller, request.userId, request.isFree),
    async RecordProxyPayment(request, { caller }) {
      return toHistory(await actions.recordProxyPayment(caller, request));
    },
    async CancelProxyPayment(request, { caller }) {
      return toHistory(await actions.refund(caller, request.membershipHistoryId, request.cancelReason, 'PROXY'));
    },
  };
}
