// read_results: results.jsonl files back into GameResults, merged across dirs (shards).
#include <spdlog/spdlog.h>

#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "tools/match/match_info.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match {

namespace {

struct Seen {
    GameResult result;
    std::string line;  // canonical to_json_line text, to compare duplicates
    std::filesystem::path dir;
};

std::string read_file_text(const std::filesystem::path& file) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error))
        throw std::runtime_error("cannot read " + file.string() + ": no such file");
    std::ifstream in(file, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + file.string() + ": cannot open");
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw std::runtime_error("cannot read " + file.string() + ": read error");
    return text.str();
}

// The file's lines; `last_complete` says whether the last one ended with a newline.
std::vector<std::string> split_lines(const std::string& text, bool& last_complete) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto newline = text.find('\n', start);
        if (newline == std::string::npos) {
            lines.push_back(text.substr(start));
            last_complete = false;
            return lines;
        }
        lines.push_back(text.substr(start, newline - start));
        start = newline + 1;
    }
    last_complete = true;
    return lines;
}

void add_result(std::map<int, Seen>& seen, GameResult r, const std::filesystem::path& dir) {
    auto line = to_json_line(r);
    auto [it, inserted] = seen.try_emplace(r.index, Seen{r, line, dir});
    if (inserted || it->second.line == line) return;
    throw ResultsError("conflicting results for index " + std::to_string(r.index) + " in " +
                       it->second.dir.string() + " and " + dir.string());
}

// The results of <dir>/results.jsonl, each checked against `shape` when there is one.
void read_dir(std::map<int, Seen>& seen, const std::filesystem::path& dir,
              const std::optional<MatchShape>& shape) {
    const auto file = dir / "results.jsonl";
    bool last_complete = true;
    const auto lines = split_lines(read_file_text(file), last_complete);
    std::map<int, std::size_t> line_of;  // index -> line number, within this file
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].find_first_not_of(" \t\r") == std::string::npos) continue;
        const std::string where = file.string() + " line " + std::to_string(i + 1) + ": ";
        auto r = from_json_line(lines[i]);
        if (!r) {
            const bool torn_tail = i + 1 == lines.size();
            if (!torn_tail || last_complete) spdlog::warn("{}not a game result, skipped", where);
            continue;
        }
        if (auto problem = shape ? foreign_result_problem(*shape, *r) : std::nullopt)
            throw ResultsError(where + *problem);
        const auto [first, fresh] = line_of.try_emplace(r->index, i + 1);
        if (!fresh)
            throw ResultsError(where + "index " + std::to_string(r->index) + " again (line " +
                               std::to_string(first->second) + ")");
        add_result(seen, std::move(*r), dir);
    }
}

std::vector<GameResult> sorted(std::map<int, Seen>& seen) {
    std::vector<GameResult> out;
    out.reserve(seen.size());
    for (auto& [index, s] : seen) out.push_back(std::move(s.result));
    return out;
}

}  // namespace

std::vector<GameResult> read_results(const std::vector<std::filesystem::path>& dirs) {
    std::map<int, Seen> seen;
    for (const auto& dir : dirs) read_dir(seen, dir, read_match_shape(dir));
    return sorted(seen);
}

std::vector<GameResult> read_results(const std::filesystem::path& dir, const MatchShape& shape) {
    std::map<int, Seen> seen;
    read_dir(seen, dir, shape);
    return sorted(seen);
}

}  // namespace boardtalk::match
