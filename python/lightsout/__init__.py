"""lightsout: Lights Out and other toggle puzzles, from Python.

The C++ library's calls with numpy boards (cell ``board[r, c]``, 0-based from the
top-left; two states 0/1, or 0..K-1 with ``states=K``; a board's text or nested lists
too), rules by name or as kernels (odd-sized 0/1 arrays), and networkx graphs::

    import numpy as np
    import lightsout

    board = np.array([[1, 1, 1, 1, 0], [1, 0, 0, 0, 1], [0, 0, 0, 0, 1],
                      [0, 0, 1, 0, 0], [0, 1, 1, 1, 0]])
    s = lightsout.solve(board, minimal=True)
    s.presses            # uint8 array: which cells to press
    lightsout.check(board, s.presses).ok

Calls: solve, analyze, nullity_table (indexed by n), check, press (the simulator),
press_matrix and graph_press_matrix (numpy or scipy.sparse), chase, find_legal_sequence,
fewest_presses, solve_graph and analyze_graph (networkx graphs or edge lists), solve_batch
(many puzzles on every core: boards as a 3-D array in, arrays out), variants (the real
products), random_board, random_solvable_board, parse_board, board_text. Answers compare by
value, pickle, and convert to the command line's JSON (to_dict). Bad input of any kind
raises InputError (a ValueError) with the message the command line prints; a board within
the limits that does not fit in memory raises MemoryError; a strategy that meets an
unsolvable board, NoSolution. Every answer is checked by simulation before it is returned.
docs/PYTHON.md walks through it; docs/LIBRARY.md has the whole story.
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
    parse_board,
    press,
    random_board,
    random_solvable_board,
    solve,
    variants,
)
from .batch import BatchSolution, solve_batch
from ._compare import add_comparison as _add_comparison
from ._convert import analysis_to_dict as _analysis_to_dict, solution_to_dict as _solution_to_dict
from .graphs import GraphAnalysis, GraphSolution, analyze_graph, solve_graph
from .matrix import graph_press_matrix, press_matrix
from .tables import NullityTable, nullity_table

__all__ = [
    "Analysis", "BatchSolution", "ChaseReport", "CheckReport", "GraphAnalysis", "GraphSolution", "InputError", "NoSolution", "NullityTable", "SequenceSearch",
    "Solution", "StrategyStep", "__version__", "analyze", "analyze_graph", "board_text", "chase", "check", "fewest_presses",
    "find_legal_sequence", "graph_press_matrix", "nullity_table", "parse_board", "press", "press_matrix", "random_board", "random_solvable_board", "solve",
    "solve_batch", "solve_graph", "variants",
]

# Answers compare by value (their fields, arrays element by element).
for _cls in (Analysis, ChaseReport, CheckReport, SequenceSearch, Solution, StrategyStep):
    _add_comparison(_cls)
# ... and convert to the command line's JSON answers.
setattr(Solution, "to_dict", _solution_to_dict)
setattr(Analysis, "to_dict", _analysis_to_dict)
