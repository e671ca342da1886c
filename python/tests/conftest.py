"""Shared helpers: an independent simulator (numpy, no library code) that every
answer of the tests is checked with."""
import numpy as np
import pytest

SEED_BOARD = np.array([[1, 1, 1, 1, 0],
                       [1, 0, 0, 0, 1],
                       [0, 0, 0, 0, 1],
                       [0, 0, 1, 0, 0],
                       [0, 1, 1, 1, 0]], dtype=np.uint8)

FOOTPRINTS = {
    "plus": [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)],
    "square": [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)],
}


def press_all(board, presses, rule="plus", states=2, torus=False):
    """The board after pressing cell (r, c) presses[r, c] times, each press adding
    1 mod states to its footprint (cross: the whole row and column, the cell once)."""
    out = np.array(board, dtype=np.int64)
    rows, cols = out.shape
    for r in range(rows):
        for c in range(cols):
            t = int(presses[r, c])
            if not t:
                continue
            if rule == "cross":
                out[r, :] += t
                out[:, c] += t
                out[r, c] -= t
                continue
            for dr, dc in FOOTPRINTS[rule]:
                rr, cc = r + dr, c + dc
                if torus:
                    rr, cc = rr % rows, cc % cols
                elif not (0 <= rr < rows and 0 <= cc < cols):
                    continue
                out[rr, cc] += t
    return out % states


@pytest.fixture
def seed_board():
    return SEED_BOARD.copy()
