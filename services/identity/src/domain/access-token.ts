import { randomBytes } from 'node:crypto';
import { domainError } from '@screenshelf/kit';

/** At most this many live (unexpired) tokens per person: enough for a few AI clients, few enough to review. */
export const MAX_LIVE_ACCESS_TOKENS = 10;

/** Recognisable in logs and secret scanners: `ssp_` (Screenshelf personal) and 32 random bytes. */
export const ACCESS_TOKEN_PREFIX = 'ssp_';
const SECRET = /^ssp_[A-Za-z0-9_-]{43}$/;

export const newAccessTokenSecret = () => `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What a list shows of a secret to tell tokens apart: `ssp_` and 4 characters. */
export const displayPrefixOf = (secret: string) => secret.slice(0, ACCESS_TOKEN_PREFIX.length + 4);

/** Whether a presented bearer value can be one of our secrets at all (anything else is not looked up). */
export const looksLikeAccessToken = (value: string) => SECRET.test(value);

const DAY_MS = 86_400_000;

/** 0 days: never expires. */
export const accessTokenExpiry = (now: Date, expiresInDays: number): Date | null =>
  expiresInDays > 0 ? new Date(now.getTime() + expiresInDays * DAY_MS) : null;

export const isExpired = (expiresAt: Date | null, now: Date) => expiresAt !== null && expiresAt <= now;

export const accessTokenLimitReached = () => domainError('ACCESS_TOKEN_LIMIT', { params: { max: MAX_LIVE_ACCESS_TOKENS } });

export const accessTokenNotFound = () => domainError('ACCESS_TOKEN_NOT_FOUND');

/** Last use is recorded at most once a minute per token, not on every request. */
export const LAST_USED_GRANULARITY_MS = 60_000;
