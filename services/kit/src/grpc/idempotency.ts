import { createHash } from 'node:crypto';
import type { Pool } from '../db/postgres.js';
import { DomainError, domainError, type ErrorKind } from '../errors.js';
import type { MessageChoice } from '../messages.js';

export const IDEMPOTENCY_KEY = 'idempotency-key';

/**
 * Methods that only read (by name): a retry can never apply a change twice. Everything else (a
 * subscribe, a create, a charge) is sent once, and honours an Idempotency-Key.
 */
export const isReadOnlyMethod = (method: string) =>
  /^(Get|List|Browse|Search|Resolve|Validate|Preview|Export|MauRange|AppGroups|MyLikes)/.test(method);

/** A key the client chose: printable ASCII, as the IETF Idempotency-Key header draft and payment APIs take. */
export const isValidIdempotencyKey = (key: string) => /^[\x21-\x7e]{1,255}$/.test(key);

// Refusals that are the final answer to this request: a retry with the same key gets the same one.
// Anything else (a dependency down, a time-out, a bug) leaves no trace, so the retry runs again.
const FINAL_KINDS = new Set<ErrorKind>([
  'invalid',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'precondition',
  'too_large',
  'unsupported',
]);
// Refusals that say "not decided yet, ask again" (a payment whose outcome the provider has not told):
// a conflict for the client, but the retry with the same key must run again to learn the outcome.
const UNDECIDED_CODES = new Set(['PAYMENT_PENDING']);
// A first call still RUNNING after this long died with its process; a retry takes it over.
const ABANDONED_AFTER = '5 minutes';
const POLL_MS = 100;

interface StoredError {
  errorCode: string;
  message: string;
  kind: ErrorKind;
  details?: unknown;
  choice?: MessageChoice;
}

/**
 * Runs a change once per (method, caller, Idempotency-Key): the first call runs and its answer — a
 * response or a final refusal — is kept for a day; a retry with the same key and the same request
 * gets that answer without running again, a retry while the first still runs waits for it, and the
 * same key with a different request is refused. The key lives in the service's own database, so the
 * guarantee holds across replicas and restarts.
 */
export async function runIdempotently<T>(
  pool: Pool,
  call: { method: string; caller: string; key: string; request: unknown; deadline: Date },
  run: () => Promise<T>,
): Promise<T> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify(call.request ?? null))
    .digest('hex');
  const ids = [call.method, call.caller, call.key];
  for (;;) {
    const claimed = await pool.query(
      `INSERT INTO idempotent_calls (method, caller, key, request_hash, state) VALUES ($1, $2, $3, $4, 'RUNNING')
       ON CONFLICT (method, caller, key) DO UPDATE SET created_at = now()
         WHERE idempotent_calls.state = 'RUNNING' AND idempotent_calls.created_at < now() - $5::interval
           AND idempotent_calls.request_hash = EXCLUDED.request_hash
       RETURNING 1`,
      [...ids, requestHash, ABANDONED_AFTER],
    );
    if (claimed.rowCount === 1) return runAndKeep(pool, ids, run);

    const { rows } = await pool.query<{ request_hash: string; state: string; response: unknown; error: StoredError | null }>(
      'SELECT request_hash, state, response, error FROM idempotent_calls WHERE method = $1 AND caller = $2 AND key = $3',
      ids,
    );
    const first = rows[0];
    if (!first) continue; // the first call failed in a way that is retried: claim again
    if (first.request_hash !== requestHash) throw domainError('IDEMPOTENCY_KEY_REUSED');
    if (first.state === 'DONE') {
      if (first.error) throw revive(first.error);
      return first.response as T;
    }
    if (Date.now() + POLL_MS >= call.deadline.getTime() - POLL_MS) throw domainError('IDEMPOTENCY_KEY_IN_USE');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runAndKeep<T>(pool: Pool, ids: string[], run: () => Promise<T>): Promise<T> {
  let response: T;
  try {
    response = await run();
  } catch (error) {
    if (error instanceof DomainError && FINAL_KINDS.has(error.kind) && !UNDECIDED_CODES.has(error.errorCode)) {
      const stored: StoredError = {
        errorCode: error.errorCode,
        message: error.message,
        kind: error.kind,
        details: error.details,
        choice: error.choice,
      };
      await pool
        .query(`UPDATE idempotent_calls SET state = 'DONE', error = $4 WHERE method = $1 AND caller = $2 AND key = $3`, [
          ...ids,
          JSON.stringify(stored),
        ])
        .catch(() => undefined);
    } else {
      await pool.query('DELETE FROM idempotent_calls WHERE method = $1 AND caller = $2 AND key = $3', ids).catch(() => undefined);
    }
    throw error;
  }
  await pool.query(`UPDATE idempotent_calls SET state = 'DONE', response = $4 WHERE method = $1 AND caller = $2 AND key = $3`, [
    ...ids,
    JSON.stringify(response ?? null),
  ]);
  return response;
}

const revive = (e: StoredError) => new DomainError(e.errorCode, e.message, e.kind, e.details, e.choice ?? {});

/** Forgets keys older than a day (called now and then by the server). */
export const forgetOldIdempotencyKeys = (pool: Pool) =>
  pool.query("DELETE FROM idempotent_calls WHERE created_at < now() - interval '1 day'");
