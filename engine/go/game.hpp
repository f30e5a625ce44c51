#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "engine/go/board.hpp"
#include "engine/go/rules.hpp"

namespace boardtalk::go {

// Why a move is refused (or ok).
enum class MoveResult {
    ok,
    off_board,       // not a point of this board, or a colour that cannot move
    occupied,        // the point holds a stone
    suicide,         // the move leaves its own chain without liberty (rules forbid suicide)
    ko,              // simple ko: immediate recapture of a single stone
    superko,         // positional / situational superko: recreates an earlier position
    recent_capture,  // recent-capture rule: the point was emptied by a capture too recently
};

// "ok", "off board", "occupied", "suicide", "ko", "superko", "recent capture".
std::string_view to_string(MoveResult r);

// Why a handicap or setup placement is refused (or ok).
enum class SetupResult {
    ok,
    board_not_empty,  // stones on the board or moves in the history
    invalid_points,   // a duplicate, a pass, a point outside the board, no liberty left;
                      // for a handicap also fewer than 2 points
};

// A setup change made during the game (SGF AB/AW/AE/PL in a node after the start; GUI board
// editing): stones put on or taken off the board, not moves.
struct SetupEdit {
    std::size_t after_moves = 0;   // how many moves of the history come before it
    std::vector<Move> changes;     // black or white puts that stone on the point, empty clears it
    std::optional<Color> to_move;  // the player to move after it (SGF PL), if it says
    friend bool operator==(const SetupEdit&, const SetupEdit&) = default;
};

// A game: board + rules + history (setup/handicap stones, then moves), with legality under the
// rules, captures, ko state and unlimited undo. Either colour may move at any time (GTP allows
// the same colour twice in a row); pass is always legal. A refused move changes nothing.
// play() costs about 0.1-0.2 microseconds on 19x19 (superko check included, no board copy);
// undo replays the game from the setup position (about 20 us at move 460 on 19x19).
class Game {
  public:
    // Precondition: width and height in 2..25.
    explicit Game(int width = 19, int height = 19, Rules rules = Rules::chinese());

    const Board& board() const { return board_; }
    int width() const { return board_.width(); }
    int height() const { return board_.height(); }

    const Rules& rules() const { return rules_; }
    // Changes the rules from now on (moves already played stay).
    void set_rules(const Rules& rules) { rules_ = rules; }
    void set_komi(double komi) { rules_.komi = komi; }
    double komi() const { return rules_.komi; }
    // What White adds to its points: komi and the rules' bonus for the handicap stones.
    double white_bonus() const { return rules_.white_bonus(handicap_.size()); }

    // Empty board of the same size: no stones, handicap, history or captures. Rules and komi stay.
    void clear();
    // clear() at a new size; false (and nothing changes) when width or height is outside 2..25.
    bool resize(int width, int height);

    // The verdict play(c, p) would give, without playing.
    MoveResult check(Color c, Point p) const;
    bool is_legal(Color c, Point p) const { return check(c, p) == MoveResult::ok; }
    // Plays c at p (pass included) when check(c, p) is ok; otherwise changes nothing.
    MoveResult play(Color c, Point p);
    // Every board point where c may play now, row by row from the bottom left (pass excluded).
    std::vector<Point> legal_moves(Color c) const;

    // Takes back the last n moves (never handicap or setup stones) and every edit() made after
    // the first of them. false, and nothing changes, when fewer than n moves were played or
    // n < 1.
    bool undo(int n = 1);

    // Places handicap stones for black as setup (not moves); `first` (white unless an SGF PL
    // says otherwise) is to move after it.
    // All or nothing: refused on a board with stones or history, or with an invalid point list
    // (fewer than 2 points, a duplicate, a pass, a point outside the board, or every point
    // of the board).
    SetupResult set_handicap(std::span<const Point> points, Color first = Color::white);
    const std::vector<Point>& handicap() const { return handicap_; }

    // Places setup stones of either colour (as SGF AB/AW or a test diagram): not moves, never
    // undone, part of the superko history's first position; `first` moves next. All or nothing:
    // refused on a board with stones or history, or when a point is off the board, repeated, or
    // the stones would leave a chain without liberty. handicap() stays empty.
    SetupResult set_setup(std::span<const Move> stones, Color first = Color::black);
    // The setup stones (handicap stones included), in placing order.
    const std::vector<Move>& setup() const { return setup_; }

    // Changes stones at any time (between moves): each change puts a stone of its colour on its
    // point (replacing what was there) or, with Color::empty, clears the point; `to_move`, if
    // given, becomes the player to move until the next move. Captures stay as they are; the ko
    // state and the superko histories restart from the new position (no move can repeat a
    // position from before a setup). Recorded in edits() and replayed by undo(). All or nothing:
    // invalid_points when a point is off the board or repeated, a colour is border, or a chain
    // would be left without liberty.
    SetupResult edit(std::span<const Move> changes, std::optional<Color> to_move = std::nullopt);
    // The edits made since the start, oldest first (after_moves never decreases).
    const std::vector<SetupEdit>& edits() const { return edits_; }

    // The moves played since the handicap, oldest first.
    const std::vector<Move>& history() const { return history_; }
    std::optional<Move> last_move() const;
    // Colour to move next: the player an edit named, until the next move; else the opponent of
    // the last mover; at the start black, or white after a handicap (or the setup's `first`).
    Color to_move() const;
    // The player to move after the setup, before any move and edit (black unless a handicap or
    // the setup said otherwise).
    Color first_to_move() const { return first_to_move_; }
    // Number of passes at the end of the history, counting back to the last edit.
    int consecutive_passes() const;

    // Stones that c has captured (opponent stones removed by c's moves, plus c's opponent's
    // stones removed by that opponent's own suicides).
    int captures(Color c) const { return captures_[player_index(c)]; }
    // The points holding stones of c, row by row from the bottom left.
    std::vector<Point> stones(Color c) const;

  private:
    // A small counting filter over position hashes in front of the exact history scan.
    struct HashHistory {
        std::vector<std::uint64_t> hashes;
        std::array<std::uint32_t, 4096> counts{};
        void push(std::uint64_t h);
        bool contains(std::uint64_t h) const;
        void clear();
    };

    void reset_to_setup();
    void replay(const std::vector<Move>& moves);
    void apply(Color c, Point p);
    void apply_edit(const SetupEdit& e);
    void restart_repetition_history();
    bool blocked_by_recent_capture(Point p) const;

    Board board_;
    Rules rules_;
    std::vector<Point> handicap_;
    std::vector<Move> setup_;
    Color first_to_move_ = Color::black;
    std::vector<Move> history_;
    std::vector<SetupEdit> edits_;
    std::optional<Color> edited_to_move_;  // set by an edit with to_move, cleared by a move
    std::array<int, 2> captures_{};
    Point ko_point_ = pass;  // simple ko: the point ko_color_ may not play now
    Color ko_color_ = Color::empty;
    std::array<std::vector<Point>, 2> recent_;  // points emptied by each colour's last capture
    HashHistory positions_;                     // board hash after setup and after every move
    HashHistory situations_;                    // same, mixed with the player to move next
};

}  // namespace boardtalk::go
