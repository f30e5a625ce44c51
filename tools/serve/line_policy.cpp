#include "tools/serve/line_policy.hpp"

#include <algorithm>

#include "tools/serve/session_file.hpp"

namespace boardtalk::web {

namespace {

constexpr std::string_view kSpaces = " \t";

// The first word of `text` and the rest after it (words separated by spaces or tabs).
std::pair<std::string_view, std::string_view> first_word(std::string_view text) {
    const auto start = text.find_first_not_of(kSpaces);
    if (start == std::string_view::npos) return {{}, {}};
    text.remove_prefix(start);
    const auto end = std::min(text.find_first_of(kSpaces), text.size());
    return {text.substr(0, end), text.substr(end)};
}

bool has_control_character(std::string_view line) {
    return std::any_of(line.begin(), line.end(), [](char c) {
        return (static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f;
    });
}

}  // namespace

std::string_view command_name(std::string_view line) {
    line = line.substr(0, line.find('#'));
    auto [word, rest] = first_word(line);
    if (!word.empty() && word.find_first_not_of("0123456789") == std::string_view::npos)
        word = first_word(rest).first;
    return word;
}

bool names_contain(std::string_view names, std::string_view name) {
    if (name.empty()) return false;
    while (true) {
        const auto [word, rest] = first_word(names);
        if (word.empty()) return false;
        if (word == name) return true;
        names = rest;
    }
}

bool is_streaming_command(std::string_view line, const CommandRules& rules) {
    return names_contain(rules.page.streaming, command_name(line));
}

LineVerdict judge_line(std::string_view line, std::size_t max_bytes, const CommandRules& rules) {
    using Kind = LineKind;
    if (line.size() > max_bytes)
        return {Kind::refused, "command line longer than " + std::to_string(max_bytes) + " bytes"};
    if (has_control_character(line))
        return {Kind::refused, "one command line per message, without control characters"};
    if (line.substr(0, line.find('#')).find_first_not_of(kSpaces) == std::string_view::npos)
        return {Kind::no_op, {}};
    if (SessionFile::names_server_path(line))
        return {Kind::refused, "a page names no file on the server: upload one and name it @file"};
    if (rules.page_only && !names_contain(rules.page.used, command_name(line))) {
        const auto name = command_name(line);
        return {Kind::refused, "not allowed through the web page for this engine: " +
                                   std::string(name.empty() ? first_word(line).first : name)};
    }
    return {Kind::engine, {}};
}

}  // namespace boardtalk::web
