#include "engine/morris/solve/table_file.hpp"

#include <charconv>
#include <optional>

#include "core/crc32.hpp"
#include "core/take_line.hpp"

namespace boardtalk::morris::solve {

namespace {

constexpr std::string_view kMagic = "boardtalk morris sector table ";  // then the format

// The header's fields after the magic, as the file states them.
struct Header {
    int format = 0;
    std::string_view rules, sector, positions;
    std::uint32_t crc = 0;
};

// Reads "KEY VALUE" off `rest`, VALUE into `value`; false when the line is not that.
bool take_field(std::string_view& rest, std::string_view key, std::string_view& value) {
    auto line = take_line(rest);
    if (!line || !line->starts_with(key) || line->size() == key.size() ||
        (*line)[key.size()] != ' ')
        return false;
    value = line->substr(key.size() + 1);
    return true;
}

// Reads the header lines off `rest` (which then holds the block CRCs or the values); the error
// names the first line that is malformed.
Result<Header> read_header(std::string_view& rest) {
    auto magic = take_line(rest);
    Header h;
    if (!magic || !magic->starts_with(kMagic)) return Error{"not a boardtalk morris sector table"};
    if (*magic == std::string(kMagic) + "1")
        h.format = 1;
    else if (*magic == std::string(kMagic) + "2")
        h.format = 2;
    else
        return Error{"unknown table format '" + std::string(magic->substr(kMagic.size(), 8)) + "'"};
    const std::string_view keys[] = {"rules", "sector", "positions"};
    std::string_view* fields[] = {&h.rules, &h.sector, &h.positions};
    for (int i = 0; i < 3; ++i)
        if (!take_field(rest, keys[i], *fields[i]))
            return Error{"bad header line for " + std::string(keys[i]) + " "};
    std::string_view block, crc;
    if (h.format == 2 &&
        (!take_field(rest, "block", block) || block != std::to_string(kTableBlock)))
        return Error{"bad block line"};
    if (!take_field(rest, "crc32", crc) || crc.size() != 8) return Error{"bad crc32 line"};
    auto [end, ec] = std::from_chars(crc.data(), crc.data() + 8, h.crc, 16);
    if (ec != std::errc() || end != crc.data() + 8) return Error{"bad crc32 line"};
    auto line = take_line(rest);
    if (!line || !line->empty()) return Error{"no blank line after the header"};
    return h;
}

// The first of the header's rules and sector that differ from what is expected, or nullopt.
std::optional<std::string> mismatch(const Header& h, const Rules& rules, Sector s) {
    const std::string expected[] = {table_rules_text(rules), sector_name(s)};
    const std::string_view stated[] = {h.rules, h.sector};
    const char* what[] = {kWrongRules, "wrong sector"};
    for (int i = 0; i < 2; ++i)
        if (stated[i] != expected[i])
            return std::string(what[i]) + " '" + std::string(stated[i]) + "', expected '" +
                   expected[i] + "'";
    return std::nullopt;
}

Error size_error(std::uint64_t got, std::uint64_t want) {
    return Error{"truncated or oversized: " + std::to_string(got) + " bytes of " +
                 std::to_string(want)};
}

}  // namespace

std::string table_rules_text(const Rules& rules) {
    return std::string("flying=") + (rules.flying ? "on" : "off") +
           " diagonals=" + (rules.diagonals ? "on" : "off");
}

std::string table_file_name(Sector s) {
    return "sector-" + sector_name(s) + ".mdb";
}

std::string format_table(const SectorTable& table, const Rules& rules) {
    const std::string_view bytes(reinterpret_cast<const char*>(table.values.data()),
                                 table.values.size());
    std::string crcs;
    for (std::uint64_t at = 0; at < bytes.size(); at += kTableBlock) {
        const std::uint32_t crc = crc32_of(bytes.substr(at, kTableBlock));
        for (int k = 0; k < 4; ++k) crcs.push_back(static_cast<char>((crc >> (8 * k)) & 0xff));
    }
    std::string out = std::string(kMagic) + "2\nrules " + table_rules_text(rules) + "\nsector " +
                      sector_name(table.sector) + "\npositions " +
                      std::to_string(table.values.size()) + "\nblock " +
                      std::to_string(kTableBlock) + "\ncrc32 " + crc32_hex(crc32_of(crcs)) + "\n\n";
    out.append(crcs);
    out.append(bytes);
    return out;
}

Result<TableHead> read_table_head(std::string_view head, std::uint64_t file_size,
                                  const Rules& rules, Sector expected) {
    std::string_view rest = head;
    auto h = read_header(rest);
    if (!h) return Error{h.error()};
    if (auto err = mismatch(*h, rules, expected)) return Error{*err};
    TableHead out{.format = h->format, .header_bytes = head.size() - rest.size(), .crc = h->crc};
    const auto [end, ec] = std::from_chars(
        h->positions.data(), h->positions.data() + h->positions.size(), out.positions);
    if (ec != std::errc() || end != h->positions.data() + h->positions.size() ||
        out.positions > (std::uint64_t{1} << 40))
        return Error{"bad header line for positions "};
    if (file_size < out.values_offset() || file_size - out.values_offset() != out.positions)
        return size_error(file_size < out.values_offset() ? 0 : file_size - out.values_offset(),
                          out.positions);
    return out;
}

std::optional<std::string> count_problem(const TableHead& head, Sector expected) {
    const std::uint64_t size = sector_index(expected).size();
    if (head.positions == size) return std::nullopt;
    return "wrong position count '" + std::to_string(head.positions) + "', expected '" +
           std::to_string(size) + "'";
}

Result<std::vector<std::uint32_t>> read_block_crcs(std::string_view file, const TableHead& head) {
    if (file.size() < head.values_offset()) return size_error(file.size(), head.values_offset());
    const std::string_view bytes = file.substr(head.header_bytes, 4 * head.blocks());
    if (crc32_of(bytes) != head.crc) return Error{kDamaged};
    std::vector<std::uint32_t> crcs(head.blocks());
    for (std::size_t b = 0; b < crcs.size(); ++b)
        for (int k = 0; k < 4; ++k)
            crcs[b] |= std::uint32_t{static_cast<unsigned char>(bytes[4 * b + k])} << (8 * k);
    return crcs;
}

Result<SectorTable> parse_table(std::string_view content, const Rules& rules, Sector expected) {
    auto head = read_table_head(content, content.size(), rules, expected);
    if (!head) return Error{head.error()};
    if (auto err = count_problem(*head, expected)) return Error{*err};
    const std::string_view values = content.substr(head->values_offset());
    const Error damaged{kDamaged};
    if (head->format == 1 && crc32_of(values) != head->crc) return damaged;
    if (head->format == 2) {
        auto crcs = read_block_crcs(content, *head);
        if (!crcs) return Error{crcs.error()};
        for (std::uint64_t b = 0; b < crcs->size(); ++b)
            if (crc32_of(values.substr(b * kTableBlock, kTableBlock)) != (*crcs)[b]) return damaged;
    }
    return SectorTable{expected, std::vector<Stored>(values.begin(), values.end()),
                       &sector_index(expected)};
}

}  // namespace boardtalk::morris::solve
