# Small assertions for the command-line tests. Each test script is run as
#   bash NAME.sh LIGHTSOUT_BINARY TEST_DATA_DIR
# and passes when it exits 0.
set -u
LIGHTSOUT=$1
DATA=$2
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# The checkpoint key a run makes on first use goes here, not into the user's ~/.config.
export XDG_CONFIG_HOME="$WORK/config"
unset LIGHTSOUT_KEY_FILE
failures=0

fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# run CMD...: runs lightsout, capturing stdout, stderr and the exit code.
run() {
  "$LIGHTSOUT" "$@" >"$WORK/out" 2>"$WORK/err"
  status=$?
  out=$(cat "$WORK/out")
  err=$(cat "$WORK/err")
}

expect_status() { [[ $status == "$1" ]] || fail "$2: exit $status, expected $1 (stderr: $err)"; }
expect_out_contains() { grep -qF -- "$1" "$WORK/out" || fail "$2: stdout lacks '$1' (stdout: $out)"; }
expect_err_contains() { grep -qF -- "$1" "$WORK/err" || fail "$2: stderr lacks '$1' (stderr: $err)"; }

# A bad input: exit 2, exactly one line on stderr, nothing on stdout.
expect_bad_input() {
  local what=$1
  shift
  run "$@"
  [[ $status == 2 ]] || fail "$what: exit $status, expected 2"
  [[ -z $out ]] || fail "$what: printed on stdout: $out"
  [[ $(wc -l <"$WORK/err") == 1 ]] || fail "$what: stderr is not one line: $err"
}

finish() {
  if ((failures)); then
    echo "$failures failure(s)" >&2
    exit 1
  fi
  echo "ok"
}
