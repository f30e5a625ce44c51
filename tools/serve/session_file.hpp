#pragma once
// The one file a page may hand its engine or take from it (a game to load, a game saved), so
// that the browser never names a path on the server: an uploaded file is written to a private
// directory of the session, and the word `@file` in a command line stands for it
// (`loadsgf @file`, `savegame @file json`). The directory is removed with the session. One
// thread uses it at a time.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace boardtalk::web {

class SessionFile {
  public:
    // The word of a command line that is replaced by the file's path.
    static constexpr std::string_view token = "@file";

    SessionFile() = default;
    ~SessionFile();
    SessionFile(const SessionFile&) = delete;
    SessionFile& operator=(const SessionFile&) = delete;

    // True if `line` has the word `@file` (separated by spaces or tabs).
    static bool used_by(std::string_view line);
    // True if `line` is a command of the engines that reads or writes a file of the server
    // (loadsgf, printsgf, gomill-savesgf, savegame, loadgame, databases) and names one other
    // than `@file`: the page may only name its own file, so such lines are refused.
    static bool names_server_path(std::string_view line);
    // `line` with every word `@file` replaced by the path (the directory is created on first
    // use); nullopt when no private directory can be made.
    std::optional<std::string> substitute(std::string_view line);
    // Replaces the file's content. Throws protocol::CommandError with the reason on failure.
    void write(std::string_view content);
    // `text` with the file's path written as `@file` again (an engine's message naming it),
    // and every part of it that tells something of the server: a beginning of the path as
    // long as its first directory or longer (an engine may cut or quote the path: "/tmp",
    // "/tmp/boardtalk") and the private directory's name.
    std::string conceal(std::string_view text) const;
    // Removes the directory and its file now (the destructor does too).
    void remove();
    // The file's content, or nullopt if there is none (or it is larger than `max_bytes`).
    std::optional<std::string> read(std::size_t max_bytes) const;

  private:
    bool make_directory();
    std::string dir_;  // empty until first used
};

}  // namespace boardtalk::web
