#!/usr/bin/env bash
# pip installs the package into a fresh venv: `pip install .
# --no-build-isolation` builds the module with CMake for the venv's
# interpreter, the metadata knows its version, and the pytest suite passes
# against the installed package (not PYTHONPATH=build/python).
#   pip_install_venv.sh SOURCE_DIR CMAKE_BUILD_DIR PYTHON
set -u
source=$1 cmake_build=$2 python=$3
venv=$(mktemp -d)
trap 'rm -rf "$venv"' EXIT
"$python" -m venv --system-site-packages "$venv" || { echo "python3 -m venv failed" >&2; exit 1; }
# The module's CMake build goes to a folder of its own in the build tree, so
# that reruns (and ccache) make it quick; --no-deps: numpy is Debian's.
(cd "$source" && env -u PYTHONPATH LIGHTSOUT_CMAKE_BUILD_DIR="$cmake_build/pip" \
  "$venv/bin/pip" install --no-build-isolation --no-deps --quiet .) || { echo "pip install failed" >&2; exit 1; }
cd "$venv" || exit 1
env -u PYTHONPATH "$venv/bin/python" - "$source" <<'PY' || exit 1
import importlib.metadata
import re
import sys

import lightsout

expected = re.search(r"project\(lightsout VERSION ([0-9.]+)", open(sys.argv[1] + "/CMakeLists.txt").read()).group(1)
assert lightsout.__file__.startswith(sys.prefix), f"imported {lightsout.__file__}, not the venv's"
assert importlib.metadata.version("lightsout") == expected == lightsout.__version__, importlib.metadata.version("lightsout")
assert lightsout.solve([[1, 1], [1, 0]]).count == 1
print(f"lightsout {expected} installed in {sys.prefix}")
PY
env -u PYTHONPATH "$venv/bin/python" -m pytest -q -p no:cacheprovider "$source/python/tests"
