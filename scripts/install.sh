#!/usr/bin/env bash
# Installs the project's npm packages when they are missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm install`, not `npm ci`: npm 11 leaves other platforms' optional binaries (swc, rolldown) out
  # of the lock file here, and `npm ci` then refuses the lock as out of sync.
  echo "installing npm packages"
  npm install --no-audit --no-fund --loglevel=error
fi
