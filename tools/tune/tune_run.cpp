#include "tools/tune/tune_run.hpp"

#include <fmt/format.h>

#include <fstream>
#include <ostream>
#include <sstream>

#include "protocol/files.hpp"

namespace boardtalk::tune {

namespace fs = std::filesystem;

namespace {

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string signed_text(int v) {
    return v > 0 ? "+" + std::to_string(v) : std::to_string(v);
}

}  // namespace

TuneRun::TuneRun(Spsa spsa, fs::path dir, const std::string& setup_text, bool resume)
    : spsa_(std::move(spsa)), dir_(std::move(dir)), theta_(spsa_.start()) {
    std::error_code ec;
    fs::create_directories(dir_, ec);
    if (ec) throw TuneInputError("cannot create " + dir_.string() + ": " + ec.message());
    const fs::path setup_path = dir_ / "tune.json";
    try {
        log_ = std::make_unique<TuneLog>(dir_ / "tune.jsonl", spsa_.settings().params);
    } catch (const std::exception& e) {
        throw TuneInputError(e.what());
    }
    if (done() > 0 && !resume)
        throw TuneInputError(dir_.string() + " already holds " + std::to_string(done()) +
                             " iterations: use --resume to go on, or another --out");
    if (done() > 0 && fs::exists(setup_path) && read_text(setup_path) != setup_text)
        throw TuneInputError(dir_.string() +
                             " holds another tuning run (its tune.json differs): use another "
                             "--out");
    replay();
    try {
        protocol::write_output_file(setup_path.string(), setup_text);
    } catch (const std::exception& e) {
        throw TuneInputError(e.what());
    }
}

void TuneRun::replay() {
    const auto& records = log_->records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        const IterationRecord& r = records[i];
        const int k = static_cast<int>(i) + 1;
        const Probe p = spsa_.probe(theta_, k);
        const auto next = spsa_.update(theta_, k, p.flips, r.result());
        if (r.k != k || r.flips != p.flips || r.plus != p.plus || r.minus != p.minus ||
            r.theta != next || k > spsa_.settings().iterations)
            throw TuneInputError(log_->path().string() + " line " + std::to_string(k) +
                                 " does not follow from the run's settings and the lines "
                                 "before it");
        theta_ = next;
    }
}

void TuneRun::run(const PlayPair& play, std::ostream& progress) {
    const auto start = std::chrono::steady_clock::now();
    for (int k = done() + 1; k <= spsa_.settings().iterations; ++k) {
        const Probe p = spsa_.probe(theta_, k);
        const PairOutcome o = play(p);
        IterationRecord r{
            k,       p.flips,     p.plus,
            p.minus, o.plus_wins, o.minus_wins,
            o.draws, o.games,     spsa_.update(theta_, k, p.flips, o.plus_wins - o.minus_wins)};
        log_->append(r);
        theta_ = r.theta;
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        progress << progress_line(r, seconds) << std::endl;
    }
}

std::string TuneRun::theta_text() const {
    std::string out;
    const auto& params = spsa_.settings().params;
    for (std::size_t i = 0; i < params.size(); ++i)
        out += fmt::format("{}{} {:.6g}", i ? ", " : "", params[i].name, theta_[i]);
    return out;
}

// "tune 12/200: theta+ won 1, theta- 0, draws 1 (+1); now rave 1234.5; played rave 1530/470;
// 42 s"
std::string TuneRun::progress_line(const IterationRecord& r, double seconds) const {
    const auto& params = spsa_.settings().params;
    std::string played;
    for (std::size_t i = 0; i < params.size(); ++i)
        played += fmt::format("{}{} {}/{}", i ? ", " : "", params[i].name,
                              params[i].value_text(r.plus[i]), params[i].value_text(r.minus[i]));
    return fmt::format(
        "tune {}/{}: theta+ won {}, theta- {}, draws {} ({}); now {}; played {}; "
        "{:.0f} s",
        r.k, spsa_.settings().iterations, r.plus_wins, r.minus_wins, r.draws,
        signed_text(r.result()), theta_text(), played, seconds);
}

}  // namespace boardtalk::tune
