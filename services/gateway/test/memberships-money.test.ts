import { TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { seedMember, testCard, type SeededUser } from './support/members.js';
import { api, sharedStack, type Stack } from './support/stack.js';

const BASE = '/api/v2/users/memberships';

// Issue 27 "Money on screen": one amount, computed once by membership, wherever it shows — the
// plan card's quote, the checkout's charge, the reservation and "next payment" — at the seats
// chosen on the card; a declined card says why. Against the real services and dev-payments.
describe('memberships: the amounts agree, the seats carry through, a decline says why', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await sharedStack();
  });

  const seedUser = () => seedMember(stack.membership.pool, { tag: 'money' });
  const call = (path: string, user: SeededUser | undefined, method = 'GET', body?: object) =>
    api(stack.url, `${BASE}${path}`, { method, token: user?.token, body: body ? JSON.stringify(body) : undefined });
  /** The amount the plan card shows: GET /previews for one plan, kind and seat count. */
  const cardQuote = async (kind: string, groupSize: number) => {
    const res = await call(`/previews?plan=GROUP_PRO&kind=${kind}&groupSize=${groupSize}`, undefined);
    expect(res.status).toBe(200);
    return res.body.data[0] as { groupSize: number; amount: number };
  };
  /** What the provider charged for one membership (order ids carry its id). */
  const chargedFor = (membershipId: string) =>
    stack.devPayments
      .charges()
      .filter((p) => p.orderId.includes(membershipId.replace(/-/g, '')))
      .map((p) => p.totalAmount);

  it.each([
    ['MONTHLY', 3, 37_990],
    ['ANNUAL', 2, 212_770],
  ])('Group Pro %s for %i seats: the card, the charge, the receipt and the next payment are all %i won', async (kind, seats, amount) => {
    const quote = await cardQuote(kind, seats);
    expect(quote).toMatchObject({ groupSize: seats, amount });

    const user = await seedUser();
    const subscribed = await call('', user, 'POST', { plan: 'GROUP_PRO', kind, seats, card: testCard() });
    expect(subscribed.status).toBe(201);
    expect(subscribed.body.data).toMatchObject({ plan: 'GROUP_PRO', kind, status: 'ACTIVE', groupSize: seats, nextAmount: amount });
    expect(chargedFor(subscribed.body.data.membershipId)).toEqual([amount]);
    const receipts = await call('/mypage/payments?limit=10&offset=0', user);
    expect(receipts.body.data).toEqual([expect.objectContaining({ groupSize: seats, amount, status: 'CMPL', reason: 'SUBSCRIBE' })]);
    // The empty seats are paid for: filling one this period costs nothing.
    const fee = await call(`/groups/preview-additional-fee?groupSize=${seats}`, user);
    expect(fee.body.data).toMatchObject({ currentGroupSize: seats, groupSize: seats, additionalFee: 0, nextAmount: amount });
  });

  it('editing the members keeps the seats bought: the group size and the next payment stay at 3 seats, a fourth person buys a seat', async () => {
    const [user, a, b, c] = await Promise.all([seedUser(), seedUser(), seedUser(), seedUser()]);
    expect((await call('', user, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY', seats: 3, card: testCard() })).status).toBe(201);
    const next = async () => (await call('/mypage', user)).body.data as { groupSize: number; nextAmount: number };

    // Filling the paid seats, emptying them again: no fee, and the seat count never drops below 3.
    for (const memberIds of [[a.id], [a.id, b.id], [b.id], []]) {
      const edited = await call('/groups', user, 'PUT', { memberIds });
      expect(edited).toMatchObject({ status: 200, body: { data: { groupSize: 3, chargedAmount: 0 } } });
      expect(await next()).toMatchObject({ groupSize: 3, nextAmount: 37_990 });
    }
    // Asking what a smaller group costs answers the seats kept, not fewer.
    expect((await call('/groups/preview-additional-fee?groupSize=2', user)).body.data).toMatchObject({ groupSize: 3, additionalFee: 0, nextAmount: 37_990 });

    // A fourth person needs a fourth seat: its prorated difference is charged, and the next payment is for 4.
    const quote4 = await cardQuote('MONTHLY', 4);
    const grown = await call('/groups', user, 'PUT', { memberIds: [a.id, b.id, c.id] });
    expect(grown.body.data.groupSize).toBe(4);
    expect(grown.body.data.chargedAmount).toBeGreaterThan(0);
    expect(grown.body.data.chargedAmount).toBeLessThanOrEqual(quote4.amount - 37_990);
    expect(await next()).toMatchObject({ groupSize: 4, nextAmount: quote4.amount });
    expect((await call('/groups', user, 'PUT', { memberIds: [a.id] })).body.data).toMatchObject({ groupSize: 4, chargedAmount: 0 });
  });

  it('refuses fewer seats than the people named, and seats on a Personal plan', async () => {
    const user = await seedUser();
    const member = await seedUser();
    const tooFew = await call('', user, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY', seats: 1, memberIds: [member.id], card: testCard() });
    expect(tooFew).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
    const personal = await call('', user, 'POST', { plan: 'PERSONAL_PRO', kind: 'MONTHLY', seats: 3, card: testCard() });
    expect(personal).toMatchObject({ status: 409, body: { errorCode: 'PLAN_NOT_GROUP_COMPATIBLE' } });
    expect((await call('/mypage', user)).body.data.found).toBe(false);
  });

  it('a reserved Group Pro for 2 seats annually shows the card amount as the reservation and the next payment; it can be cancelled, and cancelling the membership says to cancel it first', async () => {
    const { amount } = await cardQuote('ANNUAL', 2);
    expect(amount).toBe(212_770);
    const user = await seedUser();
    expect((await call('', user, 'POST', { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: testCard() })).status).toBe(201);

    const reserved = await call('/mypage/reservations', user, 'POST', { plan: 'GROUP_PRO', kind: 'ANNUAL', seats: 2 });
    expect(reserved).toMatchObject({ status: 201, body: { data: { plan: 'GROUP_PRO', kind: 'ANNUAL', seats: 2, amount, status: 'RESERVED' } } });
    const mine = (await call('/mypage', user)).body.data;
    expect(mine).toMatchObject({ plan: 'PERSONAL_PRO', nextAmount: amount, reservation: { seats: 2, amount } });
    expect(mine.reservation.startsAt).toBe(mine.currentPeriodEnd);
    expect((await call('/mypage/reservations', user)).body.data[0]).toMatchObject({ seats: 2, amount, status: 'RESERVED' });

    // Cancelling the membership while the change is reserved: the answer says what to do first.
    const refusedKo = await call('/cancel-reservation', user, 'PUT', { isActive: false });
    expect(refusedKo).toMatchObject({ status: 409, body: { errorCode: 'ALREADY_IN_RESERVATION' } });
    expect(refusedKo.body.msg).toContain('예약 취소');
    const refusedEn = await call('/cancel-reservation?lang=en', user, 'PUT', { isActive: false });
    expect(refusedEn.body.msg).toBe(
      'A plan change is reserved, so the membership cannot be cancelled. First cancel the reserved change (“Cancel the reserved change” under your subscription), then cancel the membership.',
    );
    const again = await call('/mypage/reservations?lang=en', user, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY', seats: 3 });
    expect(again.body).toMatchObject({ errorCode: 'ALREADY_IN_RESERVATION', msg: expect.stringContaining('Cancel the reserved change') });

    const cancelled = await call('/mypage/reservations/cancel', user, 'PUT');
    expect(cancelled.body.data[0]).toMatchObject({ seats: 2, status: 'CANCELLED' });
    const after = (await call('/mypage', user)).body.data;
    expect(after.reservation).toBeUndefined();
    expect(after.nextAmount).toBe(9900);
    expect((await call('/cancel-reservation', user, 'PUT', { isActive: false })).status).toBe(200);
  });

  it('a declined card says why and what to do (ko and en), with the provider code in details.reason', async () => {
    const user = await seedUser();
    const declined = await call('', user, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY', seats: 3, card: testCard(TEST_CARDS.alwaysDeclines) });
    expect(declined).toMatchObject({
      status: 409,
      body: {
        errorCode: 'PAYMENT_FAILED',
        msg: '카드사에서 결제를 거절했습니다(한도 초과 또는 잔액 부족). 다른 카드로 결제해 주세요.',
        details: { reason: 'REJECT_CARD_PAYMENT' },
      },
    });
    const badNumber = await call('/methods?lang=en', user, 'POST', { cardNumber: '4111111111111', cardExpirationYear: '30', cardExpirationMonth: '12' });
    expect(badNumber).toMatchObject({
      status: 409,
      body: {
        errorCode: 'PAYMENT_FAILED',
        msg: 'The card number is not valid. Please check the card number.',
        details: { reason: 'INVALID_CARD_NUMBER' },
      },
    });
    // The refusal left no live membership: the next attempt with a good card goes through at the card's amount.
    const paid = await call('', user, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY', seats: 3, card: testCard() });
    expect(paid.body.data).toMatchObject({ status: 'ACTIVE', groupSize: 3, nextAmount: 37_990 });
  });
});
