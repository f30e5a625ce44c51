#include "engine/morris/solve/table_file.hpp"

#include <zlib.h>

#include <charconv>
#include <cstdio>
#include <optional>

namespace boardtalk::morris::solve {

namespace {

constexpr std::string_view kMagic = "boardtalk morris sector table 1";

// CRC-32 (ISO-HDLC, as zip and PNG; what boost::crc_32_type computed before), by zlib: several
// times faster than a byte at a time, which matters when a game first reaches a 400 MB sector.
std::uint32_t crc32(std::string_view bytes) {
    const auto* data = reinterpret_cast<const Bytef*>(bytes.data());
    return static_cast<std::uint32_t>(::crc32_z(::crc32_z(0, nullptr, 0), data, bytes.size()));
}

std::string hex(std::uint32_t v) {
    char buf[9];
    std::snprintf(buf, sizeof buf, "%08x", v);
    return buf;
}

// Takes the next line (without '\n') off `rest`; nullopt when there is none.
std::optional<std::string_view> take_line(std::string_view& rest) {
    const auto nl = rest.find('\n');
    if (nl == std::string_view::npos) return std::nullopt;
    const std::string_view line = rest.substr(0, nl);
    rest.remove_prefix(nl + 1);
    return line;
}

// The header's fields after the magic, as the file states them.
struct Header {
    std::string_view rules, sector, positions;
    std::uint32_t crc = 0;
};

// Reads the header lines off `rest` (which then holds the values); the error names the first
// line that is malformed.
Result<Header> read_header(std::string_view& rest) {
    auto magic = take_line(rest);
    if (!magic || *magic != kMagic) return Error{"not a boardtalk morris sector table"};
    Header h;
    const std::string_view keys[] = {"rules ", "sector ", "positions "};
    std::string_view* fields[] = {&h.rules, &h.sector, &h.positions};
    for (int i = 0; i < 3; ++i) {
        auto line = take_line(rest);
        if (!line || !line->starts_with(keys[i]))
            return Error{"bad header line for " + std::string(keys[i])};
        *fields[i] = line->substr(keys[i].size());
    }
    auto line = take_line(rest);
    if (!line || !line->starts_with("crc32 ") || line->size() != 14) return Error{"bad crc32 line"};
    auto [end, ec] = std::from_chars(line->data() + 6, line->data() + 14, h.crc, 16);
    if (ec != std::errc() || end != line->data() + 14) return Error{"bad crc32 line"};
    line = take_line(rest);
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
    std::string out = std::string(kMagic) + "\nrules " + table_rules_text(rules) + "\nsector " +
                      sector_name(table.sector) + "\npositions " +
                      std::to_string(table.values.size()) + "\ncrc32 " + hex(crc32(bytes)) + "\n\n";
    out.append(bytes);
    return out;
}

std::optional<std::string> check_table_head(std::string_view head, std::uint64_t file_size,
                                            const Rules& rules, Sector expected) {
    std::string_view rest = head;
    auto h = read_header(rest);
    if (!h) return h.error();
    if (auto err = mismatch(*h, rules, expected)) return err;
    std::uint64_t positions = 0;
    const auto [end, ec] =
        std::from_chars(h->positions.data(), h->positions.data() + h->positions.size(), positions);
    if (ec != std::errc() || end != h->positions.data() + h->positions.size())
        return "bad header line for positions ";
    const std::uint64_t values = file_size - (head.size() - rest.size());
    if (values != positions) return size_error(values, positions).message;
    return std::nullopt;
}

Result<SectorTable> parse_table(std::string_view content, const Rules& rules, Sector expected) {
    std::string_view rest = content;
    auto h = read_header(rest);
    if (!h) return Error{h.error()};
    if (auto err = mismatch(*h, rules, expected)) return Error{*err};
    const std::uint64_t size = sector_index(expected).size();
    if (h->positions != std::to_string(size))
        return Error{"wrong position count '" + std::string(h->positions) + "', expected '" +
                     std::to_string(size) + "'"};
    if (rest.size() != size) return size_error(rest.size(), size);
    if (crc32(rest) != h->crc) return Error{"checksum mismatch (file damaged)"};
    return SectorTable{expected, std::vector<Stored>(rest.begin(), rest.end()),
                       &sector_index(expected)};
}

}  // namespace boardtalk::morris::solve
