#include "tools/serve/static_files.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace boardtalk::web {

namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// True for "/a/b.js": segments of letters, digits, '-', '_' and '.', none empty or dot-only.
bool plain_path(std::string_view path) {
    if (!path.starts_with('/')) return false;
    std::size_t start = 1;
    while (start <= path.size()) {
        auto end = path.find('/', start);
        if (end == std::string_view::npos) end = path.size();
        const auto segment = path.substr(start, end - start);
        if (segment.empty() || segment.find_first_not_of('.') == std::string_view::npos)
            return false;
        for (const char c : segment)
            if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.')
                return false;
        start = end + 1;
    }
    return true;
}

}  // namespace

std::string_view mime_type(std::string_view path) {
    if (ends_with(path, ".html")) return "text/html; charset=utf-8";
    if (ends_with(path, ".css")) return "text/css; charset=utf-8";
    if (ends_with(path, ".js")) return "text/javascript; charset=utf-8";
    if (ends_with(path, ".json")) return "application/json";
    if (ends_with(path, ".svg")) return "image/svg+xml";
    if (ends_with(path, ".png")) return "image/png";
    if (ends_with(path, ".ico")) return "image/x-icon";
    return "application/octet-stream";
}

std::optional<StaticFile> find_static_file(std::string_view target, const std::string& site_dir) {
    std::string_view path = target.substr(0, target.find_first_of("?#"));
    if (path == "/") path = "/index.html";
    // Browsers ask for /favicon.ico by themselves: the pages' icon is an SVG.
    if (path == "/favicon.ico") path = "/favicon.svg";
    if (!plain_path(path)) return std::nullopt;
    if (site_dir.empty()) {
        for (const auto& file : embedded_site())
            if (file.path == path) return StaticFile{std::string(file.content), mime_type(path)};
        return std::nullopt;
    }
    const std::string file = site_dir + std::string(path);
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) return std::nullopt;
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream body;
    body << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return StaticFile{body.str(), mime_type(path)};
}

}  // namespace boardtalk::web
