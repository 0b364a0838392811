#!/usr/bin/env bash
# schemathesis (PyPI) against the gateway's /api/openapi.json, from a project-local virtual
# environment (.local/venv, git-ignored) pinned by scripts/schemathesis/requirements.txt.
#
#   bash scripts/schemathesis.sh install            the virtual environment and the pinned schemathesis
#   bash scripts/schemathesis.sh run URL [ARGS...]   every operation of URL/api/openapi.json: no 5xx,
#                                                    status codes, content types and bodies as declared
#
# `npm test` runs it through services/gateway/test/schemathesis.test.ts, which starts its own stack
# on free ports and runs it as a visitor, as a signed-in user and as an admin. Never point it at a shared stack:
# it writes whatever the schema allows.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.local/venv
REQUIREMENTS=scripts/schemathesis/requirements.txt

install() {
  if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
    ((EUID == 0)) || { echo "python3-venv is missing: apt-get install python3-venv, then re-run" >&2; exit 1; }
    echo "  apt-get install python3-venv ..."
    DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=60 install -y python3-venv >/dev/null
  fi
  [[ -x $VENV/bin/python ]] || python3 -m venv "$VENV"
  # Installed once per version of the requirements file.
  local stamp="$VENV/.requirements"
  if ! cmp -s "$REQUIREMENTS" "$stamp"; then
    "$VENV/bin/pip" install --quiet --disable-pip-version-check -r "$REQUIREMENTS"
    cp "$REQUIREMENTS" "$stamp"
  fi
}

run() {
  local base=${1:?usage: schemathesis.sh run URL [ARGS...]}
  shift
  install
  # Bounded: a few generated cases per operation with a fixed seed (the same run every time). The
  # request timeout is generous: the run checks the contract, not speed (a loaded machine is slow).
  exec "$VENV/bin/schemathesis" run "$base/api/openapi.json" \
    --url "$base" \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
    --phases examples,fuzzing \
    --max-examples "${SCHEMATHESIS_MAX_EXAMPLES:-8}" \
    --seed "${SCHEMATHESIS_SEED:-11}" \
    --generation-database none \
    --max-redirects 0 \
    --request-timeout "${SCHEMATHESIS_REQUEST_TIMEOUT:-120}" \
    --workers "${SCHEMATHESIS_WORKERS:-2}" \
    --no-color \
    "$@"
}

case "${1:-}" in
  install) install ;;
  run) shift; run "$@" ;;
  *) echo "usage: $0 install | run URL [ARGS...]" >&2; exit 2 ;;
esac
