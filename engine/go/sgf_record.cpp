#include "engine/go/sgf_record.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

#include "core/real.hpp"
#include "engine/go/notation.hpp"

namespace boardtalk::go {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// Shown in errors: at most 20 characters, non-printable bytes as '?'.
std::string shown(std::string_view value) {
    std::string out(value.substr(0, 20));
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
    return value.size() > 20 ? out + "..." : out;
}

std::optional<int> parse_int(std::string_view text) {
    text = trim(text);
    int value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

// The only value of a root property, or nullopt when absent.
std::optional<std::string_view> root_value(const SgfNode& root, std::string_view id) {
    const SgfProperty* p = root.find(id);
    if (!p || p->values.empty()) return std::nullopt;
    return std::string_view(p->values.front());
}

// Reads the root's GM, SZ, KM, HA, RU into `record`; an error message, or empty.
std::string read_root(const SgfNode& root, SgfGameRecord& record) {
    if (auto gm = root_value(root, "GM"); gm && trim(*gm) != "1")
        return "not a Go game record (GM[" + shown(*gm) + "])";
    if (auto sz = root_value(root, "SZ")) {
        const auto colon = sz->find(':');
        auto w = parse_int(sz->substr(0, colon));
        auto h = colon == std::string_view::npos ? w : parse_int(sz->substr(colon + 1));
        if (!w || !h) return "bad board size SZ[" + shown(*sz) + "]";
        const std::string size = std::to_string(*w) + "x" + std::to_string(*h);
        if (*w > max_size || *h > max_size) return "board size " + size + " is over 25";
        if (*w < min_size || *h < min_size) return "board size " + size + " is under 2";
        record.width = *w;
        record.height = *h;
    }
    if (auto km = root_value(root, "KM"); km && !trim(*km).empty()) {
        record.komi = boardtalk::parse_real(trim(*km));
        if (!record.komi) return "bad komi KM[" + shown(*km) + "]";
    }
    if (auto ha = root_value(root, "HA"); ha && !trim(*ha).empty()) {
        auto n = parse_int(*ha);
        if (!n || *n < 0) return "bad handicap HA[" + shown(*ha) + "]";
        // GNU Go's bound, and place_free_handicap's: the stones must leave a point to play.
        const int most = record.width * record.height - 1;
        if (*n > most)
            return "bad handicap HA[" + shown(*ha) + "] (at most " + std::to_string(most) + " on " +
                   std::to_string(record.width) + "x" + std::to_string(record.height) + ")";
        record.handicap = *n;
    }
    if (auto ru = root_value(root, "RU")) record.ru = std::string(*ru);
    return {};
}

// Stores `message` in `error` and gives nullopt (the readers' failure path).
std::nullopt_t fail(std::string& error, std::string message) {
    error = std::move(message);
    return std::nullopt;
}

// "ab": column a, row b counted from the top. nullopt for anything else or off the board.
std::optional<Point> sgf_point(std::string_view v, int width, int height) {
    auto index = [](char c) {
        if (c >= 'a' && c <= 'z') return c - 'a';
        if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
        return -1;
    };
    if (v.size() != 2) return std::nullopt;
    const int x = index(v[0]), row = index(v[1]);
    if (x < 0 || row < 0 || x >= width || row >= height) return std::nullopt;
    return point(x, height - 1 - row);
}

// The points of a point-list value: "ab" or the rectangle "ab:cd"; false on a bad value.
bool add_points(std::string_view v, int w, int h, std::vector<Point>& out) {
    const auto colon = v.find(':');
    auto a = sgf_point(v.substr(0, colon), w, h);
    auto b = colon == std::string_view::npos ? a : sgf_point(v.substr(colon + 1), w, h);
    if (!a || !b) return false;
    for (int y = std::min(y_of(*a), y_of(*b)); y <= std::max(y_of(*a), y_of(*b)); ++y)
        for (int x = std::min(x_of(*a), x_of(*b)); x <= std::max(x_of(*a), x_of(*b)); ++x)
            out.push_back(point(x, y));
    return true;
}

// The AB/AW/AE/PL of a node as a setup (nullopt when it has none); an error in `error`.
std::optional<SgfSetup> read_setup(const SgfNode& node, const SgfGameRecord& r,
                                   std::string& error) {
    SgfSetup setup;
    bool any = false;
    std::array<bool, array_size> seen{};
    for (auto [id, color] : {std::pair{"AB", Color::black}, std::pair{"AW", Color::white},
                             std::pair{"AE", Color::empty}}) {
        const SgfProperty* p = node.find(id);
        if (!p) continue;
        any = true;
        for (const auto& v : p->values) {
            std::vector<Point> points;
            if (!add_points(v, r.width, r.height, points))
                return fail(error, "bad point " + std::string(id) + "[" + shown(v) + "]");
            for (Point q : points) {
                if (seen[q])
                    return fail(error, "point " + vertex_name(q) + " set twice in one node");
                seen[q] = true;
                setup.changes.push_back(Move{color, q});
            }
        }
    }
    if (auto pl = node.find("PL"); pl && !pl->values.empty()) {
        const auto v = trim(pl->values.front());
        const char c = v.empty() ? ' ' : static_cast<char>(std::toupper(v.front()));
        if (c != 'B' && c != 'W')
            return fail(error, "bad player PL[" + shown(pl->values.front()) + "]");
        setup.to_move = c == 'B' ? Color::black : Color::white;
        any = true;
    }
    if (!any) return std::nullopt;
    return setup;
}

// The B or W of a node (nullopt when it has none); an error in `error`.
std::optional<Move> read_move(const SgfNode& node, const SgfGameRecord& r, std::string& error) {
    const SgfProperty* b = node.find("B");
    const SgfProperty* w = node.find("W");
    if (!b && !w) return std::nullopt;
    if (b && w) return fail(error, "a node with both B and W");
    const SgfProperty& p = b ? *b : *w;
    if (p.values.size() != 1)
        return fail(error,
                    "a move " + p.id + " with " + std::to_string(p.values.size()) + " values");
    const std::string_view v = trim(p.values.front());
    const Color c = b ? Color::black : Color::white;
    if (v.empty() || (v == "tt" && r.width <= 19 && r.height <= 19)) return Move{c, pass};
    auto q = sgf_point(v, r.width, r.height);
    if (!q) return fail(error, "bad move " + p.id + "[" + shown(p.values.front()) + "]");
    return Move{c, *q};
}

std::string lower_letters(std::string_view text) {
    std::string out;
    for (char c : text)
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

Result<SgfGameRecord> read_game_record(const SgfMainLine& line) {
    SgfGameRecord record;
    if (line.nodes.empty()) return Error{"no game in the file"};
    if (auto error = read_root(line.nodes.front(), record); !error.empty())
        return Error{std::move(error)};
    for (std::size_t i = 0; i < line.nodes.size(); ++i) {
        std::string error;
        auto setup = read_setup(line.nodes[i], record, error);
        auto move = error.empty() ? read_move(line.nodes[i], record, error) : std::nullopt;
        if (!error.empty()) return Error{error + " (node " + std::to_string(i + 1) + ")"};
        if (setup && i == 0) record.root_setup = std::move(*setup);
        if (setup && i > 0) record.steps.emplace_back(std::move(*setup));
        if (move) record.steps.emplace_back(*move);
    }
    return record;
}

std::optional<Rules> rules_from_sgf(std::string_view ru) {
    const std::string name = lower_letters(ru);
    if (name == "chinese") return Rules::chinese();
    if (name == "japanese") return Rules::japanese();
    if (name == "aga") return Rules::aga();
    if (name == "nz" || name == "newzealand") return Rules::new_zealand();
    if (name == "tromptaylor") return Rules::tromp_taylor();
    return Rules::parse(ru);
}

std::string sgf_rules_name(const Rules& rules) {
    const std::pair<Rules, const char*> named[] = {{Rules::chinese(), "Chinese"},
                                                   {Rules::japanese(), "Japanese"},
                                                   {Rules::aga(), "AGA"},
                                                   {Rules::new_zealand(), "NZ"},
                                                   {Rules::tromp_taylor(), "Tromp-Taylor"}};
    for (auto [preset, name] : named) {
        preset.komi = rules.komi;
        if (preset == rules) return name;
    }
    std::string text = rules.to_string();
    return text.substr(0, text.rfind(" komi="));
}

namespace {

// Places the root's setup; false when the position is invalid.
bool place_root_setup(Game& game, const SgfGameRecord& record) {
    const std::optional<Color> to_move = record.root_setup.to_move;
    std::vector<Move> stones;  // AE on an empty board changes nothing
    for (const Move& m : record.root_setup.changes)
        if (m.color != Color::empty) stones.push_back(m);
    const bool handicap = record.handicap >= 2 && !stones.empty() &&
                          std::all_of(stones.begin(), stones.end(),
                                      [](const Move& m) { return m.color == Color::black; });
    if (handicap && stones.size() == static_cast<std::size_t>(record.handicap)) {
        std::vector<Point> points;
        for (const Move& m : stones) points.push_back(m.point);
        return game.set_handicap(points, to_move.value_or(Color::white)) == SetupResult::ok;
    }
    if (stones.empty() && !to_move) return true;
    const Color first = to_move.value_or(handicap ? Color::white : Color::black);
    return game.set_setup(stones, first) == SetupResult::ok;
}

}  // namespace

Result<LoadedGame> replay_game_record(const SgfGameRecord& record, const Rules& current,
                                      std::optional<int> until) {
    Rules rules = current;
    if (record.ru) rules = rules_from_sgf(*record.ru).value_or(current);
    rules.komi = record.komi.value_or(current.komi);
    LoadedGame out{Game(record.width, record.height, rules), Color::black};
    Game& game = out.game;
    if (!place_root_setup(game, record))
        return Error{"invalid setup in the root node (a chain without liberty)"};
    int number = 1;  // of the next move
    for (std::size_t i = 0; i < record.steps.size(); ++i) {
        if (const auto* setup = std::get_if<SgfSetup>(&record.steps[i])) {
            if (game.edit(setup->changes, setup->to_move) != SetupResult::ok)
                return Error{"invalid setup before move " + std::to_string(number) +
                             " (a chain without liberty)"};
            continue;
        }
        const Move m = std::get<Move>(record.steps[i]);
        if (until && *until >= 1 && number >= *until) {
            out.to_move = m.color;
            return out;
        }
        if (MoveResult r = game.play(m.color, m.point); r != MoveResult::ok)
            return Error{"illegal move at move " + std::to_string(number) + " (" +
                         (m.color == Color::black ? "black " : "white ") + vertex_name(m.point) +
                         ": " + std::string(to_string(r)) + ")"};
        ++number;
    }
    out.to_move = game.to_move();
    return out;
}

Result<LoadedGame> load_sgf_game(std::string_view text, const Rules& current,
                                 std::optional<int> until, const SgfLimits& limits) {
    const auto line = parse_sgf(text, limits);
    if (!line) return Error{line.error()};
    const auto record = read_game_record(*line);
    if (!record) return Error{record.error()};
    return replay_game_record(*record, current, until);
}

}  // namespace boardtalk::go
