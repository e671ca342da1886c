# The man page and the completion scripts come from the command's own
# definitions (lightsout --generate, src/cli/reference.cpp): they render, they
# complete, and they name every command and option the command has.
source "$(dirname "$0")/lib/assert.bash"

run --generate man
expect_status 0 "generate man"
echo "$out" >"$WORK/lightsout.1"
page=$(MANWIDTH=100 man --warnings -l "$WORK/lightsout.1" 2>"$WORK/man_err")
[[ ! -s $WORK/man_err ]] || fail "man -l warns: $(cat "$WORK/man_err")"
[[ $page == *"LIGHTSOUT(1)"* && $page == *"EXIT STATUS"* ]] || fail "man -l renders no page: $page"

run --generate bash
expect_status 0 "generate bash"
echo "$out" >"$WORK/completion.bash"
# shellcheck source=/dev/null
source "$WORK/completion.bash"
complete_words() {  # complete_words WORD...: COMPREPLY for the last word
  COMP_WORDS=("$@")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _lightsout
  echo "${COMPREPLY[*]}"
}
[[ $(complete_words lightsout so) == "solve" ]] || fail "lightsout so<TAB>: $(complete_words lightsout so)"
[[ $(complete_words lightsout solve --minim) == "--minimal" ]] || fail "solve --minim<TAB>: $(complete_words lightsout solve --minim)"
[[ $(complete_words lightsout table --ma) == "--max" ]] || fail "table --ma<TAB>: $(complete_words lightsout table --ma)"

# No drift: every command of --help is in the page and the scripts, and every
# option of each command's --help is completed.
commands=$("$LIGHTSOUT" --help | awk '/^Subcommands:/ {on = 1; next} on && /^  [a-z]/ {print $1}')
[[ -n $commands ]] || fail "no commands in lightsout --help"
run --generate zsh
zsh_script=$out
for command in $commands; do
  grep -q "^\.SS $command\$" "$WORK/lightsout.1" || fail "man page lacks $command"
  [[ $zsh_script == *"'$command:"* ]] || fail "zsh completion lacks $command"
  [[ $(complete_words lightsout "${command:0:3}") == *"$command"* ]] || fail "bash does not complete $command"
  for option in $("$LIGHTSOUT" "$command" --help | grep -oE '^  +(-[a-z],)?--[a-z][a-z-]*' | sed 's/.*--/--/'); do
    [[ $(complete_words lightsout "$command" "$option") == *"$option"* ]] || fail "bash does not complete $command $option"
  done
done
if command -v zsh >/dev/null; then zsh -n <<<"$zsh_script" || fail "zsh completion does not parse"; fi

run --generate fish
expect_status 2 "generate an unknown kind"
[[ $err == "lightsout: --generate makes bash, zsh or man, not 'fish'" ]] || fail "generate fish: $err"

finish
