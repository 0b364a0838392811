#!/usr/bin/env bash
# moto's S3 server (PyPI) for the storage tests, from its own virtual environment (.local/venv-s3,
# git-ignored), pinned by version and hash in scripts/s3/requirements.txt.
#
#   bash scripts/s3.sh install       the virtual environment and the pinned moto (once per requirements file)
#   bash scripts/s3.sh run [PORT]    moto_server on 127.0.0.1:PORT (8093), in the foreground
#
# `scripts/infra up` starts it with the other servers (scripts/infra.d/s3.sh); the kit's storage
# test (services/kit/test/storage-s3.test.ts) runs the S3 path against it.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.local/venv-s3
REQUIREMENTS=scripts/s3/requirements.txt

install() {
  if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
    ((EUID == 0)) || { echo "python3-venv is missing: apt-get install python3-venv, then re-run" >&2; exit 1; }
    echo "  apt-get install python3-venv ..." >&2
    DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=60 install -y python3-venv >/dev/null
  fi
  [[ -x $VENV/bin/python ]] || python3 -m venv "$VENV"
  local stamp="$VENV/.requirements"
  if ! cmp -s "$REQUIREMENTS" "$stamp"; then
    echo "  s3: installing moto into $VENV (first run)..." >&2
    "$VENV/bin/pip" install --quiet --disable-pip-version-check --require-hashes --no-deps -r "$REQUIREMENTS"
    cp "$REQUIREMENTS" "$stamp"
  fi
}

run() {
  install
  exec "$VENV/bin/moto_server" -H 127.0.0.1 -p "${1:-8093}"
}

case "${1:-}" in
  install) install ;;
  run) shift; run "$@" ;;
  *) echo "usage: $0 install | run [PORT]" >&2; exit 2 ;;
esac
