#!/usr/bin/env bash
# `npm test`: every test, starting what it needs (Postgres, Redis, Kafka, Elasticsearch as local
# processes), with a non-zero exit on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
mkdir -p .local
# Each stage's line says when it began (seconds since the start), so a slow run shows where.
stage() { echo "[$(( $(date +%s) - started )) s] $*"; }

bash scripts/infra up
bash scripts/install.sh
node scripts/prune-test-leftovers.mjs
stage "linting, type-checking and building"
npx eslint services scripts web figma-plugin
npx tsc -b
npm run build -w web --if-present --silent
stage "the Figma plugin's build (figma-plugin/dist: type-check, esbuild, manifest)"
npm run build -w figma-plugin --silent
stage "OpenAPI document freshness (services/gateway/openapi.json, the web client's source)"
node scripts/gen-openapi.mjs --check
stage "web client freshness (web/src/shared/openapi.ts, generated from that document)"
node scripts/gen-web-client.mjs --check
stage "schemathesis in .local/venv (services/gateway/test/schemathesis.test.ts runs it with the other tests)"
bash scripts/schemathesis.sh install

status=0
rm -f .local/jest-main.json .local/jest-faults.json .local/e2e.json
stage "unit and integration tests"
npm run jest --silent -- --ci --forceExit --json --outputFile=.local/jest-main.json || status=1
stage "deployment checks (helm lint and template of the chart for every overlay)"
bash deploy/check.sh || status=1
stage "fault tests (they stop and start servers, so they run alone)"
JEST_FAULTS=1 npm run jest --silent -- --ci --runInBand --forceExit --json --outputFile=.local/jest-faults.json || status=1

stage "end-to-end tests in Chromium against npm start's stack (Playwright; results in .local/e2e.json)"
node scripts/e2e.mjs --start || status=1

# One plain closing line for CI: "tests: N passed, N failed" (jest's JSON and Playwright's; a
# missing file, a suite that could not run or an error outside the tests counts as a failure).
node -e '
  const fs = require("node:fs");
  let passed = 0, failed = 0;
  for (const f of process.argv.slice(1)) {
    if (!fs.existsSync(f)) { failed += 1; continue; }
    const r = JSON.parse(fs.readFileSync(f, "utf8"));
    if (r.stats) {
      passed += r.stats.expected + r.stats.flaky; failed += r.stats.unexpected + (r.errors?.length ?? 0);
    } else {
      passed += r.numPassedTests; failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
    }
  }
  console.log(`tests: ${passed} passed, ${failed} failed`);
' .local/jest-main.json .local/jest-faults.json .local/e2e.json
echo "npm test finished in $(( $(date +%s) - started )) s"
exit $status
