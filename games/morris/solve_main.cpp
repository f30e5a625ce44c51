// `boardtalk morris solve`: the endgame databases of the moving and flying phases, one file per
// sector, in dependency order, resumable.
#include <sys/resource.h>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "engine/morris/solve/retrograde.hpp"
#include "engine/morris/solve/table_file.hpp"
#include "games/common/cli.hpp"
#include "games/morris/morris_main.hpp"
#include "protocol/errors.hpp"
#include "protocol/files.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::morris {

namespace {

using solve::Sector;
using solve::SectorTable;

struct SolveOptions {
    int max_men = 0;
    std::string pair;  // --pair: this pair only, "A-B" (checked by sector_type)
    std::string out;
    std::string preset = "nine";
    std::string rules;
};

class Solver {
  public:
    Solver(const SolveOptions& o, const Rules& rules) : dir_(o.out), rules_(rules) {}

    // Solves (or finds done) the pair {a, b}; throws std::runtime_error when it cannot.
    void pair(int a, int b) {
        std::vector<Sector> sectors = {Sector{a, b}};
        if (a != b) sectors.push_back(Sector{b, a});
        const std::string name = "sector " + solve::sector_name(sectors[0]) +
                                 (a != b ? " + " + solve::sector_name(sectors[1]) : "");
        if (all_done(sectors)) {
            std::cerr << name << ": done already\n";
            return;
        }
        const auto start = std::chrono::steady_clock::now();
        const auto tables = solve::solve_pair(a, b, rules_, [this](Sector s) { return load(s); });
        if (!tables) throw std::runtime_error(name + ": " + tables.error());
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        for (const SectorTable& t : *tables) {
            const std::string content = solve::format_table(t, rules_);
            protocol::write_output_file(path(t.sector), content);
            bytes_ += content.size();
            report(t, secs);
            cache_[t.sector] = t;
        }
        seconds_ += secs;
    }

    // Forgets the tables no pair with `total` men or more depends on.
    void evict_below(int total) {
        std::erase_if(cache_,
                      [total](const auto& e) { return e.first.mover + e.first.other < total; });
    }

    void summary() const {
        rusage use{};
        getrusage(RUSAGE_SELF, &use);
        std::cerr << "solved " << positions_ << " positions (up to symmetry) in " << seconds_
                  << " s, wrote " << bytes_ << " bytes, peak memory " << use.ru_maxrss / 1024
                  << " MB\n";
    }

  private:
    std::string path(Sector s) const { return (dir_ / solve::table_file_name(s)).string(); }

    bool all_done(const std::vector<Sector>& sectors) {
        for (Sector s : sectors) {
            std::error_code ec;
            if (!std::filesystem::is_regular_file(path(s), ec)) return false;
            if (!read(s)) return false;
        }
        return true;
    }

    // The table in the file of `s`, or nullopt (saying why on stderr) when it is unusable.
    std::optional<SectorTable> read(Sector s) {
        try {
            const std::string content = protocol::read_whole_file(path(s), std::size_t{1} << 33);
            auto table = solve::parse_table(content, rules_, s);
            if (table) {
                upgrade(s, content, *table);
                return std::move(*table);
            }
            if (table.error().starts_with(solve::kWrongRules))
                throw std::runtime_error(path(s) + ": " + table.error() +
                                         " (use another directory for other rules)");
            std::cerr << path(s) << ": " << table.error() << ", solving it again\n";
        } catch (const protocol::CommandError& e) {
            std::cerr << e.what() << ", solving it again\n";
        }
        return std::nullopt;
    }

    // A table of format 1 (one checksum of all its values) is written again in the current
    // format, whose checksum per block lets `--databases` map it and check it as it is read.
    void upgrade(Sector s, std::string_view content, const SectorTable& table) {
        const auto head = solve::read_table_head(content, content.size(), rules_, s);
        if (!head || head->format != 1) return;
        protocol::write_output_file(path(s), solve::format_table(table, rules_));
        std::cerr << path(s) << ": rewritten in table format 2 (a checksum per block)\n";
    }

    const SectorTable* load(Sector s) {
        if (auto it = cache_.find(s); it != cache_.end()) return &it->second;
        std::error_code ec;
        if (!std::filesystem::exists(path(s), ec)) return nullptr;  // solve_pair says which
        auto table = read(s);
        if (!table) return nullptr;
        return &cache_.emplace(s, std::move(*table)).first->second;
    }

