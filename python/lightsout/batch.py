"""Many puzzles in one call, on every core: the batch mode of `lightsout solve --batch`."""
from __future__ import annotations

import json
from typing import Any, Iterable, List, Mapping, Union

from . import _lightsout


def solve_batch(puzzles: Iterable[Union[Mapping[str, Any], str]], rule: str = "plus", *, torus: bool = False,
                goal: Union[str, int] = "off", states: int = 0, minimal: bool = False, constraint: str = "any",
                method: str = "auto", coords: str = "rc", threads: int = 0) -> List[dict]:
    """Solve many puzzles at once, in parallel (the GIL is released meanwhile).

    puzzles   dicts (or JSON strings), one per puzzle, with the keys of a batch line:
              board (rows as strings "0110" or lists of numbers, a text board, or a
              JSON board), rule, torus, goal, states, minimal, constraint, method,
              coords, id. Keys left out take the arguments below.
    Returns one dict per puzzle, in order: the JSON answer of `lightsout solve
    --format json` (cells 1-based in `coords` form) with "line" (from 1), or
    {"error": "...", "line": n} for a puzzle that cannot be answered.
    """
    lines = []
    for puzzle in puzzles:
        text = puzzle if isinstance(puzzle, str) else json.dumps(puzzle, default=_to_json)
        if "\n" in text:
            raise _lightsout.InputError("a puzzle given as JSON text must be on one line")
        lines.append(text)
    if not lines:
        return []
    out = _lightsout._solve_batch("\n".join(lines) + "\n", rule, torus, goal, states, minimal, constraint, method,
                                  coords, threads)
    return [json.loads(line) for line in out.splitlines()]


def _to_json(value: Any) -> Any:
    # numpy arrays and numbers inside the dicts.
    if hasattr(value, "tolist"):
        return value.tolist()
    raise TypeError(f"{type(value).__name__} is not JSON serializable")
