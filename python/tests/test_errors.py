"""Bad input: InputError (a ValueError) with the command line's messages."""
import numpy as np
import pytest

import lightsout


def test_input_error_is_a_value_error():
    assert issubclass(lightsout.InputError, ValueError)


@pytest.mark.parametrize("call, message", [
    (lambda: lightsout.solve([[1, 0]], "hexagon"),
     "unknown rule 'hexagon' (expected plus, square, cross or stencil:ROWS such as stencil:.x./xxx/.x.)"),
    (lambda: lightsout.solve([[1, 0]], goal="maybe"), "unknown goal 'maybe'"),
    (lambda: lightsout.solve([[1, 0]], method="magic"), "unknown method 'magic'"),
    (lambda: lightsout.solve([[1, 0]], constraint="sometimes"), "unknown move constraint 'sometimes'"),
    (lambda: lightsout.solve([[0, 2]]), "for lights with more than two states give states=K"),
    (lambda: lightsout.solve([[0, 7]], states=5), "board [0, 1] is 7, not a light value 0..4"),
    (lambda: lightsout.solve([[0, -1]], states=5), "board [0, 1] is -1, not a light value 0..4"),
    (lambda: lightsout.solve([[0, 1]], states=300), "states"),
    (lambda: lightsout.solve(np.zeros(5)), "must be a 2-D array"),
    (lambda: lightsout.solve(np.zeros((0, 3))), "is empty"),
    (lambda: lightsout.solve(np.zeros((2, 2)) + 0.5), "must hold integers or bools"),
    (lambda: lightsout.solve([[1]], "stencil:xx/xx"), "stencil"),
    (lambda: lightsout.solve([[1, 1], [1, 1]], method="chase", minimal=True), "fewest presses (minimal) cannot be combined"),
    (lambda: lightsout.analyze("plus", 0), "at least 1 x 1"),
    (lambda: lightsout.nullity_table("plus", 0), ""),
    (lambda: lightsout.check([[1]], [[1]], sequence=[(0, 0)]), "one of the two"),
    (lambda: lightsout.check([[1]], sequence=[(0, 3)]), "cell [0, 3] is off the 1x1 board"),
    (lambda: lightsout.parse_board("1a1\n111\n"), "board"),
])
def test_messages(call, message):
    with pytest.raises(lightsout.InputError) as error:
        call()
    assert message in str(error.value)


def test_message_matches_the_command_line():
    # `lightsout solve --rule hexagon` prints "lightsout: " + this sentence.
    with pytest.raises(lightsout.InputError, match=r"^unknown rule 'hexagon' \(expected plus"):
        lightsout.solve([[1]], "hexagon")


def test_hints_are_worded_for_python():
    """The library names values; Python words its hint with states=, not --states."""
    with pytest.raises(lightsout.InputError) as raised:
        lightsout.parse_board("02\n20\n")
    assert "give states=K" in str(raised.value) and "--states" not in str(raised.value)


@pytest.mark.parametrize("call, hint", [
    (lambda: lightsout.solve([[1, 1], [1, 1]], states=3, method="chase"), "(from method='chase')"),
    (lambda: lightsout.solve([[1, 1], [1, 1]], states=3, constraint="only-off"), "(from constraint='only-off')"),
    (lambda: lightsout.solve([[1, 1], [1, 1]], method="chase", minimal=True), "(from minimal=True with method='chase')"),
])
def test_coded_errors_name_the_keyword(call, hint):
    """Errors carry a code and the value; Python names its keyword, never a flag."""
    with pytest.raises(lightsout.InputError) as raised:
        call()
    assert str(raised.value).endswith(hint) and "--" not in str(raised.value)


# A wrong value is refused with a message that names it as passed: a float is
# not truncated to an integer, and a wrong type gets no raw "Unable to cast".
@pytest.mark.parametrize("call, message", [
    (lambda: lightsout.solve_graph([(0, 1), (1, 2)], [0.5, 0.9, 1.7]), "lights must hold integers or bools, not float64"),
    (lambda: lightsout.solve([[0, 1]], states="3"), "states must be a whole number, not '3'"),
    (lambda: lightsout.solve([[0, 1]], states=2.0), "states must be a whole number, not 2.0"),
    (lambda: lightsout.parse_board(None), "parse_board reads the text (str) or bytes of a board file, not None"),
    (lambda: lightsout.analyze("plus", "5"), "size must be a whole number, not '5'"),
    (lambda: lightsout.solve(np.array([[0, 2**64 - 1]], dtype=np.uint64)), "is 18446744073709551615, not a light value"),
    (lambda: lightsout.solve([[0, 1]], states=-3), "states must be 2..255, not -3"),
    (lambda: lightsout.solve_graph([("a", "b"), ("b", "b")], {"a": 1, "b": 0}), "the edge ('b', 'b') joins a vertex to itself"),
])
def test_values_in_messages(call, message):
    with pytest.raises(lightsout.InputError) as error:
        call()
    assert message in str(error.value)


def test_numpy_integers_are_sizes_and_states():
    assert lightsout.analyze("plus", np.int64(5)).nullity == 2
    assert lightsout.analyze("plus", (np.int32(5), np.uint8(5))).nullity == 2
    assert lightsout.random_board(np.int64(5), 1).shape == (5, 5)
    board = np.array([[0, 1], [2, 0]], dtype=np.uint8)
    assert lightsout.solve(board, states=np.int64(3)).states == 3
