"""Press matrices as numpy arrays or scipy.sparse matrices.

Lights and buttons are numbered 0..n-1: the cells of a grid in row-major order
(cell (r, c) is r * cols + c), or the nodes of a graph in the order given.
Entry A[i, j] is how many times one press of button j changes light i, so the
presses x (flattened) change the lights by A @ x (mod K).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Tuple

import numpy as np

from . import _lightsout
from .graphs import numbered_graph

if TYPE_CHECKING:
    from ._lightsout import RuleLike

# The largest dense matrix handed out, in cells: sparse=True goes further.
_MAX_DENSE_CELLS = 1 << 31


def _states(states: Any) -> int:
    if states is None:
        return 0
    if isinstance(states, (bool, np.bool_)) or not isinstance(states, (int, np.integer)):
        raise _lightsout.InputError(f"states must be a whole number 2..255 or None, not {states!r:.40}")
    if not 2 <= states <= 255:
        raise _lightsout.InputError(f"states must be 2..255 or None, not {states}")
    return int(states)


def _matrix(entries: Tuple[int, np.ndarray, np.ndarray, np.ndarray], states: Any, sparse: Any) -> Any:
    if not isinstance(sparse, (bool, np.bool_)):
        raise _lightsout.InputError(f"sparse must be True or False, not {sparse!r:.40}")
    k = _states(states)
    n, lights, buttons, times = entries
    values = times % k if k else times
    if sparse:
        import scipy.sparse  # type: ignore[import]  # Debian's python3-scipy, which has no stubs

        keep = values != 0
        dtype = np.uint8 if k else np.int32
        return scipy.sparse.csc_matrix((values[keep].astype(dtype), (lights[keep], buttons[keep])), shape=(n, n))
    if n * n > _MAX_DENSE_CELLS:
        raise _lightsout.InputError(f"a dense {n}x{n} press matrix is too large: ask for sparse=True")
    dense = np.zeros((n, n), dtype=np.uint8 if k else np.int32)
    dense[lights, buttons] = values
    return dense


def press_matrix(size: Any, rule: RuleLike = "plus", *, torus: bool = False, topology: Optional[str] = None,
                 states: Optional[int] = 2, sparse: bool = False) -> Any:
    """The press matrix of `rule` on boards of `size` (n or (rows, cols)).

    states    entries mod K (uint8); None: the integer counts (int32; a torus
              footprint that wraps onto a light twice changes it twice).
    sparse    a scipy.sparse CSC matrix instead of a dense numpy array.
    Column r * cols + c is what pressing cell (r, c) changes:
    press_matrix(...) @ presses.ravel() % K == press(zeros, presses).ravel().
    """
    return _matrix(_lightsout._grid_matrix_entries(size, rule, torus, topology), states, sparse)


def graph_press_matrix(graph: Any, rule: str = "sigma-plus", *, directed: Optional[bool] = None,
                       states: Optional[int] = 2, sparse: bool = False) -> Tuple[Any, list]:
    """(matrix, nodes): the press matrix of a graph (networkx, or an edge list) and its nodes
    in the matrix's order. rule 'sigma-plus' or 'sigma'; states and sparse as for press_matrix."""
    nodes, numbered, is_directed = numbered_graph(graph, directed)
    entries = _lightsout._graph_matrix_entries(len(nodes), numbered, is_directed, rule)
    return _matrix(entries, states, sparse), nodes
