// What the benchmarks that start their own services share: a free loopback port, and services run
// from their builds as child processes, stopped (with whatever else was registered) in reverse order.
import { spawn } from 'node:child_process';
import path from 'node:path';

export { freePort } from '../../services/kit/dist/ports.js';

/** `run(name, env, nodeArgs)` starts services/<name>/dist/main.js (with node's own options, e.g. --cpu-prof); `started` takes other things to stop; `stopAll()` stops everything. */
export function processes(root, env) {
  const started = [];
  return {
    started,
    run(name, extraEnv, nodeArgs = []) {
      const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'services', name, 'dist/main.js')], { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGTERM: the service's own graceful shutdown.
      started.push({ stop: async () => (child.exitCode === null && child.kill('SIGTERM'), await exited) });
      return child;
    },
    async stopAll() {
      for (const s of started.reverse()) await s.stop().catch(() => undefined);
    },
  };
}
