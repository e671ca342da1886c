// Answers in JSON whose press lists may hold millions of cells: the keys
// around the lists are written by nlohmann, the lists are streamed between
// them (building them as nlohmann values would cost tens of bytes a cell).
#pragma once

#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

namespace lightsout::io {

// `head` as nlohmann writes it, without its closing brace: the streamed
// members follow, each written as ,"key":value.
inline void open_json_answer(std::ostream& out, const nlohmann::ordered_json& head) {
    std::string text = head.dump();
    text.pop_back();
    out << text;
}

// The members of `tail` (if any), the closing brace and the newline.
inline void close_json_answer(std::ostream& out, const nlohmann::ordered_json& tail) {
    if (tail.empty()) out << "}\n";
    else out << ',' << tail.dump().substr(1) << '\n';
}

}  // namespace lightsout::io
