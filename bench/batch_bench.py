#!/usr/bin/python3
"""Batch mode end to end: N random 7x7 plus puzzles in one call.

    bench/batch_bench.py LIGHTSOUT [--puzzles 100000] [--size 7] [--threads 0]

Writes the puzzles as JSON lines (a fixed seed), times `lightsout solve
--batch` on them, then checks every answer here, independently of the
library: the presses of a solvable answer turn the board off under plus
(simulated cell by cell), and the certificate of an unsolvable one is a
quiet pattern (pressing it changes nothing) with an odd overlap with the
board. Prints the time, the rate and the load.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time


def press_plus(lights, rows, cols, r, c):
    for dr, dc in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < rows and 0 <= cc < cols:
            lights[rr * cols + cc] ^= 1


def check(board, answer, size):
    cells = [int(ch) for row in board for ch in row]
    if answer.get("error"):
        return "error: " + answer["error"]
    if answer["solvable"]:
        for r, c in answer["presses"]:
            press_plus(cells, size, size, r - 1, c - 1)
        return None if not any(cells) else "the presses leave lights on"
    quiet = [0] * (size * size)
    certificate = [(r - 1) * size + (c - 1) for r, c in answer["certificate"]]
    for i in certificate:
        press_plus(quiet, size, size, i // size, i % size)
    if any(quiet):
        return "the certificate is not a quiet pattern"
    if sum(cells[i] for i in certificate) % 2 != 1:
        return "the certificate has an even overlap with the board"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lightsout")
    parser.add_argument("--puzzles", type=int, default=100000)
    parser.add_argument("--size", type=int, default=7)
    parser.add_argument("--threads", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(12)
    boards = [["".join(rng.choice("01") for _ in range(args.size)) for _ in range(args.size)]
              for _ in range(args.puzzles)]
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "puzzles.jsonl")
        with open(path, "w") as f:
            for i, board in enumerate(boards):
                f.write(json.dumps({"board": board, "id": i}) + "\n")
        start = time.perf_counter()
        run = subprocess.run([args.lightsout, "solve", "--batch", path, "--threads", str(args.threads)],
                             capture_output=True, text=True)
        seconds = time.perf_counter() - start
    if run.returncode != 0:
        sys.exit(f"batch_bench: lightsout exited {run.returncode}: {run.stderr.strip()}")
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    if len(answers) != len(boards):
        sys.exit(f"batch_bench: {len(answers)} answers for {len(boards)} puzzles")
    problems = 0
    solvable = 0
    for i, (board, answer) in enumerate(zip(boards, answers)):
        problem = check(board, answer, args.size) if answer.get("id") == i else "answer out of order"
        solvable += bool(answer.get("solvable"))
        if problem:
            problems += 1
            if problems <= 5:
                print(f"line {i + 1}: {problem}", file=sys.stderr)
    print(f"batch: {len(boards)} random {args.size}x{args.size} plus puzzles in {seconds:.2f} s "
          f"({len(boards) / seconds:,.0f} a second, threads {args.threads or os.cpu_count()}); "
          f"{solvable} solvable; every answer checked here: {problems} wrong; load {os.getloadavg()[0]:.2f}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
