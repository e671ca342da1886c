#!/usr/bin/env bash
# Installs the Debian packages lightsout needs, only those missing.
# Uses sudo when not root. Quiet when everything is already there.
set -euo pipefail

packages=(
  build-essential cmake pkg-config
  libm4ri-dev libntl-dev libgf2x-dev
  libcli11-dev nlohmann-json3-dev libcpp-httplib-dev libcairo2-dev
  libgtest-dev libgmock-dev libbenchmark-dev librapidcheck-dev
)
# The browser test of the web game (issue 6) needs a browser and node.
if [[ "${LIGHTSOUT_BROWSER_TESTS:-1}" == 1 ]]; then
  packages+=(chromium nodejs npm)
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
