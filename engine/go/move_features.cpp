#include "engine/go/move_features.hpp"

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <unordered_map>

#include "core/real.hpp"
#include "engine/go/diamond_pattern.hpp"
#include "engine/go/game_positions.hpp"

namespace boardtalk::go {

namespace {

// Black and white swapped in every cell of a 3x3 key (empty and border stay).
std::uint16_t colours_swapped(std::uint16_t key) {
    return static_cast<std::uint16_t>(swap_colours(key));
}

// The smallest key of each key's 8 symmetries, for all 65,536 keys (built once, thread-safe): a
// 3x3 key is a diamond key with the four far points empty, which every symmetry keeps empty.
const std::vector<std::uint16_t>& canonical_keys() {
    static const std::vector<std::uint16_t> table = [] {
        std::vector<std::uint16_t> t(1 << 16);
        for (unsigned key = 0; key < t.size(); ++key)
            t[key] = static_cast<std::uint16_t>(canonical_diamond(key, false));
        return t;
    }();
    return table;
}

std::uint16_t canonical_key(std::uint16_t key) {
    return canonical_keys()[key];
}

int distance_value(Point p, Point q) {
    if (q == pass) return 11;
    const int dx = std::abs(x_of(p) - x_of(q)), dy = std::abs(y_of(p) - y_of(q));
    // 0 when p is that move's own point, empty again after a capture: counted as next to it.
    return std::clamp(dx + dy + std::max(dx, dy), 2, 10);
}

// Whether p takes the last liberty but one of an opponent chain next to it.
bool gives_atari(const FastBoard& board, Point p) {
    const Color opp = opponent(board.to_move());
    for (Point n : neighbours(p))
        if (board.at(n) == opp && board.liberties(n, 3) == 2) return true;
    return false;
}

Tactic tactic_of(const FastBoard& board, Point p) {
    const int captured = capture_size(board, p);
    if (captured == 1) return Tactic::capture_one;
    if (captured > 1) return Tactic::capture_more;
    if (board.is_atari_escape(p)) return Tactic::escape;
    if (board.is_self_atari(p)) return Tactic::self_atari;
    if (gives_atari(board, p)) return Tactic::atari;
    return Tactic::none;
}

// The features of p but its pattern (left 0): what MoveRatings::strength reads from its tables.
MoveFeatures features_but_pattern(const FastBoard& board, Point p) {
    MoveFeatures f;
    f.line = std::min(board.line(p), line_values);
    f.last_distance = distance_value(p, board.last_move());
    f.previous_distance = distance_value(p, board.previous_move());
    f.tactic = tactic_of(board, p);
    return f;
}

}  // namespace

int capture_size(const FastBoard& board, Point p) {
    const Color opp = opponent(board.to_move());
    std::array<Point, 4> heads{};
    int n_heads = 0, stones = 0;
    for (Point n : neighbours(p)) {
        if (board.at(n) != opp || !board.in_atari(n)) continue;
        const Point h = board.chain_head(n);
        if (std::find(heads.begin(), heads.begin() + n_heads, h) != heads.begin() + n_heads)
            continue;
        heads[n_heads++] = h;
        stones += board.chain_size(n);
    }
    return stones;
}

std::uint16_t canonical_pattern(const FastBoard& board, Point p) {
    std::uint16_t key = board.pattern_key(p);
    if (board.to_move() == Color::white) key = colours_swapped(key);
    return canonical_key(key);
}

std::uint32_t canonical_diamond(const FastBoard& board, Point p) {
    return canonical_diamond(diamond_key(board, p), board.to_move() == Color::white);
}

MoveFeatures move_features(const FastBoard& board, Point p) {
    MoveFeatures f = features_but_pattern(board, p);
    f.pattern = canonical_pattern(board, p);
    f.diamond = canonical_diamond(board, p);
    return f;
}

FeatureSpace::FeatureSpace() : pattern_number_(1 << 16, UINT32_MAX) {
    for (unsigned key = 0; key < (1u << 16); ++key) {
        const std::uint16_t c = canonical_key(std::uint16_t(key));
        if (c != key) continue;
        pattern_number_[key] = std::uint32_t(pattern_keys_.size());
        pattern_keys_.push_back(std::uint16_t(key));
        group_of_.push_back(pattern_group);
    }
    // The diamond group starts with "diamond none"; add_diamond appends the others.
    const std::array<int, feature_group_count> sizes = {
        0, line_values, distance_values, distance_values, tactic_values, 1};
    for (int g = line_group; g < feature_group_count; ++g) {
        first_[g] = std::uint32_t(group_of_.size());
        group_of_.insert(group_of_.end(), sizes[g], g);
    }
}

std::array<std::uint32_t, feature_group_count> FeatureSpace::numbers(const MoveFeatures& f) const {
    return {pattern_number_[f.pattern],
            first_[line_group] + std::uint32_t(f.line - 1),
            first_[last_distance_group] + std::uint32_t(f.last_distance - 2),
            first_[previous_distance_group] + std::uint32_t(f.previous_distance - 2),
            first_[tactics_group] + std::uint32_t(f.tactic),
            [&] {
                const auto it = diamond_number_.find(f.diamond);
                return it == diamond_number_.end() ? first_[diamond_group] : it->second;
            }()};
}

std::uint32_t FeatureSpace::add_diamond(std::uint32_t key) {
    const auto [it, added] = diamond_number_.emplace(key, std::uint32_t(group_of_.size()));
    if (added) {
        group_of_.push_back(diamond_group);
        diamond_keys_.push_back(key);
    }
    return it->second;
}

std::string FeatureSpace::name(int n) const {
    const int g = group_of_.at(n);
    const int v = n - int(first_[g]);
    char hex[8];
    switch (g) {
        case pattern_group:
            std::snprintf(hex, sizeof hex, "%04x", unsigned(pattern_keys_[n]));
            return std::string("pattern ") + hex;
        case line_group:
            return "line " + std::to_string(v + 1);
        case last_distance_group:
            return "last " + std::to_string(v + 2);
        case previous_distance_group:
            return "previous " + std::to_string(v + 2);
        case diamond_group:
            if (v == 0) return "diamond none";
            std::snprintf(hex, sizeof hex, "%06x", unsigned(diamond_keys_[v - 1]));
            return std::string("diamond ") + hex;
        default:
            return "tactic " + std::to_string(v);
    }
}

namespace {

// The feature number of "group value" in `space`: a diamond (six hex digits, a canonical key)
// is added to it; nullopt for an unknown name.
std::optional<std::uint32_t> feature_number(FeatureSpace& space, const std::string& group,
                                            const std::string& value) {
    static const std::unordered_map<std::string, int> fixed = [] {
        const FeatureSpace empty;
        std::unordered_map<std::string, int> names;
        for (int f = 0; f < empty.feature_count(); ++f) names.emplace(empty.name(f), f);
        return names;
    }();
    if (const auto it = fixed.find(group + " " + value); it != fixed.end())
        return std::uint32_t(it->second);
    if (group != "diamond" || value.size() != 6 ||
        value.find_first_not_of("0123456789abcdef") != std::string::npos)
        return std::nullopt;
    const auto key = std::uint32_t(std::stoul(value, nullptr, 16));
    if (canonical_diamond(key, false) != key) return std::nullopt;
    return space.add_diamond(key);
}

}  // namespace

Result<MoveRatings> MoveRatings::parse(std::string_view text) {
    MoveRatings r;
    r.gammas_.assign(r.space_.feature_count(), 1.0);
    int line_number = 0;
    bool header = false;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string line(text.substr(0, end));
        if (!line.empty() && line.back() == '\r') line.pop_back();  // a file with CRLF lines
        text.remove_prefix(std::min(end + 1, text.size()));
        ++line_number;
        const std::string where = "line " + std::to_string(line_number) + ": ";
        if (!header) {
            if (line != "boardtalk go ratings 1")
                return Error{"not a ratings file (boardtalk go learn)"};
            header = true;
            continue;
        }
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string group, value, gamma_text, extra;
        fields >> group >> value >> gamma_text;
        const auto n = feature_number(r.space_, group, value);
        if (!n) return Error{where + "unknown feature '" + group + " " + value + "'"};
        const auto gamma = parse_real(gamma_text);
        if (!gamma || *gamma < 1e-6 || *gamma > 1e6 || (fields >> extra))
            return Error{where + "bad gamma '" + gamma_text + "' (a number from 1e-6 to 1e6)"};
        r.gammas_.resize(r.space_.feature_count(), 1.0);
        r.gammas_[*n] = *gamma;
    }
    if (!header) return Error{"not a ratings file (boardtalk go learn)"};
    r.build_lookups();
    return r;
}

