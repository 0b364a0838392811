import { randomUUID } from 'node:crypto';
import type { Pool } from '@screenshelf/kit';
import { mintCallerToken } from '@screenshelf/kit/testing';
import { TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { upsertUser } from '@screenshelf/membership/store.js';

export interface SeededUser {
  id: string;
  email: string | null;
  token: string;
}

/**
 * A user membership knows (its users projection seeded directly; identity's sign-in and the
 * projection's consumer have their own tests), with a Starter caller token.
 */
export async function seedMember(pool: Pool, options: { email?: string | null; tag?: string } = {}): Promise<SeededUser> {
  const id = randomUUID();
  const email = options.email === undefined ? `${options.tag ?? 'u'}-${id.slice(0, 8)}@example.com` : options.email;
  await upsertUser(pool, { id, email, name: `User ${id.slice(0, 4)}`, role: 'USER' });
  return { id, email, token: await mintCallerToken({ userId: id, role: 'USER', plan: 'STARTER', paid: false }) };
}

/** A test card of services/dev-payments as the subscribe call takes it. */
export const testCard = (cardNumber: string = TEST_CARDS.ok) => ({
  cardNumber,
  cardExpirationYear: '30',
  cardExpirationMonth: '12',
});
