import { randomBytes } from 'node:crypto';
import { domainError } from '@screenshelf/kit';

export type SessionProblem = '' | 'EXPIRED' | 'UNKNOWN' | 'SIGNED_IN_ELSEWHERE';

export interface SessionRecord {
  expiresAt: Date;
  endedAt: Date | null;
  endReason: string | null;
}

/** A new opaque token (32 random bytes) for the cookie; only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only a token's hash is stored (the session mirror keys by the same rule). */
export { sessionTokenHash as hashToken } from '@screenshelf/kit';

/** Whether a stored session still counts, and if not, why (so the product can say "another device"). */
export function sessionProblemOf(record: SessionRecord | undefined, now: Date): SessionProblem {
  if (!record) return 'UNKNOWN';
  if (record.endedAt) return record.endReason === 'SIGNED_IN_ELSEWHERE' ? 'SIGNED_IN_ELSEWHERE' : 'UNKNOWN';
  if (record.expiresAt <= now) return 'EXPIRED';
  return '';
}

const DAY_MS = 86_400_000;

export const expiryFrom = (now: Date, maxAgeDays: number) => new Date(now.getTime() + maxAgeDays * DAY_MS);

/** Sliding expiry without a write per request: extend only once a day has passed (Auth.js updateAge). */
export const shouldExtend = (record: SessionRecord, now: Date, maxAgeDays: number) =>
  record.expiresAt.getTime() - now.getTime() < (maxAgeDays - 1) * DAY_MS;

/** A sign-in must finish within this long of starting. */
export const SIGN_IN_FLOW_TTL_MS = 10 * 60_000;

/** The provider ids the product signs in with (product-spec §7: "google"). */
export const PROVIDERS = ['google'] as const;

/** Longer than any token or flow id we issue: answered as unknown without a lookup. */
export const MAX_TOKEN_LENGTH = 128;

export const signInExpired = () => domainError('SIGN_IN_FAILED', { variant: 'expired' });
