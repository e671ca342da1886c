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
