#!/usr/bin/env bash
# `npm test`: every test, starting what it needs (Postgres, Redis, Kafka, Elasticsearch as local
# processes), with a non-zero exit on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
mkdir -p .local

bash scripts/infra up
bash scripts/install.sh
echo "linting, type-checking and building"
npx eslint services scripts
npx tsc -b
npm run build -w web --if-present --silent
echo "OpenAPI document freshness (services/gateway/openapi.json, the web client's source)"
node scripts/gen-openapi.mjs --check
echo "schemathesis in .local/venv (services/gateway/test/schemathesis.test.ts runs it with the other tests)"
bash scripts/schemathesis.sh install

status=0
rm -f .local/jest-main.json .local/jest-faults.json
echo "unit and integration tests"
npm run jest --silent -- --ci --forceExit --json --outputFile=.local/jest-main.json || status=1
echo "deployment checks (helm lint and template of the chart for every overlay)"
bash deploy/check.sh || status=1
echo "fault tests (they stop and start servers, so they run alone)"
JEST_FAULTS=1 npm run jest --silent -- --ci --runInBand --forceExit --json --outputFile=.local/jest-faults.json || status=1

echo "end-to-end tests in Chromium against npm start's stack"
node scripts/e2e.mjs --start || status=1

# One plain closing line for CI: "tests: N passed, N failed".
node -e '
  const fs = require("node:fs");
  let passed = 0, failed = 0;
  for (const f of process.argv.slice(1)) {
    if (!fs.existsSync(f)) { failed += 1; continue; }
    const r = JSON.parse(fs.readFileSync(f, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
  }
  console.log(`tests: ${passed} passed, ${failed} failed`);
' .local/jest-main.json .local/jest-faults.json
echo "npm test finished in $(( $(date +%s) - started )) s"
exit $status
