// A small process supervisor for `npm start` (Kubernetes does this in a cluster): each process that
// exits is started again after a backoff (1 s doubling to 30 s; back to 1 s once it has stayed up a
// minute), and the others keep running. `stop()` ends them all.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv }[]} processes
 * @param {{ onLine?: (name: string, line: string) => void, onExit?: (name: string, code: number | null, signal: string | null, restartInMs: number) => void, firstDelayMs?: number, maxDelayMs?: number, stableMs?: number }} options
 */
export function supervise(processes, options = {}) {
  const { onLine = () => undefined, onExit = () => undefined, firstDelayMs = 1000, maxDelayMs = 30_000, stableMs = 60_000 } = options;
  const children = new Map();
  let stopping = false;

  const start = (spec, restarts = 0) => {
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.set(spec.name, child);
    const startedAt = Date.now();
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) onLine(spec.name, line);
      });
    }
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const tries = Date.now() - startedAt > stableMs ? 0 : restarts;
      const delayMs = Math.min(firstDelayMs * 2 ** tries, maxDelayMs);
      onExit(spec.name, code, signal, delayMs);
      setTimeout(() => stopping || start(spec, tries + 1), delayMs).unref();
    });
  };
  for (const spec of processes) start(spec);

  return {
    /** The running child of a process, by name (a new one after each restart). */
    child: (name) => children.get(name),
    /** Ends every process (SIGTERM, then SIGKILL after `graceMs`); resolves when all have exited. */
    stop(graceMs = 10_000) {
      stopping = true;
      const running = [...children.values()].filter((c) => c.exitCode === null && c.signalCode === null);
      for (const c of running) c.kill('SIGTERM');
      const force = setTimeout(() => running.forEach((c) => c.exitCode === null && c.kill('SIGKILL')), graceMs);
      return Promise.all(running.map((c) => new Promise((resolve) => c.once('exit', resolve)))).then(() => clearTimeout(force));
    },
  };
}
