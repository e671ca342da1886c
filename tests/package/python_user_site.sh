#!/usr/bin/env bash
# `cmake --install build --prefix ~/.local` (docs/LIBRARY.md) puts the Python
# package where the interpreter looks: it imports with no PYTHONPATH, from a
# home of its own (lib/python3.X/site-packages, not dist-packages, which Python does not
# search under ~/.local).
#   python_user_site.sh BUILD_DIR PYTHON
set -u
build=$1 python=$2
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
cmake --install "$build" --prefix "$home/.local" >/dev/null || { echo "cmake --install failed" >&2; exit 1; }
# A sanitized module needs the sanitizer's runtime preloaded into Python
# (cmake/instrumented_tests.cmake); cmake itself runs without it.
preload=()
[[ -n ${LIGHTSOUT_PYTHON_PRELOAD:-} ]] && preload=(LD_PRELOAD="$LIGHTSOUT_PYTHON_PRELOAD" ASAN_OPTIONS=detect_leaks=0)
where=$(cd / && env -u PYTHONPATH HOME="$home" "${preload[@]}" "$python" -c "import lightsout; print(lightsout.__file__); print(lightsout.solve([[1, 1], [1, 0]]).count)") ||
  { echo "the package installed under $home/.local does not import" >&2; exit 1; }
[[ $where == "$home/.local/lib/python3."*"/site-packages/lightsout/__init__.py"$'\n'1 ]] ||
  { echo "imported from the wrong place or solved wrongly: $where" >&2; exit 1; }
echo "imported from the user site: ${where%%$'\n'*}"
