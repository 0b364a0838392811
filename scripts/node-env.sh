# Sourced by `npm start`, `npm test` and .ci/run: puts the Node.js major the production image runs
# (deploy/Dockerfile: node:22) first on PATH. A machine whose `node` is another major gets a pinned
# Node 22 from the npm registry (the node-linux-<arch> package carries the official binary) in
# .local/node/, once; npm and npx then run on it too.
NODE_PINNED=22.23.3
NODE_MAJOR=${NODE_PINNED%%.*}

node_env_root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd -P)
node_env_dir=$node_env_root/.local/node

if [[ $(node -p 'process.versions.node.split(".")[0]' 2>/dev/null) != "$NODE_MAJOR" ]]; then
  if [[ ! -x $node_env_dir/bin/node || $("$node_env_dir/bin/node" --version) != "v$NODE_PINNED" ]]; then
    case $(uname -m) in
      x86_64) node_env_arch=x64 ;;
      aarch64 | arm64) node_env_arch=arm64 ;;
      *) echo "node-env: no Node $NODE_PINNED package for $(uname -m); install Node $NODE_MAJOR yourself" >&2; return 1 ;;
    esac
    echo "installing Node $NODE_PINNED (npm package node-linux-$node_env_arch) into .local/node"
    node_env_tmp=$(mktemp -d)
    # npm pack checks the tarball against the registry's integrity hash.
    (cd "$node_env_tmp" && npm pack --silent "node-linux-$node_env_arch@$NODE_PINNED" >/dev/null) || {
      rm -rf "$node_env_tmp"
      echo "node-env: could not fetch node-linux-$node_env_arch@$NODE_PINNED from the npm registry" >&2
      return 1
    }
    rm -rf "$node_env_dir" && mkdir -p "$node_env_dir"
    tar -xzf "$node_env_tmp"/node-linux-*.tgz -C "$node_env_dir" --strip-components=1
    rm -rf "$node_env_tmp"
  fi
  export PATH=$node_env_dir/bin:$PATH
fi
unset node_env_root node_env_dir node_env_arch node_env_tmp
