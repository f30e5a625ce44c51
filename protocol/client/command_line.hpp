#pragma once
// Splitting an engine command line into words the way a POSIX shell would, without running a
// shell: the engine is started with execvp, so signals sent to it reach the engine itself.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boardtalk::protocol {

struct SplitCommandLine {
    std::vector<std::string> words;  // at least one word when `error` is empty
    std::optional<std::string> error;
};

// Splits at unquoted white space. 'single quotes' keep everything literally; "double quotes"
// keep everything except that a backslash escapes ", \, $ and `; outside quotes a backslash
// escapes any character. '' and "" make an empty word. No expansion of any kind ($VAR, ~, *).
// Errors: an unterminated quote, a trailing backslash, an empty command line.
SplitCommandLine split_command_line(std::string_view line);

}  // namespace boardtalk::protocol
