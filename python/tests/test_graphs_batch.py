"""Graphs (networkx and edge lists) and batches."""
import json

import networkx as nx
import numpy as np
import pytest

import lightsout


def sigma_plus_check(graph, lights, presses, states=2, goal=0):
    after = {v: lights[v] for v in graph.nodes}
    for v, t in presses.items():
        after[v] += t
        for w in graph.neighbors(v):
            after[w] += t
    return all((after[v] - goal) % states == 0 for v in graph.nodes)


def test_networkx_grid_equals_the_plus_rule(seed_board):
    graph = nx.grid_2d_graph(5, 5)  # nodes (r, c): plus on a 5x5 board
    lights = {(r, c): int(seed_board[r, c]) for r in range(5) for c in range(5)}
    s = lightsout.solve_graph(graph, lights, minimal=True)
    assert s.solvable and s.minimal and s.count == 4 and s.nullity == 2
    assert sorted(s.presses) == [(0, 0), (0, 3), (1, 4), (4, 2)]
    assert sigma_plus_check(graph, lights, s.presses)


def test_node_attribute_light_and_states():
    graph = nx.petersen_graph()
    rng = np.random.default_rng(1)
    for v in graph.nodes:
        graph.nodes[v]["light"] = int(rng.integers(0, 3))
    s = lightsout.solve_graph(graph, states=3)
    lights = {v: graph.nodes[v]["light"] for v in graph.nodes}
    if s.solvable:
        assert sigma_plus_check(graph, lights, s.presses, states=3)
    else:
        assert s.certificate


def test_edge_list_with_any_labels_and_sigma():
    edges = [("a", "b"), ("b", "c"), ("c", "a"), ("c", 1)]
    s = lightsout.solve_graph(edges, {"a": 1}, rule="sigma")
    assert s.nodes == ["a", "b", "c", 1]
    if not s.solvable:
        assert set(s.certificate) <= set(s.nodes)


def test_unsolvable_graph_has_a_checked_certificate():
    graph = nx.cycle_graph(3)  # sigma-plus on a triangle: every press flips all three lights
    s = lightsout.solve_graph(graph, {0: 1})
    assert not s.solvable and s.certificate


def test_directed_graph():
    # Arcs 0 -> 1 -> 2 under sigma: pressing 0 changes 1, pressing 1 changes 2, pressing 2 nothing.
    graph = nx.DiGraph([(0, 1), (1, 2)])
    s = lightsout.solve_graph(graph, [0, 1, 1], rule="sigma", minimal=True)
    assert s.solvable and s.presses == {0: 1, 1: 1} and s.nullity == 1 and s.minimal


def test_graph_errors():
    with pytest.raises(lightsout.InputError, match="'light' attribute"):
        lightsout.solve_graph(nx.path_graph(3))
    with pytest.raises(lightsout.InputError, match="not a node"):
        lightsout.solve_graph(nx.path_graph(3), {7: 1})
    with pytest.raises(lightsout.InputError, match="sigma"):
        lightsout.solve_graph(nx.path_graph(3), [1, 0, 1], rule="cross")


def test_batch_in_order_with_errors(seed_board):
    puzzles = [{"board": seed_board, "minimal": True, "id": "seed"},
               {"board": ["000", "000", "000"], "goal": "on", "rule": "square"},
               json.dumps({"board": "101\n010\n101"}),
               {"board": ["01"], "frobnicate": True}]
    answers = lightsout.solve_batch(puzzles, threads=2)
    assert [a["line"] for a in answers] == [1, 2, 3, 4]
    assert answers[0]["id"] == "seed" and answers[0]["count"] == 4
    assert answers[1]["rule"] == "square" and answers[1]["solvable"]
    assert answers[3]["error"].startswith('unknown key "frobnicate"')
    assert lightsout.solve_batch([]) == []


def test_parse_board_and_text(seed_board):
    text = lightsout.board_text(seed_board)
    assert text.splitlines()[0] == "11110"
    assert (lightsout.parse_board(text) == seed_board).all()
    assert (lightsout.parse_board("1 1 1 1 0\n1 0 0 0 1\n0 0 0 0 1\n0 0 1 0 0\n0 1 1 1 0") == seed_board).all()
    assert lightsout.parse_board(b"P1\n2 1\n1 0\n").tolist() == [[1, 0]]


def test_random_boards_are_reproducible():
    a = lightsout.random_board((3, 70), seed=5)
    assert a.shape == (3, 70) and (a == lightsout.random_board((3, 70), seed=5)).all()
    b = lightsout.random_solvable_board(7, "square", seed=2)
    assert lightsout.solve(b, "square").solvable


def test_version():
    assert lightsout.__version__.count(".") == 2


def test_variants_solve_as_graphs():
    by_name = {v["name"]: v for v in lightsout.variants()}
    classic = by_name["classic"]
    assert classic["shape"] == (5, 5) and classic["grid_rule"] == "plus" and classic["states"] == 2
    graphs = [v for v in by_name.values() if "edges" in v]
    assert {"merlin", "orbix", "cube"} <= {v["name"] for v in graphs}
    rng = np.random.default_rng(3)
    for v in graphs:
        graph = (nx.DiGraph if v["directed"] else nx.Graph)(v["edges"])
        graph.add_nodes_from(v["nodes"])
        k = v["states"]
        # Lights made by random presses from the all-zero board: solvable towards 0.
        lights = {node: 0 for node in graph.nodes}
        for node in graph.nodes:
            t = int(rng.integers(0, k))
            if v["graph_rule"] == "sigma-plus":
                lights[node] = (lights[node] + t) % k
            for w in (graph.successors(node) if v["directed"] else graph.neighbors(node)):
                lights[w] = (lights[w] + t) % k
        s = lightsout.solve_graph(graph, lights, v["graph_rule"], states=k)
        assert s.solvable, v["name"]
        after = dict(lights)
        for node, t in s.presses.items():
            if v["graph_rule"] == "sigma-plus":
                after[node] = (after[node] + t) % k
            for w in (graph.successors(node) if v["directed"] else graph.neighbors(node)):
                after[w] = (after[w] + t) % k
        assert not any(after.values()), v["name"]


def test_batch_numbers_cells_from_zero_and_takes_bools(seed_board):
    """solve_batch numbers cells from 0 like the rest of the Python API, and takes bool arrays."""
    answers = lightsout.solve_batch([{"board": seed_board.astype(bool), "minimal": True}])
    assert answers[0]["solvable"] and answers[0]["count"] == 4
    assert sorted(map(tuple, answers[0]["presses"])) == [(0, 0), (0, 3), (1, 4), (4, 2)]
    assert lightsout.solve_batch([{"board": [[True, False], [False, False]], "coords": "index"}], coords="index")[0]["presses"]
