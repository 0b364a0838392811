// What one jest test stack costs (services/gateway/test/support/stack.ts), as the jest stage pays it:
// a start and stop (after a first one, so the services' code is loaded, as in a jest worker), and an
// idle minute. Prints this process's CPU and the shared servers' (from /proc; Postgres's exited
// backends included). The servers are shared, so run it on a quiet machine; the "noise" lines are the
// same servers over the same time with no stack.
//
//   node --no-warnings scripts/bench/test-stack.mjs [starts=3] [idle seconds=30]
import { readdirSync, readFileSync } from 'node:fs';
import { stackModule } from '../jest/environment.mjs';

const SERVERS = { postgres: /postgres/, kafka: /kafka\.Kafka/, elasticsearch: /elasticsearch/, redis: /redis-server/ };

/** CPU-seconds of every process of each server, its reaped children included. */
function serverCpu() {
  const out = Object.fromEntries(Object.keys(SERVERS).map((k) => [k, 0]));
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let cmd, stat;
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    } catch {
      continue;
    }
    const name = Object.keys(SERVERS).find((k) => SERVERS[k].test(cmd));
    if (name) out[name] += (Number(stat[11]) + Number(stat[12]) + Number(stat[13]) + Number(stat[14])) / 100;
  }
  return out;
}
const diff = (a, b) => Object.fromEntries(Object.keys(a).map((k) => [k, b[k] - a[k]]));
const ownCpu = (since) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};
const print = (label, servers, per) =>
  console.log(`  ${label}: ${Object.entries(servers).map(([k, v]) => `${k} ${(v / per).toFixed(2)}`).join(', ')}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const starts = Number(process.argv[2] ?? 3);
const idleS = Number(process.argv[3] ?? 30);
const { startStack } = await stackModule();
await (await startStack({})).stop();

let cpu = process.cpuUsage();
let servers = serverCpu();
const t0 = Date.now();
for (let i = 0; i < starts; i++) await (await startStack({})).stop();
const wall = (Date.now() - t0) / 1000;
console.log(`a stack started and stopped (${starts} times): ${(wall / starts).toFixed(1)} s each; this process ${(ownCpu(cpu) / starts).toFixed(2)} CPU-s`);
print('servers, CPU-s each', diff(servers, serverCpu()), starts);
servers = serverCpu();
await sleep(wall * 1000);
print('noise over the same time, CPU-s per start', diff(servers, serverCpu()), starts);

const stack = await startStack({});
await sleep(5000);
cpu = process.cpuUsage();
servers = serverCpu();
await sleep(idleS * 1000);
console.log(`an idle stack (${idleS} s): this process ${((ownCpu(cpu) / idleS) * 100).toFixed(1)} % of a core`);
print('servers, % of a core', Object.fromEntries(Object.entries(diff(servers, serverCpu())).map(([k, v]) => [k, v * 100])), idleS);
await stack.stop();
process.exit(0);
