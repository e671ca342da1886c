#!/usr/bin/python3
# Writes the networkx reference files of tests/graph (run with Debian's python3;
# networkx 2.8.8 wrote the committed copies). Each file is read by lightsout and
# compared with the graph networkx itself holds (tests/graph/graph_io_test.cpp).
import json
import networkx as nx

petersen = nx.petersen_graph()
nx.write_edgelist(petersen, "petersen.edgelist")              # "u v {}" lines
with open("petersen.json", "w") as f:
    json.dump(nx.node_link_data(petersen), f)

words = nx.DiGraph()
words.add_edges_from([("apple", "pear"), ("pear", "fig"), ("fig", "apple"), ("fig", "kiwi")])
words.add_edge("kiwi", "pear", weight=2)
words.add_node("lime")                                        # isolated
for node, light in {"apple": 1, "pear": 0, "fig": 1, "kiwi": 1, "lime": 1}.items():
    words.nodes[node]["light"] = light
with open("fruit_digraph.json", "w") as f:
    json.dump(nx.node_link_data(words), f)
nx.write_edgelist(words, "fruit_digraph.edgelist")            # drops the isolated lime
