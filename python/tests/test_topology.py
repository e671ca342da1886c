"""topology= 'flat' | 'torus' | 'klein' | 'projective' beside torus=.

The footprints here are this file's own: crossing the top or bottom edge of a
Klein bottle or a projective plane mirrors the column, crossing the left or
right edge of a projective plane mirrors the row (rows cross first)."""
import numpy as np
import pytest

import lightsout

PLUS = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]


def landing(topology, rows, cols, r, c, dr, dc):
    rr, cc = r + dr, c + dc
    if rr < 0 or rr >= rows:
        rr %= rows
        cc = cols - 1 - cc
    if cc < 0 or cc >= cols:
        cc %= cols
        if topology == "projective":
            rr = rows - 1 - rr
    return rr, cc % cols


def press_all(board, presses, topology, states=2):
    out = np.array(board, dtype=np.int64)
    rows, cols = out.shape
    for r in range(rows):
        for c in range(cols):
            for dr, dc in PLUS:
                rr, cc = landing(topology, rows, cols, r, c, dr, dc)
                out[rr, cc] += int(presses[r, c])
    return out % states


@pytest.mark.parametrize("topology", ["klein", "projective"])
@pytest.mark.parametrize("states", [2, 3])
def test_answers_check_on_twisted_boards(topology, states):
    rng = np.random.default_rng(5)
    for _ in range(5):
        presses = rng.integers(0, states, size=(4, 5), dtype=np.uint8)
        board = press_all(np.zeros((4, 5)), presses, topology, states).astype(np.uint8)
        s = lightsout.solve(board, "plus", topology=topology, states=states)
        assert s.solvable
        assert not press_all(board, s.presses, topology, states).any()


def test_projective_3x3_has_four_quiet_patterns():
    a = lightsout.analyze("plus", 3, topology="projective")
    assert a.nullity == 4
    for q in a.quiet:
        assert not press_all(np.zeros((3, 3)), np.array(q), "projective").any()
    assert list(lightsout.nullity_table("plus", 6, topology="klein").values()) == [0, 0, 4, 0, 4, 6]


def test_torus_is_short_for_topology_torus():
    assert lightsout.analyze("plus", 5, torus=True).nullity == lightsout.analyze("plus", 5, topology="torus").nullity
    with pytest.raises(lightsout.InputError, match="klein"):
        lightsout.solve(np.zeros((3, 3), dtype=np.uint8), torus=True, topology="klein")
    with pytest.raises(lightsout.InputError, match="moebius"):
        lightsout.analyze("plus", 3, topology="moebius")
    with pytest.raises(lightsout.InputError, match="klein"):
        lightsout.solve(np.zeros((3, 3), dtype=np.uint8), topology="klein", method="chasing")


def test_batch_lines_and_defaults_take_a_topology():
    board = ["100", "000", "000"]
    answers = lightsout.solve_batch([{"board": board, "topology": "projective"}, {"board": board}], topology="klein")
    assert answers[0]["rule"] == "plus+projective"
    assert answers[1]["rule"] == "plus+klein"


def test_a_rule_that_names_its_topology_takes_only_one_that_agrees():
    # As on the command line, in batch lines and the web API (Rule::with_edges).
    assert lightsout.analyze("plus+klein", 3, topology="klein").nullity == lightsout.analyze("plus", 3, topology="klein").nullity
    assert lightsout.analyze("plus+torus", 3, torus=True).nullity == lightsout.analyze("plus", 3, torus=True).nullity
    with pytest.raises(lightsout.InputError, match=r"names the topology klein, not torus \(from topology='torus'\)"):
        lightsout.analyze("plus+klein", 3, topology="torus")
    with pytest.raises(lightsout.InputError, match=r"not a torus \(torus=True is short for topology='torus'\)"):
        lightsout.analyze("plus+klein", 3, torus=True)
