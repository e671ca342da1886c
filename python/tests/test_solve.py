"""solve(): numpy boards in, numpy answers out, every answer checked here by simulation."""
import numpy as np
import pytest

import lightsout
from conftest import press_all


def test_seed_board_fewest_presses(seed_board):
    s = lightsout.solve(seed_board, minimal=True)
    assert s.solvable and s.minimal and s.count == 4 and s.nullity == 2
    assert s.presses.dtype == np.uint8 and s.presses.shape == (5, 5)
    # The strategy seed's answer: cells 1, 4, 10, 23 (1-based, row-major).
    assert sorted(np.flatnonzero(s.presses) + 1) == [1, 4, 10, 23]
    assert not press_all(seed_board, s.presses).any()
    assert s.certificate is None and s.sequence == []
    assert s.lower_bound == 4
    assert lightsout.solve(seed_board).lower_bound is None


@pytest.mark.parametrize("rule", ["plus", "square", "cross"])
@pytest.mark.parametrize("goal", ["off", "on"])
def test_random_boards_checked_by_simulation(rule, goal):
    rng = np.random.default_rng(7)
    unsolvable = 0
    for _ in range(150):
        board = rng.integers(0, 2, size=tuple(rng.integers(1, 9, size=2)))
        s = lightsout.solve(board, rule, goal=goal)
        target = 0 if goal == "off" else 1
        if s.solvable:
            assert (press_all(board, s.presses, rule) == target).all()
        else:
            unsolvable += 1
            y = s.certificate
            # A quiet pattern (these rules are symmetric) with an odd overlap with the lights to change.
            assert not press_all(np.zeros_like(board), y, rule).any()
            assert int((y * ((board + target) % 2)).sum()) % 2 == 1
            assert not s.presses.any() and s.count == 0
    assert unsolvable > 0


def test_torus_and_stencil():
    board = lightsout.random_board((6, 7), seed=3)
    s = lightsout.solve(board, "plus", torus=True)
    if s.solvable:
        assert not press_all(board, s.presses, "plus", torus=True).any()
    stencil = lightsout.solve(board, "stencil:.x./xxx/.x.")
    plus = lightsout.solve(board, "plus")
    assert stencil.solvable == plus.solvable


@pytest.mark.parametrize("states", [3, 4, 5, 6])
def test_k_states(states):
    rng = np.random.default_rng(states)
    for _ in range(40):
        board = rng.integers(0, states, size=(4, 5)).astype(np.uint8)
        s = lightsout.solve(board, states=states, goal="on")
        assert s.states == states
        if s.solvable:
            assert (press_all(board, s.presses, states=states) == states - 1).all()
            assert s.count == int(s.presses.sum())
        else:
            assert s.certificate is not None and s.certificate.shape == board.shape


def test_k_states_minimal_and_goal_value():
    board = np.array([[0, 1, 2], [2, 1, 0], [1, 1, 1]])
    s = lightsout.solve(board, states=3, goal=1, minimal=True)
    assert s.solvable
    assert (press_all(board, s.presses, states=3) == 1).all()


def test_only_off_sequence_is_legal_and_solves():
    board = lightsout.random_solvable_board(6, "cross", seed=4)
    s = lightsout.solve(board, "cross", goal="on", constraint="only-off")
    assert s.solvable and s.sequence
    lights = board.astype(np.int64)
    for r, c in s.sequence:
        assert lights[r, c] == 0  # only an unlit light may be pressed
        one = np.zeros_like(lights)
        one[r, c] = 1
        lights = press_all(lights, one, "cross")
    assert (lights == 1).all()
    assert lightsout.check(board, rule="cross", sequence=s.sequence, goal="on", constraint="only-off").ok


def test_strategy_methods_give_sequences(seed_board):
    s = lightsout.solve(seed_board, method="chase")
    assert s.solvable and s.sequence and s.method
    assert not press_all(seed_board, s.presses).any()


def test_any_integer_or_bool_dtype_and_lists(seed_board):
    expected = lightsout.solve(seed_board).presses
    for board in (seed_board.astype(bool), seed_board.astype(np.int64), seed_board.astype(np.uint16),
                  seed_board.tolist(), np.asfortranarray(seed_board), seed_board[:, ::-1][:, ::-1]):
        assert (lightsout.solve(board).presses == expected).all()


