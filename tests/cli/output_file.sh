# -o FILE: atomic only for regular files, through
# symbolic links, straight into FIFOs; a user's own FILE.tmp is never touched;
# nothing is left behind by a failure or by SIGTERM. Only files made here are
# used (never real /dev nodes: a wrong answer would replace them).
source "$(dirname "$0")/lib/assert.bash"
printf '010\n111\n010\n' >"$WORK/plus.txt"
printf '101\n11\n' >"$WORK/ragged.txt"
run solve "$WORK/plus.txt"
expected=$out
mkdir "$WORK/dir"

# What is in the folder besides the names given.
leftovers() {
  local dir=$1
  shift
  local name
  for name in $(ls -A "$dir"); do
    local known=0 keep
    for keep in "$@"; do [[ $name == "$keep" ]] && known=1; done
    ((known)) || echo "$name"
  done
}

# A regular file: replaced, keeping its mode.
printf 'old\n' >"$WORK/dir/answer.txt"
chmod 640 "$WORK/dir/answer.txt"
run solve "$WORK/plus.txt" -o "$WORK/dir/answer.txt"
expect_status 0 "-o regular file"
[[ $(cat "$WORK/dir/answer.txt") == "$expected" ]] || fail "-o regular file: content $(cat "$WORK/dir/answer.txt")"
[[ $(stat -c %a "$WORK/dir/answer.txt") == 640 ]] || fail "-o regular file: mode $(stat -c %a "$WORK/dir/answer.txt")"
[[ -z $(leftovers "$WORK/dir" answer.txt) ]] || fail "-o regular file left $(leftovers "$WORK/dir" answer.txt)"

# The user's own answer.txt.tmp survives a success and a failure.
printf 'mine\n' >"$WORK/dir/answer.txt.tmp"
run solve "$WORK/plus.txt" -o "$WORK/dir/answer.txt"
expect_status 0 "-o with a FILE.tmp beside it"
[[ $(cat "$WORK/dir/answer.txt.tmp") == mine ]] || fail "-o overwrote the user's FILE.tmp"
run solve "$WORK/ragged.txt" -o "$WORK/dir/answer.txt"
expect_status 2 "-o after bad input"
[[ -e $WORK/dir/answer.txt.tmp ]] || fail "a failed -o deleted the user's FILE.tmp"
[[ $(cat "$WORK/dir/answer.txt") == "$expected" ]] || fail "a failed -o changed the previous answer"
rm "$WORK/dir/answer.txt.tmp"

# A symbolic link is written through: the link stays, its target changes.
printf 'old\n' >"$WORK/dir/target.txt"
ln -s target.txt "$WORK/dir/link.txt"
run solve "$WORK/plus.txt" -o "$WORK/dir/link.txt"
expect_status 0 "-o symlink"
[[ -L $WORK/dir/link.txt ]] || fail "-o replaced the symbolic link by a file"
[[ $(cat "$WORK/dir/target.txt") == "$expected" ]] || fail "-o symlink: the target was not written"
# A dangling link creates its target.
ln -s new.txt "$WORK/dir/dangling.txt"
run solve "$WORK/plus.txt" -o "$WORK/dir/dangling.txt"
expect_status 0 "-o dangling symlink"
[[ -L $WORK/dir/dangling.txt && $(cat "$WORK/dir/new.txt") == "$expected" ]] || fail "-o dangling symlink: not written through"
[[ -z $(leftovers "$WORK/dir" target.txt link.txt answer.txt dangling.txt new.txt) ]] ||
  fail "-o symlinks left $(leftovers "$WORK/dir" target.txt link.txt answer.txt dangling.txt new.txt)"

# A FIFO is written straight (it stays a FIFO; a reader gets the answer).
mkfifo "$WORK/dir/fifo"
cat "$WORK/dir/fifo" >"$WORK/from-fifo" &
reader=$!
run solve "$WORK/plus.txt" -o "$WORK/dir/fifo"
[[ -p $WORK/dir/fifo ]] || kill $reader  # nobody will write to it: do not wait for ever
wait $reader
expect_status 0 "-o FIFO"
[[ -p $WORK/dir/fifo ]] || fail "-o replaced the FIFO by a regular file"
[[ $(cat "$WORK/from-fifo") == "$expected" ]] || fail "-o FIFO: the reader got '$(cat "$WORK/from-fifo")'"
# /dev/stdout of a pipe is written straight too.
answer=$("$LIGHTSOUT" solve "$WORK/plus.txt" -o /dev/stdout | cat)
[[ $answer == "$expected" ]] || fail "-o /dev/stdout into a pipe gave '$answer'"

# A folder is refused.
expect_bad_input "-o folder" solve "$WORK/plus.txt" -o "$WORK/dir"
expect_err_contains "is a folder" "-o folder"

# SIGTERM while a large answer is being written: no file, no temporary.
mkdir "$WORK/big"
"$LIGHTSOUT" gen --size 12000 --seed 1 -o "$WORK/big/board.txt" 2>/dev/null &
writer=$!
for _ in $(seq 2000); do
  [[ -n $(ls -A "$WORK/big") ]] && break
  sleep 0.005
done
[[ -n $(ls -A "$WORK/big") ]] || fail "SIGTERM: the writing was never seen (too fast?)"
kill -STOP $writer 2>/dev/null
kill -TERM $writer 2>/dev/null
kill -CONT $writer 2>/dev/null
wait $writer
[[ -z $(ls -A "$WORK/big") ]] || fail "SIGTERM during -o left: $(ls -A "$WORK/big")"

# Standard output: the answer streams (a 12000 x 12000 board is not held whole).
"$LIGHTSOUT" gen --size 12000 --seed 1 2>/dev/null | cmp -s - <("$LIGHTSOUT" gen --size 12000 --seed 1 2>/dev/null) ||
  fail "gen to stdout is not reproducible"
finish
