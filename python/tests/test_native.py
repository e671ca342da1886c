"""The module behaves as Python users expect: bad input of any size raises a
documented exception (never a crash), the answer classes pickle, and every
function has a signature that inspect, help() and the stubs agree on."""
import ast
import inspect
import os
import pathlib
import pickle
import resource
import subprocess
import sys

import numpy as np
import pytest

import lightsout

STUBS = pathlib.Path(__file__).resolve().parents[1] / "lightsout" / "_lightsout.pyi"
# Under the sanitizers the runtime is preloaded and reserves terabytes of
# address space: a limit on it cannot be set there.
SANITIZED = any(name in os.environ.get("LD_PRELOAD", "") for name in ("asan", "tsan", "ubsan"))
HANG_SECONDS = 600 * int(os.environ.get("LIGHTSOUT_TEST_TIME_SCALE", "1"))


def run_limited(code, megabytes=1800):
    """Runs `code` in a fresh interpreter with at most `megabytes` of address space."""
    def limit():
        if not SANITIZED:
            resource.setrlimit(resource.RLIMIT_AS, (megabytes << 20, megabytes << 20))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    return subprocess.run([sys.executable, "-c", "import numpy as np, lightsout\n" + code], env=env,
                          preexec_fn=limit, capture_output=True, text=True, timeout=HANG_SECONDS)


# ---- no crash on large arrays ------------------------------------------------

@pytest.mark.parametrize("call", [
    "lightsout.solve(big)", "lightsout.check(big, big)", "lightsout.board_text(big)", "lightsout.chase(big)",
    "lightsout.solve(big, states=3)", "lightsout.solve(np.broadcast_to(np.int16(0), big.shape))",
])
def test_a_broadcast_board_too_large_is_an_input_error(call):
    done = run_limited("big = np.broadcast_to(np.uint8(0), (2**18, 2**18))\n"
                       "try:\n"
                       f"    {call}\n"
                       "except lightsout.InputError as e:\n"
                       "    print('InputError:', e)\n")
    assert done.returncode == 0, done.stderr
    assert "InputError:" in done.stdout and "cells a board may have" in done.stdout


def test_an_int32_board_that_numpy_cannot_widen_is_no_crash():
    # Widening this board to int64 would take 960 MB more than the limit allows.
    done = run_limited("a = np.zeros((10000, 12000), np.int32)\n"
                       "b = np.ones((20000, 20000), np.uint8)\n"
                       "try:\n"
                       "    r = lightsout.check(a, a)\n"
                       "    print('answered', r.ok)\n"
                       "except MemoryError as e:\n"
                       "    print('MemoryError:', e)\n")
    assert done.returncode == 0, done.stderr
    assert "answered True" in done.stdout or "MemoryError:" in done.stdout
    assert "std::" not in done.stdout + done.stderr


def test_a_non_contiguous_view_is_read_as_it_is():
    base = np.arange(60).reshape(6, 10) % 2
    view = base[::2, ::3]
    assert (lightsout.board_text(view) == lightsout.board_text(np.ascontiguousarray(view)))
    swapped = base.astype(">i4")
    assert lightsout.board_text(swapped) == lightsout.board_text(base)


# ---- one exception family, sizes checked before memory is taken ----------------

@pytest.mark.parametrize("call, message", [
    (lambda: lightsout.random_board(10**9, 1), "cells a board may have"),
    (lambda: lightsout.random_solvable_board(10**9), "cells a board may have"),
    (lambda: lightsout.random_board((3, 2**31), 1), "far too large"),
    (lambda: lightsout.random_board(-3, 1), "at least 1 x 1"),
    (lambda: lightsout.random_board(0, 1), "at least 1 x 1"),
    (lambda: lightsout.random_board(3, -1), "seed must be"),
    (lambda: lightsout.solve([[1]], rule=None), "rule must be a string"),
    (lambda: lightsout.solve([[1]], minimal="yes"), "minimal must be True or False"),
    (lambda: lightsout.solve([[1]], torus=2), "torus must be True or False"),
    (lambda: lightsout.analyze(None, 5), "rule must be a string"),
    (lambda: lightsout.analyze("plus", 5, states="3"), "states must be a whole number"),
    (lambda: lightsout.nullity_table("plus", "9"), "max_n must be a whole number"),
    (lambda: lightsout.check([[1]], [[1]], constraint=3), "constraint must be a string"),
    (lambda: lightsout.chase([[1]], goal=None), "goal"),
    (lambda: lightsout.fewest_presses([[1]], None), "quiet"),
    (lambda: lightsout.solve_graph([], []), "the graph has no vertices"),
    (lambda: lightsout.solve_graph([(0, 1)], [1, 0], rule=None), "rule must be a string"),
])
def test_bad_input_is_an_input_error(call, message):
    with pytest.raises(lightsout.InputError) as raised:
        call()
    assert message in str(raised.value) and "std::" not in str(raised.value)


