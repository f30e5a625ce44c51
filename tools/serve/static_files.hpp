#pragma once
// The pages `boardtalk serve` hands out: compiled into the program from tools/serve/site/
// (embed_site.cmake), or read from a directory given with --site (for working on the pages).
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace boardtalk::web {

struct EmbeddedFile {
    std::string_view path;  // "/index.html", "/js/go.js"
    std::string_view content;
};

// Every file of tools/serve/site/, as it was when the program was built.
std::span<const EmbeddedFile> embedded_site();

struct StaticFile {
    std::string body;
    std::string_view mime;
};

// "text/html; charset=utf-8" for .html and so on; application/octet-stream for the unknown.
std::string_view mime_type(std::string_view path);

// The file for a request target ("/" is /index.html; a query is ignored), from `site_dir` or,
// when it is empty, from the compiled-in site. nullopt: no such file, or a path that is not a
// plain one inside the site (`..`, a backslash, an empty segment).
std::optional<StaticFile> find_static_file(std::string_view target, const std::string& site_dir);

}  // namespace boardtalk::web
