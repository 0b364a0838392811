import type { PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { Pool } from './postgres.js';

export interface Listening {
  /** UNLISTENs and gives the connection back (a relay's stop). */
  stop(): Promise<void>;
}

/**
 * Holds a LISTEN connection on `channel` for a relay's life (the events outbox, the mail outbox),
 * outside the pool's idle-error handling: when Postgres restarts the connection errors, is destroyed
 * (released with the error, so the pool forgets it and `pool.end()` does not wait for it), and a new
 * one listens as soon as Postgres is back (backing off to 10 s). `onListening` runs each time a
 * connection starts listening (to catch up on what was written meanwhile); `onNotify` on each NOTIFY.
 */
export function holdListen(
  pool: Pool,
  channel: string,
  { onNotify, onListening, logger, name }: { onNotify(): void; onListening?(): void; logger: Logger; name: string },
): Listening {
  let stopped = false;
  let listener: PoolClient | undefined;
  let retryMs = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const drop = (client: PoolClient, error: Error) => {
    if (listener !== client) return false;
    listener = undefined;
    client.removeAllListeners('notification');
    client.removeAllListeners('error');
    client.release(error);
    return true;
  };
  const retry = () => {
    if (stopped || retryTimer) return;
    retryMs = Math.min(retryMs ? retryMs * 2 : 500, 10_000);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, retryMs);
  };
  const listen = async () => {
    if (stopped) return;
    let client: PoolClient | undefined;
    try {
      client = await pool.connect();
      if (stopped) {
        client.release();
        return;
      }
      const held = client;
      listener = held;
      held.on('error', (error) => {
        if (!drop(held, error) || stopped) return;
        logger.warn({ err: error }, `${name} lost its LISTEN connection; polling until it is back`);
        retry();
      });
      held.on('notification', () => onNotify());
      await held.query(`LISTEN ${channel}`);
      retryMs = 0;
      // Stopped while LISTEN was on its way: stop() gives the connection back; nothing runs.
      if (!stopped) onListening?.();
    } catch (error) {
      if (client) drop(client, error as Error);
      if (stopped) return;
      logger.warn({ err: error }, `${name} runs without LISTEN for now; polling`);
      retry();
    }
  };
  void listen();

  return {
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      if (client) {
        client.removeAllListeners('notification');
        await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
        client.removeAllListeners('error');
        client.release();
      }
    },
  };
}
