"""Puzzles on graphs: networkx graphs (or edge lists) in, answers by node out.

Vertex v is light v and button v. rule 'sigma-plus' (the default): a press
changes the vertex and its neighbours; 'sigma': its neighbours only. On a
directed graph an arc u -> v means pressing u changes v.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Hashable, Iterable, Mapping, Optional, Sequence, Sized, Tuple, Union

import numpy as np

from . import _lightsout
from ._compare import same

Node = Hashable


@dataclass(frozen=True, eq=False)
class GraphSolution:
    """The answer of solve_graph(), by node. Answers compare by value (arrays element by element)."""

    solvable: bool
    states: int
    presses: dict
    """{node: times pressed} for the nodes pressed at least once (solvable)."""
    certificate: Optional[dict]
    """Unsolvable: {node: y} with y A = 0 and y . (lights to change) != 0 (mod K), the proof."""
    sequence: list
    count: int
    nullity: int
    invariant_factors: list
    minimal: bool
    method: str
    note: str
    nodes: list = field(repr=False)
    """The nodes in the order of the arrays below."""
    presses_array: np.ndarray = field(repr=False)
    """Times each node is pressed, in the order of `nodes`."""
    rule: str = field(default="sigma-plus", repr=False)
    goal: str = field(default="off", repr=False)
    """The goal as given: 'off', 'on' or a light value V (as text)."""
    directed: bool = field(default=False, repr=False)
    edges: int = field(default=0, repr=False)
    """The number of edges (arcs when directed)."""
    proven: bool = field(default=True, repr=False)
    size_text: str = field(default="1", repr=False)
    """The number of quiet patterns as text: the solutions of a solvable board."""
    proof: str = field(default="", repr=False)
    """What a fewest-press walk's answer rests on; empty otherwise."""

    def to_dict(self) -> dict:
        """The answer as `lightsout solve --graph FILE --format json` gives it, as plain Python data
        with the same keys (pressed nodes as a list, or [node, count] pairs for K > 2; nodes as
        they are in the graph, where the command line has the labels of its file)."""
        def listed(counts: Optional[dict]) -> list:
            counts = counts or {}
            return [node if self.states == 2 else [node, counts[node]] for node in self.nodes if counts.get(node)]

        answer: dict = {"count": self.count, "directed": self.directed, "edges": self.edges, "goal": self.goal,
                        "minimal": self.minimal, "nullity": self.nullity, "rule": self.rule,
                        "solvable": self.solvable, "states": self.states, "vertices": len(self.nodes),
                        "presses": listed(self.presses) if self.solvable else []}
        if not self.solvable:
            answer["proven"] = self.proven
            answer["certificate"] = listed(self.certificate)
        if self.solvable and self.proof:
            answer["proof"] = self.proof
        if self.states != 2:
            answer["solutions"] = self.size_text
        if self.sequence:
            answer["sequence"] = list(self.sequence)
        if self.method:
            answer["method"] = self.method
        if self.note:
            answer["note"] = self.note
        return dict(sorted(answer.items()))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GraphSolution):
            return NotImplemented
        return all(same(getattr(self, f.name), getattr(other, f.name)) for f in fields(self))

    __hash__ = None  # type: ignore[assignment]  # holds arrays, as lists are not hashable


def _is_networkx(graph: Any) -> bool:
    return hasattr(graph, "nodes") and hasattr(graph, "edges") and hasattr(graph, "is_directed")


def _nodes_and_edges(graph: Any, directed: Optional[bool]) -> Tuple[list, list, bool]:
    nodes: list = []
    if _is_networkx(graph):
        nodes = list(graph.nodes)
        edges = list(graph.edges)
        is_directed = graph.is_directed() if directed is None else directed
        return nodes, edges, bool(is_directed)
    if graph is None or isinstance(graph, (str, bytes)) or not isinstance(graph, Iterable):
        raise _lightsout.InputError(f"graph must be a networkx graph or a list of edges (u, v), not {graph!r:.40}")
    edges = []
    for edge in graph:
        if isinstance(edge, (str, bytes)) or not isinstance(edge, Sized) or not isinstance(edge, Iterable) \
                or len(edge) != 2:
            raise _lightsout.InputError(f"an edge is a pair of nodes, not {edge!r:.40}")
        edges.append(tuple(edge))
    seen: set = set()
    for edge in edges:
        for node in edge:
            try:
                hash(node)
            except TypeError:
                raise _lightsout.InputError(f"a node must be hashable (a number, a string, a tuple), not {node!r:.40}") from None
        for node in edge:
            if node not in seen:
                seen.add(node)
                nodes.append(node)
    return nodes, edges, bool(directed)


