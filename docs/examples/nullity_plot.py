#!/usr/bin/python3
"""The nullity of every n x n board, n = 1..200, under plus and square, as a PNG.

A board of nullity d has 2^d quiet patterns; only 1 in 2^d random boards has
a solution. Plus (Lights Out) has nullity 0 for most n and spikes at n = 4, 5,
9, 11, 14, 16, 17, 19, 23, 24, 29, 30, ... (OEIS A159257); square (toggle
squares, seeds 000/001) is 0 except at n = 3k + 2, where it is 2n - 1.

    PYTHONPATH=build/python /usr/bin/python3 docs/examples/nullity_plot.py [OUT.png]
"""
import pathlib
import sys

import matplotlib

matplotlib.use("Agg")  # no display needed
import matplotlib.pyplot as plt
import numpy as np

import lightsout

n_max = 200
out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).with_name("nullity_table.png"))
fig, axes = plt.subplots(2, 1, figsize=(9, 6), dpi=110, sharex=True)
for ax, rule, colour in ((axes[0], "plus", "#d9480f"), (axes[1], "square", "#1864ab")):
    table = lightsout.nullity_table(rule, n_max)  # table[n]: the n x n board's nullity
    n, nullity = table.sizes, table.array
    ax.vlines(n, 0, nullity, colors=colour, linewidth=1.2)
    ax.plot(n[nullity > 0], nullity[nullity > 0], "o", color=colour, markersize=2.5)
    ax.set_ylabel("nullity")
    ax.set_ylim(0, None)
    ax.grid(axis="y", alpha=0.3)
    worst = int(n[np.argmax(nullity)])
    ax.set_title(f"{rule}: {np.count_nonzero(nullity == 0)} of {n_max} sizes have nullity 0 "
                 f"(every board solvable); the largest is {nullity.max()} at n = {worst}", fontsize=10)
axes[1].set_xlabel("n (the board is n x n)")
axes[1].set_xlim(0, n_max + 1)
fig.suptitle("Nullity of n x n boards: a random board has a solution with probability 2^-nullity")
fig.tight_layout()
fig.savefig(out)
print(f"wrote {out}")
