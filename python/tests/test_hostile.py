"""Hostile input to every public function: each call answers or raises a
documented exception (InputError, MemoryError, NoSolution), with no crash, no
hang and no C++ text, in a process whose address space is limited."""
import os
import subprocess
import sys

import pytest

from test_native import HANG_SECONDS, SANITIZED

# The calls run in one child process (ulimit -v); it prints one line a call.
CHILD = r'''
import math, sys
import numpy as np
import lightsout

B3 = [[1, 0], [0, 1]]
H = [
    None, float("nan"), float("inf"), "abc", "", b"\x00\xff", 3.5, -1, 0, 10**30, -10**30, True, 2**40,
    [], [[]], [[1, "a"]], [[1], [1, 2]], [[None]], [[1.5, 0]], [[[1]]], object(), {"a": 1}, (10**9, 10**9),
    (-1, 5), ("a", 2), (1, 2, 3), np.int64(-5), np.array([[np.nan]]), np.zeros((3, 3), object),
    np.zeros((2, 2), complex), np.broadcast_to(np.uint8(1), (2**18, 2**18)),
    np.broadcast_to(np.int64(0), (1, 2**33)), np.zeros((4, 4))[::2, ::-1],
    np.arange(16, dtype=np.int64).reshape(4, 4)[::-1, ::2], np.full((3, 3), -1, np.int8),
    np.array([[2**63]], dtype=np.uint64), np.zeros((2, 2, 2)), np.zeros(5), np.zeros((0, 0)),
    np.array([["1", "0"]]), np.ones((3, 3), ">i4") * 3, [[True, 2]],
    np.broadcast_to(np.uint8(1), (2**12, 2**12, 2**12)), np.full((2, 2, 2), 7, np.int16), [B3, [[1]]],
]

B = [[1, 0, 1], [0, 1, 0], [1, 1, 0]]
G = [(0, 1), (1, 2)]
# (function, positional arguments, keyword arguments) of a valid call; each
# argument in turn is replaced by every hostile value.
CALLS = [
    (lightsout.solve, [B], dict(rule="plus", torus=False, topology=None, goal="off", states=None, minimal=False,
                                constraint="any", method="auto")),
    (lightsout.analyze, ["plus", 3], dict(torus=False, topology=None, states=2)),
    (lightsout.nullity_table, ["plus", 5], dict(torus=False, topology=None)),
    (lightsout.check, [B, B], dict(rule="plus", sequence=None, goal="off", states=None, constraint="any")),
    (lightsout.chase, [B], dict(goal="off")),
    (lightsout.find_legal_sequence, [B, B], dict(rule="plus", goal="off", constraint="only-off", quiet=[],
                                                 minimal=False)),
    (lightsout.fewest_presses, [B, []], dict(nullity_limit=5)),
    (lightsout.solve_graph, [G, [1, 0, 1]], dict(rule="sigma-plus", states=None, goal="off", minimal=False,
                                                  method="auto", directed=None)),
    (lightsout.analyze_graph, [G], dict(rule="sigma-plus", states=None, directed=None)),
    (lightsout.solve_batch, [[{"board": ["101", "010"]}]], dict(rule="plus", goal="off", states=0, minimal=False,
                                                                 constraint="any", method="auto", coords="rc",
                                                                 threads=1)),
    (lightsout.solve_batch, [np.zeros((2, 3, 3), np.uint8)], dict(rule="plus", topology=None, goal="off", states=None,
                                                                  minimal=False, constraint="any", method="auto",
                                                                  threads=1)),
    (lightsout.random_board, [4], dict(seed=1)),
    (lightsout.random_solvable_board, [4], dict(rule="plus", seed=1)),
    (lightsout.parse_board, ["101\n010\n"], dict(states=0)),
    (lightsout.board_text, [B], dict(states=2)),
    (lightsout.press, [B, B], dict(rule="plus", states=None)),
    (lightsout.press_matrix, [3], dict(rule="plus", states=2, sparse=False)),
    (lightsout.graph_press_matrix, [G], dict(rule="sigma-plus", states=2, sparse=False, directed=None)),
]

DOCUMENTED = (lightsout.InputError, lightsout.NoSolution, MemoryError)
for function, args, kwargs in CALLS:
    slots = [("arg", i) for i in range(len(args))] + [("kw", k) for k in kwargs]
    for kind, slot in slots:
        for h, value in enumerate(H):
            a, k = list(args), dict(kwargs)
            if kind == "arg":
                a[slot] = value
            else:
                k[slot] = value
            label = f"{function.__name__} {slot} H[{h}]"
            print("start", label, flush=True)
            try:
                function(*a, **k)
                print("ok", label, flush=True)
            except DOCUMENTED as e:
                text = str(e).replace("\n", " ")
                print("raised", label, type(e).__name__, text, flush=True)
            except BaseException as e:
                text = str(e).replace("\n", " ")
                print("UNDOCUMENTED", label, type(e).__name__, text[:200], flush=True)
print("done", flush=True)
'''


def test_hostile_input_to_every_public_function():
    import resource

    def limit():
        if not SANITIZED:
            resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))

    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, preexec_fn=limit, capture_output=True, text=True,
                          timeout=HANG_SECONDS)
    lines = done.stdout.splitlines()
    last = [line for line in lines if line.startswith("start")][-1:] or ["none"]
    assert done.returncode == 0 and lines and lines[-1] == "done", (done.returncode, last, done.stderr[-2000:])
    results = [line for line in lines if not line.startswith(("start", "done"))]
    assert len(results) >= 200
    undocumented = [line for line in results if line.startswith("UNDOCUMENTED")]
    assert not undocumented, "\n".join(undocumented[:30])
    cpp = [line for line in results if "std::" in line]
    assert not cpp, "\n".join(cpp[:30])
    assert sum(line.startswith("raised") for line in results) >= 200
