import { randomUUID } from 'node:crypto';
import {
  DomainError,
  forbidden,
  notFound,
  requireRole,
  requireSignedIn,
  validationError,
  withTransaction,
  type Caller,
  type Logger,
  type Pool,
  type Tx,
} from '@screenshelf/kit';
import { membershipError } from './domain/errors.js';
import {
  afterFailedRenewal,
  checkMemberIds,
  isEntitling,
  isUuid,
  monthRangeKst,
  parsePlanChoice,
  planCardState,
  refuseCandidate,
  refuseReservation,
  refuseSubscription,
} from './domain/membership.js';
import { PaymentDeclined, type IssuedBillingKey, type PaymentProvider } from './domain/payments.js';
import {
  addPeriod,
  ANNUAL_DISCOUNT_PERCENT,
  GROUP_DISCOUNT_MIN_SIZE,
  GROUP_DISCOUNT_PERCENT,
  isKind,
  isPaidPlan,
  KINDS,
  PAID_PLANS,
  MAX_GROUP_SIZE,
  prorateAdditionalFee,
  quotePrice,
  type Kind,
  type PaidPlan,
} from './domain/pricing.js';
import type { Entitlements } from './entitlement.js';
import { publishSubscriptionChange, type SubscriptionChange } from './events.js';
import * as store from './store.js';
import type { HistoryRow, MembershipRow, MethodRow } from './store.js';

export interface MembershipDeps {
  pool: Pool;
  provider: PaymentProvider;
  entitlements: Entitlements;
  logger: Logger;
}

/** Toss order ids: 6–64 of [A-Za-z0-9_-]. */
const hex = (uuid: string) => uuid.replace(/-/g, '');
const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === constraint;

/** The user a call is about: the caller, or anyone for an admin. */
export function subjectOf(caller: Caller, userId: string): string {
  requireSignedIn(caller);
  if (!userId || userId === caller.userId) return caller.userId;
  if (caller.role !== 'ADMIN') throw forbidden('You can only see your own membership');
  if (!isUuid(userId)) throw validationError('userId is not valid');
  return userId;
}

/**
 * The membership rules applied to the database and the payment provider. Every change runs in a
 * transaction that also writes its membership.subscription event; the affected users' cached
 * entitlements are dropped once it commits.
 */
