#pragma once
// Whole-file reading and atomic writing for savegame / loadgame.
#include <optional>
#include <string>

#include "engine/dvonn/result.hpp"

namespace boardtalk::dvonn {

// The file's bytes, or "cannot read PATH: <reason>". Files over 16 MiB are refused.
Result<std::string> read_whole_file(const std::string& path);

// Writes `content` to a temporary file in the same directory, syncs it and renames it over
// `path`, so an interrupted save never destroys an earlier file. Returns "cannot write PATH:
// <reason>" on failure (the temporary file is removed), nullopt on success.
std::optional<std::string> write_file_atomically(const std::string& path,
                                                 const std::string& content);

}  // namespace boardtalk::dvonn
