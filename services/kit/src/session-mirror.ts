import { createHash } from 'node:crypto';
import type { Redis } from './redis.js';

/**
 * Identity's copy of session state in Redis, for the one question asked most: is this session still
 * valid (the session check every open tab polls). Identity owns sessions and is the only writer;
 * the gateway reads. The copy holds no personal data — a sha256 of the cookie's token as the key, the
 * user id and expiry, or why the session ended — and a missing entry is always safe: the reader asks
 * identity (Postgres), which writes the entry again. So Redis losing it costs one gRPC call per session.
 *
 * Ordering (no stale "valid" after an end): an end is written with a plain SET after identity's
 * transaction commits and before the call that ended it answers, so the check after a sign-in
 * elsewhere already sees it; a "valid" entry is written only where no end is stored (a Lua script),
 * so a refill that read Postgres just before the end cannot overwrite it. Valid entries live at most
 * SESSION_MIRROR_VALID_S, which bounds how long a failed end write (Redis answering reads but not
 * that write) could leave a session looking valid; ends live a day, longer than any valid entry.
 */
export const SESSION_MIRROR_VALID_S = 600;
export const SESSION_MIRROR_END_S = 86_400;

/** The key of a session token wherever it is stored (identity's rows, the mirror): its sha256. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest();

export type MirroredSession = { valid: true; userId: string; expiresAt: number } | { valid: false; reason: string };

const key = (prefix: string, tokenHash: Buffer) => `${prefix}${tokenHash.toString('hex')}`;

// KEYS[1] entry; ARGV[1] value, ARGV[2] ttl ms. An end ("x|…") is never replaced by a valid entry.
const SET_UNLESS_ENDED = `local cur = redis.call('GET', KEYS[1])
if cur and string.sub(cur, 1, 2) == 'x|' then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

export interface SessionMirror {
  /** The stored state, or undefined (not stored, expired, unreadable, Redis away): ask identity. */
  read(tokenHash: Buffer): Promise<MirroredSession | undefined>;
  /** A valid session (after sign-in, a lookup or an extension); never replaces an end. */
  valid(tokenHash: Buffer, userId: string, expiresAt: Date): Promise<void>;
  /** Sessions that ended (signed in elsewhere, signed out, account closed). Throws when not written. */
  ended(tokenHashes: Buffer[], reason: string): Promise<void>;
}

export function sessionMirror(redis: Redis, prefix = 'identity:session:'): SessionMirror {
  return {
    async read(tokenHash) {
      const value = await redis.get(key(prefix, tokenHash)).catch(() => null);
      if (!value) return undefined;
      const [kind, a, b] = value.split('|');
      if (kind === 'x' && a) return { valid: false, reason: a };
      const expiresAt = Number(b);
      // An entry past its session's expiry is not trusted (identity may have extended it): ask.
      if (kind === 'v' && a && expiresAt > Date.now()) return { valid: true, userId: a, expiresAt };
      return undefined;
    },
    async valid(tokenHash, userId, expiresAt) {
      const ttl = Math.min(SESSION_MIRROR_VALID_S * 1000, expiresAt.getTime() - Date.now());
      if (ttl <= 0) return;
      await redis.eval(SET_UNLESS_ENDED, 1, key(prefix, tokenHash), `v|${userId}|${expiresAt.getTime()}`, String(ttl)).catch(() => undefined);
    },
    async ended(tokenHashes, reason) {
      if (!tokenHashes.length) return;
      const batch = redis.multi();
      for (const hash of tokenHashes) batch.set(key(prefix, hash), `x|${reason}`, 'EX', SESSION_MIRROR_END_S);
      const results = await batch.exec();
      const failed = !results || results.some(([error]) => error);
      if (failed) throw new Error('the session mirror did not take the ended sessions');
    },
  };
}
