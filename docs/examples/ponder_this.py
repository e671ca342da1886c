#!/usr/bin/python3
"""IBM Ponder This, April 2023 (seed 004) redone with the lightsout module.

A press flips the bulb's whole row and column (the bulb once): the `cross`
rule. Only an OFF bulb may be pressed; the goal is every bulb ON. Moves are
(x, y): column from the left, row from the bottom, 1-based.

    PYTHONPATH=build/python /usr/bin/python3 docs/examples/ponder_this.py
"""
import pathlib

import lightsout

data = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "ponder"
for n in (24, 30):
    board = lightsout.parse_board((data / f"ponder-2023-04-{n}x{n}.txt").read_text())
    # Step 1 and 2 of the seed at once: the presses (linear algebra over GF(2)) and a legal order.
    s = lightsout.solve(board, "cross", goal="on", constraint="only-off", minimal=True)
    moves = [(c + 1, n - r) for r, c in s.sequence]  # (x, y) as the puzzle states them
    ok = lightsout.check(board, rule="cross", goal="on", constraint="only-off", sequence=s.sequence).ok
    print(f"{n}x{n}: {len(moves)} moves, fewest proven: {s.minimal}, replayed and legal: {ok}")
    print("  first moves:", ", ".join(f"({x}, {y})" for x, y in moves[:6]), "...")
