#include "engine/morris/text_format.hpp"

#include <charconv>
#include <vector>

#include "engine/morris/notation.hpp"
#include "engine/morris/position_text.hpp"

namespace boardtalk::morris {

namespace {

constexpr std::string_view kMagic = "boardtalk-morris 1";

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        std::size_t nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (nl == std::string_view::npos) break;
        text.remove_prefix(nl + 1);
    }
    return lines;
}

Error at(std::size_t line, const std::string& problem) {
    return Error{"line " + std::to_string(line + 1) + ": " + problem};
}

// One `MOVE POSITION` line (MOVE is `start` on the first).
Result<RecordEntry> parse_entry(std::string_view line, std::size_t n, const Rules& rules,
                                bool first) {
    const std::size_t space = line.find(' ');
    if (space == std::string_view::npos) return at(n, "expected a move and a position");
    const std::string_view move = line.substr(0, space);
    RecordEntry entry;
    entry.where = "line " + std::to_string(n + 1);
    if (first != (move == "start"))
        return at(n, first ? "the first position must be marked 'start'"
                           : "'start' may only mark the first position");
    if (!first) {
        auto turn = parse_turn(move);
        if (!turn) return at(n, "bad move '" + std::string(move) + "': " + turn.error());
        entry.turn = *turn;
    }
    auto pos = parse_position(line.substr(space + 1), rules);
    if (!pos) return at(n, "bad position: " + pos.error());
    entry.position = *pos;
    return entry;
}

// The final `end N` line; nullopt when it is right.
std::optional<Error> check_end(std::string_view line, std::size_t n, std::size_t positions) {
    if (!line.starts_with("end ")) return at(n, "expected a move and a position or the 'end' line");
    std::size_t count = 0;
    const std::string_view num = line.substr(4);
    auto [p, ec] = std::from_chars(num.data(), num.data() + num.size(), count);
    if (ec != std::errc() || p != num.data() + num.size() || count != positions)
        return at(n, "the end line says '" + std::string(num) + "' positions, the file has " +
                         std::to_string(positions));
    return std::nullopt;
}

}  // namespace

bool TextFormat::recognises(std::string_view content) const {
    return content.starts_with(kMagic);
}

std::string TextFormat::write(const GameRecord& record) const {
    std::string out = std::string(kMagic) + "\nrules " + to_text(record.rules) + '\n';
    for (const RecordEntry& e : record.entries) {
        out += e.turn ? format_turn(*e.turn) : std::string("start");
        out += ' ' + to_text(e.position, record.rules) + '\n';
    }
    out += "end " + std::to_string(record.entries.size()) + '\n';
    return out;
}

Result<GameRecord> TextFormat::read(std::string_view content) const {
    const auto lines = split_lines(content);
    if (lines.empty() || lines[0] != kMagic)
        return at(0, "not a boardtalk morris save file (expected '" + std::string(kMagic) + "')");
    if (lines.size() < 2 || !lines[1].starts_with("rules "))
        return at(1, "expected 'rules' and the rule options");
    auto rules = parse_rules(lines[1].substr(6));
    if (!rules) return at(1, "bad rules: " + rules.error());
    GameRecord record{*rules, {}};
    for (std::size_t n = 2; n < lines.size(); ++n) {
        if (lines[n].starts_with("end")) {
            if (auto err = check_end(lines[n], n, record.entries.size())) return *err;
            if (record.entries.empty()) return at(n, "no positions before the end line");
            for (std::size_t k = n + 1; k < lines.size(); ++k)
                if (!lines[k].empty()) return at(k, "text after the end line");
            return record;
        }
        auto entry = parse_entry(lines[n], n, record.rules, record.entries.empty());
        if (!entry) return Error{entry.error()};
        record.entries.push_back(std::move(*entry));
    }
    return at(lines.size() - 1, "the file is truncated (no 'end' line)");
}

}  // namespace boardtalk::morris
