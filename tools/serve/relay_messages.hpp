#pragma once
// The JSON messages the server sends a page over its WebSocket (see engine_relay.hpp).
#include <optional>
#include <string>
#include <string_view>

namespace boardtalk::web {

// What a message is to whoever writes it to the page: a streamed line may be dropped when the
// page does not keep up (outbox.hpp); nothing follows the lost one.
enum class MessageKind { response, line, lost };

// {"kind":"hello","game":G,"engine":E}: the first message, naming the engine behind the page.
std::string hello_message(std::string_view game, std::string_view engine);
// {"kind":"response","command":C,"ok":B,"text":T}, with "file":F when `file` is set
std::string response_message(std::string_view command, bool ok, std::string_view text,
                             const std::optional<std::string>& file = std::nullopt);
// {"kind":"line","command":C,"text":L}
std::string line_message(std::string_view command, std::string_view line);
// {"kind":"lost","text":T}
std::string lost_message(std::string_view text);
// {"kind":"refused","text":T}: the only message to a page the server has no engine for (too
// many open games), which a browser could not read from a refused upgrade.
std::string refused_message(std::string_view text);

}  // namespace boardtalk::web
