#pragma once
// Entry for the fuzz targets: feeds arbitrary bytes to the text parsers of the 2048 engine
// (positions for every size, directions, save files, n-tuple network files), and to the packed
// network reader. Must never crash, leak or hang.
#include <string_view>

namespace boardtalk::g2048 {

void fuzz_parsers(std::string_view bytes);

// The packed network file (packed_network.hpp) from `bytes`, and, past the checksum that guards
// it there, its content alone for a tiny network (the first two bytes its nonzero count): no
// crash, and whatever reads packs again to the same weights.
void fuzz_packed_network(std::string_view bytes);

}  // namespace boardtalk::g2048
