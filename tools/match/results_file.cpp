#include "tools/match/results_file.hpp"

namespace boardtalk::match {

ResultsFile::ResultsFile(std::filesystem::path path) : log_(std::move(path)) {
    for (const std::string& line : log_.lines())
        if (auto r = from_json_line(line)) existing_.insert(r->index);
}

void ResultsFile::append(const GameResult& result) {
    log_.append(to_json_line(result));
}

}  // namespace boardtalk::match
