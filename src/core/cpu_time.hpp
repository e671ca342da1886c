// The CPU time this process has used, for the cpu_seconds that searches
// report (never to stop them: budgets are counted in work, not time).
#pragma once

namespace lightsout {

// User plus system seconds of the whole process so far (getrusage).
double process_cpu_seconds();

}  // namespace lightsout
