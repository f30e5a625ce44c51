#include "engine/2048/save_format.hpp"

#include <charconv>
#include <optional>
#include <vector>

namespace boardtalk::g2048 {

namespace {

constexpr std::string_view header = "boardtalk-2048 save 1";
// Loading runs the generator through the draws (about 7 ns each): 2^32, some 2 billion moves,
// stays under a minute, far beyond any game played.
constexpr std::uint64_t max_draws = std::uint64_t{1} << 32;

std::optional<std::uint64_t> to_u64(std::string_view s) {
    std::uint64_t v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return v;
}

// Reads the text line by line, tracking the line number for messages.
class Lines {
  public:
    explicit Lines(std::string_view text) : text_(text) {}
    std::optional<std::string_view> next() {
        if (pos_ >= text_.size()) {
            ++number_;  // messages about a missing line name the line that should be there
            return std::nullopt;
        }
        auto end = text_.find('\n', pos_);
        if (end == std::string_view::npos) end = text_.size();
        auto line = text_.substr(pos_, end - pos_);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        pos_ = end + 1;
        ++number_;
        return line;
    }
    Error error(const std::string& what) const {
        return Error{"corrupt save file: line " + std::to_string(number_) + ": " + what};
    }

  private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int number_ = 0;
};

struct Header {
    int size = 4;
    std::uint64_t seed = 0;
    std::uint64_t draws = 0;  // of the generator before the start
    bool random = true;
    Position start;
};

// The value of a `key VALUE` line, or nullopt when the line is something else.
std::optional<std::string_view> value_of(std::optional<std::string_view> line,
                                         std::string_view key) {
    if (!line || line->substr(0, key.size()) != key || line->size() <= key.size() ||
        (*line)[key.size()] != ' ')
        return std::nullopt;
    return line->substr(key.size() + 1);
}

Result<Header> read_header(Lines& lines) {
    if (lines.next() != header) return lines.error("not a boardtalk 2048 save file");
    Header h;
    auto size = value_of(lines.next(), "size");
    auto n = size ? to_u64(*size) : std::nullopt;
    if (!n || *n < min_size || *n > max_size) return lines.error("expected 'size N', N in 3..8");
    h.size = static_cast<int>(*n);
    auto seed = value_of(lines.next(), "seed");
    auto s = seed ? to_u64(*seed) : std::nullopt;
    if (!s) return lines.error("expected 'seed N'");
    h.seed = *s;
    auto line = lines.next();
    if (auto draws = value_of(line, "draws")) {  // only after old moves were dropped
        auto d = to_u64(*draws);
        if (!d || *d > max_draws) return lines.error("expected 'draws N', N <= 2^32");
        h.draws = *d;
        line = lines.next();
    }
    auto start = value_of(line, "start");
    if (!start) return lines.error("expected 'start random|given POSITION'");
    h.random = start->substr(0, 7) == "random ";
    if (h.random && h.draws > 0) return lines.error("a random start comes without 'draws'");
    if (!h.random && start->substr(0, 6) != "given ")
        return lines.error("expected 'start random|given POSITION'");
    auto position = parse_position(start->substr(h.random ? 7 : 6), h.size);
    if (!position) return lines.error(position.error());
    h.start = std::move(position).value();
    return h;
}

// One `move L CELL VALUE` line applied to the game, checked against the seed's spawn.
std::optional<std::string> replay_move(Game& game, std::string_view line) {
    if (line.size() < 7 || line.substr(0, 5) != "move " || line[6] != ' ')
        return "expected 'move L CELL VALUE' or 'end'";
    const auto d = parse_direction(line.substr(5, 1));
    if (!d) return "unknown direction '" + std::string(line.substr(5, 1)) + "'";
    const auto rest = line.substr(7);
    const auto space = rest.find(' ');
    const auto cell = to_u64(rest.substr(0, space));
    const auto value =
        space == std::string_view::npos ? std::nullopt : to_u64(rest.substr(space + 1));
    if (!cell || !value || *cell >= static_cast<std::uint64_t>(game.grid().cell_count()) ||
        (*value != 2 && *value != 4))
        return "bad spawn '" + std::string(rest) + "'";
    if (auto e = game.check_move(*d)) return move_error_text(*e, *d);
    const Spawn expected{static_cast<int>(*cell), static_cast<std::uint8_t>(*value == 4 ? 2 : 1)};
    if (game.play(*d).spawn != expected) return "the spawn does not match the seed";
    return std::nullopt;
}

}  // namespace

std::string save_game(const Game& game) {
    std::string out(header);
    out += "\nsize " + std::to_string(game.size());
    out += "\nseed " + std::to_string(game.seed());
    if (game.start_draws() > 0) out += "\ndraws " + std::to_string(game.start_draws());
    out += std::string("\nstart ") + (game.random_start() ? "random " : "given ") +
           format_position(game.start());
    out += std::string("\nkeep_going ") + (game.keep_going() ? "yes" : "no") + "\n";
    for (const auto& m : game.moves()) {
        out += "move ";
        out += direction_letter(m.direction);
        out += ' ' + std::to_string(m.spawn.cell) + ' ' + tile_text(m.spawn.exponent) + '\n';
    }
    return out + "end\n";
}

Result<Game> load_game(std::string_view text) {
    Lines lines(text);
    auto h = read_header(lines);
    if (!h) return Error{h.error()};
    const Header& hd = h.value();
    Game game =
        hd.random ? Game(hd.size, hd.seed) : Game::from_position(hd.start, hd.seed, hd.draws);
    if (game.start() != hd.start) return lines.error("the start does not match the seed");
    auto keep = value_of(lines.next(), "keep_going");
    if (!keep || (*keep != "yes" && *keep != "no"))
        return lines.error("expected 'keep_going yes|no'");
    game.set_keep_going_flag(*keep == "yes");
    for (;;) {
        auto line = lines.next();
        if (!line) return lines.error("missing 'end' (truncated file?)");
        if (*line == "end") break;
        if (auto problem = replay_move(game, *line)) return lines.error(*problem);
    }
    while (auto line = lines.next())
        if (!line->empty()) return lines.error("text after 'end'");
    return game;
}

}  // namespace boardtalk::g2048
