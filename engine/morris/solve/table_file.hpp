#pragma once
// The file of one sector table: a text header naming the format, the rules, the sector, the
// number of positions and the CRC-32 of the values, a blank line, then one byte per position by
// rank. The adapter reads and writes the bytes; this only formats and checks them.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/morris/rules.hpp"
#include "engine/morris/solve/retrograde.hpp"

namespace boardtalk::morris::solve {

// The rules a table depends on, as its header names them: "flying=on diagonals=off".
std::string table_rules_text(const Rules& rules);

// "sector-4-3.mdb".
std::string table_file_name(Sector s);

// The whole file.
std::string format_table(const SectorTable& table, const Rules& rules);

// How the error of parse_table starts when the file is for other rules.
inline constexpr const char* kWrongRules = "wrong rules";

// The largest header a table file has: check_table_head needs no more of the file.
inline constexpr std::size_t kTableHeadBytes = 4096;

// Checks what a file's first bytes (`head`, up to kTableHeadBytes) and its size can tell without
// the sector's index: format, rules, sector, and that the size matches the stated count. The
// error, or nullopt when the file may be a good table (parse_table then checks the rest).
std::optional<std::string> check_table_head(std::string_view head, std::uint64_t file_size,
                                            const Rules& rules, Sector expected);

// Parses and checks a file's content: format, rules (as `rules`), sector (as `expected`),
// count, size and checksum. The error says which, e.g. "checksum mismatch (file damaged)".
Result<SectorTable> parse_table(std::string_view content, const Rules& rules, Sector expected);

}  // namespace boardtalk::morris::solve
