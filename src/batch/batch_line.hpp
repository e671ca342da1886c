// One line of a batch, with its verdict for the summary (batch.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "lightsout/batch.hpp"

namespace lightsout {

// unsolvable: proven (a certificate, or no legal sequence exists); not_found:
// a search for a legal sequence gave up ("proven": false in the answer).
enum class BatchVerdict { solved, unsolvable, not_found, error };

struct BatchAnswer {
    std::string json;  // one line, no newline
    BatchVerdict verdict = BatchVerdict::error;
    bool out_of_memory = false;  // an error answer because memory ran short (it may fit another time)
};

// The answer to input line number `line`; never throws for bad input.
BatchAnswer answer_batch_line(std::string_view text, std::int64_t line, const BatchSettings& settings);

}  // namespace lightsout
