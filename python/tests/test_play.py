"""analyze, nullity_table, check, chase, find_legal_sequence, fewest_presses."""
import pickle

import numpy as np
import pytest

import lightsout
from conftest import press_all


def test_analyze_5x5_plus_has_the_seeds_quiet_patterns():
    a = lightsout.analyze("plus", 5)
    assert (a.shape, a.rank, a.nullity, a.quiet_complete) == ((5, 5), 23, 2, True)
    assert a.solvable_fraction == 0.25
    for q in a.quiet:
        assert q.any() and not press_all(np.zeros((5, 5)), q).any()


def test_analyze_mod_k():
    a = lightsout.analyze("plus", (2, 3), states=3)
    assert a.states == 3 and a.invariant_factors == [3] and a.size == 3 and a.size_text == "3"
    for g in a.quiet:
        assert not press_all(np.zeros((2, 3)), g, states=3).any()


def test_nullity_table_known_values():
    # Nullity of n x n plus boards, n = 1..10 (OEIS A159257).
    assert lightsout.nullity_table("plus", 10).array.tolist() == [0, 0, 0, 4, 2, 0, 0, 0, 8, 0]
    assert lightsout.nullity_table("square", 6).array.dtype == np.int64


def test_nullity_table_is_indexed_by_the_side():
    table = lightsout.nullity_table("plus", 30)
    assert isinstance(table, lightsout.NullityTable) and len(table) == 30
    # table[n] is the n x n board's nullity, as analyze() finds it.
    for n in (1, 4, 5, 9, 11, 16, 30, np.int64(17)):
        assert table[n] == lightsout.analyze("plus", int(n)).nullity, n
    assert table[4] == 4 and table[5] == 2 and table[9] == 8
    assert list(table) == list(range(1, 31))
    assert list(table.items())[:5] == [(1, 0), (2, 0), (3, 0), (4, 4), (5, 2)]
    assert (np.asarray(table) == table.array).all() and (table.sizes == np.arange(1, 31)).all()
    for missing in (0, 31, -1, 4.0, "4", True, None):
        assert missing not in table
        with pytest.raises(KeyError):
            table[missing]
    assert 30 in table and table.get(31) is None
    assert pickle.loads(pickle.dumps(table)) == table == dict(table.items())
    torus = lightsout.nullity_table("plus", 8, torus=True)
    assert torus.topology == "torus" and torus[5] == lightsout.analyze("plus", 5, torus=True).nullity
    assert repr(lightsout.nullity_table("plus", 12)) == "<lightsout.NullityTable plus n=1..12: 0 0 0 4 2 0 0 0 8 0 6 0>"


def test_check_pattern_and_sequence(seed_board):
    s = lightsout.solve(seed_board, minimal=True)
    assert lightsout.check(seed_board, s.presses)
    cells = [tuple(int(v) for v in rc) for rc in np.argwhere(s.presses)]
    report = lightsout.check(seed_board, sequence=cells)
    assert report.ok and report.illegal_move is None and report.lights_wrong == 0
    wrong = lightsout.check(seed_board, sequence=cells[:2])
    assert not wrong and wrong.lights_wrong == 8  # as `lightsout check ... "1,1 1,4"` says
    illegal = lightsout.check(seed_board, sequence=cells, constraint="only-off")
    assert illegal.illegal_move == 0


def test_check_k_states():
    presses = np.array([[1, 2, 0], [0, 1, 2]])
    board = press_all(np.zeros((2, 3)), presses, states=3)  # what these presses light up: solvable towards 0
    assert lightsout.check(board, (3 - presses) % 3, states=3).ok
    assert not lightsout.check(board, presses, states=3).ok
    assert lightsout.check(board, states=3, sequence=[(0, 0), (0, 0), (0, 1), (1, 1), (1, 1), (1, 2)]).ok


def test_chase_matches_the_seed(seed_board):
    report = lightsout.chase(seed_board)
    assert report.solvable and report.minimal_proven
    assert [step.name for step in report.steps][0] == "chase down"
    assert len(report.minimal) == 4
    assert report.certificate is None


def test_find_legal_sequence_for_ponder_this_rules():
    board = lightsout.random_solvable_board(8, "cross", seed=11)
    board = 1 - board  # solvable towards on
    s = lightsout.solve(board, "cross", goal="on")
    quiet = lightsout.analyze("cross", 8).quiet
    search = lightsout.find_legal_sequence(board, s.presses, "cross", goal="on", constraint="only-off", quiet=quiet)
    assert search.found
    assert lightsout.check(board, rule="cross", sequence=search.sequence, goal="on", constraint="only-off").ok


def test_fewest_presses_walks_the_coset(seed_board):
    particular = lightsout.solve(seed_board).presses
    quiet = lightsout.analyze("plus", 5).quiet
    best, proven = lightsout.fewest_presses(particular, quiet)
    assert proven and best.sum() == 4
    assert not press_all(seed_board, best).any()


def test_fewest_presses_has_the_default_of_solve_minimal():
    """fewest_presses has the nullity limit of solve(minimal=True), so it too proves 39x39 (nullity 32)."""
    board = np.ones((39, 39), dtype=np.uint8)
    s = lightsout.solve(board)
    quiet = lightsout.analyze("plus", 39).quiet
    assert len(quiet) == 32
    best, proven = lightsout.fewest_presses(s.presses, quiet)
    assert proven and int(best.sum()) == 561 == lightsout.solve(board, minimal=True).count
