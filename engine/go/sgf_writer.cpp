#include "engine/go/sgf_writer.hpp"

#include <algorithm>
#include <charconv>

#include "engine/go/notation.hpp"
#include "engine/go/sgf_record.hpp"

namespace boardtalk::go {

std::string sgf_escape(std::string_view value) {
    std::string out;
    out.reserve(value.size());
    for (char c : value) {
        if (c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

namespace {

// A property as written: identifier and escaped values.
struct Written {
    std::string id;
    std::vector<std::string> values;
};

std::string number(double value) {
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("0");
}

std::string sgf_point(Point p, int height) {
    if (p == pass) return std::string();
    return {static_cast<char>('a' + x_of(p)), static_cast<char>('a' + height - 1 - y_of(p))};
}

std::string text(const Written& w) {
    std::string out = w.id;
    for (const auto& v : w.values) out += '[' + v + ']';
    return out;
}

// AB, AW and AE of a list of changes (only those present), then PL when given.
std::vector<Written> setup_properties(std::span<const Move> changes, std::optional<Color> to_move,
                                      int height) {
    std::vector<Written> out;
    for (auto [id, color] : {std::pair{"AB", Color::black}, std::pair{"AW", Color::white},
                             std::pair{"AE", Color::empty}}) {
        Written w{id, {}};
        for (const Move& m : changes)
            if (m.color == color) w.values.push_back(sgf_point(m.point, height));
        if (!w.values.empty()) out.push_back(std::move(w));
    }
    if (to_move) out.push_back({"PL", {*to_move == Color::white ? "W" : "B"}});
    return out;
}

// The root's game-information properties, extras merged in.
std::vector<Written> root_info(const Game& game, const SgfWriteOptions& o) {
    const std::string size = game.width() == game.height() ? std::to_string(game.width())
                                                           : std::to_string(game.width()) + ":" +
                                                                 std::to_string(game.height());
    auto composed = [](std::string_view s) {
        std::string out;
        for (char c : sgf_escape(s)) out += c == ':' ? std::string("\\:") : std::string(1, c);
        return out;
    };
    std::vector<Written> root = {{"FF", {"4"}},
                                 {"GM", {"1"}},
                                 {"CA", {"UTF-8"}},
                                 {"AP", {composed(o.application) + ":" + composed(o.version)}},
                                 {"SZ", {size}},
                                 {"KM", {number(game.komi())}},
                                 {"RU", {sgf_escape(sgf_rules_name(game.rules()))}}};
    if (o.result) root.push_back({"RE", {sgf_escape(*o.result)}});
    for (const auto& property : o.extra) {
        const std::string& id = property.first;
        auto same =
            std::find_if(root.begin(), root.end(), [&](const Written& w) { return w.id == id; });
        if (same != root.end()) {
            same->values = {sgf_escape(property.second)};
        } else {
            root.push_back({id, {sgf_escape(property.second)}});
        }
    }
    return root;
}

// HA, AB, AW and PL of the position before the first move.
std::vector<Written> root_setup(const Game& game) {
    const bool handicap = !game.handicap().empty();
    const Color inferred = handicap ? Color::white : Color::black;
    std::optional<Color> first;
    if (game.first_to_move() != inferred) first = game.first_to_move();
    auto out = setup_properties(game.setup(), first, game.height());
    if (handicap) out.insert(out.begin(), Written{"HA", {std::to_string(game.handicap().size())}});
    return out;
}

// The nodes after the root: moves, with the edits in their places.
std::vector<std::string> later_nodes(const Game& game) {
    std::vector<std::string> nodes;
    const auto& moves = game.history();
    std::size_t e = 0;
    for (std::size_t i = 0; i <= moves.size(); ++i) {
        for (; e < game.edits().size() && game.edits()[e].after_moves == i; ++e) {
            std::string node = ";";
            const SetupEdit& edit = game.edits()[e];
            for (const auto& w : setup_properties(edit.changes, edit.to_move, game.height()))
                node += text(w);
            nodes.push_back(std::move(node));
        }
        if (i == moves.size()) break;
        const Move& m = moves[i];
        nodes.push_back(std::string(m.color == Color::white ? ";W[" : ";B[") +
                        sgf_point(m.point, game.height()) + "]");
    }
    return nodes;
}

}  // namespace

std::string write_sgf(const Game& game, const SgfWriteOptions& options) {
    std::string out = "(;";
    for (const auto& w : root_info(game, options)) out += text(w);
    for (const auto& w : root_setup(game)) out += '\n' + text(w);
    const auto nodes = later_nodes(game);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (i % 10 == 0) out += '\n';
        out += nodes[i];
    }
    out += ')';
    return out;
}

std::optional<std::string> sgf_result(const Game& game, const DeadSet& dead) {
    if (game.consecutive_passes() < 2) return std::nullopt;
    return score_text(score(game, dead));
}

}  // namespace boardtalk::go
