// The checks behind every answer mod K, for any way of pressing: a press
// matrix (PressMatrix::press) or a grid rule (zk/grid.hpp's press_on_grid).
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <functional>
#include <span>

#include "lightsout/modular.hpp"

namespace lightsout::zk {

// lights += A presses (mod states).
using Press = std::function<void(std::span<std::uint8_t> lights, std::span<const std::uint8_t> presses, int states)>;

// A x = change (mod K)?
bool makes_change(const Press& press, std::span<const std::uint8_t> x, std::span<const std::uint8_t> change,
                  int states);
// y != 0, y A = 0 (pressing y under A's transpose changes nothing) and y.change != 0 (mod K)?
bool is_certificate(const Press& press_transposed, std::span<const std::uint8_t> y,
                    std::span<const std::uint8_t> change, int states);
// A g = 0, o g = 0 and (o / p) g != 0 (mod K): g is quiet of order exactly o = p^a.
bool is_quiet_of_order(const Press& press, std::span<const std::uint8_t> g, int order, int states);

// All three for an answer; throws std::logic_error naming the engine when one
// fails (a bug, never bad input).
void check_answer(const ModularSolution& s, std::span<const std::uint8_t> change, const Press& press,
                  const Press& press_transposed);

}  // namespace lightsout::zk
