#!/usr/bin/env bash
# `npm test`: every test, starting what it needs (Postgres, Redis, Kafka, Elasticsearch as local
# processes), with a non-zero exit on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)

bash scripts/infra up
bash scripts/install.sh
echo "type-checking and building"
npx tsc -b
npm run build -w web --if-present --silent

echo "unit and integration tests"
npm run jest --silent -- --ci
echo "fault tests (they stop and start servers, so they run alone)"
JEST_FAULTS=1 npm run jest --silent -- --ci --runInBand

echo "npm test finished in $(( $(date +%s) - started )) s"
