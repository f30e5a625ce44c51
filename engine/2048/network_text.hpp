#pragma once
// The pieces of text the network files share (ntuple.cpp's float file and packed_network.cpp's
// packed one): their checksum, their shapes and stage tiles as header text, canonical numbers,
// and the header's named lines. One parser per value, so both files read a field alike.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "engine/2048/ntuple.hpp"

namespace boardtalk::g2048::network_text {

// 64-bit FNV-1a of `bytes`.
std::uint64_t fnv1a(std::string_view bytes);

// "0,1,2,3,4,5 4,5,6,7,8,9": the shapes as the header's line writes them.
std::string shapes_text(const std::vector<TupleShape>& shapes);
// The shapes of a header's line, each valid (NTupleNetwork::shape_problem), at least one; only
// the text shapes_text writes.
Result<std::vector<TupleShape>> parse_shapes(std::string_view text);

// "8192,16384" for the exponents {13, 14}.
std::string stages_text(const std::vector<int>& exponents);

// A number as the files write it (decimal, or lower-case hex with `base` 16; no sign, no leading
// zero), so that a file that parses is the file that was written.
std::optional<std::uint64_t> canonical_number(std::string_view text, int base);

// The header's lines from `pos` on, each the text after its name in `names`, in that order;
// `pos` ends after the last. "truncated or damaged header (no 'NAME' line)" otherwise.
Result<std::vector<std::string>> header_fields(std::string_view bytes, std::size_t& pos,
                                               const std::vector<std::string_view>& names);

}  // namespace boardtalk::g2048::network_text
