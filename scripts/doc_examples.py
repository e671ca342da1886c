#!/usr/bin/env python3
"""Runs the examples of README.md and docs/*.md and compares their output.

An example is a line `$ COMMAND` inside a fenced code block (a trailing `\\`
continues the command on the next line); the lines after it, up to the next
`$ ` line or the end of the block, are the output it must print (standard
output and standard error, in the order the docs show them; trailing spaces
ignored; a line `...` stands for any number of lines). The commands of one
document run in order, in one scratch folder that sees the repository's
folders (examples/, tests/, docs/, ...) and `build/`, with `lightsout` on the
PATH, so a file one command writes is there for the next.

Commands that cannot run here, or take long, are skipped for a stated reason
(SKIPS below); the test lists them. Every other command must print what the docs
say (COMMAND_SECONDS guards against one that never ends).

    doc_examples.py ROOT BUILD_DIR [DOC ...]     exit 0 when every example matches
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

# A hang guard, not a speed limit (speed is the benchmarks' business): a busy machine
# stretches a fewest-press search (budgeted in work, not seconds) of 3 s to minutes.
# Times LIGHTSOUT_TEST_TIME_SCALE under the sanitizers (cmake/instrumented_tests.cmake).
COMMAND_SECONDS = 900 * int(os.environ.get("LIGHTSOUT_TEST_TIME_SCALE", "1"))

# Commands that run (later examples use the files they write) but whose
# output is not compared: (pattern, why).
UNCOMPARED = [
    (r"^time lightsout (gen|solve) [^|]*(--size 10000x10000|big)", "a timing: its numbers differ from run to run"),
    (r"^time lightsout solve s256", "a timing: its numbers differ from run to run"),
]

# Commands that are not run: (pattern, why). The first match wins.
SKIPS = [
    (r"^(time|/usr/bin/time) ", "a timing of a large board: the benchmarks measure it"),
    (r"^parallel ", "GNU parallel over long searches (docs/FEWEST.md measures them)"),
    (r"^curl ", "needs a running `lightsout serve`"),
    (r"lightsout serve", "starts the web server"),
    (r"^(cmake|c\+\+|pkg-config|export|make) |^\./consumer\b", "builds or installs (the package tests do this)"),
    (r"answers\.jsonl", "reads the answers of the GNU parallel example"),
    (r"^build/bench/", "a benchmark"),
    (r"--exhaustive", "an exhaustive walk: long by design (docs/FEWEST.md gives its measured time)"),
    (r"--merge ", "merges the parts of a walk made by a skipped command"),
    (r"table .*--fewest .*--max 100", "fewest presses of a hundred boards: minutes"),
    (r"all-lit-(61|79|95)", "a search beyond proof, budgeted in seconds: its bound depends on the machine"),
    (r"--search-seconds", "a search budgeted in seconds: its result depends on the machine"),
    (r"--size 100000|65536|--size 10000\b", "a very large board (the benchmarks measure these)"),
    (r"python3? docs/examples/", "a Python example script of minutes (docs/LIBRARY.md shows its output)"),
]


def reason_in(table, command):
    for pattern, reason in table:
        if re.search(pattern, command):
            return reason
    return None


def examples(path):
    """(line number, command, expected lines) for every `$ ` line in a fenced block."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found = []
    in_block = False
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            in_block = not in_block
            i += 1
            continue
        if in_block and line.startswith("$ "):
            start = i + 1
            command = line[2:]
            while command.endswith("\\") and i + 1 < len(lines):
                i += 1
                command = command[:-1] + "\n" + lines[i]
            expected = []
            i += 1
            while i < len(lines) and not lines[i].startswith("```") and not lines[i].startswith("$ "):
                expected.append(lines[i])
                i += 1
            found.append((start, command, expected))
            continue
        i += 1
    return found


def matches(expected, actual):
    """Line-by-line equality, trailing spaces ignored; `...` matches any lines."""
    expected = [e.rstrip() for e in expected]
    actual = [a.rstrip() for a in actual]
    while expected and expected[-1] == "":
        expected.pop()
    while actual and actual[-1] == "":
        actual.pop()

    def match(e, a):
        if e == len(expected):
            return a == len(actual)
        if expected[e] == "...":
            return any(match(e + 1, k) for k in range(a, len(actual) + 1))
        return a < len(actual) and expected[e] == actual[a] and match(e + 1, a + 1)

    return match(0, 0)


def scratch_folder(root, build):
    folder = tempfile.mkdtemp(prefix="doc-examples-")
    for name in os.listdir(root):
        if name in (".git", "build") or name.startswith("build-"):
            continue
        os.symlink(os.path.join(root, name), os.path.join(folder, name))
    os.symlink(build, os.path.join(folder, "build"))
    bin_dir = os.path.join(folder, ".bin")
    os.mkdir(bin_dir)
    os.symlink(os.path.join(build, "lightsout"), os.path.join(bin_dir, "lightsout"))
    return folder, bin_dir


def run_document(root, build, path, skipped):
    folder, bin_dir = scratch_folder(root, build)
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""), LC_ALL="C.UTF-8", COLUMNS="100")
    # A sanitized build's Python module needs the sanitizer's runtime preloaded
    # into the interpreter (cmake/instrumented_tests.cmake).
    python_env = dict(env, LD_PRELOAD=os.environ["LIGHTSOUT_PYTHON_PRELOAD"], ASAN_OPTIONS="detect_leaks=0") \
        if os.environ.get("LIGHTSOUT_PYTHON_PRELOAD") else env
    failures = 0
    ran = 0
    name = os.path.relpath(path, root)
    for line, command, expected in examples(path):
        first_line = command.splitlines()[0]
        reason = reason_in(SKIPS, command) if not reason_in(UNCOMPARED, command) else None
        if reason:
            skipped.append(f"{name}:{line}: {first_line}  (not run: {reason})")
            continue
        compared = not reason_in(UNCOMPARED, command)
        if not compared:
            skipped.append(f"{name}:{line}: {first_line}  (run, output not compared: {reason_in(UNCOMPARED, command)})")
        ran += compared
        try:
            done = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=folder, env=python_env if "python3" in command else env, stdin=subprocess.DEVNULL,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=COMMAND_SECONDS)
            actual = done.stdout.decode("utf-8", "replace").split("\n")
        except subprocess.TimeoutExpired:
            print(f"FAIL {name}:{line}: {command}\n  still running after {COMMAND_SECONDS} s: does it end at all?")
            failures += 1
            continue
        if compared and not matches(expected, actual):
            failures += 1
            print(f"FAIL {name}:{line}: $ {command}")
            print("  the docs say:")
            print("".join(f"    {e}\n" for e in expected).rstrip("\n"))
            print("  it printed:")
            print("".join(f"    {a}\n" for a in actual).rstrip("\n"))
    shutil.rmtree(folder, ignore_errors=True)
    return ran, failures


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    root, build = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    docs = sys.argv[3:] or ["README.md"] + sorted(
        os.path.join("docs", d) for d in os.listdir(os.path.join(root, "docs")) if d.endswith(".md"))
    skipped = []
    ran = failed = 0
    for doc in docs:
        r, f = run_document(root, build, os.path.join(root, doc), skipped)
        ran += r
        failed += f
    print(f"{len(skipped)} examples not run or not compared:")
    for s in skipped:
        print("  " + s)
    print(f"{ran - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
