#pragma once
// The file of one sector table: a text header naming the format, the rules, the sector, the
// number of positions, the block size and the CRC-32 of the block checksums, a blank line, the
// CRC-32 of each block of values (4 bytes each, little-endian), then one byte per position by
// rank. A block's checksum lets a mapped file be checked a block at a time, at its first read
// (checked_table.hpp), so a game's first position in a 400 MB sector does not read it all.
// Format 1 (one CRC-32 of all the values, no blocks) is still read. The adapter reads and writes
// the bytes; this only formats and checks them.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
// The error for values (or block checksums) that do not match their checksum.
inline constexpr const char* kDamaged = "checksum mismatch (file damaged)";

// The largest header a table file has: read_table_head needs no more of the file.
inline constexpr std::size_t kTableHeadBytes = 4096;

// Values per checked block (format 2).
inline constexpr std::uint64_t kTableBlock = 65536;

// A file's header, checked against the rules, the sector and the file's size.
struct TableHead {
    int format = 2;                  // 1: one CRC of all the values; 2: a CRC per block
    std::uint64_t positions = 0;     // values in the file
    std::uint64_t header_bytes = 0;  // the header's text with its blank line
    std::uint32_t crc = 0;           // format 1: of the values; 2: of the block CRCs
    std::uint64_t blocks() const {
        return format == 1 ? 0 : (positions + kTableBlock - 1) / kTableBlock;
    }
    std::uint64_t values_offset() const { return header_bytes + 4 * blocks(); }
};

// Reads the header from a file's first bytes (`head`, up to kTableHeadBytes) and checks what it
// and the file's size can tell without the sector's index: format, rules, sector, and that the
// size matches the stated count.
Result<TableHead> read_table_head(std::string_view head, std::uint64_t file_size,
                                  const Rules& rules, Sector expected);

// "wrong position count 'N', expected 'M'" when `head` does not count the entries of sector
// `expected`'s index (building the index: after read_table_head, at the table's first use).
std::optional<std::string> count_problem(const TableHead& head, Sector expected);

// The block CRCs of a format-2 `file` (the whole file, or at least its header and CRCs) whose
// header is `head`, checked against the header's CRC of them.
Result<std::vector<std::uint32_t>> read_block_crcs(std::string_view file, const TableHead& head);

// Parses and checks a file's content: format, rules (as `rules`), sector (as `expected`),
// count, size and checksum. The error says which, e.g. "checksum mismatch (file damaged)".
Result<SectorTable> parse_table(std::string_view content, const Rules& rules, Sector expected);

}  // namespace boardtalk::morris::solve
