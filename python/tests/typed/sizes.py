# Type-checked by ctest python_mypy: the calls a user writes with
# numpy shapes and integers must pass mypy against the package's stubs.
import numpy as np

import lightsout

board = np.zeros((5, 5), dtype=np.uint8)
analysis = lightsout.analyze("plus", board.shape)
square = lightsout.analyze("plus", np.int64(5))
random = lightsout.random_board(np.int64(5), 1)
solution = lightsout.solve(board, minimal=True)
proven: bool = solution.proven
# A batch of arrays answers with arrays; a batch of dicts with dicts.
batch: lightsout.BatchSolution = lightsout.solve_batch(np.zeros((3, 5, 5), np.uint8))
listed: lightsout.BatchSolution = lightsout.solve_batch([board, board])
counts: np.ndarray = batch.count
lines: list[dict] = lightsout.solve_batch([{"board": ["01"]}])
# A nullity table is indexed by the side n.
table = lightsout.nullity_table("plus", np.int64(12))
four: int = table[4]
pairs: list[tuple[int, int]] = list(table.items())
