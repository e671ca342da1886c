"""press() (the simulator) and the press matrices, checked against each other,
against solve() and against the tests' own numpy simulator."""
import itertools

import networkx as nx
import numpy as np
import pytest
import scipy.sparse

import lightsout
from conftest import press_all

RULES = ["plus", "square", "cross", "stencil:xx./.x./..x"]
TOPOLOGIES = ["flat", "torus", "klein", "projective"]
STATES = [2, 3, 4, 5, 6, 7, 255]


def combinations():
    for rule, topology, states in itertools.product(RULES, TOPOLOGIES, STATES):
        try:
            lightsout.press_matrix((2, 2), rule, topology=topology)
        except lightsout.InputError:
            continue  # a rule that does not go on this topology
        yield rule, topology, states


@pytest.mark.parametrize("rule, topology, states", list(combinations()))
def test_pressing_a_solution_reaches_the_goal(rule, topology, states):
    rng = np.random.default_rng(states)
    for _ in range(6):
        shape = tuple(int(x) for x in rng.integers(1, 8, size=2))
        board = rng.integers(0, states, size=shape).astype(np.uint8)
        for goal in (0, states - 1):
            s = lightsout.solve(board, rule, topology=topology, states=states, goal=goal)
            if s.solvable:
                assert (lightsout.press(board, s.presses, rule, topology=topology, states=states) == goal).all()


@pytest.mark.parametrize("rule, topology, states", list(combinations()))
def test_the_press_matrix_is_the_simulator_column_by_column(rule, topology, states):
    shape = (3, 4)
    a = lightsout.press_matrix(shape, rule, topology=topology, states=states)
    assert a.shape == (12, 12) and a.dtype == np.uint8
    zeros = np.zeros(shape, np.uint8)
    for j in range(12):
        one = np.zeros(12, np.uint8)
        one[j] = 1
        pressed = lightsout.press(zeros, one.reshape(shape), rule, topology=topology, states=states)
        assert (pressed.ravel() == a[:, j]).all(), j
    sparse = lightsout.press_matrix(shape, rule, topology=topology, states=states, sparse=True)
    assert scipy.sparse.issparse(sparse) and (sparse.toarray() == a).all()
    # Many presses at once: A x mod K.
    x = np.random.default_rng(1).integers(0, states, size=12)
    assert ((a.astype(np.int64) @ x) % states == lightsout.press(zeros, x.reshape(shape).astype(np.uint8), rule,
                                                                  topology=topology, states=states).ravel()).all()


@pytest.mark.parametrize("rule", ["plus", "square", "cross"])
@pytest.mark.parametrize("torus", [False, True])
def test_press_agrees_with_the_tests_simulator(rule, torus):
    rng = np.random.default_rng(3)
    for states in (2, 3, 5):
        board = rng.integers(0, states, size=(5, 6))
        presses = rng.integers(0, 9, size=(5, 6))
        expected = press_all(board, presses, rule, states=states, torus=torus and rule != "cross")
        got = lightsout.press(board, presses, rule, torus=torus and rule != "cross", states=states)
        assert got.dtype == np.uint8 and (got == expected).all()


def test_integer_counts_and_a_wrapping_footprint():
    # On a 1x1 torus the plus footprint lands on its one cell five times.
    assert lightsout.press_matrix(1, torus=True, states=None)[0, 0] == 5
    assert lightsout.press_matrix(1, torus=True)[0, 0] == 1
    assert lightsout.press_matrix(1, torus=True, states=5)[0, 0] == 0


def test_graph_press_matrix_follows_the_node_order():
    g = nx.path_graph(["a", "b", "c"])
    a, nodes = lightsout.graph_press_matrix(g)
    assert nodes == ["a", "b", "c"]
    assert (a == np.array([[1, 1, 0], [1, 1, 1], [0, 1, 1]])).all()
    sigma, _ = lightsout.graph_press_matrix(g, "sigma", sparse=True)
    assert (sigma.toarray() == np.array([[0, 1, 0], [1, 0, 1], [0, 1, 0]])).all()
    arcs, _ = lightsout.graph_press_matrix([("a", "b")], directed=True)
    assert (arcs == np.array([[1, 0], [1, 1]])).all()  # pressing a changes b; b changes only itself


@pytest.mark.parametrize("call, message", [
    (lambda: lightsout.press([[1, 0]], [[1]]), "presses is 1x1, the board 1x2"),
    (lambda: lightsout.press([[2, 0]], [[1, 0]]), "give states=K"),
    (lambda: lightsout.press_matrix(10**5), "entries"),
    (lambda: lightsout.press_matrix(3, sparse="yes"), "sparse must be True or False"),
    (lambda: lightsout.press_matrix(3, states=1), "states must be 2..255"),
    (lambda: lightsout.graph_press_matrix([]), "no vertices"),
])
def test_bad_input(call, message):
    with pytest.raises(lightsout.InputError, match=message.replace("(", r"\(")):
        call()