export function membershipActions({ pool, provider, entitlements, logger }: MembershipDeps) {
  const change = async <T>(work: (tx: Tx, publish: (c: SubscriptionChange) => Promise<void>) => Promise<T>): Promise<T> => {
    const touched: string[] = [];
    try {
      return await withTransaction(pool, (tx) =>
        work(tx, async (c) => {
          touched.push(...c.userIds);
          await publishSubscriptionChange(tx, c);
        }),
      );
    } finally {
      await entitlements.invalidate(touched);
    }
  };

  const planPrice = async (db: Pool | Tx, plan: PaidPlan, kind: Kind, groupSize: number) => {
    const row = await store.findPlan(db, plan);
    if (!row) throw membershipError('PLAN_INVALID');
    return quotePrice({ plan, kind, monthlyPrice: row.monthly_price, groupSize });
  };

  const customerKeyOf = (userId: string) => `cus_${hex(userId)}`;

  /** Asks the provider for a billing key for a card; a refusal is PAYMENT_FAILED. Nothing is stored here. */
  async function issueCard(userId: string, card: CardInput) {
    if (!card.authKey && !card.cardNumber) throw validationError('Give an authKey or a card number');
    try {
      return await provider.issueBillingKey({
        customerKey: customerKeyOf(userId),
        authKey: card.authKey || undefined,
        card: card.cardNumber
          ? {
              number: card.cardNumber,
              expiryYear: card.cardExpiryYear,
              expiryMonth: card.cardExpiryMonth,
              identityNumber: card.customerIdentityNumber,
            }
          : undefined,
      });
    } catch (error) {
      if (error instanceof PaymentDeclined) throw membershipError('PAYMENT_FAILED', { providerCode: error.code });
      throw error;
    }
  }

  const methodOf = (userId: string, issued: IssuedBillingKey) => ({
    userId,
    customerKey: customerKeyOf(userId),
    billingKey: issued.billingKey,
    cardCompany: issued.cardCompany,
    cardNumber: issued.cardNumber,
  });

  /** Registers a card; the same card again answers the method already stored (one method per card). */
  async function registerCard(userId: string, card: CardInput, makeMain: boolean): Promise<MethodRow> {
    const issued = await issueCard(userId, card);
    const { method } = await withTransaction(pool, (tx) =>
      store.storeMethod(tx, { ...methodOf(userId, issued), makeMain, confirmed: true }),
    );
    return method;
  }

  /** Charges a READY history row with the user's main method; the order id is the idempotency key. */
  async function chargeHistory(db: Pool | Tx, history: HistoryRow, email: string | null) {
    // A first payment names its card; the other charges go to the main card.
    const method = history.method_id
      ? await store.findMethod(db, history.method_id)
      : await store.findMainMethod(db, history.user_id);
    if (!method) return store.settleHistory(db, history.id, { status: 'FAIL', failureCode: 'NO_PAYMENT_METHOD' });
    if (!email) return store.settleHistory(db, history.id, { status: 'FAIL', failureCode: 'EMAIL' });
    const result = await provider.charge({
      billingKey: method.billing_key,
      customerKey: method.customer_key,
      orderId: history.order_id,
      orderName: `Screenshelf ${history.plan} ${history.kind}`,
      amount: history.amount,
      customerEmail: email,
      idempotencyKey: history.order_id,
    });
    return result.ok
      ? store.settleHistory(db, history.id, { status: 'CMPL', paymentKey: result.paymentKey, paidAt: result.approvedAt })
      : store.settleHistory(db, history.id, { status: 'FAIL', failureCode: result.code });
  }

  /** Group member ids for a group plan: well-formed, existing users free to join (product-spec §5). */
  async function admitMembers(db: Pool | Tx, memberIds: string[], managerId: string, membershipId: string | null) {
    checkMemberIds(memberIds, managerId);
    if (memberIds.length + 1 > MAX_GROUP_SIZE) throw validationError(`A group has at most ${MAX_GROUP_SIZE} people`);
    if (memberIds.length === 0) return [];
    for (const candidate of await store.candidateStates(db, memberIds, membershipId)) {
      // A member id that names nobody is "includes non-members" (by email it is USER_NOT_FOUND).
      if (!candidate.exists) throw membershipError('INVALID_MEMBER_IDS_FORMAT');
      refuseCandidate(
        {
          userId: candidate.user_id,
          exists: true,
          ownsLiveMembership: candidate.owns_live,
          inThisGroup: candidate.in_this_group,
          inAnotherGroup: candidate.in_another_group,
          leadsReservation: candidate.leads_reservation,
          inReservedGroup: candidate.in_reserved_group,
        },
        { allowInThisGroup: true },
      );
    }
    return memberIds;
  }

  /**
   * Whether a user may start a membership (§8 order), with the members it names: run once without
   * locks and again under the people's locks in the claiming transaction.
   */
  async function refuseSubscriber(db: Pool | Tx, userId: string, choice: { plan: PaidPlan; kind: Kind }, memberIds: string[]) {
    const user = await store.findUser(db, userId);
    const own = await store.findLiveMembershipOf(db, userId);
    const [self] = await store.candidateStates(db, [userId], null);
    refuseSubscription(
      {
        email: user?.email ?? null,
        own: own && { plan: own.plan, kind: own.kind, cancelAtPeriodEnd: own.cancel_at_period_end },
        memberOfGroup: !!self?.in_another_group,
      },
      choice,
      memberIds.length,
    );
    if (self?.in_reserved_group) throw membershipError('ALREADY_IN_RESERVATION_GROUP');
    return { user: user!, memberIds: await admitMembers(db, memberIds, userId, null) };
  }

  /** Seats members in a group; the unique seat per person backs up the locked checks. */
  async function claimSeats(tx: Tx, membershipId: string, memberIds: string[]) {
    try {
      return await store.replaceGroupMembers(tx, membershipId, memberIds);
    } catch (error) {
      if (isUniqueViolation(error, 'group_members_user_id_key')) throw membershipError('MEMBER_ALREADY_IN_ANOTHER_GROUP');
      throw error;
    }
  }

  async function view(userId: string): Promise<MembershipView> {
    const own = await store.findLiveMembershipOf(pool, userId);
    const group = own ? undefined : await store.findGroupOfMember(pool, userId);
    const membership = own ?? group;
    const isFree = await store.isFreeUser(pool, userId);
    if (!membership) return { found: false, isFree, isActive: isFree };
    const reservation = own ? await store.findOpenReservation(pool, own.id) : undefined;
    let nextAmount = 0;
    if (own && !own.cancel_at_period_end) {
      const next = reservation ?? own;
      const quote = await planPrice(
        pool,
        next.plan as PaidPlan,
        next.kind as Kind,
        reservation ? 1 + reservation.member_ids.length : own.group_size,
      );
      nextAmount = quote.amount;
    }
    return {
      found: true,
      membershipId: membership.id,
      plan: membership.plan,
      kind: membership.kind,
      status: membership.status,
      isActive: isEntitling(membership.status),
      role: own ? 'OWNER' : 'MEMBER',
      managerId: membership.user_id,
      groupSize: membership.group_size,
      currentPeriodStart: membership.current_period_start?.toISOString() ?? '',
      currentPeriodEnd: membership.current_period_end?.toISOString() ?? '',
      nextBillingAt: own ? (own.next_billing_at?.toISOString() ?? '') : '',
      nextAmount,
      cancelAtPeriodEnd: membership.cancel_at_period_end,
      cancelReason: membership.cancel_reason,
      isFree,
      failedAttempts: membership.failed_attempts,
      reservation: reservation && own ? await reservationView(reservation, own) : undefined,
    };
  }

  async function reservationView(r: store.ReservationRow, m?: MembershipRow): Promise<Reservation> {
    const membership = m ?? (await store.findMembership(pool, r.membership_id));
    const quote = await planPrice(pool, r.plan as PaidPlan, r.kind as Kind, 1 + r.member_ids.length);
    return {
      id: r.id,
      membershipId: r.membership_id,
      managerId: r.user_id,
      plan: r.plan,
      kind: r.kind,
      memberIds: r.member_ids,
      status: r.status,
      startsAt: membership?.current_period_end?.toISOString() ?? '',
      amount: quote.amount,
      createdAt: r.created_at.toISOString(),
    };
  }

  /** Releases what a membership that ends holds: its group seats and an open reservation. */
  async function endMembership(tx: Tx, m: MembershipRow, status: 'EXPIRED' | 'FAILED'): Promise<string[]> {
    const members = await store.groupMemberIds(tx, m.id);
    await store.replaceGroupMembers(tx, m.id, []);
    const reservation = await store.findOpenReservation(tx, m.id);
    if (reservation) await store.closeReservation(tx, reservation.id, 'CANCELLED');
    await store.updateMembership(tx, m.id, { status, next_billing_at: null });
    return [m.user_id, ...members];
  }

  /**
   * One renewal of a locked, due membership: a pending cancellation ends it; otherwise the next
   * period (the reserved plan, if any) is charged. A decline schedules a retry or, after the last
   * one, expires it. The order id is (membership, period, attempt), so a repeat never charges twice.
   */
  async function renewLocked(
    tx: Tx,
    m: MembershipRow,
    publish: (c: SubscriptionChange) => Promise<void>,
  ): Promise<'RENEWED' | 'RETRY' | 'EXPIRED'> {
    const periodStart = m.current_period_end ?? new Date();
    if (m.cancel_at_period_end) {
      const userIds = await endMembership(tx, m, 'EXPIRED');
      await publish({ kind: 'subscription.expired', membershipId: m.id, userIds, plan: m.plan });
      return 'EXPIRED';
    }
    const reservation = await store.findOpenReservation(tx, m.id);
    const target = reservation
      ? { plan: reservation.plan as PaidPlan, kind: reservation.kind as Kind, groupSize: 1 + reservation.member_ids.length }
      : { plan: m.plan as PaidPlan, kind: m.kind as Kind, groupSize: m.group_size };
    const periodEnd = addPeriod(periodStart, target.kind);
    const attempt = m.failed_attempts + 1;
    const quote = await planPrice(tx, target.plan, target.kind, target.groupSize);
    const user = await store.findUser(tx, m.user_id);
    const history = await store.insertHistory(tx, {
      membershipId: m.id,
      userId: m.user_id,
      userEmail: user?.email ?? null,
      plan: target.plan,
      kind: target.kind,
      groupSize: target.groupSize,
      amount: quote.amount,
      reason: 'RENEWAL',
      orderId: `ren_${hex(m.id)}_${periodStart.toISOString().slice(0, 10).replace(/-/g, '')}_${attempt}`,
      periodStart,
      periodEnd,
    });
    const settled = history.status === 'READY' ? await chargeHistory(tx, history, user?.email ?? null) : history;
    if (settled.status === 'CMPL') {
      const before = await store.groupMemberIds(tx, m.id);
      let removed: string[] = [];
      if (reservation) {
        removed = await store.replaceGroupMembers(tx, m.id, target.plan === 'GROUP_PRO' ? reservation.member_ids : []);
        await store.closeReservation(tx, reservation.id, 'APPLIED');
      }
      await store.updateMembership(tx, m.id, {
        plan: target.plan,
        kind: target.kind,
        group_size: target.groupSize,
        status: 'ACTIVE',
        current_period_start: periodStart,
        current_period_end: periodEnd,
        next_billing_at: periodEnd,
        failed_attempts: 0,
      });
      const userIds = [m.user_id, ...before, ...removed, ...(reservation?.member_ids ?? [])];
      await publish({
        kind: reservation ? 'subscription.changed' : 'subscription.renewed',
        membershipId: m.id,
        userIds,
        plan: target.plan,
      });
      return 'RENEWED';
    }
    const next = afterFailedRenewal(periodStart, attempt);
    if (next.status === 'EXPIRED') {
      const userIds = await endMembership(tx, m, 'EXPIRED');
      await store.updateMembership(tx, m.id, { failed_attempts: attempt });
      await publish({ kind: 'subscription.expired', membershipId: m.id, userIds, plan: m.plan });
      return 'EXPIRED';
    }
    await store.updateMembership(tx, m.id, { status: 'PAST_DUE', next_billing_at: next.nextBillingAt, failed_attempts: attempt });
    await publish({ kind: 'payment.failed', membershipId: m.id, userIds: [m.user_id], plan: m.plan });
    return 'RETRY';
  }

  /** The user a call is about (subjectOf); a user an admin names must exist (USER_NOT_FOUND). */
  async function subject(caller: Caller, userId: string): Promise<string> {
    const id = subjectOf(caller, userId);
    if (id !== caller.userId && !(await store.findUser(pool, id))) throw membershipError('USER_NOT_FOUND');
    return id;
  }

  return {
    subjectOf,
    subject,

    async listPlans(caller: Caller, userId: string) {
      const signedIn = !!caller.userId;
      let current: string | undefined;
      let reserved: string | undefined;
      if (signedIn) {
        const v = await view(await subject(caller, userId));
        current = v.found && v.isActive ? v.plan : undefined;
        reserved = v.reservation?.plan;
      }
      const plans = await store.listPlans(pool);
      return {
        plans: plans.map((p) => ({
          plan: p.plan,
          name: p.name,
          nameEn: p.name_en,
          monthlyPrice: p.monthly_price,
          annualPrice: isPaidPlan(p.plan)
            ? quotePrice({ plan: p.plan, kind: 'ANNUAL', monthlyPrice: p.monthly_price, groupSize: 1 }).amount
            : 0,
          perSeat: p.per_seat,
          features: p.features,
          state: planCardState(p.plan, { signedIn, current, reserved }),
        })),
        annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
        groupDiscountPercent: GROUP_DISCOUNT_PERCENT,
        groupDiscountMinSize: GROUP_DISCOUNT_MIN_SIZE,
      };
    },

    async previewPrices(plan: string, kind: string, groupSize: number) {
      if (plan && !isPaidPlan(plan)) throw membershipError('PLAN_INVALID');
      if (kind && !isKind(kind)) throw membershipError('PLAN_INVALID');
      if (!Number.isInteger(groupSize) || groupSize < 0 || groupSize > MAX_GROUP_SIZE)
        throw validationError(`groupSize must be 1 to ${MAX_GROUP_SIZE}`);
      const quotes = [];
      for (const p of plan ? [plan as PaidPlan] : PAID_PLANS) {
        for (const k of kind ? [kind as Kind] : KINDS)
          quotes.push(await planPrice(pool, p, k, p === 'GROUP_PRO' ? Math.max(1, groupSize || 2) : 1));
      }
      return { quotes };
    },

    listMethods: (userId: string) => store.listMethods(pool, userId),

    registerCard,

    async setMainMethod(userId: string, id: string) {
      const ok = isUuid(id) && (await withTransaction(pool, (tx) => store.setMainMethod(tx, userId, id)));
      if (!ok) throw notFound('Payment method');
      return store.listMethods(pool, userId);
    },

    async deleteMethod(userId: string, id: string) {
      const ok = isUuid(id) && (await withTransaction(pool, (tx) => store.deleteMethod(tx, userId, id)));
      if (!ok) throw notFound('Payment method');
      return store.listMethods(pool, userId);
    },

    view,

    /**
     * Starts a membership and takes its first payment (product-spec §7 POST base path). The checks
     * run once without locks (a refused request never reaches the provider), then again under the
     * people's locks in the transaction that claims the subscriber and the members (the PENDING
     * membership and its seats) — before any charge, so a request that loses a race is never charged.
     * A card given here is stored unconfirmed and kept only if the first payment goes through.
     */
    async subscribe(userId: string, request: { plan: string; kind: string; memberIds: string[]; card?: CardInput | null }) {
      const choice = parsePlanChoice(request.plan, request.kind);
      if (choice.plan !== 'GROUP_PRO' && request.memberIds.length > 0) throw membershipError('PLAN_NOT_GROUP_COMPATIBLE');
      // A repeat of the user's own attempt whose payment is still undecided (a retry after a time-out)
      // is answered with that attempt's outcome, asked of the provider now — never a 409 about itself.
      const own = await store.findOwnPending(pool, userId);
      if (own && own.membership.plan === choice.plan && own.membership.kind === choice.kind) {
        await settleFirstPayment(own.membership, own.history, (await store.findUser(pool, userId))?.email ?? null);
        return view(userId);
      }
      await refuseSubscriber(pool, userId, choice, request.memberIds);
      if (!request.card && !(await store.findMainMethod(pool, userId))) throw membershipError('PAYMENT_METHOD_REQUIRED');
      const issued = request.card ? await issueCard(userId, request.card) : undefined;

      const groupSize = 1 + request.memberIds.length;
      const quote = await planPrice(pool, choice.plan, choice.kind, groupSize);
      const periodStart = new Date();
      const periodEnd = addPeriod(periodStart, choice.kind);
      // One commit claims the people (under their locks), the one live slot and the order id; then the provider is called.
      const { membership, history, email } = await withTransaction(pool, async (tx) => {
        await store.lockPeople(tx, [userId, ...request.memberIds]);
        const { user, memberIds } = await refuseSubscriber(tx, userId, choice, request.memberIds);
        const method = issued
          ? (await store.storeMethod(tx, { ...methodOf(userId, issued), makeMain: false, confirmed: false })).method
          : await store.findMainMethod(tx, userId);
        if (!method) throw membershipError('PAYMENT_METHOD_REQUIRED');
        let membership: MembershipRow;
        try {
          membership = await store.insertPendingMembership(tx, { userId, plan: choice.plan, kind: choice.kind, groupSize });
        } catch (error) {
          if (isUniqueViolation(error, 'memberships_one_live')) throw membershipError('ALREADY_ACTIVE_SUBSCRIPTION');
          throw error;
        }
        await claimSeats(tx, membership.id, memberIds);
        const history = await store.insertHistory(tx, {
          membershipId: membership.id,
          userId,
          userEmail: user.email,
          plan: choice.plan,
          kind: choice.kind,
          groupSize,
          amount: quote.amount,
          reason: 'SUBSCRIBE',
          orderId: `sub_${hex(membership.id)}`,
          periodStart,
          periodEnd,
          methodId: method.id,
        });
        return { membership, history, email: user.email };
      });
      await settleFirstPayment(membership, history, email);
      return view(userId);
    },

    /** Pays a past-due membership now (the user's card was declined at renewal). */
    async payMembership(caller: Caller, membershipId: string) {
      requireSignedIn(caller);
      if (!isUuid(membershipId)) throw membershipError('MEMBERSHIP_NOT_FOUND');
      const outcome = await change(async (tx, publish) => {
        const m = await store.findMembership(tx, membershipId, true);
        if (!m || !['ACTIVE', 'PAST_DUE'].includes(m.status) || (m.user_id !== caller.userId && caller.role !== 'ADMIN')) {
          throw membershipError('MEMBERSHIP_NOT_FOUND');
        }
        if (m.status !== 'PAST_DUE') throw membershipError('ALREADY_ACTIVE_SUBSCRIPTION');
        return { result: await renewLocked(tx, m, publish), userId: m.user_id };
      });
      if (outcome.result !== 'RENEWED') throw membershipError('PAYMENT_FAILED');
      return view(outcome.userId);
    },

    async listPayments(userId: string, limit: number, offset: number) {
      return store.listHistories(pool, { userId }, limit, offset);
    },

    /** GET /groups/validation?email: may this user join the caller's group? */
    async validateGroupMember(managerId: string, email: string) {
      // No whitespace or control characters (a NUL never reaches Postgres), at most RFC 5321's 254.
      if (email.length > 254 || !/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u.test(email)) throw membershipError('EMAIL');
      const candidate = await store.findUserByEmail(pool, email);
      if (!candidate) throw membershipError('USER_NOT_FOUND');
      if (candidate.id === managerId) throw membershipError('INVALID_MEMBER_IDS');
      const own = await store.findLiveMembershipOf(pool, managerId);
      const [state] = await store.candidateStates(pool, [candidate.id], own?.id ?? null);
      refuseCandidate(
        {
          userId: candidate.id,
          exists: true,
          ownsLiveMembership: state!.owns_live,
          inThisGroup: state!.in_this_group,
          inAnotherGroup: state!.in_another_group,
          leadsReservation: state!.leads_reservation,
          inReservedGroup: state!.in_reserved_group,
        },
        { allowInThisGroup: false },
      );
      return { userId: candidate.id, email: candidate.email ?? '', name: candidate.name, addedAt: '' };
    },

    group,

    async previewAdditionalFee(managerId: string, groupSize: number, now = new Date()) {
      if (!Number.isInteger(groupSize) || groupSize <= 1 || groupSize > MAX_GROUP_SIZE)
        throw validationError(`groupSize must be 2 to ${MAX_GROUP_SIZE}`);
      const m = await store.findLiveMembershipOf(pool, managerId);
      if (!m) throw membershipError('MEMBERSHIP_NOT_FOUND');
      if (m.plan !== 'GROUP_PRO') throw membershipError('PLAN_NOT_GROUP_COMPATIBLE');
      return additionalFee(pool, m, groupSize, now);
    },

    /** PUT /groups: the manager sets the members; a bigger group pays the prorated difference now. */
    async updateGroup(managerId: string, memberIds: string[], now = new Date()) {
      checkMemberIds(memberIds, managerId);
      const charged = await change(async (tx, publish) => {
        // The members' checks and their seats happen under their locks, before the fee is charged.
        await store.lockPeople(tx, [managerId, ...memberIds]);
        const m = await store.findLiveMembershipOf(tx, managerId, true);
        if (!m) throw membershipError('MEMBERSHIP_NOT_FOUND');
        if (m.plan !== 'GROUP_PRO') throw membershipError('PLAN_NOT_GROUP_COMPATIBLE');
        await admitMembers(tx, memberIds, managerId, m.id);
        const groupSize = 1 + memberIds.length;
        const fee = await additionalFee(tx, m, groupSize, now);
        if (fee.additionalFee > 0) {
          const user = await store.findUser(tx, managerId);
          if (!user?.email) throw membershipError('EMAIL');
          const history = await store.insertHistory(tx, {
            membershipId: m.id,
            userId: managerId,
            userEmail: user.email,
            plan: m.plan,
            kind: m.kind,
            groupSize,
            amount: fee.additionalFee,
            reason: 'GROUP_FEE',
            orderId: `grp_${hex(m.id)}_${hex(randomUUID()).slice(0, 12)}`,
            periodStart: now,
            periodEnd: m.current_period_end,
          });
          const settled = await chargeHistory(tx, history, user.email);
          if (settled.status !== 'CMPL') throw new FailedCharge(settled);
        }
        const before = await store.groupMemberIds(tx, m.id);
        await claimSeats(tx, m.id, memberIds);
        await store.updateMembership(tx, m.id, { group_size: groupSize });
        await publish({ kind: 'group.changed', membershipId: m.id, userIds: [managerId, ...before, ...memberIds], plan: m.plan });
        return fee.additionalFee;
      }).catch(async (error: unknown) => {
        // A declined group fee is still a payment attempt: keep its FAIL record, change nothing else.
        if (error instanceof FailedCharge) {
          await store.insertFailedAttempt(pool, error.history);
          throw membershipError('PAYMENT_FAILED');
        }
        throw error;
      });
      return group(managerId, charged);
    },

    listReservations,

    /** POST /mypage/reservations: the plan that takes over at the end of the current period. */
    async reservePlan(userId: string, request: { plan: string; kind: string; memberIds: string[] }) {
      const choice = parsePlanChoice(request.plan, request.kind);
      checkMemberIds(request.memberIds, userId);
      const reservation = await withTransaction(pool, async (tx) => {
        // Reserved places are claims too: checked and written under the people's locks.
        await store.lockPeople(tx, [userId, ...request.memberIds]);
        const own = await store.findLiveMembershipOf(tx, userId, true);
        const open = own ? await store.findOpenReservation(tx, own.id) : undefined;
        refuseReservation(
          own && { plan: own.plan, kind: own.kind, cancelAtPeriodEnd: own.cancel_at_period_end, reserved: !!open },
          choice,
          request.memberIds.length,
        );
        await admitMembers(tx, request.memberIds, userId, own!.id);
        try {
          return await store.insertReservation(tx, {
            membershipId: own!.id,
            userId,
            plan: choice.plan,
            kind: choice.kind,
            memberIds: request.memberIds,
          });
        } catch (error) {
          if (isUniqueViolation(error, 'reservations_one_open')) throw membershipError('ALREADY_IN_RESERVATION');
          throw error;
        }
      });
      return reservationView(reservation);
    },

    async cancelReservedPlan(userId: string) {
      await withTransaction(pool, async (tx) => {
        const own = await store.findLiveMembershipOf(tx, userId, true);
        if (!own) throw membershipError('MEMBERSHIP_NOT_FOUND');
        const open = await store.findOpenReservation(tx, own.id);
        if (!open) throw notFound('Reservation');
        await store.closeReservation(tx, open.id, 'CANCELLED');
      });
      return listReservations(userId);
    },

    /** Schedules the cancellation at period end (isActive false) or undoes it (isActive true). */
    async setCancellation(
      target: { userId: string } | { membershipId: string; managerId: string },
      isActive: boolean,
      cancelReason: string,
    ) {
      const userId = await change(async (tx, publish) => {
        let m: MembershipRow | undefined;
        if ('membershipId' in target) {
          m = isUuid(target.membershipId) ? await store.findMembership(tx, target.membershipId, true) : undefined;
          if (m && (m.user_id !== target.managerId || !['ACTIVE', 'PAST_DUE'].includes(m.status))) m = undefined;
        } else {
          m = await store.findLiveMembershipOf(tx, target.userId, true);
          if (m?.status === 'PENDING') m = undefined;
        }
        if (!m) throw membershipError('MEMBERSHIP_NOT_FOUND');
        if (!isActive) {
          if (m.cancel_at_period_end) throw membershipError('ALREADY_CANCEL');
          if (await store.findOpenReservation(tx, m.id)) throw membershipError('ALREADY_IN_RESERVATION');
          await store.updateMembership(tx, m.id, { cancel_at_period_end: true, cancel_reason: cancelReason });
          await publish({ kind: 'subscription.cancellation_scheduled', membershipId: m.id, userIds: [m.user_id], plan: m.plan });
        } else if (m.cancel_at_period_end) {
          // Undoing makes the membership renew, which needs a card to charge (a proxy payment has none).
          if (!(await store.findMainMethod(tx, m.user_id))) throw membershipError('PAYMENT_METHOD_REQUIRED');
          await store.updateMembership(tx, m.id, { cancel_at_period_end: false, cancel_reason: '' });
          await publish({ kind: 'subscription.cancellation_undone', membershipId: m.id, userIds: [m.user_id], plan: m.plan });
        }
        return m.user_id;
      });
      return view(userId);
    },

    // ── admin ──
    async revenueTotal(caller: Caller, yearmonth: string, userEmail: string) {
      requireRole(caller, 'ADMIN');
      const totals = await store.revenueTotal(pool, historyFilter(yearmonth, userEmail));
      return {
        yearmonth,
        totalAmount: totals.total,
        paymentCount: totals.count,
        cancelledAmount: totals.cancelled,
        cancelledCount: totals.cancelled_count,
      };
    },

    async revenues(caller: Caller, yearmonth: string, userEmail: string, limit: number, offset: number) {
      requireRole(caller, 'ADMIN');
      return store.listHistories(pool, historyFilter(yearmonth, userEmail), limit, offset);
    },

    /** Refunds a payment (CMPL → CNCL); refunding the current period ends the membership now. */
    async refund(caller: Caller, historyId: string, cancelReason: string, only: 'ANY' | 'PROXY' = 'ANY') {
      requireRole(caller, 'ADMIN');
      if (!isUuid(historyId)) throw membershipError('PAYMENT_NOT_FOUND');
      const history = await store.findHistory(pool, historyId);
      if (!history) throw membershipError('PAYMENT_NOT_FOUND');
      if (history.status !== 'CMPL' || (only === 'PROXY' && history.reason !== 'PROXY'))
        throw membershipError('PAYMENT_NOT_REFUNDABLE');
      if (history.reason !== 'PROXY' && history.payment_key) {
        try {
          await provider.cancel({
            paymentKey: history.payment_key,
            cancelReason: cancelReason || '관리자 환불',
            idempotencyKey: `refund_${hex(history.id)}`,
          });
        } catch (error) {
          if (error instanceof PaymentDeclined) throw membershipError('PAYMENT_NOT_REFUNDABLE', { providerCode: error.code });
          throw error;
        }
      }
      return change(async (tx, publish) => {
        const locked = await store.findHistory(tx, historyId, true);
        if (locked?.status !== 'CMPL') throw membershipError('PAYMENT_NOT_REFUNDABLE');
        const cancelled = await store.cancelHistory(tx, historyId, cancelReason);
        const m = await store.findMembership(tx, history.membership_id, true);
        let userIds = [history.user_id];
        const coversNow =
          m &&
          isEntitling(m.status) &&
          history.reason !== 'GROUP_FEE' &&
          history.period_end?.getTime() === m.current_period_end?.getTime();
        if (m && coversNow) userIds = await endMembership(tx, m, 'EXPIRED');
        await publish({ kind: 'payment.refunded', membershipId: history.membership_id, userIds, plan: history.plan });
        return cancelled;
      });
    },

    async setFree(caller: Caller, userId: string, isFree: boolean) {
      requireRole(caller, 'ADMIN');
      if (!isUuid(userId) || !(await store.findUser(pool, userId))) throw membershipError('USER_NOT_FOUND');
      await change(async (tx, publish) => {
        await store.setFreeUser(tx, userId, isFree);
        await publish({ kind: 'free.changed', membershipId: '', userIds: [userId], plan: isFree ? 'PERSONAL_PRO' : 'STARTER' });
      });
      return { userId, isFree };
    },

    /** An admin records a payment taken outside the provider (e.g. a bank transfer) as one paid period. */
    async recordProxyPayment(
      caller: Caller,
      request: { userId: string; plan: string; kind: string; memberIds: string[]; amount: number; memo: string },
    ) {
      requireRole(caller, 'ADMIN');
      if (!isUuid(request.userId)) throw membershipError('USER_NOT_FOUND');
      const choice = parsePlanChoice(request.plan, request.kind);
      if (!(await store.findUser(pool, request.userId))) throw membershipError('USER_NOT_FOUND');
      checkMemberIds(request.memberIds, request.userId);
      const start = new Date();
      const end = addPeriod(start, choice.kind);
      return change(async (tx, publish) => {
        // The same claim as a subscription: checked and written under the people's locks.
        await store.lockPeople(tx, [request.userId, ...request.memberIds]);
        const { user, memberIds } = await refuseSubscriber(tx, request.userId, choice, request.memberIds);
        const groupSize = 1 + memberIds.length;
        const amount = request.amount > 0 ? request.amount : (await planPrice(tx, choice.plan, choice.kind, groupSize)).amount;
        let m: MembershipRow;
        try {
          m = await store.insertPendingMembership(tx, {
            userId: request.userId,
            plan: choice.plan,
            kind: choice.kind,
            groupSize,
          });
        } catch (error) {
          if (isUniqueViolation(error, 'memberships_one_live')) throw membershipError('ALREADY_ACTIVE_SUBSCRIPTION');
          throw error;
        }
        await claimSeats(tx, m.id, memberIds);
        // Paid outside the provider for one period: it ends then instead of charging a card.
        await store.updateMembership(tx, m.id, {
          status: 'ACTIVE',
          current_period_start: start,
          current_period_end: end,
          next_billing_at: end,
          cancel_at_period_end: true,
          cancel_reason: 'PROXY',
        });
        const history = await store.insertHistory(tx, {
          membershipId: m.id,
          userId: request.userId,
          userEmail: user.email,
          plan: choice.plan,
          kind: choice.kind,
          groupSize,
          amount,
          reason: 'PROXY',
          orderId: `proxy_${hex(m.id)}`,
          periodStart: start,
          periodEnd: end,
          status: 'CMPL',
          memo: request.memo,
        });
        await publish({
          kind: 'subscription.activated',
          membershipId: m.id,
          userIds: [request.userId, ...memberIds],
          plan: choice.plan,
        });
        return history;
      });
    },

    /**
     * Settles first payments left PENDING: the same order id goes to the provider again, which
     * answers as it did the first time (a charge made is never made twice).
     */
    async settleStalePending(before: Date) {
      let settled = 0;
      for (const { membership, history } of await store.findStalePending(pool, before)) {
        const user = await store.findUser(pool, membership.user_id);
        try {
          await settleFirstPayment(membership, history, user?.email ?? null);
        } catch (error) {
          if (!(error instanceof DomainError && error.errorCode === 'PAYMENT_FAILED')) {
            logger.warn({ err: error, membershipId: membership.id }, 'first payment still undecided');
            continue;
          }
        }
        settled += 1;
      }
      return settled;
    },

    /** The billing run: renews every due membership once (see billing.ts for the loop). */
    renewLocked,
    change,
  };

  async function group(managerId: string, chargedAmount = 0) {
    const m = await store.findLiveMembershipOf(pool, managerId);
    if (!m) throw membershipError('MEMBERSHIP_NOT_FOUND');
    if (m.plan !== 'GROUP_PRO') throw membershipError('PLAN_NOT_GROUP_COMPATIBLE');
    const members = await store.listGroupMembers(pool, m.id);
    return {
      membershipId: m.id,
      managerId,
      groupSize: m.group_size,
      members: members.map((g) => ({ userId: g.user_id, email: g.email ?? '', name: g.name, addedAt: g.added_at.toISOString() })),
      chargedAmount,
    };
  }

  async function listReservations(userId: string) {
    return Promise.all((await store.listReservations(pool, userId)).map((r) => reservationView(r)));
  }

  /**
   * What growing to `groupSize` costs now: the difference to what the period has already paid for
   * (the largest size paid this period, so re-adding a removed seat is free), prorated.
   */
  async function additionalFee(db: Pool | Tx, m: MembershipRow, groupSize: number, now: Date) {
    const paidSize = await store.paidGroupSize(db, m);
    const current = await planPrice(db, 'GROUP_PRO', m.kind as Kind, paidSize);
    const next = await planPrice(db, 'GROUP_PRO', m.kind as Kind, groupSize);
    const fee =
      m.current_period_start && m.current_period_end
        ? prorateAdditionalFee({
            currentAmount: current.amount,
            newAmount: next.amount,
            periodStart: m.current_period_start,
            periodEnd: m.current_period_end,
            now,
          })
        : 0;
    return {
      currentGroupSize: m.group_size,
      groupSize,
      currentPeriodAmount: current.amount,
      newPeriodAmount: next.amount,
      additionalFee: fee,
      periodEnd: m.current_period_end?.toISOString() ?? '',
      nextAmount: next.amount,
    };
  }

  /** Asks the provider again about an undecided first payment: after 1, 2, 4 … 30 s, for about two minutes. */
  function reconcileSoon(membership: MembershipRow, history: HistoryRow, email: string | null, attempt: number) {
    if (attempt >= RECONCILE_ATTEMPTS) return;
    setTimeout(
      () => {
        void settleFirstPayment(membership, history, email, attempt + 1).catch((error: unknown) => {
          if (!(error instanceof DomainError && error.errorCode === 'PAYMENT_PENDING'))
            logger.info({ membershipId: membership.id, errorCode: (error as DomainError).errorCode }, 'first payment reconciled');
        });
      },
      Math.min(1000 * 2 ** attempt, 30_000),
    ).unref();
  }

  /** Charges the first payment of a PENDING membership and activates it, or marks it FAILED. */
  async function settleFirstPayment(membership: MembershipRow, history: HistoryRow, email: string | null, attempt = 0) {
    let settled: HistoryRow;
    try {
      settled = history.status === 'READY' ? await chargeHistory(pool, history, email) : history;
    } catch (error) {
      // The provider did not answer: the charge may or may not have been made. Ask again with the
      // same order id (the provider answers as it did the first time, never charging twice) within
      // seconds; the billing run's settleStalePending is the backstop.
      logger.warn({ err: error, membershipId: membership.id }, 'first payment undecided; reconciling with the provider');
      reconcileSoon(membership, history, email, attempt);
      throw membershipError('PAYMENT_PENDING');
    }
    await change(async (tx, publish) => {
      const m = await store.findMembership(tx, membership.id, true);
      if (!m || m.status !== 'PENDING') return;
      const members = await store.groupMemberIds(tx, m.id);
      if (settled.status === 'CMPL') {
        // The card that paid is the user's main card from now on (a card given with the subscription is kept).
        if (history.method_id) await store.confirmMethod(tx, m.user_id, history.method_id);
        await store.updateMembership(tx, m.id, {
          status: 'ACTIVE',
          current_period_start: history.period_start,
          current_period_end: history.period_end,
          next_billing_at: history.period_end,
        });
        await publish({ kind: 'subscription.activated', membershipId: m.id, userIds: [m.user_id, ...members], plan: m.plan });
      } else {
        // A refused subscription leaves no card behind: one given with it goes with the refusal.
        if (history.method_id) await store.discardUnconfirmedMethod(tx, history.method_id);
        await endMembership(tx, m, 'FAILED');
        await publish({ kind: 'payment.failed', membershipId: m.id, userIds: [m.user_id], plan: m.plan });
      }
    });
    if (settled.status !== 'CMPL') throw membershipError('PAYMENT_FAILED', { providerCode: settled.failure_code });
  }
}

