"""Many puzzles in one call, on every core: the batch mode of `lightsout solve --batch`."""
from __future__ import annotations

import json
from typing import Any, Iterable, List, Mapping, Optional, Union

import numpy as np

from . import _lightsout


def solve_batch(puzzles: Iterable[Union[Mapping[str, Any], str]], rule: str = "plus", *, torus: bool = False,
                topology: Optional[str] = None, goal: Union[str, int] = "off", states: int = 0,
                minimal: bool = False, constraint: str = "any", method: str = "auto", coords: str = "rc",
                threads: int = 0) -> List[dict]:
    """Solve many puzzles at once, in parallel (the GIL is released meanwhile).

    puzzles   dicts (or JSON strings), one per puzzle, with the keys of a batch line:
              board (rows as strings "0110" or lists of numbers, a text board, or a
              JSON board), rule, torus, topology, goal, states, minimal, constraint,
              method, coords, id. Keys left out take the arguments below (topology:
              'flat', 'torus', 'klein' or 'projective'; torus=True is short for 'torus').
    Returns one dict per puzzle, in order: the JSON answer of `lightsout solve
    --format json` with "line" (from 1), or {"error": "...", "line": n} for a
    puzzle that cannot be answered. Cells are [row, col] from 0, as everywhere
    in the Python API (coords="rc"); coords="xy" and "index" give the command
    line's 1-based forms. A board may be a numpy array of bools, as for solve().
    """
    if puzzles is None or isinstance(puzzles, (str, bytes, Mapping)) or not isinstance(puzzles, Iterable):
        raise _lightsout.InputError(f"puzzles must be a list of dicts (or JSON lines), not {puzzles!r:.40}")
    lines = []
    for puzzle in puzzles:
        if not isinstance(puzzle, (str, Mapping)):
            raise _lightsout.InputError(f"a puzzle is a dict (or a JSON line), not {puzzle!r:.40}")
        try:
            text = puzzle if isinstance(puzzle, str) else json.dumps(_with_numbers(puzzle), default=_to_json)
        except (TypeError, ValueError) as e:
            raise _lightsout.InputError(f"a puzzle cannot be written as JSON: {e}") from None
        if "\n" in text:
            raise _lightsout.InputError("a puzzle given as JSON text must be on one line")
        lines.append(text)
    if not lines:
        return []
    out = _lightsout._solve_batch("\n".join(lines) + "\n", rule, torus, topology, goal, states, minimal, constraint,
                                  method, coords, threads)
    answers = [json.loads(line) for line in out.splitlines()]
    if coords == "rc":
        for answer in answers:
            _cells_from_zero(answer)
    return answers


def _with_numbers(puzzle: Mapping[str, Any]) -> Mapping[str, Any]:
    # Lights as numbers: a board of bools (numpy or lists) is read as 0/1, as solve() reads it.
    board = puzzle.get("board") if isinstance(puzzle, Mapping) else None
    if board is None or isinstance(board, str):
        return puzzle
    try:
        lights = np.asarray(board)
    except ValueError:
        return puzzle  # ragged rows: the batch line says what is wrong
    if lights.dtype != np.bool_:
        return puzzle
    return dict(puzzle, board=lights.astype(np.uint8).tolist())


def _cells_from_zero(answer: dict) -> None:
    # The command line's cells count from 1: [r, c] and [r, c, t] become [r - 1, c - 1(, t)].
    for key in ("presses", "certificate", "sequence"):
        if key in answer:
            answer[key] = [[cell[0] - 1, cell[1] - 1, *cell[2:]] for cell in answer[key]]


def _to_json(value: Any) -> Any:
    # numpy arrays and numbers inside the dicts.
    if hasattr(value, "tolist"):
        return value.tolist()
    raise TypeError(f"{type(value).__name__} is not JSON serializable")
