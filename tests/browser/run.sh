#!/usr/bin/env bash
# The browser test of the web game, as ctest runs it:
#   bash run.sh LIGHTSOUT_BINARY OUTPUT_DIR
# Needs Debian's chromium and node (scripts/install-deps.sh installs both);
# installs playwright-core from package-lock.json here when it is missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
binary=$1
out=$2

# LIGHTSOUT_BROWSER_TESTS=0 (honoured by scripts/install-deps.sh too) skips it;
# ctest reports the test as skipped, not passed.
if [[ ${LIGHTSOUT_BROWSER_TESTS:-1} == 0 ]]; then
  echo "browser test skipped (LIGHTSOUT_BROWSER_TESTS=0)"
  exit 77
fi
if [[ ! -x /usr/bin/chromium ]]; then
  echo "browser test: /usr/bin/chromium is missing (run scripts/install-deps.sh)" >&2
  exit 1
fi
if ! command -v node >/dev/null; then
  echo "browser test: node is missing (run scripts/install-deps.sh)" >&2
  exit 1
fi
if [[ ! -f "$here/node_modules/playwright-core/package.json" ]]; then
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
exec node "$here/run.mjs" "$binary" "$out"
