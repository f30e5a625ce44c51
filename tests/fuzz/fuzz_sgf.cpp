// Random bytes as an SGF file: parsing, reading and replaying never crash or hang, every error
// is one line, and whatever loads writes back to a record that loads to the same text again.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/go/sgf_parser.hpp"
#include "engine/go/sgf_record.hpp"
#include "engine/go/sgf_writer.hpp"

namespace {

using namespace boardtalk::go;

// The game the text loads to (at move `until` when given), or nullopt after a one-line error.
std::optional<LoadedGame> load(std::string_view text, std::optional<int> until) {
    SgfLimits limits;
    limits.max_main_line = 2000;  // keeps each input fast; the caps themselves are tested
    auto loaded = load_sgf_game(text, Rules::chinese(), until, limits);
    if (loaded) return std::move(loaded).value();
    const std::string& error = loaded.error();
    if (error.empty() || error.find('\n') != std::string::npos) std::abort();
    return std::nullopt;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    // The first byte also picks a stopping move, as `loadsgf FILE n` would.
    const std::optional<int> until =
        size > 0 && data[0] % 4 == 0 ? std::optional<int>(data[size - 1] % 64) : std::nullopt;
    auto game = load(text, until);
    if (!game) return 0;
    const std::string written = write_sgf(game->game);
    auto again = load(written, std::nullopt);
    if (!again) std::abort();
    if (write_sgf(again->game) != written) std::abort();
    if (again->game.history() != game->game.history()) std::abort();
    for (Point p : game->game.board().points())
        if (again->game.board().at(p) != game->game.board().at(p)) std::abort();
    return 0;
}
