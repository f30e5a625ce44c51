#pragma once
// Files named by commands (savegame, loadgame, printsgf FILE...): whole-file reads with a size
// cap, and atomic writes. Both fail with a CommandError whose message names the path and the
// reason, so a handler can call them and stay unchanged on failure.
#include <cstddef>
#include <string>
#include <string_view>

namespace boardtalk::protocol {

// The bytes of the regular file at `path`. Throws CommandError "cannot read PATH: <reason>"
// (missing, unreadable, a directory, or larger than `max_bytes`).
std::string read_whole_file(const std::string& path, std::size_t max_bytes = std::size_t{64} << 20);

// Writes `content` to a temporary file next to `path`, syncs it and renames it over `path`, so
// an interrupted save never destroys an earlier file. Throws CommandError
// "cannot write PATH: <reason>" on failure, leaving no temporary file behind.
void write_file_atomically(const std::string& path, std::string_view content);

}  // namespace boardtalk::protocol
