#!/usr/bin/python3
"""The Python module against the library it wraps:

  1. 10,000 solves of random 5x5 boards from Python (target: <= 1 s), and the
     same solves from C++ (bench_solve_time);
  2. a 4,096 x 4,096 numpy board, random (no solution: the answer is a
     certificate) and solvable: lightsout.solve against solve() in C++ on the
     same board (target: <= 2x), both the best of a few runs;
  3. 10,000 random 7x7 boards as one 3-D array: solve_batch against a Python
     loop over solve() (target: the batch >= 5x faster), the best of a few runs.

    PYTHONPATH=build/python /usr/bin/python3 bench/python_bench.py build

Every Python answer is checked (lightsout.check), outside the timed loops.
Prints times, ratios and the load (the machine may be shared).
"""
import os
import subprocess
import sys
import time

import numpy as np

import lightsout


def cpp_seconds(build, size, count, repeats, kind):
    out = subprocess.run([os.path.join(build, "bench", "bench_solve_time"), str(size), str(count), str(repeats), kind],
                         check=True, capture_output=True, text=True).stdout.split()
    return float(out[0]), int(out[1])


def python_seconds(boards, repeats):
    best, answers = float("inf"), None
    for _ in range(repeats):
        start = time.perf_counter()
        answers = [lightsout.solve(board) for board in boards]
        best = min(best, time.perf_counter() - start)
    return best, answers


def batch_against_loop(count=10000, size=7, repeats=5):
    boards = np.stack([lightsout.random_board(size, seed=i) for i in range(1, count + 1)])
    loop_best, batch_best, one_best = float("inf"), float("inf"), float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        loop = [lightsout.solve(board) for board in boards]
        loop_best = min(loop_best, time.perf_counter() - start)
        start = time.perf_counter()
        batch = lightsout.solve_batch(boards)
        batch_best = min(batch_best, time.perf_counter() - start)
        start = time.perf_counter()
        lightsout.solve_batch(boards, threads=1)
        one_best = min(one_best, time.perf_counter() - start)
    same = sum(1 for i, s in enumerate(loop) if s.solvable == batch.solvable[i] and s.count == batch.count[i])
    wrong = sum(1 for i, b in enumerate(boards) if batch.solvable[i] and lightsout.press(b, batch.presses[i]).any())
    print(f"{count} x random {size}x{size}: loop over solve() {loop_best:.3f} s, solve_batch {batch_best:.3f} s, "
          f"ratio {loop_best / batch_best:.1f} (target >= 5); on one thread {one_best:.3f} s, "
          f"ratio {loop_best / one_best:.1f}; {same} answers as the loop's, {wrong} wrong, {os.cpu_count()} cores")


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    load = os.getloadavg()[0]
    for size, count, repeats, kind, target in ((5, 10000, 3, "random", "10,000 solves <= 1 s"),
                                               (4096, 1, 9, "random", "<= 2x C++"),
                                               (4096, 1, 9, "solvable", "<= 2x C++")):
        make = lightsout.random_solvable_board if kind == "solvable" else lightsout.random_board
        boards = [make(size, seed=i) for i in range(1, count + 1)]
        py, answers = python_seconds(boards, repeats)
        cpp, cpp_solvable = cpp_seconds(build, size, count, repeats, kind)
        wrong = sum(1 for b, s in zip(boards, answers)
                    if (s.solvable and not lightsout.check(b, s.presses).ok) or (not s.solvable and s.certificate is None))
        solvable = sum(s.solvable for s in answers)
        print(f"{count} x {kind} {size}x{size}: Python {py:.3f} s, C++ {cpp:.3f} s, ratio {py / cpp:.2f} "
              f"({target}); {solvable} solvable (C++: {cpp_solvable}), {wrong} answers wrong")
    batch_against_loop()
    print(f"load average at the start: {load:.2f}, at the end: {os.getloadavg()[0]:.2f} (2 cores)")


if __name__ == "__main__":
    main()
