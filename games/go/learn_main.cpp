// `boardtalk go learn`: rates the features of candidate moves (engine/go/move_features.hpp) by
// minorization-maximization (engine/go/move_ratings.hpp) from the moves of SGF game records,
// such as the records `boardtalk match --out DIR` keeps, and writes the gammas to a file; or,
// with --evaluate, says how well a ratings file predicts the moves of other records.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/go/move_features.hpp"
#include "engine/go/policy_planes.hpp"
#include "engine/go/sgf_record.hpp"
#include "games/common/cli.hpp"
#include "games/go/go_main.hpp"
#include "games/go/ratings_file.hpp"
#include "protocol/errors.hpp"
#include "protocol/files.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::go_adapter {

namespace {

struct LearnOptions {
    std::vector<std::string> records;  // directories of .sgf files
    std::string out;
    std::string evaluate;  // a ratings file (or builtin) to measure instead of learning
    std::string planes;    // a file of the policy network's training examples to write instead
    int iterations = 30;
    int diamond_min = 3;  // a diamond pattern is rated when this many moves played had it
};

// The game of one record, or nullopt with a warning on stderr (a record that cannot be read
// is skipped, not fatal: a directory of match records may hold a game cut short).
std::optional<go::Game> read_record(const std::filesystem::path& path) {
    std::string text;
    try {
        text = protocol::read_whole_file(path.string(), protocol::max_game_file_bytes);
    } catch (const protocol::CommandError& e) {
        std::cerr << "boardtalk go learn: skipped: " << e.what() << '\n';
        return std::nullopt;
    }
    auto loaded = go::load_sgf_game(text, go::Rules::chinese());
    if (loaded) return std::move(loaded->game);
    std::cerr << "boardtalk go learn: skipped " << path.string() << ": " << loaded.error() << '\n';
    return std::nullopt;
}

// The .sgf files of a directory, in name order.
std::vector<std::filesystem::path> sgf_files(const std::string& dir) {
    std::error_code ec;
    std::filesystem::directory_iterator it(dir, ec);
    if (ec) throw protocol::UsageError("--records: cannot read " + dir + ": " + ec.message());
    std::vector<std::filesystem::path> files;
    for (const auto& entry : it)
        if (entry.is_regular_file() && entry.path().extension() == ".sgf")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

// The features to rate: the fixed ones, and the diamonds at least `diamond_min` of the games'
// moves had (in key order, so that the numbering does not depend on a hash table's).
go::FeatureSpace feature_space(const std::vector<go::Game>& games, int diamond_min) {
    std::unordered_map<std::uint32_t, int> counts;
    for (const go::Game& game : games) go::count_chosen_diamonds(game, counts);
    std::vector<std::uint32_t> kept;
    for (const auto& [key, count] : counts)
        if (count >= diamond_min) kept.push_back(key);
    std::sort(kept.begin(), kept.end());
    go::FeatureSpace space;
    for (std::uint32_t key : kept) space.add_diamond(key);
    return space;
}

std::string ratings_text(const go::FeatureSpace& space, const go::RatingData& data,
                         const std::vector<double>& gammas, int games) {
    std::vector<int> seen(space.feature_count(), 0);
    for (std::uint32_t f : data.features) ++seen[f];
    const go::RatingFit fit = go::rating_fit(data, gammas);
    std::string text = "boardtalk go ratings 1\n";
    text += fmt::format(
        "# {} positions of {} games, {} candidates; log-likelihood {:.4f} a move, the move "
        "played rated first in {:.1f}%\n# feature value gamma (features never seen stay 1)\n",
        data.position_count(), games, data.candidate_count(), fit.log_likelihood,
        100 * fit.top_rate);
    for (int f = 0; f < space.feature_count(); ++f)
        if (seen[f] > 0)  // within the range --ratings reads
            text += fmt::format("{} {:.6g}\n", space.name(f), std::clamp(gammas[f], 1e-6, 1e6));
    return text;
}

// The games of every record of the directories (the unreadable ones skipped).
std::vector<go::Game> read_games(const std::vector<std::string>& dirs) {
    std::vector<go::Game> games;
    for (const std::string& dir : dirs)
        for (const auto& path : sgf_files(dir))
            if (auto game = read_record(path)) games.push_back(std::move(*game));
    return games;
}

// The positions of `games` as candidates numbered by `space`.
go::RatingData rating_data(const std::vector<go::Game>& games, const go::FeatureSpace& space) {
    go::RatingData data;
    data.groups = go::feature_group_count;
    data.group_of = space.group_of();
    for (const go::Game& game : games) go::add_game_positions(game, space, data);
    return data;
}

// --evaluate's ratings; throws protocol::UsageError when there are none to measure.
std::shared_ptr<const go::MoveRatings> ratings_to_evaluate(const std::string& name) {
    std::shared_ptr<const go::MoveRatings> ratings;
    try {
        ratings = read_ratings("evaluate", name);
    } catch (const std::invalid_argument& e) {
        throw protocol::UsageError(e.what());
    }
    if (!ratings) throw protocol::UsageError("--evaluate: none has no ratings to measure");
    return ratings;
}

// --evaluate: the fit of the ratings to the moves of `games`, a line on stdout.
void evaluate(const std::string& name, const go::MoveRatings& ratings,
              const std::vector<go::Game>& games) {
    const go::RatingData data = rating_data(games, ratings.space());
    const go::RatingFit fit = go::rating_fit(data, ratings.gammas());
    std::cout << fmt::format(
        "{}: {} positions of {} games, {} candidates; log-likelihood {:.4f} a move, the move "
        "played rated first in {:.1f}%\n",
        name, data.position_count(), games.size(), data.candidate_count(), fit.log_likelihood,
        100 * fit.top_rate);
}

// --planes: the policy network's training examples of `games` (those of the first game's board
// size; the others are counted and skipped), written to `out` under a two-line header.
void write_planes(const std::string& out, const std::vector<go::Game>& games) {
    std::string bytes;
    int examples = 0, skipped = 0;
    const int w = games.empty() ? 0 : games.front().width();
    const int h = games.empty() ? 0 : games.front().height();
    for (const go::Game& game : games) {
        if (game.width() != w || game.height() != h) {
            ++skipped;
            continue;
        }
        examples += go::append_policy_examples(game, bytes);
    }
    const std::string header =
        fmt::format("boardtalk go planes 1\nsize {} {} planes {} examples {} bytes {}\n", w, h,
                    go::policy_plane_count, examples, go::policy_example_bytes(w, h));
    protocol::write_file_atomically(out, header + bytes);
    std::cerr << fmt::format(
        "boardtalk go learn: {} examples of {} games on {}x{} written to {}{}\n", examples,
        games.size() - skipped, w, h, out,
        skipped > 0 ? fmt::format(" ({} games of other sizes skipped)", skipped) : "");
}

}  // namespace

int go_learn_main(int argc, char** argv) {
    namespace po = protocol::po;
    LearnOptions o;
    po::options_description desc("options");
    desc.add_options()("records", po::value(&o.records)->required(),
                       "a directory of SGF game records (.sgf files); repeat for more")(
        "out", protocol::text_value(&o.out), "the file of the ratings to write")(
        "evaluate", protocol::text_value(&o.evaluate),
        "instead of learning: how well these ratings (a file, or builtin) predict the moves of "
        "the records (log-likelihood a move, how often the move played is rated first)")(
        "planes", protocol::text_value(&o.planes),
        "instead of learning: write the policy network's training examples of the records to "
        "this file (conformance/go/policy/train.py reads it)")(
        "iterations",
        protocol::arg_value(&o.iterations, protocol::int_type(), protocol::int_range(1, 1000))
            ->default_value(o.iterations),
        "sweeps of minorization-maximization, 1..1000")(
        "diamond-min",
        protocol::arg_value(&o.diamond_min, protocol::int_type(), protocol::int_range(1, 1000000))
            ->default_value(o.diamond_min),
        "rate a 12-point diamond pattern when at least this many of the moves played had it "
        "(the others share the feature \"diamond none\"), 1..1000000");
    po::variables_map vm;
    const std::string usage =
        "usage: boardtalk go learn --records DIR [--records DIR...] --out FILE | --evaluate "
        "RATINGS | --planes FILE   (ratings of move features from the moves of game records)";
    if (auto code = protocol::parse_options(argc, argv, usage, desc, {}, vm)) return *code;
    if (std::ranges::count(o.records, std::string()))
        throw protocol::UsageError("--records: must not be empty");
    if (int(!o.out.empty()) + int(!o.evaluate.empty()) + int(!o.planes.empty()) != 1)
        throw protocol::UsageError(
            "--out FILE (to learn), --evaluate RATINGS (to measure) or --planes FILE (training "
            "examples): one of them");
    if (o.out.empty())
        for (const char* learning : {"iterations", "diamond-min"})
            if (!vm[learning].defaulted())
                throw protocol::UsageError(std::string("--") + learning +
                                           " is for learning (--out), not --evaluate or --planes");
    if (!o.planes.empty()) {
        write_planes(o.planes, read_games(o.records));
        return 0;
    }
    if (!o.evaluate.empty()) {
        const auto ratings = ratings_to_evaluate(o.evaluate);
        evaluate(o.evaluate, *ratings, read_games(o.records));
        return 0;
    }
    const std::vector<go::Game> games_read = read_games(o.records);
    const int games = int(games_read.size());
    const go::FeatureSpace space = feature_space(games_read, o.diamond_min);
    const go::RatingData data = rating_data(games_read, space);
    std::cerr << fmt::format("boardtalk go learn: {} positions of {} games, {} candidates\n",
                             data.position_count(), games, data.candidate_count());
    const std::vector<double> gammas = go::learn_ratings(data, o.iterations);
    const std::string text = ratings_text(space, data, gammas, games);
    protocol::write_file_atomically(o.out, text);
    std::cerr << text.substr(0, text.find("# feature"));
    return 0;
}

}  // namespace boardtalk::go_adapter