def numbered_graph(graph: Any, directed: Any) -> Tuple[list, list, bool]:
    """(nodes, edges as (index, index) pairs, directed) of a networkx graph or an edge list."""
    if directed is not None and not isinstance(directed, (bool, np.bool_)):
        raise _lightsout.InputError(f"directed must be True, False or None, not {directed!r:.40}")
    nodes, edges, is_directed = _nodes_and_edges(graph, None if directed is None else bool(directed))
    if not nodes:
        raise _lightsout.InputError("the graph has no vertices")
    index = {node: i for i, node in enumerate(nodes)}
    numbered = []
    for u, v in edges:
        if u not in index or v not in index:
            raise _lightsout.InputError(f"the edge ({u!r}, {v!r}) has a node that is not in the graph")
        if u == v:
            raise _lightsout.InputError(f"the edge ({u!r}, {v!r}) joins a vertex to itself (whether a press changes "
                                        "its own light is the rule's business: rule='sigma-plus' or 'sigma')")
        numbered.append((index[u], index[v]))
    return nodes, numbered, is_directed


def _lights_of(graph: Any, nodes: list, lights: Union[None, Mapping, Sequence, np.ndarray]) -> np.ndarray:
    if lights is None:
        if not _is_networkx(graph):
            raise _lightsout.InputError("give lights= (a dict by node or a sequence) for an edge list")
        missing = [node for node in nodes if "light" not in graph.nodes[node]]
        if missing:
            raise _lightsout.InputError(
                f"node {missing[0]!r} has no 'light' attribute (give lights= or set graph.nodes[v]['light'])")
        values = [graph.nodes[node]["light"] for node in nodes]
    elif isinstance(lights, Mapping):
        unknown = [node for node in lights if node not in set(nodes)]
        if unknown:
            raise _lightsout.InputError(f"lights: {unknown[0]!r} is not a node of the graph")
        values = [lights.get(node, 0) for node in nodes]
    elif isinstance(lights, (str, bytes)) or not isinstance(lights, Iterable):
        raise _lightsout.InputError(f"lights must be a dict by node or a sequence of values, not {lights!r:.40}")
    else:
        try:
            given = np.asarray(lights)
        except ValueError:
            raise _lightsout.InputError("lights must be a flat sequence of numbers, one per node") from None
        if given.size != len(nodes):
            raise _lightsout.InputError(f"lights: {given.size} values for {len(nodes)} nodes")
        values = list(given.ravel())
        if len(values) != len(nodes):
            raise _lightsout.InputError(f"lights: {len(values)} values for {len(nodes)} nodes")
    row = np.asarray(values) if values else np.zeros(0, np.uint8)
    if row.dtype.kind not in "biu":  # as solve() does: 0.5 is no light value, nor is '1'
        raise _lightsout.InputError(f"lights must hold integers or bools, not {row.dtype}")
    return row.reshape(1, len(nodes))


def solve_graph(graph: Any, lights: Union[None, Mapping, Sequence, np.ndarray] = None, rule: str = "sigma-plus", *,
                states: Optional[int] = None, goal: Union[str, int] = "off", minimal: bool = False,
                method: str = "auto", directed: Optional[bool] = None) -> GraphSolution:
    """Solve a puzzle on a graph.

    graph     a networkx Graph or DiGraph, or an edge list [(u, v), ...] (nodes:
              any hashable values; an edge list has no isolated nodes).
    lights    {node: value}, or values in the order of graph.nodes (of first
              appearance for an edge list); None: the node attribute 'light'.
    rule      'sigma-plus' (a press changes the node and its neighbours) or 'sigma'.
    states    K = 2..255 (None: 2, and a light above 1 is an error).
    goal      'off', 'on' (K - 1) or a light value V.
    minimal   fewest presses (proven when small enough; see the note).
    method    'auto' or 'dense'.
    directed  for an edge list: arcs u -> v (a networkx graph says it itself).

    Returns a GraphSolution with presses by node; every answer is checked by
    simulation. Raises InputError (a ValueError) for bad input.
    """
    nodes, numbered, is_directed = numbered_graph(graph, directed)
    row = _lights_of(graph, nodes, lights)
    answer = _lightsout._solve_graph(len(nodes), numbered, is_directed, rule, row, states, goal, minimal, method)
    presses = answer["presses"][0]
    certificate = answer["certificate"]
    return GraphSolution(
        solvable=answer["solvable"],
        states=answer["states"],
        presses={nodes[i]: int(t) for i, t in enumerate(presses) if t},
        certificate=None if certificate is None else {nodes[i]: int(y) for i, y in enumerate(certificate[0]) if y},
        sequence=[nodes[i] for i in answer["sequence"]],
        count=answer["count"],
        nullity=answer["nullity"],
        invariant_factors=list(answer["invariant_factors"]),
        minimal=answer["minimal"],
        method=answer["method"],
        note=answer["note"],
        nodes=nodes,
        presses_array=presses,
        rule=rule,
        goal=str(goal),
        directed=is_directed,
        edges=answer["edges"],
        proven=answer["proven"],
        size_text=answer["solutions"],
        proof=answer["proof"],
    )


