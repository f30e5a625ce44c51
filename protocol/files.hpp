#pragma once
// Files named by commands (savegame, loadgame, printsgf FILE...): whole-file reads with a size
// cap, and atomic writes; and the files programs create in their output directories. All fail
// with a CommandError whose message names the path and the reason, so a handler can call them
// and stay unchanged on failure.
#include <cstddef>
#include <string>
#include <string_view>

namespace boardtalk::protocol {

// The bytes of the regular file at `path`. Throws CommandError "cannot read PATH: <reason>"
// (missing, unreadable, a directory, not a regular file, or larger than `max_bytes`). Never
// blocks on a FIFO and never opens a device.
std::string read_whole_file(const std::string& path, std::size_t max_bytes = std::size_t{64} << 20);

// The most a game file (loadgame, loadsgf) may hold, in every game: far above any real record
// (a few kilobytes), so a wrong file (a log, an image) is refused before it is parsed.
inline constexpr std::size_t max_game_file_bytes = std::size_t{16} << 20;

// Replaces the regular file at `path` (or creates it) with `content`: writes a temporary file
// `.<name>.boardtalk-tmp-<pid>-XXXXXX` in the same directory, syncs it and renames it over the
// file, so an interrupted save never destroys an earlier file. An existing file keeps its
// permission bits; a new one gets 0644.
//
// Only regular files are replaced: a directory, device, FIFO or socket at `path` is refused and
// left alone. A symbolic link to a regular file is followed (the file it names is replaced, the
// link stays); a link to anything else, or to nothing, is refused.
//
// Temporary files left by a save that was killed (their process no longer exists) are removed by
// the next save of the same path. Throws CommandError "cannot write PATH: <reason>" on failure,
// leaving no temporary file behind.
void write_file_atomically(const std::string& path, std::string_view content);

// A file a program creates in its output directory (a match's records and match.json, a tuning
// run's tune.json, a solver's files): written as write_file_atomically writes, except that a
// symbolic link at `path` is never followed. The new file replaces the link itself (rename
// replaces the name, never what it points to), so a link planted in the directory cannot make
// the program write to a file outside it. A regular file at `path` keeps its permission bits;
// a new file, or one replacing a link, gets 0644. Throws CommandError as write_file_atomically.
void write_output_file(const std::string& path, std::string_view content);

}  // namespace boardtalk::protocol
