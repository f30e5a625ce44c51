#include "protocol/client/response.hpp"

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
    Response response;
    std::size_t pos = 0;
    bool in_block = false;  // the `=`/`?` line has been seen
    std::vector<std::string_view> block;
    while (true) {
        const auto newline = buffer.find('\n', pos);
        if (newline == std::string_view::npos) return std::nullopt;
        const auto line = without_cr(buffer.substr(pos, newline - pos));
        pos = newline + 1;
        if (in_block) {
            if (line.empty()) break;
            block.push_back(line);
        } else if (is_blank(line)) {
            continue;
        } else if (line.front() == '=' || line.front() == '?') {
            in_block = true;
            block.push_back(line);
        } else if (stray == StrayLines::garbage) {
            response.status = Response::Status::garbage;
            response.text = std::string(line);
            return ParsedResponse{std::move(response), pos};
        } else {
            response.stray_output.emplace_back(line);
        }
    }
    const Header header = parse_header(block.front());
    if (header.ok) {
        response.status =
            block.front().front() == '=' ? Response::Status::success : Response::Status::failure;
        response.id = header.id;
        response.text = std::string(block.front().substr(header.text_start));
    } else {
        response.status = Response::Status::garbage;
        response.text = std::string(block.front());
    }
    for (std::size_t i = 1; i < block.size(); ++i) {
        response.text += '\n';
        response.text += block[i];
    }
    return ParsedResponse{std::move(response), pos};
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

}  // namespace boardtalk::protocol
