import { decodeMessage, Topics, type Tx } from '@screenshelf/kit';
import type { UserEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/UserEvent.js';
import { publishUserEvent } from '../src/events.js';
import type { UserRow } from '../src/store.js';

// What identity.user carries: the snapshot the marketplace's seller blocks and referrals read.
describe('identity.user events', () => {
  const written: unknown[][] = [];
  const tx = { query: async (_sql: string, params?: unknown[]) => void (params && written.push(params)) } as unknown as Tx;
  const user: UserRow = {
    id: '22222222-2222-4222-8222-222222222222',
    email: 'seller@example.com',
    email_verified: true,
    name: '김셀러',
    image: 'https://example.com/me.png',
    nickname: 'kimseller',
    role: 'SELLER',
    is_biz_owner: true,
    referral_id: 'KIM123',
    created_at: new Date(),
    updated_at: new Date(),
  };

  it('publishes the nickname, image, referral id and email verification with the user', async () => {
    await publishUserEvent(tx, 'user.updated', user.id, user);
    const [, topic, key, type, payload] = written[0]!;
    expect([topic, key, type]).toEqual([Topics.identityUser.name, user.id, 'user.updated']);
    expect(decodeMessage<UserEvent__Output>(Topics.identityUser.message, payload as Buffer).user).toEqual({
      id: user.id,
      email: 'seller@example.com',
      name: '김셀러',
      role: 'SELLER',
      isBizOwner: true,
      nickname: 'kimseller',
      image: 'https://example.com/me.png',
      referralId: 'KIM123',
      emailVerified: true,
    });
  });

  it('never sends a deleted user’s details', async () => {
    written.length = 0;
    await publishUserEvent(tx, 'user.deleted', user.id, user);
    expect(decodeMessage<UserEvent__Output>(Topics.identityUser.message, written[0]![4] as Buffer)).toMatchObject({
      kind: 'user.deleted',
      user: null,
    });
  });
});
