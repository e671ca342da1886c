"""solve_batch over arrays: boards of one shape in (a 3-D array or a list of 2-D
arrays), arrays out, each board answered as solve() answers it. Every answer is
checked with press() and the press matrix, not with the library's own verdict."""
import pickle

import numpy as np
import pytest

import lightsout


def assert_answers(boards, batch, rule="plus", topology=None, states=2, goal=0, minimal=False):
    """Each board's batch answer against solve() of that board alone, and by simulation."""
    boards = np.asarray(boards)
    n, rows, cols = boards.shape
    assert isinstance(batch, lightsout.BatchSolution) and len(batch) == n
    assert batch.presses.shape == batch.certificate.shape == (n, rows, cols)
    assert batch.presses.dtype == batch.certificate.dtype == np.uint8
    assert batch.solvable.shape == batch.count.shape == batch.minimal.shape == (n,)
    assert batch.solvable.dtype == np.bool_ and batch.count.dtype == np.int64 and batch.states == states
    a = lightsout.press_matrix((rows, cols), rule, topology=topology, states=states).astype(np.int64)
    for i, board in enumerate(boards):
        alone = lightsout.solve(board, rule, topology=topology, states=states, goal=goal, minimal=minimal)
        assert batch.solvable[i] == alone.solvable, i
        assert batch.nullity == alone.nullity and batch.invariant_factors == alone.invariant_factors
        if alone.solvable:
            after = lightsout.press(board, batch.presses[i], rule, topology=topology, states=states)
            assert (after == goal).all(), i
            assert batch.count[i] == int(batch.presses[i].sum())
            assert not batch.certificate[i].any()
            if minimal and alone.minimal:
                assert batch.minimal[i] and batch.count[i] == alone.count, i
        else:
            assert not batch.presses[i].any() and batch.count[i] == 0 and not batch.minimal[i]
            y = batch.certificate[i].ravel().astype(np.int64)
            change = (goal - board.ravel().astype(np.int64)) % states
            assert not ((y @ a) % states).any(), i              # y A = 0
            assert (y @ change) % states != 0, i                # y . (goal - lights) != 0


def test_ten_thousand_seven_by_seven_boards_equal_the_loop():
    boards = np.stack([lightsout.random_board(7, seed=i) for i in range(1, 10001)])
    batch = lightsout.solve_batch(boards)
    assert batch.solvable.all() and batch.nullity == 0 and batch.minimal.all()
    loop = [lightsout.solve(b) for b in boards]
    assert (batch.count == [s.count for s in loop]).all()
    assert (batch.presses == np.stack([s.presses for s in loop])).all()  # one solution each: the same
    assert_answers(boards[:300], lightsout.solve_batch(boards[:300]))


def test_unsolvable_boards_carry_a_certificate():
    boards = np.stack([lightsout.random_board(5, seed=i) for i in range(1, 401)])  # nullity 2: about 3/4 unsolvable
    batch = lightsout.solve_batch(boards, threads=2)
    assert 0 < batch.solvable.sum() < len(batch)
    assert_answers(boards, batch)


@pytest.mark.parametrize("rule, topology", [("plus", "torus"), ("square", None), ("cross", None), ("plus", "klein"),
                                            ("square", "projective"), ("stencil:xx./.x./..x", None)])
def test_rules_and_topologies(rule, topology):
    rng = np.random.default_rng(7)
    boards = rng.integers(0, 2, size=(60, 4, 6)).astype(np.uint8)
    assert_answers(boards, lightsout.solve_batch(boards, rule, topology=topology), rule, topology)
    assert_answers(boards, lightsout.solve_batch(boards, rule, topology=topology, goal="on"), rule, topology, goal=1)


@pytest.mark.parametrize("states", [3, 4, 6, 255])
def test_more_than_two_states(states):
    rng = np.random.default_rng(states)
    boards = rng.integers(0, states, size=(40, 3, 5))
    assert_answers(boards, lightsout.solve_batch(boards, states=states), states=states)
    assert_answers(boards, lightsout.solve_batch(boards, "square", states=states, goal="on"), "square", states=states,
                   goal=states - 1)


def test_minimal_and_the_methods():
    boards = np.stack([lightsout.random_solvable_board(5, seed=i) for i in range(1, 41)])
    assert_answers(boards, lightsout.solve_batch(boards, minimal=True), minimal=True)
    assert lightsout.solve_batch(boards, minimal=True).minimal.all()
    for method in ("dense", "structured", "chasing"):
        assert_answers(boards, lightsout.solve_batch(boards, method=method))
    large = np.stack([lightsout.random_board(40, seed=i) for i in range(1, 4)])  # above the shared factored system
    assert_answers(large, lightsout.solve_batch(large))


def test_lists_of_arrays_bools_and_views():
    boards = [lightsout.random_board(6, seed=i) for i in range(1, 21)]
    expected = lightsout.solve_batch(np.stack(boards))
    assert lightsout.solve_batch(boards) == expected
    assert lightsout.solve_batch([b.tolist() for b in boards]) == expected
    assert lightsout.solve_batch([b.astype(bool) for b in boards]) == expected
    assert lightsout.solve_batch(np.stack(boards).astype(np.int64)[:, ::1, :]) == expected
    transposed = np.stack([b.T for b in boards]).transpose(0, 2, 1)  # the same boards, not in C order
    assert lightsout.solve_batch(transposed) == expected
    assert lightsout.solve_batch(np.stack(boards), threads=1) == expected
    assert pickle.loads(pickle.dumps(expected)) == expected  # crosses process boundaries (multiprocessing)
    none = lightsout.solve_batch(np.zeros((0, 3, 4), np.uint8))
    assert len(none) == 0 and none.presses.shape == (0, 3, 4)


@pytest.mark.parametrize("boards, kwargs, message", [
    (np.zeros((2, 3), np.uint8), {}, "3-D"),
    (np.zeros((2, 3, 3, 3), np.uint8), {}, "3-D"),
    ([np.zeros((2, 2)), np.zeros((3, 3))], {}, "one shape"),
    (np.zeros((2, 3, 3), np.float64), {}, "integers or bools"),
    (np.array([[[0, 1]], [[2, 0]]]), {}, r"boards\[1\] \[0, 0\] is 2.*states=K"),
    (np.array([[[0, 1]], [[-1, 0]]]), {"states": 3}, r"boards\[1\] \[0, 0\] is -1"),
    (np.zeros((2, 0, 3), np.uint8), {}, "empty"),
    (np.zeros((2, 3, 3), object), {}, "integers or bools"),
    (np.broadcast_to(np.uint8(0), (2**20, 2**10, 2**10)), {}, "cells a batch may have"),
    (np.zeros((2, 3, 3), np.uint8), {"constraint": "only-off"}, "move constraint"),
    (np.zeros((2, 3, 3), np.uint8), {"method": "chase"}, "strategies"),
    (np.zeros((2, 3, 3), np.uint8), {"states": 300}, "states"),
    (np.zeros((2, 3, 3), np.uint8), {"goal": 5}, "goal"),
    (np.zeros((2, 3, 3), np.uint8), {"threads": -1}, "threads"),
    (np.zeros((2, 3, 3), np.uint8), {"rule": "hexagon"}, "rule"),
])
def test_bad_boards_and_arguments(boards, kwargs, message):
    with pytest.raises(lightsout.InputError, match=message):
        lightsout.solve_batch(boards, **kwargs)
