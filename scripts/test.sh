#!/usr/bin/env bash
# `npm test`: every test, starting what it needs (Postgres, Redis, Kafka, Elasticsearch as local
# processes), with a non-zero exit on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
mkdir -p .local
# Each stage's line says when it began (seconds since the start), so a slow run shows where.
stage() { echo "[$(( $(date +%s) - started )) s] $*"; }
# The Node.js major production runs (a pinned Node 22 in .local/node where the machine's is another).
source scripts/node-env.sh
stage "Node $(node --version) ($(command -v node))"

bash scripts/infra up
bash scripts/install.sh
node scripts/prune-test-leftovers.mjs

status=0
rm -f .local/jest-main.json .local/jest-faults.json .local/jest-offline.json .local/e2e.json
# The fault tests first, beside the builds: they stop and start the shared servers, which only the
# later stages use, and spend most of their time waiting for a server to go or to come back, while
# the builds below keep the cores busy. Their output is printed once they end.
stage "fault tests, beside the builds (they stop and start servers; output in .local/faults.log)"
JEST_FAULTS=1 npm run jest --silent -- --ci --runInBand --forceExit --json --outputFile=.local/jest-faults.json >.local/faults.log 2>&1 &
faults=$!
# The tests that use no server (the web's and the Figma plugin's) meanwhile, in one worker: the fault
# tests leave the cores idle for about a minute after the builds end.
stage "tests without servers (web, Figma plugin), beside them (output in .local/offline.log)"
JEST_SET=offline npm run jest --silent -- --ci --maxWorkers=1 --forceExit --json --outputFile=.local/jest-offline.json >.local/offline.log 2>&1 &
offline=$!
# Whatever ends this script early, the fault tests end first (they bring back the servers they stop).
trap 'wait $faults $offline 2>/dev/null || true' EXIT
stage "linting, type-checking and building"
# Cached by content in .local/cache/eslint (a fresh clone lints everything; then only what changed).
npx eslint --cache --cache-strategy content --cache-location .local/cache/eslint/ services scripts web figma-plugin
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
stage "waiting for the fault tests and the tests without servers"
wait $faults || status=1
wait $offline || status=1
trap - EXIT
cat .local/faults.log .local/offline.log
# Every server up again, whatever a fault test left behind (a no-op when all answer).
bash scripts/infra up

stage "unit and integration tests against the servers"
JEST_SET=servers npm run jest --silent -- --ci --forceExit --json --outputFile=.local/jest-main.json || status=1
# The deployment checks (helm) beside the end-to-end stage, which leaves the cores room; printed after it.
stage "deployment checks, beside the end-to-end stage (helm lint and template of the chart for every overlay; output in .local/deploy-check.log)"
bash deploy/check.sh >.local/deploy-check.log 2>&1 &
deploy=$!

# The end-to-end stage after jest, not beside it. Side by side on two cores they gained nothing in a
# full run (1,033 s against ~1,025 s one after the other: jest's schemathesis and bad-input files
# took 2.3x and 4x as long under the browsers' load), and every e2e wait ran 1.6x slower, a margin
# a slower CI machine would eat (measured 2026-11-28; docs/test-suite.md).
stage "end-to-end stack (scripts/e2e.mjs --up; its output in .local/e2e/stack.log)"
stop_e2e() { node scripts/e2e.mjs --down >/dev/null 2>&1 || true; wait $deploy 2>/dev/null || true; }
trap stop_e2e EXIT
if node scripts/e2e.mjs --up; then
  stage "end-to-end tests in Chromium (Playwright; results in .local/e2e.json)"
  node scripts/e2e.mjs --run || status=1
else
  echo "the end-to-end stack did not start" >&2
  status=1
fi
node scripts/e2e.mjs --down || status=1
stage "deployment checks' output"
wait $deploy || status=1
trap - EXIT
cat .local/deploy-check.log

# The closing lines for CI: what failed (each test's name and the first line of its error), then
# "tests: N passed, N failed". A CI log keeps the tail, so the failures are printed here again.
node scripts/test-summary.mjs .local/jest-main.json .local/jest-offline.json .local/jest-faults.json .local/e2e.json
echo "npm test finished in $(( $(date +%s) - started )) s"
exit $status
