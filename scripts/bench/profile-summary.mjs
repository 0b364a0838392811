#!/usr/bin/env node
// Where a V8 CPU profile's time went (for the README's browse profile): self time by package or
// source file, and the top functions. `node scripts/bench/profile-summary.mjs <file.cpuprofile> [top]`
// (browse.mjs writes the gateway's and search's with BENCH_CPU_PROF=<dir>).
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
}
const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
const sampled = [...self.values()].reduce((a, b) => a + b, 0);
for (const id of idle) self.delete(id);
/** Percentages are of the time the process was busy (idle left out). */
const total = [...self.values()].reduce((a, b) => a + b, 0);
/** node_modules/<package> or the service's own file; V8's own entries as they are named. */
const placeOf = ({ url, functionName }) => {
  if (!url) return `(${functionName || 'native'})`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '').replace(/^.*\/services\//, 'services/');
};
const byPlace = new Map();
const byFunction = new Map();
for (const [id, us] of self) {
  const { callFrame } = byId.get(id);
  const place = placeOf(callFrame);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  const fn = `${callFrame.functionName || '(anonymous)'} ${place}:${callFrame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1)}%`.padStart(6);
const show = (title, map) => {
  console.log(title);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${k}`);
};
console.log(`${file}: ${(sampled / 1e6).toFixed(1)} s sampled, busy ${(total / 1e6).toFixed(1)} s; shares of the busy time:`);
show('self time by package / file', byPlace);
show('self time by function', byFunction);
