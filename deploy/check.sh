#!/usr/bin/env bash
# Checks the Helm chart and the environment overlays without a cluster:
#   - helm lint --strict for the chart defaults, dev and prod;
#   - helm template for each, then deploy/manifestcheck: every object decoded strictly
#     into its Kubernetes API type, workloads with probes, requests and non-root pods;
#   - the guards: bad values must fail to render.
#
# helm comes from PATH, or is built once with `go install` into .local/bin
# (git-ignored). Without helm and Go the check is skipped (exit 0), unless
# CHECK_DEPLOY_STRICT=1. Ends with "N passed, N failed".
#
#   bash deploy/check.sh
set -uo pipefail
cd "$(dirname "$0")/.."

HELM_VERSION=${HELM_VERSION:-v3.22.0}
# The cluster version to lint and render for (the chart needs >= 1.27).
KUBE_VERSION=${KUBE_VERSION:-1.30.0}
CHART=charts/screenshelf
OUT=.local/deploy-check
mkdir -p "$OUT" .local/bin

skip() {
  echo "deploy/check.sh: skipped: $1" >&2
  if [ "${CHECK_DEPLOY_STRICT:-0}" = 1 ]; then exit 1; fi
  exit 0
}

if [ -x .local/bin/helm ]; then
  HELM=.local/bin/helm
elif command -v helm >/dev/null 2>&1 && helm version --short 2>/dev/null | grep -q '^v3\.'; then
  HELM=helm
