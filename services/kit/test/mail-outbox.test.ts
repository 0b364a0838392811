import {
  appendMail,
  appendMails,
  createLogger,
  createPool,
  databaseUrl,
  migrate,
  resendMail,
  startMailRelay,
  withTransaction,
  type Pool,
} from '@screenshelf/kit';
import { uniqueName, waitFor } from '@screenshelf/kit/testing';
import { startDevSmtp, type DevSmtp } from '@screenshelf/dev-smtp/server.js';
import pg from 'pg';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

// The mail outbox against the real Postgres and the local SMTP server.
describe('mail outbox and relay', () => {
  const id = uniqueName('kitmail');
  const logger = createLogger('test', 'silent');
  let pool: Pool;
  let smtp: DevSmtp;
  const states = async () =>
    Object.fromEntries(
      (await pool.query<{ state: string; n: string }>('SELECT state, count(*) AS n FROM mail_outbox GROUP BY state')).rows.map((r) => [
        r.state,
        Number(r.n),
      ]),
    );

  beforeAll(async () => {
    const url = databaseUrl(POSTGRES_URL, `kit_${id}`);
    await migrate(url, null, logger);
    pool = createPool(url);
    smtp = await startDevSmtp({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await pool.end();
    await smtp.stop();
    const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "kit_${id}" WITH (FORCE)`);
    await admin.end();
  });
  beforeEach(async () => {
    await pool.query('TRUNCATE mail_outbox');
  });

  it('sends a mail only if its transaction commits, with its stable Message-ID and headers, and a dedupe key writes it once', async () => {
    await withTransaction(pool, (tx) =>
      appendMail(tx, { to: 'one@example.com', subject: 's', text: 't', headers: { 'List-Unsubscribe': '<https://x.test/u>' }, dedupeKey: 'k1' }),
    );
    await withTransaction(pool, async (tx) => {
      expect(await appendMail(tx, { to: 'one@example.com', subject: 's', text: 't', dedupeKey: 'k1' })).toBeUndefined();
    });
    await expect(
      withTransaction(pool, async (tx) => {
        await appendMail(tx, { to: 'rolled@example.com', subject: 's', text: 't' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const relay = startMailRelay({ pool, smtpUrl: smtp.smtpUrl, from: 'no-reply@screenshelf.local', logger, pollMs: 50 });
    try {
      expect(await relay.flush()).toBe(0);
      const [row] = (await pool.query('SELECT message_id, state FROM mail_outbox')).rows;
      expect(row.state).toBe('SENT');
      const received = smtp.messages('one@example.com');
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ messageId: row.message_id, headers: { 'list-unsubscribe': '<https://x.test/u>' } });
      expect(smtp.messages('rolled@example.com')).toHaveLength(0);
    } finally {
      await relay.stop();
    }
  });

  it('stopped mid-send and started again, sends every mail exactly once', async () => {
    const to = (i: number) => `batch${i}-${id}@example.com`;
    await withTransaction(pool, (tx) =>
      appendMails(
        tx,
        Array.from({ length: 12 }, (_, i) => ({ to: to(i), subject: `#${i}`, text: 'x', dedupeKey: `batch:${i}` })),
      ),
    );
    let sent = 0;
    let stopping: Promise<void> | undefined;
    const first = startMailRelay({
      pool,
      smtpUrl: smtp.smtpUrl,
      from: 'no-reply@screenshelf.local',
      logger,
      pollMs: 50,
      onSent: () => {
        if (++sent === 4) stopping = first.stop();
      },
    });
    await waitFor(async () => stopping !== undefined);
    await stopping;
    expect((await states()).SENT).toBe(4);
    expect((await states()).PENDING).toBe(8);
    const second = startMailRelay({ pool, smtpUrl: smtp.smtpUrl, from: 'no-reply@screenshelf.local', logger, pollMs: 50 });
    try {
      expect(await second.flush()).toBe(0);
    } finally {
      await second.stop();
    }
    for (let i = 0; i < 12; i++) expect(smtp.messages(to(i))).toHaveLength(1);
    expect(await states()).toEqual({ SENT: 12 });
  });

  it('a mail claimed by a relay that died is not resent blindly: UNKNOWN until an admin resends it', async () => {
    await withTransaction(pool, (tx) => appendMail(tx, { to: `died-${id}@example.com`, subject: 's', text: 't' }));
    // What a relay killed between claiming and recording leaves behind.
    await pool.query(`UPDATE mail_outbox SET state = 'SENDING', claimed_at = now() - interval '1 hour', attempts = 1`);
    const relay = startMailRelay({ pool, smtpUrl: smtp.smtpUrl, from: 'no-reply@screenshelf.local', logger, pollMs: 50, claimTimeoutMs: 60_000 });
    try {
      await relay.flush();
      expect(await states()).toEqual({ UNKNOWN: 1 });
      expect(smtp.messages(`died-${id}@example.com`)).toHaveLength(0);
      const { message_id } = (await pool.query('SELECT message_id FROM mail_outbox')).rows[0];
      expect(await resendMail(pool, message_id)).toBe(true);
      await relay.flush();
      expect(await states()).toEqual({ SENT: 1 });
      expect(smtp.messages(`died-${id}@example.com`)).toHaveLength(1);
    } finally {
      await relay.stop();
    }
  });

  it('keeps a mail PENDING while the SMTP server is unreachable', async () => {
    await withTransaction(pool, (tx) => appendMail(tx, { to: `down-${id}@example.com`, subject: 's', text: 't' }));
    const relay = startMailRelay({ pool, smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@screenshelf.local', logger, pollMs: 50 });
    try {
      expect(await relay.flush()).toBe(1);
      const [row] = (await pool.query('SELECT state, attempts, last_error FROM mail_outbox')).rows;
      expect(row).toMatchObject({ state: 'PENDING', attempts: 1 });
    } finally {
      await relay.stop();
    }
  });
});
