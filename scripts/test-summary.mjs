// `npm test`'s closing lines, from jest's and Playwright's JSON reports: every failed test (its file,
// its name and the first lines of its error), then "tests: N passed, N failed". A missing report, a
// suite that could not run or an error outside the tests counts as a failure.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// Colour codes out, a few lines in: enough to say what failed where a log keeps only its tail.
const firstLines = (text = '', n = 3) =>
  stripVTControlCharacters(text).split('\n').map((l) => l.trim()).filter(Boolean).slice(0, n).join(' | ').slice(0, 400);
const relative = (file = '') => path.relative(ROOT, file) || file;

let passed = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    failures.push(`${file}: no report (the run did not finish)`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright: specs nested in suites; a spec is failed when a test of it ended unexpectedly.
    passed += report.stats.expected + report.stats.flaky;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLines(error)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    for (const error of report.errors ?? []) failures.push(`e2e: ${firstLines(error.message)}`);
  } else {
    passed += report.numPassedTests;
    for (const suite of report.testResults ?? []) {
      const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed) failures.push(`${relative(suite.name)} › ${a.fullName}: ${firstLines(a.failureMessages?.[0])}`);
      // A suite that could not run has no failed assertions, only its message.
      if (suite.status === 'failed' && failed.length === 0) failures.push(`${relative(suite.name)}: ${firstLines(suite.message)}`);
    }
  }
}
if (failures.length > 0) {
  console.log(`failed (${failures.length}):`);
  for (const line of failures) console.log(`  ✗ ${line}`);
}
console.log(`tests: ${passed} passed, ${failures.length} failed`);
