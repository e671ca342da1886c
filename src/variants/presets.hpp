// The presets that are not plain grids, one file each.
#pragma once

#include "lightsout/variants.hpp"

namespace lightsout::presets {

Variant merlin();  // merlin.cpp: Merlin's Magic Square, a directed graph on a 3x3 grid
Variant orbix();   // orbix.cpp: 12 lights on an icosahedron
Variant cube();    // cube.cpp: 54 lights on the faces of a 3x3x3 cube

}  // namespace lightsout::presets
