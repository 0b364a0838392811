#!/usr/bin/env node
// Where a profiled jest run's CPU went: `node scripts/jest/profile-summary.mjs <dir> [rows]` over the
// .cpuprofile files SCREENSHELF_JEST_PROFILE=<dir> wrote (scripts/jest/environment.mjs). Prints the
// samples' self time by package (node_modules/<package>, ours:<service>/<folder>, node:<module>, or
// V8's own entries such as the garbage collector), then by function. The profiler's own work is left out.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const [dir, rows = '40'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/jest/profile-summary.mjs <dir> [rows]');
  process.exit(2);
}

const byPackage = new Map();
const byFunction = new Map();
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
let total = 0;

function packageOf({ url, functionName }) {
  const dependency = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1];
  if (url.includes('/services/')) return `ours:${url.split('/services/')[1].split('/').slice(0, 2).join('/')}`;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  return url ? path.basename(url) : functionName;
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => add(self, id, profile.timeDeltas[i] ?? 0));
  for (const [id, us] of self) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)' || frame.url === 'node:inspector') continue;
    total += us;
    add(byPackage, packageOf(frame), us);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1}`, us);
  }
}

const table = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(rows))
    .map(([key, us]) => `${(us / 1e6).toFixed(1).padStart(8)} s ${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
console.log(`CPU in the profiles (idle and the profiler left out): ${(total / 1e6).toFixed(0)} s\n\nby package\n${table(byPackage)}\n\nby function\n${table(byFunction)}`);
