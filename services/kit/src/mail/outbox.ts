import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Pool, Tx } from '../db/postgres.js';
import { relayLoop } from '../db/relay-loop.js';

/**
 * Settings of a service that sends mail (spread into its loadConfig schema): the SMTP server (the
 * local dev-smtp by default) and the From address.
 */
export const mailEnv = {
  SMTP_URL: z.string().url().default('smtp://127.0.0.1:8025'),
  MAIL_FROM: z.string().min(3).default('Screenshelf <no-reply@screenshelf.local>'),
  /** How often the mail relay looks for mail to send (it is also woken by NOTIFY). */
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** Days a sent mail keeps its body and headers (its address, subject and Message-ID stay for the console). */
  MAIL_KEEP_DAYS: z.coerce.number().int().min(1).default(30),
};

/**
 * The table `mail_outbox` (the kit's migration 0005, in every service's database like the events outbox):
 *
 * PENDING → SENDING (claimed by one relay) → SENT; a refusal the server answered (4xx), or a failure
 * before the relay began handing over the message's data (no connection, a drop during the envelope),
 * goes back to PENDING with a back-off; a permanent refusal (5xx), a mail no server would take, or
 * too many tries to FAILED. A row SENDING whose relay died before it recorded the outcome, or whose
 * connection failed once the data was on its way (the server may have taken it), becomes UNKNOWN
 * and is NEVER sent again by itself: at most once per message. Its stable Message-ID lets an admin
 * look it up at the provider and resend it by hand (`resendMail`).
 */
export type MailState = 'PENDING' | 'SENDING' | 'SENT' | 'UNKNOWN' | 'FAILED';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Makes the append idempotent: a second mail with the same key is not written (e.g. `newsletter:<issue>:<subscriber>`). */
  dedupeKey?: string;
}

const NOTIFY_CHANNEL = 'mail_outbox';

/**
 * Writes mails in the caller's transaction; they are sent only if it commits. Returns the Message-IDs
 * written (a mail whose dedupeKey was already written is skipped).
 */
export async function appendMails(tx: Tx, mails: OutgoingMail[], domain = 'screenshelf.local'): Promise<string[]> {
  if (mails.length === 0) return [];
  const result = await tx.query<{ message_id: string }>(
    `INSERT INTO mail_outbox (message_id, dedupe_key, to_address, subject, text_body, html_body, headers)
     SELECT m.message_id, m.dedupe_key, m.to_address, m.subject, m.text_body, m.html_body, m.headers
       FROM jsonb_to_recordset($1::jsonb) AS m(message_id text, dedupe_key text, to_address text, subject text, text_body text, html_body text, headers jsonb)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING message_id`,
    [
      JSON.stringify(
        mails.map((m) => ({
          message_id: `<${randomUUID()}@${domain}>`,
          dedupe_key: m.dedupeKey ?? null,
          to_address: m.to,
          subject: m.subject,
          text_body: m.text,
          html_body: m.html ?? null,
          headers: m.headers ?? {},
        })),
      ),
    ],
  );
  await tx.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`);
  return result.rows.map((r) => r.message_id);
}

/** One mail (see appendMails): its Message-ID, or undefined when its dedupeKey was written already. */
export const appendMail = async (tx: Tx, mail: OutgoingMail, domain?: string): Promise<string | undefined> =>
  (await appendMails(tx, [mail], domain))[0];

/** An admin's decision about an UNKNOWN or FAILED mail: send it again (it may then arrive twice). */
export async function resendMail(pool: Pool | Tx, messageId: string): Promise<boolean> {
  const result = await pool.query(
    `UPDATE mail_outbox SET state = 'PENDING', next_attempt_at = now(), last_error = NULL
      WHERE message_id = $1 AND state IN ('UNKNOWN', 'FAILED')`,
    [messageId],
  );
  return (result.rowCount ?? 0) > 0;
}

/** What an admin sees of one outgoing mail (no body). */
export interface MailRecord {
  id: string;
  messageId: string;
  to: string;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string;
  createdAt: string;
  sentAt: string;
}

const MAIL_STATES: MailState[] = ['PENDING', 'SENDING', 'SENT', 'UNKNOWN', 'FAILED'];
export const isMailState = (value: string): value is MailState => (MAIL_STATES as string[]).includes(value);

type MailRecordRow = {
  id: string;
  message_id: string;
  to_address: string;
  subject: string;
  state: MailState;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
};
const RECORD_COLUMNS = 'id::text AS id, message_id, to_address, subject, state, attempts, last_error, created_at, sent_at';
const toRecord = (r: MailRecordRow): MailRecord => ({
  id: r.id,
  messageId: r.message_id,
  to: r.to_address,
  subject: r.subject,
  state: r.state,
  attempts: r.attempts,
  lastError: r.last_error ?? '',
  createdAt: r.created_at.toISOString(),
  sentAt: r.sent_at?.toISOString() ?? '',
});

/** Outgoing mail, newest first, optionally of one state (admins look for UNKNOWN and FAILED ones). */
export async function listMails(db: Pool | Tx, query: { state?: MailState; limit: number; offset: number }): Promise<{ mails: MailRecord[]; total: number }> {
  const { rows } = await db.query<MailRecordRow & { total: string }>(
    `SELECT ${RECORD_COLUMNS}, count(*) OVER () AS total FROM mail_outbox
      WHERE $1::text IS NULL OR state = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [query.state ?? null, query.limit, query.offset],
  );
  const total = rows[0] ? Number(rows[0].total) : query.offset > 0 ? (await countMails(db))[query.state ?? 'ALL'] : 0;
  return { mails: rows.map(toRecord), total };
}

