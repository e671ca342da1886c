#!/usr/bin/python3
"""Dense work on two threads: a batch of distinct dense puzzles.

    bench/parallel_bench.py LIGHTSOUT [--puzzles 2000] [--size 40] [--runs 3]

Writes N random SIZE x SIZE boards, each with its own random 5x5 stencil
(centre pressed, so the stencils differ and no dense factor is shared), as
JSON lines with "method": "dense", and times `lightsout solve --batch` on
them with --threads 1 and with --threads 2 (the fastest of RUNS each,
alternated). Every M4RI elimination of the 2-thread run overlaps another
one: the ratio shows whether dense work still waits on one lock (about 1x)
or runs in parallel (target: at least 1.7x on 2 cores). The two runs must
write the same answers. Prints the times, the ratio and the load.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time


def stencil(rng):
    rows = ["".join("x" if rng.random() < 0.4 else "." for _ in range(5)) for _ in range(5)]
    rows[2] = rows[2][:2] + "x" + rows[2][3:]
    return "stencil:" + "/".join(rows)


def run(lightsout, path, threads):
    start = time.perf_counter()
    done = subprocess.run([lightsout, "solve", "--batch", path, "--threads", str(threads)],
                          capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"parallel_bench: lightsout exited {done.returncode}: {done.stderr.strip()}")
    return seconds, done.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lightsout")
    parser.add_argument("--puzzles", type=int, default=2000)
    parser.add_argument("--size", type=int, default=40)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(18)
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "puzzles.jsonl")
        with open(path, "w") as f:
            for i in range(args.puzzles):
                board = ["".join(rng.choice("01") for _ in range(args.size)) for _ in range(args.size)]
                f.write(json.dumps({"board": board, "rule": stencil(rng), "method": "dense", "id": i}) + "\n")
        best = {1: None, 2: None}
        answers = {}
        for _ in range(args.runs):
            for threads in (1, 2):
                seconds, answers[threads] = run(args.lightsout, path, threads)
                best[threads] = seconds if best[threads] is None else min(best[threads], seconds)
    if answers[1] != answers[2]:
        sys.exit("parallel_bench: 1 and 2 threads wrote different answers")
    errors = sum('"error"' in line for line in answers[1].splitlines())
    if errors:
        sys.exit(f"parallel_bench: {errors} lines answered with an error")
    ratio = best[1] / best[2]
    print(f"dense batch: {args.puzzles} distinct {args.size}x{args.size} stencil puzzles: "
          f"1 thread {best[1]:.2f} s, 2 threads {best[2]:.2f} s: {ratio:.2f}x (target >= 1.7x); "
          f"fastest of {args.runs}; load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
