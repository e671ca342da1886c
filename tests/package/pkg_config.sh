#!/usr/bin/env bash
# Builds the consumer program against the installed lightsout with nothing but
# pkg-config (as a Makefile would) and runs it.
#   pkg_config.sh PREFIX SOURCE WORKDIR CXX [CXXFLAGS]
set -euo pipefail
prefix=$1 source=$2 work=$3 cxx=$4 flags=${5:-}
mkdir -p "$work"
pc_dir=$(dirname "$(find "$prefix" -name lightsout.pc | head -1)")
export PKG_CONFIG_PATH="$pc_dir"
echo "pkg-config --cflags --libs lightsout: $(pkg-config --cflags --libs lightsout)"
# shellcheck disable=SC2046,SC2086
"$cxx" -std=c++20 -O1 $flags "$source" -o "$work/consumer" $(pkg-config --cflags --libs lightsout)
"$work/consumer"
