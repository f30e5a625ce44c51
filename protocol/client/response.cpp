#include "protocol/client/response.hpp"

#include <algorithm>
#include <limits>

namespace boardtalk::protocol {

namespace {

std::string_view without_cr(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

bool is_blank(std::string_view line) {
    return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

struct Header {
    bool ok = false;
    std::optional<std::uint32_t> id;
    std::size_t text_start = 0;  // where the text begins in the first line
};

// `=12 text`, `?`, `= `: the status character, optional digits, then a space or end of line.
Header parse_header(std::string_view line) {
    Header header;
    std::size_t i = 1;
    std::uint64_t id = 0;
    while (i < line.size() && line[i] >= '0' && line[i] <= '9') {
        id = id * 10 + static_cast<unsigned>(line[i] - '0');
        if (id > std::numeric_limits<std::uint32_t>::max()) return header;
        ++i;
    }
    if (i > 1) header.id = static_cast<std::uint32_t>(id);
    if (i == line.size()) {
        header.text_start = i;
    } else if (line[i] == ' ') {
        header.text_start = i + 1;
    } else {
        return header;
    }
    header.ok = true;
    return header;
}

}  // namespace

std::string_view to_string(Response::Status status) {
    switch (status) {
        case Response::Status::success:
            return "success";
        case Response::Status::failure:
            return "failure";
        case Response::Status::timeout:
            return "timeout";
        case Response::Status::died:
            return "died";
        case Response::Status::garbage:
            return "garbage";
    }
    return "?";
}

std::optional<ParsedResponse> parse_response(std::string_view buffer, StrayLines stray) {
    return ResponseScanner(stray).next(buffer);
}

void ResponseScanner::reset() {
    line_start_ = 0;
    searched_ = 0;
    block_start_.reset();
    stray_.clear();
}

std::optional<ParsedResponse> ResponseScanner::next(std::string_view buffer) {
    while (true) {
        const auto newline = buffer.find('\n', std::max(line_start_, searched_));
        if (newline == std::string_view::npos) {
            searched_ = buffer.size();
            return std::nullopt;
        }
        const auto start = line_start_;
        const auto line = without_cr(buffer.substr(start, newline - start));
        line_start_ = newline + 1;
        if (block_start_) {
            if (line.empty()) return finish(buffer, start);
        } else if (is_blank(line)) {
            continue;
        } else if (line.front() == '=' || line.front() == '?') {
            block_start_ = start;
        } else if (stray_lines_ == StrayLines::garbage) {
            ParsedResponse parsed{{}, line_start_};
            parsed.response.status = Response::Status::garbage;
            parsed.response.text = std::string(line);
            reset();
            return parsed;
        } else {
            stray_.push_back({start, line.size()});
        }
    }
}

// The response whose lines run from block_start_ up to `block_end`, where its empty line begins.
ParsedResponse ResponseScanner::finish(std::string_view buffer, std::size_t block_end) {
    ParsedResponse parsed{{}, line_start_};
    Response& response = parsed.response;
    for (const Span& span : stray_)
        response.stray_output.emplace_back(buffer.substr(span.start, span.size));
    const auto block = split_output_lines(buffer.substr(*block_start_, block_end - *block_start_));
    reset();
    const Header header = parse_header(block.front());
    if (header.ok) {
        response.status =
            block.front().front() == '=' ? Response::Status::success : Response::Status::failure;
        response.id = header.id;
        response.text = block.front().substr(header.text_start);
    } else {
        response.status = Response::Status::garbage;
        response.text = block.front();
    }
    for (std::size_t i = 1; i < block.size(); ++i) {
        response.text += '\n';
        response.text += block[i];
    }
    return parsed;
}

bool starts_with_stray_output(std::string_view buffer) {
    const auto first = buffer.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && buffer[first] != '=' && buffer[first] != '?';
}

std::vector<std::string> split_output_lines(std::string_view bytes) {
    std::vector<std::string> lines;
    std::size_t pos = 0;
    while (pos < bytes.size()) {
        auto newline = bytes.find('\n', pos);
        if (newline == std::string_view::npos) newline = bytes.size();
        lines.emplace_back(without_cr(bytes.substr(pos, newline - pos)));
        pos = newline + 1;
    }
    return lines;
}

std::string lost_reason(const Response& r, std::string_view command,
                        const std::string& timeout_text, std::string stderr_tail) {
    const std::string asked = "'" + std::string(command) + "'";
    std::string why;
    switch (r.status) {
        case Response::Status::timeout:
            why = "did not answer " + asked + " " + timeout_text;
            break;
        case Response::Status::died:
            why = "stopped while asked " + asked + " (" + r.text + ")";
            break;
        default:
            why = "answered " + asked + " with garbage: " + r.text;
    }
    while (!stderr_tail.empty() && (stderr_tail.back() == '\n' || stderr_tail.back() == '\r'))
        stderr_tail.pop_back();
    if (!stderr_tail.empty()) why += "\nits last words on stderr:\n" + stderr_tail;
    return why;
}

}  // namespace boardtalk::protocol