@dataclass(frozen=True, eq=False)
class GraphAnalysis:
    """What analyze_graph() knows about a graph's puzzle: rank, nullity and the quiet patterns
    (presses that change no light), by node."""

    rule: str
    states: int
    directed: bool
    vertices: int
    edges: int
    """The number of edges (arcs when directed)."""
    rank: int
    """The press matrix's rank: vertices - nullity."""
    nullity: int
    """Independent quiet patterns (generators of the quiet patterns mod K)."""
    orders: list
    """The order of each generator (prime powers dividing K; all 2 for two states)."""
    invariant_factors: list
    """The quiet patterns as a group Z/d1 + ... + Z/ds."""
    size_text: str
    """The number of quiet patterns as text ('2^3 = 8'): the solutions of every solvable board."""
    quiet: list
    """The generators as {node: count} for the nodes a generator presses."""
    quiet_complete: bool
    """False when the generators were too many to keep (then quiet is empty)."""
    nodes: list = field(repr=False)
    """The nodes in the order of quiet_arrays."""
    quiet_arrays: list = field(repr=False)
    """The generators as uint8 arrays in the order of `nodes`."""

    @property
    def size(self) -> int:
        """The number of quiet patterns (the product of the orders)."""
        count = 1
        for order in self.orders:
            count *= order
        return count

    @property
    def solvable_fraction(self) -> float:
        """The fraction of light patterns that have a solution: 1 / size."""
        return 1 / self.size

    def to_dict(self) -> dict:
        """The analysis as `lightsout analyze --graph FILE --format json` gives it, as plain Python
        data with the same keys (quiet patterns as lists of nodes, or [node, count] pairs for K > 2;
        nodes as they are in the graph, where the command line has the labels of its file)."""
        quiet = [[node for node in pattern] if self.states == 2 else [[node, count] for node, count in pattern.items()]
                 for pattern in self.quiet]
        return {"directed": self.directed, "edges": self.edges, "invariant_factors": list(self.invariant_factors),
                "nullity": self.nullity, "orders": list(self.orders), "quiet": quiet,
                "quiet_complete": self.quiet_complete, "rank": self.rank, "rule": self.rule,
                "solutions": self.size_text, "states": self.states, "vertices": self.vertices}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GraphAnalysis):
            return NotImplemented
        return all(same(getattr(self, f.name), getattr(other, f.name)) for f in fields(self))

    __hash__ = None  # type: ignore[assignment]  # holds arrays, as lists are not hashable


def analyze_graph(graph: Any, rule: str = "sigma-plus", *, states: Optional[int] = None,
                  directed: Optional[bool] = None) -> GraphAnalysis:
    """Rank, nullity and quiet patterns of the puzzle on a graph (`lightsout analyze --graph`).

    graph     a networkx Graph or DiGraph, or an edge list [(u, v), ...] (as for solve_graph).
    rule      'sigma-plus' (a press changes the node and its neighbours) or 'sigma'.
    states    K = 2..255 (None: 2): the quiet patterns mod K as a group.
    directed  for an edge list: arcs u -> v (a networkx graph says it itself).

    Returns a GraphAnalysis with the quiet patterns by node. Raises InputError for bad input.
    """
    nodes, numbered, is_directed = numbered_graph(graph, directed)
    found = _lightsout._analyze_graph(len(nodes), numbered, is_directed, rule, states)
    arrays = [row[0] for row in found["quiet"]]
    return GraphAnalysis(
        rule=found["rule"], states=found["states"], directed=found["directed"], vertices=found["vertices"],
        edges=found["edges"], rank=found["rank"], nullity=found["nullity"], orders=list(found["orders"]),
        invariant_factors=list(found["invariant_factors"]), size_text=found["solutions"],
        quiet=[{nodes[i]: int(t) for i, t in enumerate(a) if t} for a in arrays],
        quiet_complete=found["quiet_complete"], nodes=nodes, quiet_arrays=arrays)
