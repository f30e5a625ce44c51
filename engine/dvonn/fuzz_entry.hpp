#pragma once
// A libFuzzer-able entry for the DVONN text parsers: move notation, position text and the save
// format. It must never crash, leak or trip a sanitizer; it aborts when a parsed value does not
// print back to text that parses to the same value.
#include <string_view>

namespace boardtalk::dvonn {

void fuzz_parsers(std::string_view bytes);

}  // namespace boardtalk::dvonn
