#pragma once
// Reading a .tst file for `boardtalk conform`: a regular file of bounded size, nothing else, so
// a FIFO without a writer or a device such as /dev/zero is refused at once instead of blocking
// or being read without end.
#include <cstddef>
#include <optional>
#include <string>

namespace boardtalk::conformance {

// The largest suite file the runner reads. The biggest suite in the repository is under 50 KB.
inline constexpr std::size_t max_suite_bytes = std::size_t{16} << 20;

struct SuiteFile {
    std::optional<std::string> text;
    std::string error;  // set when `text` is empty: "not a regular file", "is a directory",
                        // "larger than 16777216 bytes", or the system's reason
};

// Opens `path` without blocking (O_NONBLOCK: a FIFO without a writer would block open()),
// checks with fstat that it is a regular file of at most `max_bytes`, and reads it.
SuiteFile read_suite_file(const std::string& path, std::size_t max_bytes = max_suite_bytes);

}  // namespace boardtalk::conformance
