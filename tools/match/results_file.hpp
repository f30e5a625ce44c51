#pragma once
// <out>/results.jsonl as the runner writes it: one GameResult line per finished game, appended
// with a single write() under a mutex and synced, so a crash or an interrupted match never leaves
// a half line in the middle of the file and every line written stays there.
#include <filesystem>
#include <set>
#include <string>

#include "protocol/append_log.hpp"
#include "tools/match/game_result.hpp"

namespace boardtalk::match {

class ResultsFile {
  public:
    // Opens (creating) `path` for appending. A torn last line (no '\n': the match was killed in
    // the middle of a write) is cut off so the next line starts clean. Throws
    // std::runtime_error "cannot open PATH: <reason>" / "cannot repair PATH: <reason>".
    explicit ResultsFile(std::filesystem::path path);

    // The indices of the valid result lines already in the file when it was opened.
    const std::set<int>& existing() const { return existing_; }

    // Appends one line; thread-safe. On failure (a full disk, an I/O error) the file is cut back
    // to its previous length, so no torn line stays, and std::runtime_error
    // "cannot write PATH: <reason>" is thrown.
    void append(const GameResult& result);

    const std::filesystem::path& path() const { return log_.path(); }

  private:
    protocol::AppendLog log_;  // protocol/append_log.hpp: the file's one way to grow
    std::set<int> existing_;
};

}  // namespace boardtalk::match
