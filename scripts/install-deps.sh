#!/usr/bin/env bash
# Installs the Debian packages lightsout needs, only those missing.
# Uses sudo when not root. Quiet when everything is already there.
set -euo pipefail

packages=(
  build-essential cmake pkg-config ccache
  libm4ri-dev libntl-dev libgf2x-dev libflint-dev
  libcli11-dev nlohmann-json3-dev libcpp-httplib-dev libcairo2-dev libgraphviz-dev
  libgtest-dev libgmock-dev libbenchmark-dev librapidcheck-dev
  # the Python module, for Debian's /usr/bin/python3, and its tests and examples
  pybind11-dev python3-dev python3-numpy python3-scipy python3-networkx python3-pytest python3-matplotlib python3-mypy
  # pip install . --no-build-isolation and python3 -m build --no-isolation (setuptools, docs/LIBRARY.md)
  python3-venv python3-pip python3-setuptools python3-wheel python3-build
)
# The browser test of the web game needs Debian's chromium and node with npm.
# A node from elsewhere (e.g. NodeSource, which bundles npm and conflicts with
# Debian's npm package) is kept: Debian's nodejs and npm only when none is there.
browser_tests="${LIGHTSOUT_BROWSER_TESTS:-1}"
if [[ "$browser_tests" == 1 ]]; then
  packages+=(chromium)
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    packages+=(nodejs npm)
  fi
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}" >&2
  sudo=""
  if [[ $(id -u) != 0 ]]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# playwright-core for the browser test, into tests/browser/node_modules (as
# pinned by its package-lock.json); it drives the chromium above and downloads
# no browser of its own.
if [[ "$browser_tests" == 1 ]]; then
  browser_dir="$(cd "$(dirname "$0")/.." && pwd)/tests/browser"
  if [[ ! -f "$browser_dir/node_modules/playwright-core/package.json" ]]; then
    echo "install-deps: installing playwright-core into tests/browser/node_modules" >&2
    (cd "$browser_dir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  fi
fi
