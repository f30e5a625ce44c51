#include "protocol/client/command_line.hpp"

namespace boardtalk::protocol {

namespace {

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Inside double quotes a backslash only escapes these (POSIX shell rules).
bool escapable_in_double_quotes(char c) {
    return c == '"' || c == '\\' || c == '$' || c == '`';
}

}  // namespace

SplitCommandLine split_command_line(std::string_view line) {
    SplitCommandLine result;
    std::string word;
    bool in_word = false;  // a word has started, even if it is still empty ('' or "")
    enum class Quote { none, single, double_ } quote = Quote::none;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quote == Quote::single) {
            if (c == '\'')
                quote = Quote::none;
            else
                word.push_back(c);
        } else if (quote == Quote::double_) {
            if (c == '"') {
                quote = Quote::none;
            } else if (c == '\\' && i + 1 < line.size() &&
                       escapable_in_double_quotes(line[i + 1])) {
                word.push_back(line[++i]);
            } else {
                word.push_back(c);
            }
        } else if (is_blank(c)) {
            if (in_word) result.words.push_back(std::move(word));
            word.clear();
            in_word = false;
        } else {
            in_word = true;
            if (c == '\'') {
                quote = Quote::single;
            } else if (c == '"') {
                quote = Quote::double_;
            } else if (c == '\\') {
                if (i + 1 == line.size()) return {{}, "trailing backslash in command line"};
                word.push_back(line[++i]);
            } else {
                word.push_back(c);
            }
        }
    }
    if (quote != Quote::none) return {{}, "unterminated quote in command line"};
    if (in_word) result.words.push_back(std::move(word));
    if (result.words.empty()) return {{}, "empty command line"};
    return result;
}

}  // namespace boardtalk::protocol
