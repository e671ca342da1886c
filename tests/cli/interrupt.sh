# Ctrl-C and SIGTERM during a long command: the work stops (the library's stop
# token), one line on stderr, nothing on stdout, exit 130 (143 for SIGTERM).
# The signal is sent once the command has its handler (SigCgt in /proc), at
# several moments of a fewest-press search; nothing here depends on time but
# the hang guard.
source "$(dirname "$0")/lib/assert.bash"

"$LIGHTSOUT" gen --size 61 --seed 5 --solvable >"$WORK/61.txt"  # solvable: the search runs

handler_installed() {  # handler_installed PID: SIGINT (bit 1) is caught
  local mask
  mask=$(awk '/^SigCgt:/ { print $2 }' "/proc/$1/status" 2>/dev/null) || return 1
  [[ -n $mask ]] && (((16#$mask >> 1) & 1))
}

interrupt() {  # interrupt SIGNAL DELAY EXPECTED_STATUS
  # A background job of a script starts with SIGINT ignored (which the command keeps): reset it.
  env --default-signal=INT,TERM "$LIGHTSOUT" solve "$WORK/61.txt" --minimal --format json >"$WORK/out" 2>"$WORK/err" &
  local pid=$! waited=0
  until handler_installed "$pid"; do
    kill -0 "$pid" 2>/dev/null || break  # ended already: the checks below say how
    sleep 0.01
    waited=$((waited + 1))
    ((waited < 6000)) || { fail "no SIGINT handler after 60 s"; kill -KILL "$pid"; return; }
  done
  sleep "$2"
  kill -"$1" "$pid"
  local guard=0
  while kill -0 "$pid" 2>/dev/null && ((guard < 30000)); do sleep 0.01; guard=$((guard + 1)); done
  kill -0 "$pid" 2>/dev/null && { fail "SIG$1 after $2 s: still running after 300 s"; kill -KILL "$pid"; }
  wait "$pid"
  status=$?
  err=$(cat "$WORK/err")
  [[ $status == "$3" ]] || fail "SIG$1 after $2 s: exit $status, expected $3 (stderr: $err)"
  [[ $(cat "$WORK/err") == "lightsout: interrupted" ]] || fail "SIG$1 after $2 s: stderr is not 'lightsout: interrupted': $err"
  [[ ! -s $WORK/out ]] || fail "SIG$1 after $2 s: printed on stdout: $(head -c 200 "$WORK/out")"
}

# The search takes seconds of work (3 s on a quiet 2-core machine, at least
# 1 s on a fast one): every delay, at most 0.1 s, falls well inside it.
for delay in 0 0.02 0.1; do interrupt INT "$delay" 130; done
interrupt TERM 0.05 143

finish
