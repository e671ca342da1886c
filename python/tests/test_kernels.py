"""Rules as kernels: an odd-sized 2-D array of 0/1 whose centre is the pressed
cell is the stencil rule of that footprint, wherever a grid rule goes."""
import numpy as np
import pytest

import lightsout
from conftest import press_all

PLUS = np.array([[0, 1, 0], [1, 1, 1], [0, 1, 0]])
ODD = np.array([[1, 1, 0], [0, 1, 0], [0, 0, 1]], np.uint8)  # stencil:xx./.x./..x


@pytest.mark.parametrize("kernel, name", [
    (PLUS, "plus"), (PLUS.astype(bool), "plus"), (PLUS.tolist(), "plus"), ([".x.", "xxx", ".x."], "plus"),
    (np.ones((3, 3), np.int64), "square"), (ODD, "stencil:xx./.x./..x"), (ODD.T.copy().T, "stencil:xx./.x./..x"),
    (np.array([[1, 0, 1, 0, 1]]), "stencil:x.x.x"),
])
@pytest.mark.parametrize("topology", [None, "torus", "klein", "projective"])
def test_a_kernel_is_its_stencil(kernel, name, topology):
    try:
        lightsout.press_matrix((2, 2), name, topology=topology)
    except lightsout.InputError:
        pytest.skip("a rule that does not go on this topology")
    rng = np.random.default_rng(5)
    for _ in range(4):
        board = rng.integers(0, 2, size=(4, 5)).astype(np.uint8)
        by_kernel = lightsout.solve(board, kernel, topology=topology)
        assert by_kernel == lightsout.solve(board, name, topology=topology)
        if by_kernel.solvable:
            assert not lightsout.press(board, by_kernel.presses, kernel, topology=topology).any()
    assert (lightsout.press_matrix((3, 4), kernel, topology=topology)
            == lightsout.press_matrix((3, 4), name, topology=topology)).all()
    assert lightsout.analyze(kernel, (3, 4), topology=topology) == lightsout.analyze(name, (3, 4), topology=topology)


def test_kernels_with_more_states_and_the_tests_simulator():
    board = np.random.default_rng(2).integers(0, 3, size=(4, 4)).astype(np.uint8)
    s = lightsout.solve(board, PLUS, states=3, goal="on")
    assert s == lightsout.solve(board, "plus", states=3, goal="on")
    if s.solvable:
        assert (press_all(board, s.presses, "plus", states=3) == 2).all()
    boards = np.stack([lightsout.random_board(5, seed=i) for i in range(1, 30)])
    assert lightsout.solve_batch(boards, ODD) == lightsout.solve_batch(boards, "stencil:xx./.x./..x")
    assert lightsout.nullity_table(PLUS, 12).array.tolist() == lightsout.nullity_table("plus", 12).array.tolist()
    assert lightsout.solve(lightsout.random_solvable_board(6, ODD, seed=3), ODD).solvable


@pytest.mark.parametrize("kernel, message", [
    (np.ones((2, 3), int), "odd"),
    (np.zeros((3, 3), int), "flips no cell"),
    (np.full((3, 3), 2), "holds 0 and 1"),
    (np.array([[0, 1, 0], [1, -1, 1], [0, 1, 0]]), "-1"),
    (np.ones((3, 3)), "integers or bools"),  # floats, as for boards
    (np.ones((101, 101), np.uint8), "at most 99"),
    (np.broadcast_to(np.uint8(1), (2**18, 2**18)), "at most 99"),
    (np.ones((3, 3, 3), int), "2-D"),
    ([[1, 0], [1]], "same length"),
    ([], "2-D"),
    (["x.", "xxx"], "same length"),
])
def test_bad_kernels_raise_input_error(kernel, message):
    with pytest.raises(lightsout.InputError, match=message):
        lightsout.solve(np.zeros((3, 3), np.uint8), kernel)