void MoveRatings::build_lookups() {
    for (int side = 0; side < 2; ++side) {
        pattern_gamma_[side].resize(1 << 16);
        for (unsigned key = 0; key < (1u << 16); ++key) {
            MoveFeatures f;
            f.pattern = canonical_key(side ? colours_swapped(std::uint16_t(key)) : key);
            pattern_gamma_[side][key] = float(gammas_[space_.numbers(f)[pattern_group]]);
        }
    }
    const std::uint32_t none = space_.first(diamond_group);
    unknown_diamond_gamma_ = float(gammas_[none]);
    const auto& keys = space_.diamond_keys();
    for (std::size_t i = 0; i < keys.size(); ++i)
        diamond_gamma_[keys[i]] = float(gammas_[none + 1 + i]);
}

double MoveRatings::strength(const FastBoard& board, Point p) const {
    const auto n = space_.numbers(features_but_pattern(board, p));
    const int side = board.to_move() == Color::white;
    double s = pattern_gamma_[side][board.pattern_key(p)];
    for (int g = line_group; g < diamond_group; ++g) s *= gammas_[n[g]];
    float diamond = unknown_diamond_gamma_;
    if (!diamond_gamma_.empty()) {
        const auto it = diamond_gamma_.find(canonical_diamond(board, p));
        if (it != diamond_gamma_.end()) diamond = it->second;
    }
    return s * diamond;
}

namespace {

// A candidate of the rating positions: empty, legal (simple ko), not filling an own eye.
bool is_candidate(const FastBoard& board, const Game& replay, Color mover, Point p) {
    return board.at(p) == Color::empty && !board.is_own_eye(p) && replay.is_legal(mover, p);
}

}  // namespace

int add_game_positions(const Game& game, const FeatureSpace& space, RatingData& data) {
    int added = 0;
    std::vector<std::vector<std::uint32_t>> candidates;
    for_each_position(game, [&](const FastBoard& board, const Game& replay, const Move& m) {
        candidates.clear();
        int choice = -1;
        for (Point p : replay.board().points()) {
            if (!is_candidate(board, replay, m.color, p)) continue;
            if (p == m.point) choice = int(candidates.size());
            const auto numbers = space.numbers(move_features(board, p));
            candidates.emplace_back(numbers.begin(), numbers.end());
        }
        if (choice >= 0) data.add_position(candidates, choice), ++added;
    });
    return added;
}

void count_chosen_diamonds(const Game& game, std::unordered_map<std::uint32_t, int>& counts) {
    for_each_position(game, [&](const FastBoard& board, const Game& replay, const Move& m) {
        if (is_candidate(board, replay, m.color, m.point))
            ++counts[canonical_diamond(board, m.point)];
    });
}

}  // namespace boardtalk::go