elif command -v go >/dev/null 2>&1; then
  echo "building helm $HELM_VERSION into .local/bin ..."
  # What helm's own release build stamps in: its version, and the Kubernetes version it
  # assumes when none is given (otherwise 1.20, which the chart's kubeVersion refuses).
  kube_major=${KUBE_VERSION%%.*}
  kube_minor=${KUBE_VERSION#*.}
  kube_minor=${kube_minor%%.*}
  ldflags="-X helm.sh/helm/v3/internal/version.version=$HELM_VERSION"
  for pkg in pkg/chartutil pkg/lint/rules; do
    ldflags+=" -X helm.sh/helm/v3/$pkg.k8sVersionMajor=$kube_major -X helm.sh/helm/v3/$pkg.k8sVersionMinor=$kube_minor"
  done
  GOBIN="$PWD/.local/bin" go install -ldflags "$ldflags" "helm.sh/helm/v3/cmd/helm@$HELM_VERSION" ||
    skip "go install helm failed"
  HELM=.local/bin/helm
else
  skip "neither helm (v3) nor go is installed"
fi

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   - $1"; }
fail() { failed=$((failed + 1)); echo "FAIL - $1"; }

# A full set of image references, as skaffold passes them.
IMAGES=()
for service in gateway identity catalog search membership marketplace; do
  IMAGES+=(--set "services.$service.image=registry.example.com/screenshelf-$service:abc123")
done

# name, then helm arguments: lint and render must both succeed.
render() {
  local name=$1
  shift
  if "$HELM" lint --strict "$CHART" --kube-version "$KUBE_VERSION" "$@" >"$OUT/$name.lint" 2>&1; then
    pass "helm lint ($name)"
  else
    fail "helm lint ($name)"
    sed 's/^/     /' "$OUT/$name.lint"
  fi
  if "$HELM" template screenshelf "$CHART" --namespace screenshelf --kube-version "$KUBE_VERSION" "$@" \
    >"$OUT/$name.yaml" 2>"$OUT/$name.err"; then
    pass "helm template ($name): $(grep -c '^kind:' "$OUT/$name.yaml") objects"
    RENDERED+=("$OUT/$name.yaml")
  else
    fail "helm template ($name)"
    sed 's/^/     /' "$OUT/$name.err"
  fi
}

# name, expected error text, then helm arguments: render must fail with that text.
refuse() {
  local name=$1 expected=$2
  shift 2
  if "$HELM" template screenshelf "$CHART" --kube-version "$KUBE_VERSION" "$@" >/dev/null 2>"$OUT/refuse.err"; then
    fail "refuses $name (it rendered)"
  elif grep -q -- "$expected" "$OUT/refuse.err"; then
    pass "refuses $name"
  else
    fail "refuses $name (unexpected error)"
    sed 's/^/     /' "$OUT/refuse.err"
  fi
}

# rendered file, text: the render must contain it.
contains() {
  if grep -qF -- "$2" "$1"; then pass "$(basename "$1" .yaml) has $2"; else fail "$(basename "$1" .yaml) lacks $2"; fi
}

RENDERED=()
render defaults
render dev -f deploy/values/dev.yaml "${IMAGES[@]}"
render prod -f deploy/values/prod.yaml "${IMAGES[@]}"
render dev-persistent -f deploy/values/dev.yaml --set infra.postgres.storage.enabled=true \
  --set infra.kafka.storage.enabled=true --set infra.elasticsearch.storage.enabled=true
render all-services -f deploy/values/prod.yaml \
  --set services.marketplace.enabled=true --set services.chatbot.enabled=true
render dev-files-kept -f deploy/values/dev.yaml --set services.marketplace.storage.local.persistent=true \
  --set secrets.paymentsSecretKey=test_sk_example

contains "$OUT/dev.yaml" 'image: "registry.example.com/screenshelf-gateway:abc123"'
contains "$OUT/dev.yaml" 'KAFKA_BROKERS: "screenshelf-kafka:9092"'
contains "$OUT/dev.yaml" 'SEARCH_ADDR: "screenshelf-search:7053"'
contains "$OUT/dev.yaml" 'IDENTITY_ADDR: "screenshelf-identity:7051"'
contains "$OUT/dev.yaml" 'MEMBERSHIP_GRPC_PORT'
contains "$OUT/dev.yaml" 'BIND_HOST: "0.0.0.0"'
contains "$OUT/dev.yaml" 'AUTH_SECRET: '
contains "$OUT/prod.yaml" 'BIND_HOST: "0.0.0.0"'
contains "$OUT/prod.yaml" 'image: "registry.example.com/screenshelf-membership:abc123"'
contains "$OUT/prod.yaml" 'kind: HorizontalPodAutoscaler'
contains "$OUT/prod.yaml" 'kind: PodDisruptionBudget'
contains "$OUT/prod.yaml" 'name: screenshelf-secrets'
contains "$OUT/all-services.yaml" 'CHATBOT_ADDR: "screenshelf-chatbot:7056"'
contains "$OUT/all-services.yaml" 'MARKETPLACE_GRPC_PORT'
# The marketplace: the gateway finds it, it reaches the payment provider, and keeps its files.
contains "$OUT/dev.yaml" 'MARKETPLACE_ADDR: "screenshelf-marketplace:7055"'
contains "$OUT/dev.yaml" 'image: "registry.example.com/screenshelf-marketplace:abc123"'
contains "$OUT/dev.yaml" 'PAYMENTS_BASE_URL: "https://api.tosspayments.com"'
contains "$OUT/dev.yaml" 'value: "/data/uploads"'
contains "$OUT/dev.yaml" 'mountPath: /data/uploads'
contains "$OUT/prod.yaml" 'MARKETPLACE_ADDR: "screenshelf-marketplace:7055"'
contains "$OUT/prod.yaml" 'image: "registry.example.com/screenshelf-marketplace:abc123"'
contains "$OUT/prod.yaml" 'name: MARKETPLACE_STORAGE'
contains "$OUT/prod.yaml" 'value: "screenshelf-products-example"'
contains "$OUT/prod.yaml" 'value: "screenshelf-screens-example"'
contains "$OUT/dev.yaml" 'name: CATALOG_STORAGE_DIR'
contains "$OUT/prod.yaml" 'name: screenshelf-marketplace'
contains "$OUT/dev-files-kept.yaml" 'kind: PersistentVolumeClaim'
contains "$OUT/dev-files-kept.yaml" 'claimName: screenshelf-marketplace-uploads'
contains "$OUT/dev-files-kept.yaml" 'type: Recreate'
contains "$OUT/dev-files-kept.yaml" 'PAYMENTS_SECRET_KEY: "test_sk_example"'
if grep -q 'mountPath: /data/uploads' "$OUT/prod.yaml"; then fail "prod keeps marketplace files in the bucket, not on a pod"; else pass "prod keeps marketplace files in the bucket, not on a pod"; fi
contains "$OUT/dev-persistent.yaml" 'volumeClaimTemplates:'
if grep -q 'kind: StatefulSet' "$OUT/prod.yaml"; then fail "prod runs no in-cluster infrastructure"; else pass "prod runs no in-cluster infrastructure"; fi

refuse "external infra without endpoints" "infra.external.postgresUrl is required" --set infra.inCluster=false
refuse "a short INTERNAL_TOKEN_SECRET" "at least 32 characters" --set secrets.internalTokenSecret=short
refuse "an unknown service setting" "additional properties" --set services.catalog.replica=2
refuse "s3 storage without a bucket" "storage.s3.bucket is required" --set services.marketplace.storage.mode=s3
refuse "pod-local files on 2 replicas" "keeps files on one pod's volume" --set services.marketplace.replicas=2
refuse "an unknown storage mode" "services.marketplace.storage.mode" --set services.marketplace.storage.mode=ftp

if [ ${#RENDERED[@]} -gt 0 ]; then
  if command -v go >/dev/null 2>&1; then
    abs=()
    for f in "${RENDERED[@]}"; do abs+=("$PWD/$f"); done
    if (cd deploy/manifestcheck && go run . "${abs[@]}"); then
      pass "manifestcheck (${#RENDERED[@]} renders)"
    else
      fail "manifestcheck"
    fi
  else
    echo "skip - manifestcheck (needs go)"
  fi
fi

echo "rendered manifests: $OUT/"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
