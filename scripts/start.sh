#!/usr/bin/env bash
# `npm start`: infrastructure, install, build, migrate, a little demo data, every service and the
# gateway on http://localhost:8080. Ctrl-C stops everything this command started.
set -euo pipefail
cd "$(dirname "$0")/.."
# The Node.js major production runs (a pinned Node 22 in .local/node where the machine's is another).
source scripts/node-env.sh

before=$(bash scripts/infra status 2>/dev/null | awk '$3 == "up" {print $1}' || true)
bash scripts/infra up
started=()
for server in postgres redis kafka elasticsearch; do
  grep -qx "$server" <<<"$before" || started+=("$server")
done

stop_infra() {
  if [ ${#started[@]} -gt 0 ]; then
    echo "stopping ${started[*]}"
    bash scripts/infra down "${started[@]}" || true
  fi
}
trap stop_infra EXIT

bash scripts/install.sh
echo "building"
npx tsc -b
npm run build -w web --if-present --silent
node scripts/run-services.mjs
