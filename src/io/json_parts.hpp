// Parts of the JSON answers as nlohmann values, for the documents the front
// ends build themselves (the game's API, `lightsout chase`, `lightsout analyze
// --graph`): written here once, as `lightsout solve --format json` writes them.
#pragma once

#include <cstdint>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/graph_io.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

// A cell: [r, c] (rc), [x, y] (xy) or its number k (index), as format_cell
// names it; and a list of cells in order.
nlohmann::json cell_json(Cell cell, Coords coords, Shape shape);
nlohmann::json cells_json(const std::vector<Cell>& cells, Coords coords, Shape shape);

// The vertices of a graph a pattern presses (or weighs), by label: ["a", "b"]
// with two states (a count of 1 each), [["a", t], ...] with more.
nlohmann::json graph_press_list(const std::vector<std::uint8_t>& counts, const Graph& graph, int states);

// What a document about a graph opens with: "variant" (when named),
// "vertices", "edges", "directed", "rule" and "states".
nlohmann::json graph_json_head(const GraphAnswerContext& context, int states);

}  // namespace lightsout::io
