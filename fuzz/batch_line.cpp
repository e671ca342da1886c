// Fuzz target: batch lines (`solve --batch`, batch.hpp): one JSON line in, one
// JSON line out, never an exception. The answer is one JSON object with the
// line's number, and an "error" exactly when the verdict says so. Fewest-press
// searches stop at nullity 12 (a line may ask for minimal: true), one thread.
#include <nlohmann/json.hpp>

#include "batch/batch_line.hpp"
#include "fuzz/fuzz.hpp"

using namespace lightsout;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const BatchSettings settings = [] {
        BatchSettings s;
        s.threads = 1;
        s.options.minimal_nullity_limit = 12;
        return s;
    }();
    const BatchAnswer answer = answer_batch_line(fuzz::text_of(data, size), 7, settings);
    require(answer.json.find('\n') == std::string::npos);
    const nlohmann::json parsed = nlohmann::json::parse(answer.json, nullptr, false);
    require(parsed.is_object());
    require(parsed.value("line", 0) == 7);
    require(parsed.contains("error") == (answer.verdict == BatchVerdict::error));
    return 0;
}
