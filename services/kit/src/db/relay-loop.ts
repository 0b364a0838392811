import type { Logger } from 'pino';
import { holdListen } from './listen.js';
import type { Pool } from './postgres.js';

export interface RelayLoop {
  /** Runs a round, waits for it, and runs one more (for what was written meanwhile). For tests and shutdown. */
  flush(): Promise<void>;
  /** Stops polling, aborts the round's signal and waits for the round, then stops listening. */
  stop(): Promise<void>;
}

/**
 * The loop of a relay that moves committed outbox rows on (the events outbox, the mail outbox): one
 * round at a time, woken by NOTIFY on `channel`, polled every `pollMs` as the fallback. The relay
 * brings what differs: what a round does, what `due` reads, what a failure means.
 */
export function relayLoop(options: {
  pool: Pool;
  /** What the writers NOTIFY when they commit a row. */
  channel: string;
  /** The relay in log lines, e.g. `mail relay`. */
  name: string;
  logger: Logger;
  pollMs: number;
  /** One round of work; `signal` is aborted by stop(), checked by a round that works through a backlog. */
  round(signal: AbortSignal): Promise<void>;
  /** Whether a poll finds work: idle, one cheap read instead of a round. */
  due(): Promise<boolean>;
  /** What a failed round, or a failed `due`, means: the relay's own policy and log line. */
  onError(error: unknown): void;
  /**
   * The relay's back-off after a failed round (0: none). While it lasts, the poll waits that much
   * longer and then runs the round in full whatever `due` says, and NOTIFY does not wake the relay.
   */
  backoffMs?(): number;
}): RelayLoop {
  const { pool, channel, name, logger, pollMs, round, due, onError } = options;
  const backoffMs = options.backoffMs ?? (() => 0);
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  // A wake-up during a round asks for one more after it: the round may have read before the new row.
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = round(stopping.signal)
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again && !stopping.signal.aborted) {
          again = false;
          void run();
        }
      });
    return running;
  };

  const poll = async () => {
    if (backoffMs() > 0 || (await due())) await run();
  };
  const schedule = () => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => void poll().catch(onError).finally(schedule), pollMs + backoffMs());
  };

  // A new LISTEN connection (after Postgres came back) catches up at once.
  const listening = holdListen(pool, channel, {
    onNotify: () => {
      if (backoffMs() === 0) void run();
    },
    onListening: () => void run(),
    logger,
    name,
  });
  schedule();
  void run();

  return {
    async flush() {
      await run();
      if (running) await running;
      await run();
    },
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => undefined);
      await listening.stop();
    },
  };
}
