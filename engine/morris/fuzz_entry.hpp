#pragma once
// A libFuzzer-able entry for the text parsers: move notation, removal tokens, position text,
// rules text, both save formats, endgame database files and sector names. It must never crash, leak
// or trip a sanitizer; it asserts (aborts) when a parsed value does not print back to text that
// parses to the same value.
#include <string_view>

namespace boardtalk::morris {

void fuzz_parsers(std::string_view bytes);

}  // namespace boardtalk::morris
