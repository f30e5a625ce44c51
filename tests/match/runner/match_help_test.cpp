// `boardtalk match --help` lists every option with its default: program_options' "(=value)",
// "(default: ...)" in the description, or "(required)"; --help itself is the only exception.
#include <catch2/catch.hpp>
#include <sstream>

#include "tests/match/runner/match_run.hpp"

namespace boardtalk::match_test {

namespace {

// The options of a --help text: name and the whole entry (continuation lines joined).
std::vector<std::pair<std::string, std::string>> help_entries(const std::string& help) {
    std::vector<std::pair<std::string, std::string>> out;
    std::istringstream in(help.substr(help.find("options")));
    std::string line;
    std::getline(in, line);  // the caption
    while (std::getline(in, line)) {
        if (line.rfind("  -", 0) == 0) {
            const auto dashes = line.find("--");
            const auto end = line.find_first_of(" ]", dashes);
            out.emplace_back(line.substr(dashes, end - dashes), line);
        } else if (!out.empty() && line.rfind("    ", 0) == 0) {
            out.back().second += " " + line.substr(line.find_first_not_of(' '));
        }
    }
    return out;
}

}  // namespace

TEST_CASE("match --help lists every option with its default", "[match][help]") {
    const auto run = run_shell(bin() + " match --help");
    REQUIRE(run.exit_code == 0);
    const auto entries = help_entries(run.out);
    CHECK(entries.size() >= 30);
    for (const auto& [name, entry] : entries) {
        if (name == "--help") continue;
        INFO(entry);
        const bool has_default = entry.find("(=") != std::string::npos ||
                                 entry.find("(default: ") != std::string::npos ||
                                 entry.find("(required)") != std::string::npos;
        CHECK(has_default);
    }
    // Spot checks of what the defaults say.
    const auto entry = [&](const std::string& name) {
        for (const auto& e : entries)
            if (e.first == name) return e.second;
        FAIL("no " << name << " in --help");
        return std::string();
    };
    CHECK(entry("--tournament").find("(default: match)") != std::string::npos);
    CHECK(entry("--games").find("per pairing") != std::string::npos);
    CHECK(entry("--jobs").find("(default: 1)") != std::string::npos);
    CHECK(entry("--seed").find("(default: 1)") != std::string::npos);
    CHECK(entry("--komi").find("(default: 7.5)") != std::string::npos);
}

}  // namespace boardtalk::match_test
