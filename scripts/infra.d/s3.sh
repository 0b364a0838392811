# shellcheck shell=bash
# An S3-compatible server for the storage tests: moto's server mode (PyPI, pinned by version and hash
# in scripts/s3/requirements.txt, in its own .local/venv-s3). Sourced by scripts/infra; in-memory,
# so a restart starts with no buckets (each test makes its own).

ALL+=(s3)
PORT[s3]=8093
TIMEOUT[s3]=60
MARKER[s3]=moto_server

prepare_s3() {
  need_cmd curl curl
  bash "$ROOT/scripts/s3.sh" install
}

start_s3() {
  spawn s3 "$ROOT" "$ROOT/.local/venv-s3/bin/moto_server" -H 127.0.0.1 -p "${PORT[s3]}"
}

# ready = S3's ListBuckets answers
ready_s3() {
  curl -sf -m 3 "http://127.0.0.1:${PORT[s3]}/" 2>/dev/null | grep -q ListAllMyBucketsResult
}

version_s3() {
  [[ -x $ROOT/.local/venv-s3/bin/python ]] || return 0
  echo "moto $("$ROOT/.local/venv-s3/bin/python" -c 'import moto; print(moto.__version__)' 2>/dev/null)"
}
