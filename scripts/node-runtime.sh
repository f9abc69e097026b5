#!/usr/bin/env bash
# Puts a supported Node (package.json engines) first on PATH. When the host's Node is older or missing, installs
# Node 24 from the npm registry's node-linux-<arch> package (binary and headers) into a cache folder outside the
# checkout, once; native addons then build against its headers (npm_config_nodedir).
#
#   . scripts/node-runtime.sh            # in this shell
#   scripts/node-runtime.sh npm test     # one command
#
# WF_NODE_HOME overrides the cache folder (default: ${XDG_CACHE_HOME:-~/.cache}/whitefish-site/node24).

wf_node_runtime() {
  local root support home arch pkg
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)" || return 1
  support="$root/shared/node-support.mjs"
  if command -v node >/dev/null 2>&1 && node "$support" 2>/dev/null; then
    return 0
  fi
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "node-runtime: no Node package for $(uname -m); install Node 24 by hand" >&2; return 1 ;;
  esac
  home="${WF_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/whitefish-site/node24}"
  pkg="$home/node_modules/node-linux-$arch"
  if ! { [ -x "$pkg/bin/node" ] && "$pkg/bin/node" "$support" 2>/dev/null; }; then
    command -v npm >/dev/null 2>&1 || { echo "node-runtime: npm is needed to fetch Node 24; install Node 24 by hand" >&2; return 1; }
    echo "node-runtime: $(node --version 2>/dev/null || echo 'no node') is not supported; installing Node 24 into $home" >&2
    mkdir -p "$home" &&
      npm install --prefix "$home" --no-save --no-package-lock --no-audit --no-fund --no-update-notifier --loglevel=error "node-linux-$arch@24" >&2 ||
      { echo "node-runtime: could not install node-linux-$arch@24" >&2; return 1; }
    "$pkg/bin/node" "$support" || return 1
  fi
  export PATH="$pkg/bin:$PATH"
  # node-gyp builds native addons (better-sqlite3) against these headers; it cannot download any here.
  export npm_config_nodedir="$pkg"
  hash -r
  echo "node-runtime: using Node $(node --version) from $pkg/bin" >&2
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -e
  wf_node_runtime
  [ $# -eq 0 ] || exec "$@"
else
  wf_node_runtime
fi
