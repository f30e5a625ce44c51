#pragma once
// GTP v2 §3.1 input preprocessing, shared by every game.
#include <string>
#include <string_view>

namespace boardtalk::protocol {

// Cleans one raw input line (without its LF): drops CR and every control character except HT,
// cuts the line at the first '#', turns HT into space and trims surrounding white space.
// An empty result means the line gets no response at all.
std::string preprocess_line(std::string_view raw);

}  // namespace boardtalk::protocol
