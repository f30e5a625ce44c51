#include "engine/morris/solve/table_file.hpp"

#include <boost/crc.hpp>
#include <charconv>
#include <cstdio>
#include <optional>

namespace boardtalk::morris::solve {

namespace {

constexpr std::string_view kMagic = "boardtalk morris sector table 1";

std::uint32_t crc32(std::string_view bytes) {
    boost::crc_32_type crc;
    crc.process_bytes(bytes.data(), bytes.size());
    return crc.checksum();
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

// The header lines after the magic, as expected values; the first that differs is the error.
std::optional<std::string> check_header(std::string_view& rest, const Rules& rules, Sector s,
                                        std::uint32_t& crc) {
    const std::string keys[] = {"rules ", "sector ", "positions "};
    const std::string expected[] = {table_rules_text(rules), sector_name(s),
                                    std::to_string(sector_index(s).size())};
    const char* what[] = {kWrongRules, "wrong sector", "wrong position count"};
    for (int i = 0; i < 3; ++i) {
        auto line = take_line(rest);
        if (!line || !line->starts_with(keys[i])) return "bad header line for " + keys[i];
        const std::string_view value = line->substr(keys[i].size());
        if (value != expected[i])
            return std::string(what[i]) + " '" + std::string(value) + "', expected '" +
                   expected[i] + "'";
    }
    auto line = take_line(rest);
    if (!line || !line->starts_with("crc32 ") || line->size() != 14) return "bad crc32 line";
    auto [end, ec] = std::from_chars(line->data() + 6, line->data() + 14, crc, 16);
    if (ec != std::errc() || end != line->data() + 14) return "bad crc32 line";
    line = take_line(rest);
    if (!line || !line->empty()) return "no blank line after the header";
    return std::nullopt;
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

Result<SectorTable> parse_table(std::string_view content, const Rules& rules, Sector expected) {
    std::string_view rest = content;
    auto magic = take_line(rest);
    if (!magic || *magic != kMagic) return Error{"not a boardtalk morris sector table"};
    std::uint32_t crc = 0;
    if (auto err = check_header(rest, rules, expected, crc)) return Error{*err};
    const std::uint64_t size = sector_index(expected).size();
    if (rest.size() != size)
        return Error{"truncated or oversized: " + std::to_string(rest.size()) + " bytes of " +
                     std::to_string(size)};
    if (crc32(rest) != crc) return Error{"checksum mismatch (file damaged)"};
    return SectorTable{expected, std::vector<Stored>(rest.begin(), rest.end()),
                       &sector_index(expected)};
}

}  // namespace boardtalk::morris::solve
