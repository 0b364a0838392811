import type { Logger } from '@screenshelf/kit';

/**
 * Runs the settling of unheard payments every `intervalMs`, one run at a time (the next is timed
 * from the end of the last); `stop` waits for a run in progress.
 */
export function startPendingOrderSweep(options: { run: () => Promise<number>; intervalMs: number; logger: Logger }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = options
      .run()
      .then((settled) => settled > 0 && options.logger.info({ settled }, 'pending orders settled'))
      .catch((error: unknown) => options.logger.error({ err: error }, 'pending order sweep failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, options.intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
