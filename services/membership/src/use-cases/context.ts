import {
  forbidden,
  PaymentDeclined,
  paymentFailed,
  requireSignedIn,
  validationError,
  withTransaction,
  type Caller,
  type IssuedBillingKey,
  type Logger,
  type PaymentProvider,
  type Pool,
  type Tx,
} from '@screenshelf/kit';
import type { CardInput__Output as CardInput } from '@screenshelf/kit/gen/screenshelf/membership/v1/CardInput.js';
import { membershipError } from '../domain/errors.js';
import { checkMemberIds, isUuid, refuseCandidate, refuseSubscription } from '../domain/membership.js';
import { MAX_GROUP_SIZE, quotePrice, type Kind, type PaidPlan } from '../domain/pricing.js';
import type { Entitlements } from '../entitlement.js';
import { publishSubscriptionChange, type SubscriptionChange } from '../events.js';
import * as store from '../store.js';
import type { HistoryRow, MembershipRow } from '../store.js';

/**
 * What every use case shares: the dependencies and the steps several of them take (a change with
 * its event, a price, a card, a charge, admitting members, claiming seats, ending a membership).
 */
export interface MembershipDeps {
  pool: Pool;
  provider: PaymentProvider;
  entitlements: Entitlements;
  logger: Logger;
}

export type Publish = (c: SubscriptionChange) => Promise<void>;

/** Toss order ids: 6–64 of [A-Za-z0-9_-]. */
export const hex = (uuid: string) => uuid.replace(/-/g, '');
export const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === constraint;

/** A declined charge inside a transaction that must roll back everything but the attempt itself. */
export class FailedCharge extends Error {
  readonly history: HistoryRow;

  constructor(history: HistoryRow) {
    super('charge declined');
    this.history = history;
  }
}

/** The user a call is about: the caller, or anyone for an admin. */
export function subjectOf(caller: Caller, userId: string): string {
  requireSignedIn(caller);
  if (!userId || userId === caller.userId) return caller.userId;
  if (caller.role !== 'ADMIN') throw forbidden('You can only see your own membership');
  if (!isUuid(userId)) throw validationError('userId is not valid');
  return userId;
}

export function membershipContext(deps: MembershipDeps) {
  const { pool, provider, entitlements } = deps;

  /** Runs a change in a transaction that also writes its events; the users it names lose their cached entitlement once it ends. */
  const change = async <T>(work: (tx: Tx, publish: Publish) => Promise<T>): Promise<T> => {
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
      if (error instanceof PaymentDeclined) throw paymentFailed(error.code);
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

  /** Charges a READY history row (its own card, else the main card); the order id is the idempotency key. */
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
      refuseCandidate(candidateOf(candidate), { allowInThisGroup: true });
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

  /** Inserts a user's PENDING membership; the one live membership per user backs up the locked checks. */
  async function insertPendingMembership(tx: Tx, m: { userId: string; plan: PaidPlan; kind: Kind; groupSize: number }) {
    try {
      return await store.insertPendingMembership(tx, m);
    } catch (error) {
      if (isUniqueViolation(error, 'memberships_one_live')) throw membershipError('ALREADY_ACTIVE_SUBSCRIPTION');
      throw error;
    }
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

  /** Releases what a membership that ends holds: its group seats and an open reservation. */
  async function endMembership(tx: Tx, m: MembershipRow, status: 'EXPIRED' | 'FAILED'): Promise<string[]> {
    const members = await store.groupMemberIds(tx, m.id);
    await store.replaceGroupMembers(tx, m.id, []);
    const reservation = await store.findOpenReservation(tx, m.id);
    if (reservation) await store.closeReservation(tx, reservation.id, 'CANCELLED');
    await store.updateMembership(tx, m.id, { status, next_billing_at: null });
    return [m.user_id, ...members];
  }

  /** The user a call is about (subjectOf); a user an admin names must exist (USER_NOT_FOUND). */
  async function subject(caller: Caller, userId: string): Promise<string> {
    const id = subjectOf(caller, userId);
    if (id !== caller.userId && !(await store.findUser(pool, id))) throw membershipError('USER_NOT_FOUND');
    return id;
  }

  return {
    ...deps,
    change,
    planPrice,
    issueCard,
    methodOf,
    chargeHistory,
    admitMembers,
    refuseSubscriber,
    insertPendingMembership,
    claimSeats,
    endMembership,
    subject,
  };
}

export type MembershipContext = ReturnType<typeof membershipContext>;

/** A candidate row as the group rules read it. */
export const candidateOf = (row: store.CandidateRow) => ({
  userId: row.user_id,
  exists: row.exists,
  ownsLiveMembership: row.owns_live,
  inThisGroup: row.in_this_group,
  inAnotherGroup: row.in_another_group,
  leadsReservation: row.leads_reservation,
  inReservedGroup: row.in_reserved_group,
});
