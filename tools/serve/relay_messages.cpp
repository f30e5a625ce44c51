#include "tools/serve/relay_messages.hpp"

#include <nlohmann/json.hpp>

namespace boardtalk::web {

namespace {

// Engines may print anything: bytes that are not UTF-8 become U+FFFD instead of an exception.
std::string dump(const nlohmann::json& j) {
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

std::string hello_message(std::string_view game, std::string_view engine) {
    return dump({{"kind", "hello"}, {"game", game}, {"engine", engine}});
}

std::string response_message(std::string_view command, bool ok, std::string_view text,
                             const std::optional<std::string>& file) {
    nlohmann::json j{{"kind", "response"}, {"command", command}, {"ok", ok}, {"text", text}};
    if (file) j["file"] = *file;
    return dump(j);
}

std::string line_message(std::string_view command, std::string_view line) {
    return dump({{"kind", "line"}, {"command", command}, {"text", line}});
}

std::string lost_message(std::string_view text) {
    return dump({{"kind", "lost"}, {"text", text}});
}

std::string refused_message(std::string_view text) {
    return dump({{"kind", "refused"}, {"text", text}});
}

}  // namespace boardtalk::web