def test_seeds_have_one_default():
    board = inspect.signature(lightsout.random_board).parameters["seed"].default
    solvable = inspect.signature(lightsout.random_solvable_board).parameters["seed"].default
    assert board == solvable == 1
    assert (lightsout.random_board(6) == lightsout.random_board(6, 1)).all()


# ---- pickling ---------------------------------------------------------------------

def test_chase_reports_and_steps_pickle(seed_board):
    report = lightsout.chase(seed_board)
    again = pickle.loads(pickle.dumps(report))
    assert [(s.name, s.presses) for s in again.steps] == [(s.name, s.presses) for s in report.steps]
    assert again.solvable == report.solvable and again.simple == report.simple
    assert again.minimal == report.minimal and again.minimal_proven == report.minimal_proven
    corner = np.zeros((5, 5), np.uint8)
    corner[0, 0] = 1  # odd overlap with a quiet pattern: no solution
    unsolvable = lightsout.chase(corner)
    back = pickle.loads(pickle.dumps(unsolvable))
    assert not back.solvable and (back.certificate == unsolvable.certificate).all()
    step = pickle.loads(pickle.dumps(report.steps[0]))
    assert step.name == report.steps[0].name and step.presses == report.steps[0].presses


# ---- signatures and docstrings --------------------------------------------------

def stub_functions():
    tree = ast.parse(STUBS.read_text())
    return {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef) and not node.name.startswith("_")}


def stub_parameters(node):
    """(name, kind, default) of a stub's parameters; default None when it has none, ... when elided."""
    args = node.args
    out = []
    positional = args.posonlyargs + args.args
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for arg, default in zip(positional, defaults):
        out.append((arg.arg, "positional", default))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        out.append((arg.arg, "keyword", default))
    return out


@pytest.mark.parametrize("name", sorted(stub_functions()))
def test_signatures_match_the_stubs(name):
    signature = inspect.signature(getattr(lightsout, name))
    stub = stub_parameters(stub_functions()[name])
    assert [p.name for p in signature.parameters.values()] == [s[0] for s in stub]
    for parameter, (_, kind, default) in zip(signature.parameters.values(), stub):
        expected_kind = inspect.Parameter.KEYWORD_ONLY if kind == "keyword" else inspect.Parameter.POSITIONAL_OR_KEYWORD
        assert parameter.kind == expected_kind, parameter
        if default is None:
            assert parameter.default is inspect.Parameter.empty, parameter
        elif not (isinstance(default, ast.Constant) and default.value is Ellipsis):
            assert parameter.default == ast.literal_eval(default), parameter


@pytest.mark.parametrize("name", sorted(lightsout.__all__))
def test_every_public_name_has_a_docstring_without_cpp_types(name):
    value = getattr(lightsout, name)
    if isinstance(value, str):
        return
    doc = inspect.getdoc(value)
    assert doc and "handle" not in doc and "std::" not in doc and "lightsout._lightsout" not in doc
    if callable(value) and not isinstance(value, type):
        inspect.signature(value)


# ---- answers as values ---------------------------------------------------------

def test_answers_compare_by_value(seed_board):
    a, b = lightsout.solve(seed_board, minimal=True), lightsout.solve(seed_board.copy(), minimal=True)
    assert a == b and not (a != b)
    assert a != lightsout.solve(seed_board)  # not proven fewest: another answer
    assert pickle.loads(pickle.dumps(a)) == a
    assert lightsout.analyze("plus", 5) == lightsout.analyze("plus", 5) != lightsout.analyze("plus", 4)
    assert lightsout.chase(seed_board) == lightsout.chase(seed_board)
    assert lightsout.check(seed_board, a.presses) == lightsout.check(seed_board, b.presses)
    with pytest.raises(TypeError):
        hash(a)


def test_none_means_none_and_sizes_are_numbers(seed_board):
    assert lightsout.solve(seed_board).lower_bound is None
    assert lightsout.solve(seed_board, minimal=True).lower_bound == 4
    a = lightsout.analyze("plus", 5)
    assert a.size == 4 and a.size_text == "2^2 = 4"
    three = lightsout.analyze("plus", 5, states=3)
    assert three.size == 3 ** three.nullity == 27 and three.size_text == "3^3 = 27"
    big = lightsout.analyze("plus", (1, 2**10 - 1), torus=True, states=6)
    assert big.size == np.prod([int(o) for o in big.orders], dtype=object)
