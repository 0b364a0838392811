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
import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';

/**
 * A scripted SMTP server on loopback: `at` names the moment it misbehaves — 'rcpt' drops the
 * connection when asked for a recipient (before any data), 'dot' drops it right after the message's
 * final dot (the mail may count as taken), 'hangup' takes each mail and then closes the connection,
 * a number answers that code to the final dot.
 */
async function scriptedSmtp(at: 'rcpt' | 'dot' | 'hangup' | number): Promise<{ url: string; dots: () => number; connections: () => number; close: () => Promise<void> }> {
  let dots = 0;
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let inData = false;
    let buffer = '';
    socket.write('220 scripted ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          dots++;
          if (at === 'dot') return void socket.destroy();
          if (at === 'hangup') return void socket.end('250 queued\r\n');
          socket.write(typeof at === 'number' ? `${at} scripted answer\r\n` : '250 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl).toUpperCase();
        buffer = buffer.slice(nl + 2);
        if (line.startsWith('EHLO')) socket.write('250-scripted\r\n250 8BITMIME\r\n');
        else if (line.startsWith('RCPT') && at === 'rcpt') return void socket.destroy();
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    dots: () => dots,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

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

  it('a connection dropped after the data may have delivered the mail: UNKNOWN, never sent again by itself', async () => {
    const server = await scriptedSmtp('dot');
    await withTransaction(pool, (tx) => appendMail(tx, { to: `dropped-${id}@example.com`, subject: 's', text: 't' }));
    const relay = startMailRelay({ pool, smtpUrl: server.url, from: 'no-reply@screenshelf.local', logger, pollMs: 20 });
    try {
      await relay.flush();
      await waitFor(async () => (await states()).UNKNOWN === 1);
      // Polls go on: the row is not claimed again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await states()).toEqual({ UNKNOWN: 1 });
      expect(server.dots()).toBe(1);
    } finally {
      await relay.stop();
      await server.close();
    }
  });

  it('a connection dropped before the data cannot have delivered it: PENDING, tried again', async () => {
    const server = await scriptedSmtp('rcpt');
    await withTransaction(pool, (tx) => appendMail(tx, { to: `early-${id}@example.com`, subject: 's', text: 't' }));
    const relay = startMailRelay({ pool, smtpUrl: server.url, from: 'no-reply@screenshelf.local', logger, pollMs: 20 });
    try {
      expect(await relay.flush()).toBe(1);
      const [row] = (await pool.query('SELECT state, attempts, last_error FROM mail_outbox')).rows;
      expect(row).toMatchObject({ state: 'PENDING', attempts: 1, last_error: expect.stringContaining('Connection closed') });
      expect(server.dots()).toBe(0);
    } finally {
      await relay.stop();
      await server.close();
    }
  });

  it.each([
    [451, 'PENDING'],
    [554, 'FAILED'],
  ])('a server answering %i to the data: %s', async (code, state) => {
    const server = await scriptedSmtp(code);
    await withTransaction(pool, (tx) => appendMail(tx, { to: `answered-${id}@example.com`, subject: 's', text: 't' }));
    const relay = startMailRelay({ pool, smtpUrl: server.url, from: 'no-reply@screenshelf.local', logger, pollMs: 20 });
    try {
      await relay.flush();
      await waitFor(async () => (await states())[state] === 1);
      expect(server.dots()).toBe(1);
    } finally {
      await relay.stop();
      await server.close();
    }
  });

  it('empties the body and headers of a mail sent longer ago than it keeps them, and only those', async () => {
    await withTransaction(pool, (tx) =>
      appendMails(tx, [
        { to: `old-${id}@example.com`, subject: 'old', text: 'secret answer', headers: { 'List-Unsubscribe': '<https://x.test/u?token=t>' } },
        { to: `new-${id}@example.com`, subject: 'new', text: 'recent answer' },
      ]),
    );
    const relay = startMailRelay({ pool, smtpUrl: smtp.smtpUrl, from: 'no-reply@screenshelf.local', logger, pollMs: 50, keepDays: 30 });
    try {
      await relay.flush();
      await pool.query(`UPDATE mail_outbox SET sent_at = now() - interval '31 days' WHERE subject = 'old'`);
      expect(await relay.prune()).toBe(1);
      const { rows } = await pool.query('SELECT subject, state, text_body, html_body, headers, message_id FROM mail_outbox ORDER BY subject');
      expect(rows).toEqual([
        { subject: 'new', state: 'SENT', text_body: 'recent answer', html_body: null, headers: {}, message_id: expect.any(String) },
        { subject: 'old', state: 'SENT', text_body: '', html_body: null, headers: {}, message_id: expect.any(String) },
      ]);
      expect(await relay.prune()).toBe(0);
    } finally {
      await relay.stop();
    }
  });

  it('sends a round of mails over one SMTP connection', async () => {
    const server = await scriptedSmtp(250);
    await withTransaction(pool, (tx) =>
      appendMails(tx, Array.from({ length: 5 }, (_, i) => ({ to: `round${i}-${id}@example.com`, subject: `#${i}`, text: 'x' }))),
    );
    const relay = startMailRelay({ pool, smtpUrl: server.url, from: 'no-reply@screenshelf.local', logger, pollMs: 20 });
    try {
      expect(await relay.flush()).toBe(0);
      expect(await states()).toEqual({ SENT: 5 });
      expect(server.dots()).toBe(5);
      expect(server.connections()).toBe(1);
    } finally {
      await relay.stop();
      await server.close();
    }
  });

  it('a server that hangs up after taking a mail: the next mail goes over a fresh connection, none twice', async () => {
    const server = await scriptedSmtp('hangup');
    await withTransaction(pool, (tx) =>
      appendMails(tx, Array.from({ length: 3 }, (_, i) => ({ to: `hangup${i}-${id}@example.com`, subject: `#${i}`, text: 'x' }))),
    );
    const relay = startMailRelay({ pool, smtpUrl: server.url, from: 'no-reply@screenshelf.local', logger, pollMs: 20 });
    try {
      await waitFor(async () => (await states()).SENT === 3);
      expect(server.dots()).toBe(3);
      expect(server.connections()).toBeGreaterThanOrEqual(3);
    } finally {
      await relay.stop();
      await server.close();
    }
  });
});
