"""to_dict(): the answers as plain Python data equal to the command line's JSON
for the same input (the binary of the same build: LIGHTSOUT_CLI, or the
`lightsout` beside the package's folder; skipped when there is none)."""
import json
import os
import pathlib
import pickle
import subprocess

import numpy as np
import pytest

import lightsout


def cli_path():
    given = os.environ.get("LIGHTSOUT_CLI")
    if given:
        return pathlib.Path(given)
    beside = pathlib.Path(lightsout.__file__).resolve().parents[2] / "lightsout"  # <build>/python/lightsout/..
    return beside if beside.is_file() else None


CLI = cli_path()
needs_cli = pytest.mark.skipif(CLI is None or not CLI.is_file(), reason="no lightsout binary of this build")


def cli_json(tmp_path, *args, board=None, states=2):
    command = [str(CLI), *args, "--format", "json"]
    if board is not None:
        path = tmp_path / "board.txt"
        path.write_text(lightsout.board_text(board, states=states))
        command.insert(2, str(path))
    done = subprocess.run(command, capture_output=True, text=True)
    assert done.returncode in (0, 1), done.stderr  # 1: no solution (the answer is still printed)
    return done.stdout.strip()


def compact(data):
    return json.dumps(data, separators=(",", ":"))


SOLVES = [
    # (board, solve() keywords, command-line flags)
    ("seed", dict(minimal=True), ["--minimal"]),
    ("seed", dict(), []),
    ("seed", dict(rule="square", goal="on"), ["--rule", "square", "--goal", "on"]),
    ("seed", dict(topology="klein"), ["--topology", "klein"]),
    ("seed", dict(torus=True, rule="cross"), ["--torus", "--rule", "cross"]),
    ("seed", dict(constraint="only-off"), ["--only-off"]),
    ("seed", dict(method="chase"), ["--method", "chase"]),
    ("random5", dict(), []),  # no solution: a certificate
    ("random5", dict(rule="stencil:x.x/.x./x.x"), ["--rule", "stencil:x.x/.x./x.x"]),
    ("states3", dict(states=3), ["--states", "3"]),
    ("states3", dict(states=3, goal="on", minimal=True), ["--states", "3", "--goal", "on", "--minimal"]),
    ("states6", dict(states=6, goal=4), ["--states", "6", "--goal", "4"]),
]


def board_of(name, seed_board):
    if name == "seed":
        return seed_board, 2
    if name == "random5":
        return lightsout.random_board(5, seed=3), 2
    k = int(name[len("states"):])
    return np.random.default_rng(k).integers(0, k, size=(4, 5)).astype(np.uint8), k


@needs_cli
@pytest.mark.parametrize("name, kwargs, flags", SOLVES)
def test_solution_to_dict_is_the_command_lines_json(tmp_path, seed_board, name, kwargs, flags):
    board, states = board_of(name, seed_board)
    s = lightsout.solve(board, **kwargs)
    line = cli_json(tmp_path, "solve", *flags, board=board, states=states)
    assert compact(s.to_dict(one_based=True)) == line
    # From 0, as everywhere in Python: the same keys, every cell one less.
    from_zero, cli = s.to_dict(), json.loads(line)
    assert list(from_zero) == list(cli)
    for key in ("presses", "certificate", "sequence"):
        for mine, theirs in zip(from_zero.get(key, []), cli.get(key, [])):
            assert [mine[0] + 1, mine[1] + 1, *mine[2:]] == theirs
    # After a pickle round trip, and as solve_batch's dict answers (less the batch's "line").
    assert pickle.loads(pickle.dumps(s)).to_dict() == from_zero
    if "constraint" not in kwargs and "method" not in kwargs:
        batched = lightsout.solve_batch([dict(kwargs, board=board.tolist(), states=states)])[0]
        batched.pop("line")
        assert batched == from_zero


@needs_cli
@pytest.mark.parametrize("size, kwargs, flags", [
    (5, dict(), []),
    ((3, 7), dict(rule="square"), ["--rule", "square"]),
    (3, dict(topology="projective"), ["--topology", "projective"]),
    (6, dict(torus=True, rule="cross"), ["--torus", "--rule", "cross"]),
    (4, dict(states=6), ["--states", "6"]),
    ((2, 5), dict(states=12, rule="square"), ["--states", "12", "--rule", "square"]),
    (1, dict(), []),
])
def test_analysis_to_dict_is_the_command_lines_json(tmp_path, size, kwargs, flags):
    a = lightsout.analyze(kwargs.pop("rule", "plus"), size, **kwargs)
    text = f"{size[0]}x{size[1]}" if isinstance(size, tuple) else str(size)
    rule = [flag for flag in flags]
    line = cli_json(tmp_path, "analyze", "--size", text, *rule)
    assert compact(a.to_dict()) == line
    assert pickle.loads(pickle.dumps(a)).to_dict() == a.to_dict()


def test_to_dict_is_plain_data(seed_board):
    d = lightsout.solve(seed_board, states=3).to_dict()
    assert json.loads(json.dumps(d)) == d  # nothing numpy, nothing json cannot write
    with pytest.raises(lightsout.InputError, match="one_based"):
        lightsout.solve(seed_board).to_dict(one_based="yes")