    void report(const SectorTable& t, double secs) {
        const solve::Tally n = solve::tally(t);
        const std::uint64_t classes = n.wins + n.losses + n.draws;
        positions_ += classes;
        std::cerr << "sector " << solve::sector_name(t.sector) << ": " << classes
                  << " positions up to symmetry (" << t.values.size() << " entries), " << n.wins
                  << " wins, " << n.losses << " losses, " << n.draws << " draws, longest "
                  << n.longest << " plies (pair solved in " << secs << " s)\n";
    }

    std::filesystem::path dir_;
    Rules rules_;
    std::map<Sector, SectorTable> cache_;
    std::uint64_t positions_ = 0, bytes_ = 0;
    double seconds_ = 0;
};

// "A-B", a sector of the moving phase (as in the file names), kept as text.
protocol::ArgType<std::string> sector_type() {
    return {"sector", [](std::string_view t) -> Result<std::string> {
                if (solve::parse_sector_name(t)) return std::string(t);
                return Error{"expected A-B, 3..12 men a side, 24 at most together"};
            }};
}

// A sector the game cannot reach (more men a side than the variant has) would cost hours for
// nothing: --max-men and --pair are bounded by the rules' men per side.
void check_men(const SolveOptions& o, const Rules& rules) {
    if (o.max_men > rules.men)
        throw protocol::UsageError("--max-men " + std::to_string(o.max_men) +
                                   ": these rules have " + std::to_string(rules.men) +
                                   " men a side");
    const auto only = solve::parse_sector_name(o.pair);
    if (only && std::max(only->mover, only->other) > rules.men)
        throw protocol::UsageError("--pair " + o.pair + ": these rules have " +
                                   std::to_string(rules.men) + " men a side");
}

void run(const SolveOptions& o) {
    auto preset = rules_preset(o.preset);
    if (!preset) throw protocol::UsageError("--preset: unknown preset '" + o.preset + "'");
    auto rules = parse_rules(o.rules, *preset);
    if (!rules) throw protocol::UsageError("bad --rules: " + rules.error());
    check_men(o, *rules);
    std::error_code ec;
    std::filesystem::create_directories(o.out, ec);
    if (ec) throw std::runtime_error("cannot create " + o.out + ": " + ec.message());
    Solver solver(o, *rules);
    if (const auto only = solve::parse_sector_name(o.pair)) {
        solver.pair(std::max(only->mover, only->other), std::min(only->mover, only->other));
        solver.summary();
        return;
    }
    for (int total = 6; total <= 2 * o.max_men; ++total) {
        solver.evict_below(total - 1);
        for (int a = std::min(o.max_men, total - 3); a * 2 >= total; --a) solver.pair(a, total - a);
    }
    solver.summary();
}

}  // namespace

int morris_solve_main(int argc, char** argv) {
    SolveOptions o;
    protocol::po::options_description desc("options");
    desc.add_options()(
        "max-men", protocol::arg_value(&o.max_men, protocol::int_type(), protocol::int_range(3, 9)),
        "solve every sector with 3..K men a side on the board, K = 3..9 (K = 6: about 8 CPU "
        "minutes and 0.8 GB of memory; beyond, see docs/morris.md)")(
        "pair", protocol::arg_value(&o.pair, sector_type()),
        "instead of --max-men: solve only the sectors A-B and B-A, whose dependencies must be in "
        "DIR (to spread a run over processes or machines)")(
        "out", protocol::text_value(&o.out)->required(), "directory of the sector files")(
        "preset", protocol::text_value(&o.preset)->default_value(o.preset), "nine, twelve or six")(
        "rules", protocol::text_value(&o.rules),
        "rule options on top of the preset (only flying and diagonals matter here)");
    protocol::po::variables_map vm;
    const std::string usage =
        "usage: boardtalk morris solve (--max-men K | --pair A-B) --out DIR   (endgame databases "
        "of the moving "
        "and flying phases by retrograde analysis; rerun to resume)";
    if (auto code = protocol::parse_options(argc, argv, usage, desc, {}, vm)) return *code;
    if ((o.max_men == 0) == o.pair.empty())
        throw protocol::UsageError("give one of --max-men K and --pair A-B");
    run(o);
    return 0;
}

}  // namespace boardtalk::morris
