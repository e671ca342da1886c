// The largest rule a user may give: the stencil limit every front end meets.
// Threads: constants only.
#pragma once

namespace lightsout {

// The largest stencil: kMaxStencilSide rows by kMaxStencilSide columns, so a
// footprint reaches at most kMaxStencilSide / 2 = 49 cells from the pressed
// cell each way. Rule::stencil refuses an offset that reaches further, and
// Rule::parse a text of more rows or columns before building anything from
// it (its time is linear in the text). Every front end (the command line's
// --rule, batch lines, Python, the web API) meets this one limit: a
// footprint's cost grows with its area at every press.
inline constexpr int kMaxStencilSide = 99;

}  // namespace lightsout
