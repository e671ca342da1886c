"""lightsout: Lights Out and other toggle puzzles, from Python.

The C++ library's calls with numpy boards (cell ``board[r, c]``, 0-based from the
top-left; two states 0/1, or 0..K-1 with ``states=K``) and networkx graphs::

    import numpy as np
    import lightsout

    board = np.array([[1, 1, 1, 1, 0], [1, 0, 0, 0, 1], [0, 0, 0, 0, 1],
                      [0, 0, 1, 0, 0], [0, 1, 1, 1, 0]])
    s = lightsout.solve(board, minimal=True)
    s.presses            # uint8 array: which cells to press
    lightsout.check(board, s.presses).ok

Calls: solve, analyze, nullity_table, check, chase, find_legal_sequence,
fewest_presses, solve_graph (networkx graphs or edge lists), solve_batch (many
puzzles on every core), variants (the real products), random_board,
random_solvable_board, parse_board, board_text. Bad input raises InputError (a ValueError) with the message the
command line prints. Every answer is checked by simulation before it is
returned. docs/LIBRARY.md has the whole story.
"""
from ._lightsout import (
    Analysis,
    ChaseReport,
    CheckReport,
    InputError,
    NoSolution,
    SequenceSearch,
    Solution,
    StrategyStep,
    __version__,
    analyze,
    board_text,
    chase,
    check,
    fewest_presses,
    find_legal_sequence,
    nullity_table,
    parse_board,
    random_board,
    random_solvable_board,
    solve,
    variants,
)
from .batch import solve_batch
from .graphs import GraphSolution, solve_graph

__all__ = [
    "Analysis", "ChaseReport", "CheckReport", "GraphSolution", "InputError", "NoSolution", "SequenceSearch",
    "Solution", "StrategyStep", "__version__", "analyze", "board_text", "chase", "check", "fewest_presses",
    "find_legal_sequence", "nullity_table", "parse_board", "random_board", "random_solvable_board", "solve",
    "solve_batch", "solve_graph", "variants",
]
