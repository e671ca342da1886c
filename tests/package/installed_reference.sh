#!/usr/bin/env bash
# The installed man page renders with man -l, and the installed bash
# completion completes `lightsout so<TAB>` (cmake --install, cmake/install.cmake).
#   installed_reference.sh PREFIX MANDIR DATADIR   (the last two relative to PREFIX)
set -u
prefix=$1 mandir=$2 datadir=$3
page=$(MANWIDTH=80 man -l "$prefix/$mandir/man1/lightsout.1") || { echo "man -l failed" >&2; exit 1; }
[[ $page == *"LIGHTSOUT(1)"* && $page == *"solve"* ]] || { echo "the installed page has no solve: $page" >&2; exit 1; }
[[ -f $prefix/$datadir/zsh/site-functions/_lightsout ]] || { echo "no zsh completion installed" >&2; exit 1; }
# shellcheck source=/dev/null
source "$prefix/$datadir/bash-completion/completions/lightsout"
COMP_WORDS=(lightsout so) COMP_CWORD=1 COMPREPLY=()
_lightsout
[[ "${COMPREPLY[*]}" == solve ]] || { echo "lightsout so<TAB> gave '${COMPREPLY[*]}'" >&2; exit 1; }
echo "man page and completion installed"
