import { randomUUID } from 'node:crypto';
import { paymentFailed, validationError, type Pool, type Tx } from '@screenshelf/kit';
import { membershipError } from '../domain/errors.js';
import { checkMemberIds, refuseCandidate, seatsAfterMemberEdit, seatsAlreadyPaid } from '../domain/membership.js';
import { MAX_GROUP_SIZE, prorateAdditionalFee, type Kind } from '../domain/pricing.js';
import * as store from '../store.js';
import type { MembershipRow } from '../store.js';
import { candidateOf, FailedCharge, hex, type MembershipContext } from './context.js';
import type { MembershipViews } from './views.js';

/** A Group Pro manager's group: who may join, what growing costs, setting the members. */
export function groups(ctx: MembershipContext, views: MembershipViews) {
  const { pool } = ctx;

  /**
   * What a group of `people` costs now: the seats it will pay for (the seats bought stay, more people
   * buy more), and the difference to what the period has already paid for (the largest size paid
   * this period, so re-adding a removed seat is free), prorated.
   */
  async function additionalFee(db: Pool | Tx, m: MembershipRow, people: number, now: Date) {
    const groupSize = seatsAfterMemberEdit(m.group_size, people);
    const paidSize = seatsAlreadyPaid(await store.paidGroupSizesOfPeriod(db, m), m.group_size);
    const current = await ctx.planPrice(db, 'GROUP_PRO', m.kind as Kind, paidSize);
    const next = await ctx.planPrice(db, 'GROUP_PRO', m.kind as Kind, groupSize);
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

  /** GET /groups/validation?email: may this user join the caller's group? */
  async function validateGroupMember(managerId: string, email: string) {
    // No whitespace or control characters (a NUL never reaches Postgres), at most RFC 5321's 254.
    if (email.length > 254 || !/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u.test(email)) throw membershipError('EMAIL');
    const candidate = await store.findUserByEmail(pool, email);
    if (!candidate) throw membershipError('USER_NOT_FOUND');
    if (candidate.id === managerId) throw membershipError('INVALID_MEMBER_IDS');
    const own = await store.findLiveMembershipOf(pool, managerId);
    const [state] = await store.candidateStates(pool, [candidate.id], own?.id ?? null);
    refuseCandidate({ ...candidateOf(state!), userId: candidate.id, exists: true }, { allowInThisGroup: false });
    // What adding needs: the id to send and the address the manager typed; never the person's name.
    return { userId: candidate.id, email: candidate.email ?? '', name: '', addedAt: '' };
  }

  async function previewAdditionalFee(managerId: string, groupSize: number, now = new Date()) {
    if (!Number.isInteger(groupSize) || groupSize <= 1 || groupSize > MAX_GROUP_SIZE)
      throw validationError(`groupSize must be 2 to ${MAX_GROUP_SIZE}`);
    const m = await store.findLiveMembershipOf(pool, managerId);
    if (!m) throw membershipError('MEMBERSHIP_NOT_FOUND');
    if (m.plan !== 'GROUP_PRO') throw membershipError('PLAN_NOT_GROUP_COMPATIBLE');
    return additionalFee(pool, m, groupSize, now);
  }

  /** PUT /groups: the manager sets the members; the seats bought stay, more people than seats pay the prorated difference now. */
  async function updateGroup(managerId: string, memberIds: string[], now = new Date()) {
    checkMemberIds(memberIds, managerId);
    const charged = await ctx
      .change(async (tx, publish) => {
        // The members' checks and their seats happen under their locks, before the fee is charged.
        await store.lockPeople(tx, [managerId, ...memberIds]);
        const m = await store.findLiveMembershipOf(tx, managerId, true);
        if (!m) throw membershipError('MEMBERSHIP_NOT_FOUND');
        if (m.plan !== 'GROUP_PRO') throw membershipError('PLAN_NOT_GROUP_COMPATIBLE');
        await ctx.admitMembers(tx, memberIds, managerId, m.id);
        const fee = await additionalFee(tx, m, 1 + memberIds.length, now);
        const { groupSize } = fee;
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
          const settled = await ctx.chargeHistory(tx, history, user.email);
          if (settled.status !== 'CMPL') throw new FailedCharge(settled);
        }
        const before = await store.groupMemberIds(tx, m.id);
        await ctx.claimSeats(tx, m.id, memberIds);
        await store.updateMembership(tx, m.id, { group_size: groupSize });
        await publish({ kind: 'group.changed', membershipId: m.id, userIds: [managerId, ...before, ...memberIds], plan: m.plan });
        return fee.additionalFee;
      })
      .catch(async (error: unknown) => {
        // A declined group fee is still a payment attempt: keep its FAIL record, change nothing else.
        if (error instanceof FailedCharge) {
          await store.insertFailedAttempt(pool, error.history);
          throw paymentFailed(error.history.failure_code);
        }
        throw error;
      });
    return views.group(managerId, charged);
  }

  return { validateGroupMember, previewAdditionalFee, updateGroup };
}
