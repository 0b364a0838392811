import type { Logger } from 'pino';

type Closer = { name: string; close: () => Promise<unknown> | unknown };

/** Closes what a process opened, last opened first, once, on SIGTERM/SIGINT or when asked. */
export class Lifecycle {
  private readonly closers: Closer[] = [];
  private closing: Promise<void> | undefined;

  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  onClose(name: string, close: Closer['close']): void {
    this.closers.push({ name, close });
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const closer of [...this.closers].reverse()) {
        try {
          await closer.close();
        } catch (error) {
          this.logger.warn({ err: error, closer: closer.name }, 'error while closing');
        }
      }
    })();
    return this.closing;
  }

  /**
   * Runs a service's start-up with a fresh lifecycle; if any step fails, closes what the earlier
   * steps opened before rethrowing, so a failed start leaves nothing half-open.
   */
  static async start<T>(logger: Logger, start: (lifecycle: Lifecycle) => Promise<T>): Promise<T> {
    const lifecycle = new Lifecycle(logger);
    try {
      return await start(lifecycle);
    } catch (error) {
      await lifecycle.close();
      throw error;
    }
  }

  /** For a process entry point: close everything on a signal, then exit. */
  exitOnSignals(): void {
    const stop = (signal: string) => {
      this.logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      void this.close().then(() => process.exit(0));
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  }
}
