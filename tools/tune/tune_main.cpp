#include "tools/tune/tune_main.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

#include "tools/match/match_info.hpp"
#include "tools/tune/tune_games.hpp"
#include "tools/tune/tune_options.hpp"
#include "tools/tune/tune_run.hpp"

namespace boardtalk::tune {

namespace {

// DIR/tune.json: what decides the run's values (not --jobs, --out or logging).
std::string setup_text(const TuneOptions& o) {
    nlohmann::ordered_json j;
    j["engine"] = o.engine;
    j["params"] = nlohmann::ordered_json::array();
    for (const TuneParam& p : o.spsa.params) j["params"].push_back(p.text());
    j["iterations"] = o.spsa.iterations;
    j["r_end"] = o.spsa.r_end;
    j["alpha"] = SpsaSettings::alpha;
    j["gamma"] = SpsaSettings::gamma;
    j["A"] = SpsaSettings::a_ratio * o.spsa.iterations;
    j["seed"] = o.spsa.seed;
    auto game = nlohmann::ordered_json::parse(match::match_info_text(o.match));
    for (const char* unused : {"engines", "games", "seed"}) game.erase(unused);
    j["games"] = game;
    j["move_time"] = o.match.move_time.value_or(0);
    j["timeout_margin"] = o.match.timeout_margin.value_or(-1);
    return j.dump(2) + "\n";
}

// The tuned values on stdout, NAME=VALUE a line, then the command line that uses them.
void print_values(const TuneOptions& o, const Spsa& spsa, const TuneRun& run) {
    const auto played = spsa.played(run.theta());
    for (std::size_t i = 0; i < o.spsa.params.size(); ++i)
        std::cout << o.spsa.params[i].name << '=' << o.spsa.params[i].value_text(played[i]) << '\n';
    std::cout << "command: " << with_values(o.engine, o.spsa.params, played) << '\n' << std::flush;
}

}  // namespace

int tune_main(int argc, char** argv) {
    auto parsed = parse_tune_options(argc, argv);
    if (const int* code = std::get_if<int>(&parsed)) return *code;
    const TuneOptions& o = std::get<TuneOptions>(parsed);
    const Spsa spsa(o.spsa);
    std::unique_ptr<TuneRun> run;
    match::Openings openings;
    try {
        protocol::configure_logging(o.log);
        openings = read_tune_openings(o);
        check_engine_starts(o);
        run = std::make_unique<TuneRun>(spsa, o.out, setup_text(o), o.resume);
    } catch (const std::exception& e) {
        std::cerr << "boardtalk tune: " << e.what() << '\n';
        return 2;
    }
    if (o.resume)
        std::cerr << "boardtalk tune: resume: " << run->done() << " of " << o.spsa.iterations
                  << " iterations done, now " << run->theta_text() << '\n';
    try {
        run->run([&](const Probe& p) { return play_pair(o, openings, p); }, std::cerr);
    } catch (const std::exception& e) {
        std::cerr << "boardtalk tune: " << e.what() << " (" << run->done()
                  << " iterations recorded in " << o.out << "; --resume goes on)\n";
        return 1;
    }
    print_values(o, spsa, *run);
    return 0;
}

}  // namespace boardtalk::tune
