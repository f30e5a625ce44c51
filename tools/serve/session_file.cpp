#include "tools/serve/session_file.hpp"

#include <spdlog/spdlog.h>
#include <stdlib.h>

#include <algorithm>
#include <filesystem>
#include <system_error>
#include <vector>

#include "protocol/errors.hpp"
#include "protocol/files.hpp"

namespace boardtalk::web {

namespace fs = std::filesystem;

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t';
}

// Calls `word(begin, end)` for each word of `line` and returns the line rebuilt from what the
// calls return, the separators kept.
template <typename F>
std::string map_words(std::string_view line, F word) {
    std::string out;
    std::size_t i = 0;
    while (i < line.size()) {
        if (is_space(line[i])) {
            out += line[i++];
            continue;
        }
        std::size_t end = i;
        while (end < line.size() && !is_space(line[end])) ++end;
        out += word(line.substr(i, end - i));
        i = end;
    }
    return out;
}

}  // namespace

SessionFile::~SessionFile() {
    remove();
}

void SessionFile::remove() {
    if (dir_.empty()) return;
    std::error_code error;
    fs::remove_all(dir_, error);
    if (error) spdlog::warn("web: cannot remove {}: {}", dir_, error.message());
    dir_.clear();
}

bool SessionFile::used_by(std::string_view line) {
    bool used = false;
    map_words(line, [&](std::string_view w) {
        used = used || w == token;
        return std::string(w);
    });
    return used;
}

bool SessionFile::names_server_path(std::string_view line) {
    static constexpr std::string_view file_commands[] = {"loadsgf",  "printsgf", "gomill-savesgf",
                                                         "savegame", "loadgame", "databases"};
    std::vector<std::string_view> words;
    map_words(line, [&](std::string_view w) {
        words.push_back(w);
        return std::string();
    });
    std::size_t name = 0;  // after an optional numeric id
    if (!words.empty() && words[0].find_first_not_of("0123456789") == std::string_view::npos)
        name = 1;
    if (words.size() <= name + 1) return false;  // no argument: printsgf prints
    const bool file_command = std::find(std::begin(file_commands), std::end(file_commands),
                                        words[name]) != std::end(file_commands);
    return file_command && words[name + 1] != token;
}

bool SessionFile::make_directory() {
    if (!dir_.empty()) return true;
    std::error_code error;
    std::string pattern = (fs::temp_directory_path(error) / "boardtalk-web-XXXXXX").string();
    // A path with a space would be split into two arguments by the engine.
    if (error || pattern.find_first_of(" \t") != std::string::npos) return false;
    if (!mkdtemp(pattern.data())) {  // mode 0700: this session's alone
        spdlog::warn("web: cannot make a session directory under {}", pattern);
        return false;
    }
    dir_ = pattern;
    return true;
}

std::optional<std::string> SessionFile::substitute(std::string_view line) {
    if (!make_directory()) return std::nullopt;
    const std::string path = dir_ + "/game";
    return map_words(line, [&](std::string_view w) { return w == token ? path : std::string(w); });
}

void SessionFile::write(std::string_view content) {
    if (!make_directory()) throw protocol::CommandError("no private directory for the file");
    protocol::write_file_atomically(dir_ + "/game", content);
}

std::string SessionFile::conceal(std::string_view text) const {
    if (dir_.empty()) return std::string(text);
    const std::string path = dir_ + "/game";
    const std::string name = fs::path(dir_).filename().string();
    // "/tmp" of "/tmp/boardtalk-web-x/game": shorter beginnings ("/", "/t") say nothing.
    const std::size_t shortest = std::max<std::size_t>(2, std::min(path.find('/', 1), path.size()));
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t n = 0;
        while (i + n < text.size() && n < path.size() && text[i + n] == path[n]) ++n;
        if (n < shortest) n = text.substr(i, name.size()) == name ? name.size() : 0;
        if (n > 0) {
            out += token;
            i += n;
        } else {
            out += text[i++];
        }
    }
    return out;
}

std::optional<std::string> SessionFile::read(std::size_t max_bytes) const {
    if (dir_.empty()) return std::nullopt;
    std::error_code error;
    if (!fs::is_regular_file(dir_ + "/game", error)) return std::nullopt;
    try {
        return protocol::read_whole_file(dir_ + "/game", max_bytes);
    } catch (const protocol::CommandError&) {
        return std::nullopt;
    }
}

}  // namespace boardtalk::web
