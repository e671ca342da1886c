"""Boards as text (the command line's board files: rows of 0/1 or 0..K-1, or a
JSON board), as rows of strings, and as nested lists of ints or bools: each the
same board as its numpy array; bad ones raise InputError."""
import numpy as np
import pytest

import lightsout

SEED_TEXT = "11110\n10001\n00001\n00100\n01110\n"


def test_a_text_board_is_its_array(seed_board):
    s = lightsout.solve(SEED_TEXT, minimal=True)
    assert s == lightsout.solve(seed_board, minimal=True)
    assert s.count == 4 and (lightsout.press(seed_board, s.presses) == 0).all()
    # The command line's other spellings of the same board: '.' and '#', spaces, no last newline.
    assert lightsout.solve("####.\n#...#\n....#\n..#..\n.###.", minimal=True) == s
    assert lightsout.solve("1 1 1 1 0\n1 0 0 0 1\n0 0 0 0 1\n0 0 1 0 0\n0 1 1 1 0", minimal=True) == s
    assert lightsout.solve(SEED_TEXT.splitlines(), minimal=True) == s  # rows as strings
    assert lightsout.solve(tuple(SEED_TEXT.split()), minimal=True) == s
    assert lightsout.solve(lightsout.board_text(seed_board), minimal=True) == s


def test_json_text_and_more_states():
    assert lightsout.solve('{"rows": 1, "cols": 2, "cells": [[1, 1]]}').presses.tolist() == [[0, 1]]
    board = np.array([[1, 2, 0], [0, 1, 2], [2, 2, 1]], np.uint8)
    s = lightsout.solve("120\n012\n221", states=3)
    assert s == lightsout.solve(board, states=3) and (lightsout.press(board, s.presses, states=3) == 0).all()
    assert lightsout.solve('{"rows": 1, "cols": 2, "states": 3, "cells": [[2, 2]]}', states=3).solvable


def test_text_everywhere_a_board_goes(seed_board):
    s = lightsout.solve(seed_board)
    presses = lightsout.board_text(s.presses)
    assert lightsout.check(SEED_TEXT, presses).ok
    assert (lightsout.press(SEED_TEXT, presses) == 0).all()


def test_nested_lists_of_ints_and_bools(seed_board):
    s = lightsout.solve(seed_board, minimal=True)
    assert lightsout.solve(seed_board.tolist(), minimal=True) == s
    assert lightsout.solve(seed_board.astype(bool).tolist(), minimal=True) == s
    assert lightsout.solve([[bool(v) if i % 2 else int(v) for i, v in enumerate(row)] for row in seed_board.tolist()],
                           minimal=True) == s


@pytest.mark.parametrize("board, message", [
    ("1z\n10", "unknown character"),
    ("", "empty"),
    ("   \n\n", "empty"),
    ("11\n1", "same length"),
    (["11", "1"], "same length"),
    ("12\n01", "states=K"),  # a light above 1 without states=
    ('{"rows": 2}', "board"),
    ([[1, 0.5]], "integers or bools"),
    ([[1], [1, 0]], "same length"),
    ([[True, "a"]], "integers or bools"),
    ([["1", "0"]], "integers or bools"),
    ([[None, 1]], "integers or bools"),
    ([["11"], ["10"]], "integers or bools"),
    (b"11\n10", "2-D array"),
])
def test_bad_text_and_lists_raise_input_error(board, message):
    with pytest.raises(lightsout.InputError, match=message):
        lightsout.solve(board)
