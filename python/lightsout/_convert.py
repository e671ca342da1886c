"""to_dict() for the compiled answer classes: the command line's JSON answer as Python data."""
from __future__ import annotations

import json
from typing import Any, Dict


def cells_from_zero(answer: Dict[str, Any]) -> None:
    """The command line's cells count from 1: [r, c] and [r, c, t] become [r - 1, c - 1(, t)]."""
    for key in ("presses", "certificate", "sequence"):
        if key in answer:
            answer[key] = [[cell[0] - 1, cell[1] - 1, *cell[2:]] for cell in answer[key]]


def solution_to_dict(self: Any, one_based: bool = False) -> Dict[str, Any]:
    """The answer as `lightsout solve --format json` gives it, as plain Python data (the same keys).

    Cells are [row, col] (K > 2: [row, col, times]) counted from 0, as everywhere in the
    Python API; one_based=True counts them from 1 as the command line does, and then
    json.dumps(s.to_dict(one_based=True), separators=(",", ":")) is the command line's line.
    """
    if not isinstance(one_based, bool):
        from ._lightsout import InputError

        raise InputError(f"one_based must be True or False, not {one_based!r:.40}")
    answer: Dict[str, Any] = json.loads(self._answer_json())
    if not one_based:
        cells_from_zero(answer)
    return answer


def analysis_to_dict(self: Any) -> Dict[str, Any]:
    """The analysis as `lightsout analyze --format json` gives it, as plain Python data (the same keys;
    the quiet patterns as text rows)."""
    result: Dict[str, Any] = json.loads(self._analysis_json())
    return result
