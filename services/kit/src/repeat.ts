import type { Logger } from './log.js';

/**
 * Runs a job every `intervalMs` until stopped (membership's billing, the marketplace's settling of
 * unheard payments). The next run is timed from the end of the last, so runs never overlap in this
 * process; a failed run is logged and the next one goes on. `stop` aborts the run's signal and waits
 * for the run in progress: a run working through a backlog checks the signal between steps, so a
 * stopping process (a pod's grace period) never waits for the whole backlog.
 */
export function startRepeating(options: { name: string; run: (signal: AbortSignal) => Promise<unknown>; intervalMs: number; logger: Logger }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const stopping = new AbortController();
  const tick = () => {
    if (stopped) return;
    running = options
      .run(stopping.signal)
      .catch((error: unknown) => options.logger.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, options.intervalMs);
  return {
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
