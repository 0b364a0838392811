import { EventEmitter } from 'node:events';
import type { Pool } from '../src/db/postgres.js';
import { relayLoop, type RelayLoop } from '../src/db/relay-loop.js';
import { createLogger } from '../src/log.js';
import { waitFor } from '../src/wait.js';

// The loop both relays run on, with a stand-in LISTEN connection: a NOTIFY is delivered when the
// test says, so what it wakes (or does not) is seen at once. The relays' own tests run it against
// the real Postgres, Kafka and SMTP.
const listenConnection = () => {
  const queries: string[] = [];
  const client = Object.assign(new EventEmitter(), {
    query: async (sql: string) => void queries.push(sql),
    release: () => undefined,
  });
  return {
    pool: { connect: async () => client } as unknown as Pool,
    queries,
    notify: () => client.emit('notification', { channel: 'things' }),
    // LISTEN answered and what it set off (a catch-up round) begun.
    listening: async () => {
      await waitFor(async () => queries.includes('LISTEN things'), 10_000, 10);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
};

describe('relayLoop', () => {
  const logger = createLogger('test', 'silent');
  const base = { channel: 'things', name: 'test relay', logger, due: async () => false, onError: () => undefined };
  // Stopped even when an assertion failed, so a failing test does not leave jest waiting on a timer.
  const started: RelayLoop[] = [];
  const start = (options: Parameters<typeof relayLoop>[0]) => {
    const loop = relayLoop(options);
    started.push(loop);
    return loop;
  };
  afterEach(async () => {
    await Promise.all(started.splice(0).map((loop) => loop.stop()));
  });

  it('runs one round at a time; wake-ups during a round ask for one more after it', async () => {
    const db = listenConnection();
    let rounds = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const round = async () => {
      rounds++;
      await gate;
    };
    const loop = start({ ...base, pool: db.pool, pollMs: 60_000, round });
    await db.listening();
    db.notify();
    db.notify();
    db.notify();
    expect(rounds).toBe(1);

    open();
    await waitFor(async () => rounds === 2);
    // flush: the round it finds (or one more), then one of its own.
    await loop.flush();
    expect(rounds).toBe(4);
    await loop.stop();
  });

  it('while backing off, NOTIFY does not wake it and the poll runs the round whatever due says', async () => {
    const db = listenConnection();
    let rounds = 0;
    let backoffMs = 0;
    const errors: unknown[] = [];
    const loop = start({
      ...base,
      pool: db.pool,
      pollMs: 60_000,
      round: async () => {
        rounds++;
        throw new Error('Kafka is away');
      },
      onError: (error) => {
        errors.push(error);
        backoffMs = 1;
      },
      backoffMs: () => backoffMs,
    });
    await db.listening();
    await loop.flush();
    expect(errors.length).toBeGreaterThan(0);
    const before = rounds;
    db.notify();
    expect(rounds).toBe(before);
    backoffMs = 0;
    db.notify();
    expect(rounds).toBe(before + 1);
    await loop.stop();

    // Polled every 10 ms, due never true: only the back-off makes the polls run rounds.
    const polled = listenConnection();
    let polledRounds = 0;
    const backingOff = start({ ...base, pool: polled.pool, pollMs: 10, round: async () => void polledRounds++, backoffMs: () => 1 });
    await waitFor(async () => polledRounds >= 5, 10_000, 10);
    await backingOff.stop();
  });

  it('stop aborts the round in flight, waits for it, and stops listening', async () => {
    const db = listenConnection();
    let finished = false;
    const loop = start({
      ...base,
      pool: db.pool,
      pollMs: 60_000,
      round: async (signal) => {
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        finished = true;
      },
    });
    await db.listening();
    await loop.stop();
    expect(finished).toBe(true);
    expect(db.queries).toEqual(['LISTEN things', 'UNLISTEN things']);
  });
});