/** How many mails are in each state (and ALL). */
export async function countMails(db: Pool | Tx): Promise<Record<MailState | 'ALL', number>> {
  const { rows } = await db.query<{ state: MailState; n: string }>('SELECT state, count(*) AS n FROM mail_outbox GROUP BY state');
  const counts = Object.fromEntries([...MAIL_STATES, 'ALL'].map((s) => [s, 0])) as Record<MailState | 'ALL', number>;
  for (const r of rows) {
    counts[r.state] = Number(r.n);
    counts.ALL += Number(r.n);
  }
  return counts;
}

/** One mail by its row id, locked when read in a transaction (for resending it). */
export async function mailById(db: Pool | Tx, id: string, forUpdate = false): Promise<MailRecord | undefined> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) return undefined;
  const { rows } = await db.query<MailRecordRow>(`SELECT ${RECORD_COLUMNS} FROM mail_outbox WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] && toRecord(rows[0]);
}

interface MailRow {
  id: string;
  message_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string>;
  attempts: number;
}

export interface MailRelay {
  /** Sends what is due now; resolves with how many mails are still PENDING. For tests. */
  flush(): Promise<number>;
  /** Empties the bodies and headers of mails sent more than keepDays ago; resolves with how many. Also runs hourly. */
  prune(): Promise<number>;
  /** Stops claiming; waits for the mail being sent to be recorded. */
  stop(): Promise<void>;
}

const MAX_ATTEMPTS = 8;

type SmtpError = SMTPConnection.SMTPError & { dataStarted?: boolean };

/**
 * What a failed delivery means for the row. The server's own answer decides when there is one (4xx
 * later, 5xx never); otherwise whether the relay had begun handing the message's data over: until it
 * has, the server cannot have taken the mail (a retry cannot duplicate it); after, it may have.
 */
export function afterFailure(error: SmtpError, attempts: number): Exclude<MailState, 'SENDING' | 'SENT'> {
  if (typeof error.responseCode === 'number' && error.responseCode >= 400) {
    return error.responseCode >= 500 || attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING';
  }
  if (error.dataStarted) return 'UNKNOWN';
  // Our own mail is malformed (no valid recipient, too large): no try will do better.
  if (error.code === 'EENVELOPE' || error.code === 'EMESSAGE') return 'FAILED';
  return attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING';
}

/** Mails sent over one SMTP connection before it is closed and a fresh one opened (nodemailer's pool uses 100). */
const MAILS_PER_CONNECTION = 100;

type Mail = ConstructorParameters<typeof MailComposer>[0];

/**
 * The relay's SMTP conversation (nodemailer's SMTPConnection; MailComposer builds each message): one
 * connection, opened by the first mail of a round and reused by the next ones, closed at the end of
 * the round, after MAILS_PER_CONNECTION mails, or after any failure (the next mail opens a fresh
 * one). A failure is thrown with `dataStarted`: whether that mail's data had begun to flow.
 */
function smtpSession(smtp: SMTPConnection.Options) {
  let connection: SMTPConnection | undefined;
  let sent = 0;
  // The mail in flight hears of a dropped connection through this (its send callback never comes).
  let onDrop: ((error: SmtpError) => void) | undefined;

  const discard = (c: SMTPConnection) => {
    if (connection === c) connection = undefined;
    c.close();
  };

  const open = () =>
    new Promise<SMTPConnection>((resolve, reject) => {
      const c = new SMTPConnection(smtp);
      let ready = false;
      const fail = (error: SmtpError) => {
        discard(c);
        if (ready) onDrop?.(error);
        else reject(error);
      };
      c.on('error', fail);
      c.on('end', () => fail(Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION', command: 'CONN' })));
      c.connect((error) => {
        if (error) return fail(error);
        const done = () => {
          ready = true;
          sent = 0;
          connection = c;
          resolve(c);
        };
        // SMTP_URL's user and password (smtp://user:pass@host), as nodemailer's transport would log in.
        const auth = smtp.auth as SMTPConnection.Credentials | undefined;
        if (!auth?.user) return done();
        c.login(auth, (loginError) => (loginError ? fail(loginError) : done()));
      });
    });

  const session = {
    async deliver(mail: Mail): Promise<void> {
      const node = new MailComposer(mail).compile();
      const raw = await node.build();
      const envelope = node.getEnvelope();
      let dataStarted = false;
      // SMTPConnection reads the message only after the server accepted DATA (354).
      const message = new Readable({
        read() {
          dataStarted = true;
          this.push(raw);
          this.push(null);
        },
      });
      let c: SMTPConnection;
      try {
        c = connection ?? (await open());
      } catch (error) {
        throw Object.assign(error as SmtpError, { dataStarted: false });
      }
      await new Promise<void>((resolve, reject) => {
        let settled = false;
        const finish = (error?: SmtpError | null) => {
          if (settled) return;
          settled = true;
          onDrop = undefined;
          if (error) {
            discard(c);
            reject(Object.assign(error, { dataStarted }));
          } else {
            if (++sent >= MAILS_PER_CONNECTION) session.close();
            resolve();
          }
        };
        onDrop = finish;
        c.send({ from: envelope.from, to: envelope.to }, message, (error) => finish(error));
      });
    },
    /** Says goodbye (QUIT) on the open connection, if any. */
    close() {
      const c = connection;
      connection = undefined;
      if (c) {
        c.removeAllListeners('end');
        c.on('error', () => undefined);
        c.quit();
      }
    },
  };
  return session;
}

/**
 * Sends the committed rows of `mail_outbox` over SMTP, one at a time, at most once each (see
 * MailState). Several relays (replicas) may run: a row is claimed with SKIP LOCKED and committed as
 * SENDING before the SMTP conversation starts. `claimTimeoutMs`: a row SENDING for longer than this
 * belongs to a relay that died and becomes UNKNOWN (checked at start and on every poll).
 */
export function startMailRelay(options: {
  pool: Pool;
  smtpUrl: string;
  from: string;
  logger: Logger;
  pollMs?: number;
  claimTimeoutMs?: number;
  /** Called after each mail is recorded SENT (tests stop the relay mid-send with it). */
  onSent?: (messageId: string) => void;
  /** Days a sent mail keeps its body and headers (MAIL_KEEP_DAYS, 30 unless told). */
  keepDays?: number;
}): MailRelay {
  const { pool, logger } = options;
  const pollMs = options.pollMs ?? 1000;
  const claimTimeoutMs = options.claimTimeoutMs ?? 10 * 60_000;
  const smtp: SMTPConnection.Options = {
    ...parseConnectionUrl(options.smtpUrl),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    // A server that stops answering mid-conversation frees the relay after a minute.
    socketTimeout: 60_000,
  };

  // A sent mail's text (answers, unsubscribe tokens) is not kept forever: emptied after keepDays.
  const prune = async () => {
    const result = await pool.query(
      `UPDATE mail_outbox SET text_body = '', html_body = NULL, headers = '{}'
        WHERE state = 'SENT' AND text_body <> '' AND sent_at < now() - make_interval(days => $1)`,
      [options.keepDays ?? 30],
    );
    return result.rowCount ?? 0;
  };
  const pruning = setInterval(() => void prune().catch((error) => logger.warn({ err: error }, 'mail relay could not prune sent mail')), 3_600_000);
  pruning.unref();

  const abandonStale = () =>
    pool.query(
      `UPDATE mail_outbox SET state = 'UNKNOWN', last_error = 'the relay sending it stopped before it knew the outcome'
        WHERE state = 'SENDING' AND claimed_at < now() - make_interval(secs => $1::double precision / 1000)`,
      [claimTimeoutMs],
    );

  const claim = async (): Promise<MailRow | undefined> => {
    const { rows } = await pool.query<MailRow>(
      `UPDATE mail_outbox SET state = 'SENDING', claimed_at = now(), attempts = attempts + 1
        WHERE id = (SELECT id FROM mail_outbox WHERE state = 'PENDING' AND next_attempt_at <= now()
                     ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id, message_id, to_address, subject, text_body, html_body, headers, attempts`,
    );
    return rows[0];
  };

  const sendOne = async (session: ReturnType<typeof smtpSession>, row: MailRow) => {
    try {
      await session.deliver({
        from: options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        headers: row.headers,
        messageId: row.message_id,
      });
    } catch (err) {
      const error = err as SmtpError;
      const state = afterFailure(error, row.attempts);
      const retryInS = Math.min(2 ** row.attempts, 600);
      await pool.query(
        `UPDATE mail_outbox SET state = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
        [row.id, state, error.message.slice(0, 500), retryInS],
      );
      logger.warn({ err: error, messageId: row.message_id, state }, 'mail not sent');
      return false;
    }
    await pool.query(`UPDATE mail_outbox SET state = 'SENT', sent_at = now(), last_error = NULL WHERE id = $1`, [row.id]);
    options.onSent?.(row.message_id);
    return true;
  };

  const drain = async (stopping: AbortSignal) => {
    staleCheckedAt = Date.now();
    await abandonStale();
    const session = smtpSession(smtp);
    try {
      while (!stopping.aborted) {
        const row = await claim();
        if (!row) return;
        // A mail the server refused is retried later: stop this round so it does not spin.
        if (!(await sendOne(session, row))) return;
      }
    } finally {
      session.close();
    }
  };

  // The poll is the fallback to NOTIFY and what wakes a mail whose retry time has come. Idle, it is one
  // look at the due index (no write, no scan of the mail kept as SENT); a stale claim is looked for
  // at every full round and at least every claimTimeoutMs / 4 (a minute at most).
  const staleEveryMs = Math.min(60_000, claimTimeoutMs / 4);
  let staleCheckedAt = Date.now();
  const due = async () => {
    if (Date.now() - staleCheckedAt >= staleEveryMs) return true;
    const { rows } = await pool.query<{ due: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM mail_outbox WHERE state = 'PENDING' AND next_attempt_at <= now()) AS due`,
    );
    return rows[0]!.due;
  };

  const loop = relayLoop({
    pool,
    channel: NOTIFY_CHANNEL,
    name: 'mail relay',
    logger,
    pollMs,
    round: drain,
    due,
    onError: (error) => logger.warn({ err: error }, 'mail relay could not read its outbox; trying again'),
  });

  return {
    async flush() {
      await loop.flush();
      const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM mail_outbox WHERE state = 'PENDING'`);
      return Number(rows[0]!.n);
    },
    prune,
    async stop() {
      clearInterval(pruning);
      await loop.stop();
    },
  };
}
