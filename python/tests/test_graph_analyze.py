"""analyze_graph(): rank, nullity and quiet patterns of a puzzle on a graph, each
quiet pattern checked with the graph's press matrix; to_dict() against the
command line's `analyze --graph --format json`."""
import json
import subprocess

import networkx as nx
import numpy as np
import pytest

import lightsout
from test_to_dict import CLI, compact, needs_cli


def assert_quiet(graph, analysis, rule="sigma-plus"):
    a, nodes = lightsout.graph_press_matrix(graph, rule, states=None)
    assert nodes == analysis.nodes
    assert len(analysis.quiet) == len(analysis.quiet_arrays) == analysis.nullity and analysis.quiet_complete
    for pattern, array, order in zip(analysis.quiet, analysis.quiet_arrays, analysis.orders):
        x = np.array([pattern.get(node, 0) for node in nodes], np.int64)
        assert (x == array).all() and x.any()
        assert not ((a @ x) % analysis.states).any()            # changes no light
        assert ((order * x) % analysis.states == 0).all()       # its order kills it


def test_a_grid_graph_is_the_plus_rule():
    for n in (4, 5, 6):
        graph = nx.grid_2d_graph(n, n)
        g, grid = lightsout.analyze_graph(graph), lightsout.analyze("plus", n)
        assert (g.rank, g.nullity, g.size, g.solvable_fraction) == (grid.rank, grid.nullity, grid.size,
                                                                   grid.solvable_fraction)
        assert g.vertices == n * n and g.edges == 2 * n * (n - 1) and not g.directed
        assert_quiet(graph, g)


@pytest.mark.parametrize("states", [3, 4, 6])
def test_more_states_and_sigma(states):
    graph = nx.petersen_graph()
    for rule in ("sigma-plus", "sigma"):
        g = lightsout.analyze_graph(graph, rule, states=states)
        assert g.states == states and g.rule == rule and g.rank == 10 - g.nullity
        assert np.prod(g.orders, dtype=object) == g.size and all(states % d == 0 for d in g.invariant_factors)
        assert_quiet(graph, g, rule)
        # The solutions of a solvable board are size many: solve_graph agrees on the nullity.
        assert lightsout.solve_graph(graph, [0] * 10, rule, states=states).nullity == g.nullity


def test_directed_edge_list_and_values():
    g = lightsout.analyze_graph([(0, 1), (1, 2)], "sigma", directed=True)
    assert (g.rank, g.nullity, g.quiet) == (2, 1, [{2: 1}])  # pressing 2 changes nothing
    assert lightsout.analyze_graph([(0, 1), (1, 2)], "sigma", directed=True) == g
    assert g.to_dict()["quiet"] == [[2]]


@pytest.mark.parametrize("graph, kwargs, message", [
    ([], {}, "no vertices"),
    ([(0, 1)], {"rule": "plus"}, "sigma"),
    ([(0, 1)], {"states": 1}, "states"),
    ([(0, 0)], {}, "itself"),
    ("ab", {}, "networkx graph or a list of edges"),
    ([(0, 1)], {"directed": "yes"}, "directed"),
])
def test_bad_graphs_raise_input_error(graph, kwargs, message):
    with pytest.raises(lightsout.InputError, match=message):
        lightsout.analyze_graph(graph, **kwargs)


@needs_cli
@pytest.mark.parametrize("edges, flags, kwargs", [
    ([("0", "1"), ("1", "2"), ("2", "0"), ("2", "3")], [], {}),
    ([("a", "b"), ("b", "c"), ("c", "d"), ("d", "a"), ("a", "c")], ["--states", "3"], {"states": 3}),
    ([("a", "b"), ("b", "c"), ("c", "d"), ("d", "a")], ["--states", "4", "--rule", "sigma"],
     {"states": 4, "rule": "sigma"}),
    ([("x", "y"), ("y", "z"), ("z", "x"), ("z", "w")], ["--directed"], {"directed": True}),
])
def test_to_dict_is_the_command_lines_json(tmp_path, edges, flags, kwargs):
    path = tmp_path / "graph.txt"
    path.write_text("".join(f"{u} {v}\n" for u, v in edges))
    done = subprocess.run([str(CLI), "analyze", "--graph", str(path), *flags, "--format", "json"], capture_output=True,
                          text=True, check=True)
    g = lightsout.analyze_graph(edges, **kwargs)
    assert compact(g.to_dict()) == done.stdout.strip()
    assert json.loads(json.dumps(g.to_dict())) == g.to_dict()


@needs_cli
@pytest.mark.parametrize("edges, lights, flags, kwargs", [
    ([("0", "1"), ("1", "2"), ("2", "0"), ("2", "3")], {"0": 1, "2": 1}, [], {}),  # no solution
    ([("0", "1"), ("1", "2"), ("2", "0"), ("2", "3")], {"0": 1, "1": 1, "2": 1}, [], {}),
    ([("0", "1"), ("1", "2"), ("2", "0"), ("2", "3")], {"0": 1}, ["--rule", "sigma"], {"rule": "sigma"}),
    ([("a", "b"), ("b", "c"), ("c", "d"), ("d", "a"), ("a", "c")], {"a": 2, "d": 1},
     ["--states", "3", "--goal", "2", "--minimal"], {"states": 3, "goal": 2, "minimal": True}),
    ([("a", "b"), ("b", "c"), ("c", "d"), ("d", "a")], {"a": 1, "b": 2},
     ["--states", "4", "--goal", "on"], {"states": 4, "goal": "on"}),
    ([("x", "y"), ("y", "z"), ("z", "x"), ("z", "w")], {"y": 1, "w": 1}, ["--directed"], {"directed": True}),
])
def test_graph_solution_to_dict_is_the_command_lines_json(tmp_path, edges, lights, flags, kwargs):
    graph_file, lights_file = tmp_path / "graph.txt", tmp_path / "lights.txt"
    graph_file.write_text("".join(f"{u} {v}\n" for u, v in edges))
    lights_file.write_text("".join(f"{node} {value}\n" for node, value in lights.items()))
    done = subprocess.run([str(CLI), "solve", "--graph", str(graph_file), "--lights", str(lights_file), *flags,
                           "--format", "json"], capture_output=True, text=True)
    assert done.returncode in (0, 1), done.stderr
    s = lightsout.solve_graph(edges, lights, **kwargs)
    assert compact(s.to_dict()) == done.stdout.strip()


def test_graph_answers_compare_by_value():
    """Two equal graph answers are ==, a different one is not (arrays inside compare element by element)."""
    import pickle
    a = lightsout.solve_graph([(0, 1), (1, 2)], [1, 0, 1])
    assert a == lightsout.solve_graph([(0, 1), (1, 2)], [1, 0, 1]) == pickle.loads(pickle.dumps(a))
    assert a != lightsout.solve_graph([(0, 1), (1, 2)], [1, 1, 0])
    g = lightsout.analyze_graph(nx.petersen_graph(), states=4)
    assert g == lightsout.analyze_graph(nx.petersen_graph(), states=4) != lightsout.analyze_graph(nx.petersen_graph())
