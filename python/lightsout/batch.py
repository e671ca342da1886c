"""Many puzzles in one call, on every core: boards of one shape as arrays, or the
batch mode of `lightsout solve --batch` (dicts or JSON lines)."""
from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, Iterable, List, Mapping, Optional, Sequence, Union, overload

import numpy as np
import numpy.typing as npt

from . import _lightsout
from ._compare import same
from ._convert import cells_from_zero

if TYPE_CHECKING:
    from ._lightsout import RuleLike


@dataclass(frozen=True, eq=False)
class BatchSolution:
    """The answers of solve_batch() to boards given as arrays, board i at index i."""

    presses: npt.NDArray[np.uint8]
    """(boards, rows, cols): times each cell of board i is pressed; zeros when it is unsolvable."""
    solvable: npt.NDArray[np.bool_]
    """(boards,): board i has a solution."""
    count: npt.NDArray[np.int64]
    """(boards,): total presses of board i (0 when unsolvable)."""
    minimal: npt.NDArray[np.bool_]
    """(boards,): board i's presses are the fewest, proven."""
    certificate: npt.NDArray[np.uint8]
    """(boards, rows, cols): for an unsolvable board an array y with y A = 0 and y . (lights to change) != 0
    (mod K), the proof that no presses reach the goal; zeros when solvable."""
    states: int
    nullity: int
    """Independent quiet patterns (the same for every board of the shape; 0 without boards)."""
    invariant_factors: List[int]
    """The quiet patterns as a group Z/d1 + ... + Z/ds (all 2 for two states)."""

    def __len__(self) -> int:
        return int(self.solvable.shape[0])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BatchSolution):
            return NotImplemented
        return all(same(getattr(self, f.name), getattr(other, f.name)) for f in fields(self))

    __hash__ = None  # type: ignore[assignment]  # holds arrays, as lists are not hashable


Puzzles = Iterable[Union[Mapping[str, Any], str]]


# An array is also an Iterable of Any: the first signature that matches wins, as at run time.
@overload
def solve_batch(puzzles: npt.NDArray[Any], rule: RuleLike = ..., *, torus: bool = ...,  # type: ignore[misc]
                topology: Optional[str] = ..., goal: Union[str, int] = ..., states: Optional[int] = ..., minimal: bool = ..., constraint: str = ...,
                method: str = ..., coords: str = ..., threads: int = ...) -> BatchSolution: ...


@overload
def solve_batch(puzzles: Puzzles, rule: RuleLike = ..., *, torus: bool = ..., topology: Optional[str] = ...,
                goal: Union[str, int] = ..., states: Optional[int] = ..., minimal: bool = ..., constraint: str = ...,
                method: str = ..., coords: str = ..., threads: int = ...) -> List[dict]: ...


@overload
def solve_batch(puzzles: Sequence[npt.NDArray[Any]], rule: RuleLike = ..., *, torus: bool = ..., topology: Optional[str] = ...,
                goal: Union[str, int] = ..., states: Optional[int] = ..., minimal: bool = ..., constraint: str = ...,
                method: str = ..., coords: str = ..., threads: int = ...) -> BatchSolution: ...


def solve_batch(puzzles: Any, rule: RuleLike = "plus", *, torus: bool = False,
                topology: Optional[str] = None, goal: Union[str, int] = "off", states: Optional[int] = 0,
                minimal: bool = False, constraint: str = "any", method: str = "auto", coords: str = "rc",
                threads: int = 0) -> Union[BatchSolution, List[dict]]:
    """Solve many puzzles at once, in parallel (the GIL is released meanwhile).

    Boards of one shape as arrays: a 3-D array (boards x rows x cols) or a list of
    2-D arrays (or of nested lists), of lights 0/1, or 0..K-1 with states=K. They
    are solved in C++ on `threads` threads (0: every core) with no text in between,
    each as solve(board, rule, ...) would solve it, and the answer is a
    BatchSolution of arrays: presses (boards x rows x cols), solvable, count,
    minimal (one per board), certificate, nullity. Two-state boards (without
    minimal=True, up to 32 x 32, or any size with method='dense') share one
    factored press matrix. constraint must be 'any' and method a linear engine
    ('auto', 'dense', 'structured', 'chasing'): the strategies and the move
    constraints answer with sequences, which solve() gives one board at a time.

    Puzzles of any kind, each with its own settings: dicts (or JSON strings), one
    per puzzle, with the keys of a batch line:
              board (rows as strings "0110" or lists of numbers, a text board, or a
              JSON board), rule, torus, topology, goal, states, minimal, constraint,
              method, coords, id. Keys left out take the arguments below (topology:
              'flat', 'torus', 'klein' or 'projective'; torus=True is short for 'torus').
    Returns one dict per puzzle, in order: the JSON answer of `lightsout solve
    --format json` with "line" (from 1), or {"error": "...", "line": n} for a
    puzzle that cannot be answered. Cells are [row, col] from 0, as everywhere
    in the Python API (coords="rc"); coords="xy" and "index" give the command
    line's 1-based forms. A board may be a numpy array of bools, as for solve().

    Raises InputError (a ValueError) for bad arguments or, with arrays, a bad board.
    """
    if isinstance(puzzles, np.ndarray):
        return _solve_arrays(puzzles, rule, torus, topology, goal, states, minimal, constraint, method, threads)
    if isinstance(puzzles, (list, tuple)) and puzzles and not any(isinstance(p, (str, Mapping)) for p in puzzles):
        return _solve_arrays(puzzles, rule, torus, topology, goal, states, minimal, constraint, method, threads)
    if states is None:
        states = 0
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
            cells_from_zero(answer)
    return answers


def _solve_arrays(boards: Any, rule: Any, torus: Any, topology: Any, goal: Any, states: Any, minimal: Any,
                  constraint: Any, method: Any, threads: Any) -> BatchSolution:
    presses, solvable, count, minimal_flags, certificate, k, nullity, factors = _lightsout._solve_boards(
        boards, rule, torus, topology, goal, states, minimal, constraint, method, threads)
    return BatchSolution(presses=presses, solvable=solvable, count=count, minimal=minimal_flags,
                         certificate=certificate, states=k, nullity=nullity, invariant_factors=list(factors))


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


def _to_json(value: Any) -> Any:
    # numpy arrays and numbers inside the dicts.
    if hasattr(value, "tolist"):
        return value.tolist()
    raise TypeError(f"{type(value).__name__} is not JSON serializable")
