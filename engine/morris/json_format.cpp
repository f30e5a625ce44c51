#include "engine/morris/json_format.hpp"

#include <nlohmann/json.hpp>

#include "engine/morris/notation.hpp"
#include "engine/morris/position_text.hpp"

namespace boardtalk::morris {

namespace {

using nlohmann::json;

Result<RecordEntry> parse_entry(const json& item, std::size_t i, const Rules& rules) {
    RecordEntry entry;
    entry.where = "history[" + std::to_string(i) + "]";
    auto fail = [&](const std::string& problem) { return Error{entry.where + ": " + problem}; };
    if (!item.is_object()) return fail("expected an object with move and position");
    const auto pos_it = item.find("position");
    if (pos_it == item.end() || !pos_it->is_string()) return fail("missing position string");
    auto pos = parse_position(pos_it->get<std::string>(), rules);
    if (!pos) return fail("bad position: " + pos.error());
    entry.position = *pos;
    const auto move_it = item.find("move");
    if (move_it == item.end()) return fail("missing move (null for the first position)");
    if (i == 0 ? !move_it->is_null() : !move_it->is_string())
        return fail(i == 0 ? "the first position's move must be null" : "move must be a string");
    if (i > 0) {
        auto turn = parse_turn(move_it->get<std::string>());
        if (!turn) return fail("bad move: " + turn.error());
        entry.turn = *turn;
    }
    return entry;
}

Result<GameRecord> from_json(const json& doc) {
    if (!doc.is_object() || doc.value("format", json()) != "boardtalk-morris")
        return Error{"not a boardtalk morris save file (format is not \"boardtalk-morris\")"};
    if (doc.value("version", json()) != 1) return Error{"unsupported version (expected 1)"};
    const auto rules_it = doc.find("rules");
    if (rules_it == doc.end() || !rules_it->is_string()) return Error{"missing rules string"};
    auto rules = parse_rules(rules_it->get<std::string>());
    if (!rules) return Error{"bad rules: " + rules.error()};
    const auto hist = doc.find("history");
    if (hist == doc.end() || !hist->is_array() || hist->empty())
        return Error{"missing history (an array with at least the start position)"};
    GameRecord record{*rules, {}};
    for (std::size_t i = 0; i < hist->size(); ++i) {
        auto entry = parse_entry((*hist)[i], i, record.rules);
        if (!entry) return Error{entry.error()};
        record.entries.push_back(std::move(*entry));
    }
    return record;
}

}  // namespace

bool JsonFormat::recognises(std::string_view content) const {
    const auto first = content.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && content[first] == '{';
}

std::string JsonFormat::write(const GameRecord& record) const {
    json history = json::array();
    for (const RecordEntry& e : record.entries) {
        json move = e.turn ? json(format_turn(*e.turn)) : json(nullptr);
        history.push_back(json{{"move", move}, {"position", to_text(e.position, record.rules)}});
    }
    json doc{{"format", "boardtalk-morris"},
             {"version", 1},
             {"rules", to_text(record.rules)},
             {"history", history}};
    return doc.dump(1) + '\n';
}

Result<GameRecord> JsonFormat::read(std::string_view content) const {
    json doc;
    try {
        doc = json::parse(content.begin(), content.end());
    } catch (const json::exception& e) {
        // what() reads "[json.exception.parse_error.101] parse error at line 3, column 5: ...";
        // a number too large for any type is an out_of_range (406), thrown while parsing too.
        const std::string what = e.what();
        return Error{"malformed JSON: " + what.substr(what.find(']') + 2)};
    }
    return from_json(doc);
}

}  // namespace boardtalk::morris
