#pragma once
// Entry for the fuzz targets: feeds arbitrary bytes to the text parsers of the 2048 engine
// (positions for every size, directions, save files, n-tuple network files). Must never crash,
// leak or hang.
#include <string_view>

namespace boardtalk::g2048 {

void fuzz_parsers(std::string_view bytes);

}  // namespace boardtalk::g2048
