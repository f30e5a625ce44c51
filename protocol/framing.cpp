#include "protocol/framing.hpp"

namespace boardtalk::protocol {

namespace {

void append_header(std::string& out, char status, std::optional<std::uint32_t> id) {
    out.push_back(status);
    if (id) out.append(std::to_string(*id));
    out.push_back(' ');
}

}  // namespace

void append_success(std::string& out, std::optional<std::uint32_t> id, std::string_view text) {
    append_header(out, '=', id);
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
    bool line_start = false;  // the header line is never empty
    for (char c : text) {
        if (c == '\r') continue;
        if (c == '\n') {
            if (line_start) out.push_back(' ');
            line_start = true;
        } else {
            line_start = false;
        }
        out.push_back(c);
    }
    out.append("\n\n");
}

void append_failure(std::string& out, std::optional<std::uint32_t> id, std::string_view message) {
    append_header(out, '?', id);
    while (!message.empty() && (message.back() == '\n' || message.back() == ' '))
        message.remove_suffix(1);
    for (char c : message) out.push_back(c == '\n' || c == '\r' ? ' ' : c);
    out.append("\n\n");
}

void append_stream_line(std::string& out, std::string_view line) {
    std::string_view rest = line;
    // A line passed with embedded newlines is written as several lines, none of them empty.
    while (true) {
        auto nl = rest.find('\n');
        auto piece = rest.substr(0, nl);
        if (!piece.empty() && piece.back() == '\r') piece.remove_suffix(1);
        out.append(piece.empty() ? std::string_view(" ") : piece);
        out.push_back('\n');
        if (nl == std::string_view::npos) break;
        rest.remove_prefix(nl + 1);
    }
}

}  // namespace boardtalk::protocol