def test_big_numpy_board():
    board = lightsout.random_board(1024, seed=1)
    s = lightsout.solve(board)
    assert s.presses.shape == (1024, 1024)
    assert lightsout.check(board, s.presses).ok if s.solvable else s.certificate is not None


def test_packing_of_every_width_round_trips():
    # Boards are packed sixteen and eight cells at a time, then cell by cell: every width
    # from 1 to 200 goes through text (packing) and back (unpacking), compared with numpy's own.
    rng = np.random.default_rng(9)
    for cols in range(1, 201):
        board = rng.integers(0, 2, size=(3, cols), dtype=np.uint8)
        text = lightsout.board_text(board)
        assert text.splitlines() == ["".join(map(str, row)) for row in board]
        assert (lightsout.parse_board(text) == board).all()


def test_wide_boards_checked_by_simulation():
    rng = np.random.default_rng(10)
    for cols in (15, 16, 17, 63, 64, 65, 80, 129):
        board = rng.integers(0, 2, size=(6, cols))
        s = lightsout.solve(board, torus=False)
        if s.solvable:
            assert not press_all(board, s.presses).any()
        else:
            assert not press_all(np.zeros_like(board), s.certificate).any()
            assert int((s.certificate * board).sum()) % 2 == 1


def test_a_light_above_one_found_wherever_it_is():
    for where in (0, 7, 15, 16, 40, 99):
        board = np.zeros((2, 50), dtype=np.uint8)
        board.flat[where] = 3
        with pytest.raises(lightsout.InputError, match=rf"value 3 at \[{where // 50}, {where % 50}\]"):
            lightsout.solve(board)


def test_every_no_says_whether_it_is_proven():
    """A search for a legal order that gave up is "not proven", not "no"."""
    board = np.array([[int(c) for c in row] for row in
                      ["1101110", "0011000", "1001111", "0110110", "0110001", "1110001"]], dtype=np.uint8)
    gave_up = lightsout.solve(board, rule="stencil:xxx/x.x/xxx", constraint="only-on")
    assert not gave_up.solvable and not gave_up.proven
    assert gave_up.certificate is None and "no legal sequence found" in gave_up.note
    # A proof: under only-off towards all off the last press leaves its own light lit.
    one_press = np.zeros((5, 5), dtype=np.uint8)
    one_press[0, 1] = one_press[1, 0] = one_press[1, 1] = one_press[1, 2] = one_press[2, 1] = 1
    impossible = lightsout.solve(one_press, constraint="only-off")
    assert not impossible.solvable and impossible.proven
    # A certificate is a proof, and every answer found is proven.
    corner = np.zeros((5, 5), dtype=np.uint8)
    corner[0, 0] = 1
    assert lightsout.solve(corner).proven and not lightsout.solve(corner).solvable
    assert lightsout.solve(one_press).proven


def _solve_in_a_worker(board):
    return lightsout.solve(board, minimal=True)


def test_solutions_cross_processes(seed_board):
    """Results pickle, so multiprocessing.Pool works."""
    import multiprocessing
    import pickle
    s = lightsout.solve(seed_board, minimal=True)
    t = pickle.loads(pickle.dumps(s))
    assert (t.presses == s.presses).all() and t.count == 4 and t.minimal and t.proven and t.method == s.method
    with multiprocessing.get_context("fork").Pool(2) as pool:
        answers = pool.map(_solve_in_a_worker, [seed_board, 1 - seed_board])
    assert answers[0].count == 4 and (answers[0].presses == s.presses).all()
    assert answers[1].solvable == lightsout.solve(1 - seed_board).solvable


def test_other_results_pickle(seed_board):
    import pickle
    a = pickle.loads(pickle.dumps(lightsout.analyze("plus", 5)))
    assert a.nullity == 2 and len(a.quiet) == 2 and a.size == lightsout.analyze("plus", 5).size
    c = pickle.loads(pickle.dumps(lightsout.check(seed_board, sequence=[(0, 0)])))
    assert not c.ok and c.lights_wrong > 0
    s = lightsout.solve(seed_board)
    found = lightsout.find_legal_sequence(seed_board, s.presses, "plus", constraint="only-on")
    again = pickle.loads(pickle.dumps(found))
    assert again.found == found.found and again.sequence == found.sequence and again.explanation == found.explanation