export type MembershipActions = ReturnType<typeof membershipActions>;

const RECONCILE_ATTEMPTS = 7;

/** A declined charge inside a transaction that must roll back everything but the attempt itself. */
class FailedCharge extends Error {
  constructor(readonly history: HistoryRow) {
    super('charge declined');
  }
}

function historyFilter(yearmonth: string, userEmail: string): store.HistoryFilter {
  const filter: store.HistoryFilter = {};
  if (yearmonth) {
    const range = monthRangeKst(yearmonth);
    if (!range) throw validationError('yearmonth must be YYYYMM or YYYY-MM');
    filter.from = range.start;
    filter.to = range.end;
  }
  if (userEmail) filter.userEmail = userEmail;
  return filter;
}

export interface CardInput {
  authKey: string;
  cardNumber: string;
  cardExpiryYear: string;
  cardExpiryMonth: string;
  customerIdentityNumber: string;
}

export interface Reservation {
  id: string;
  membershipId: string;
  managerId: string;
  plan: string;
  kind: string;
  memberIds: string[];
  status: string;
  startsAt: string;
  amount: number;
  createdAt: string;
}

export interface MembershipView {
  found: boolean;
  membershipId?: string;
  plan?: string;
  kind?: string;
  status?: string;
  isActive: boolean;
  role?: string;
  managerId?: string;
  groupSize?: number;
  currentPeriodStart?: string;
  currentPeriodEnd?: string;
  nextBillingAt?: string;
  nextAmount?: number;
  cancelAtPeriodEnd?: boolean;
  cancelReason?: string;
  isFree: boolean;
  failedAttempts?: number;
  reservation?: Reservation;
}
