#include "tools/conform/suite_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace boardtalk::conformance {

namespace {

// Closes the descriptor on every way out.
struct Fd {
    int fd;
    ~Fd() {
        if (fd >= 0) ::close(fd);
    }
};

std::string too_large(std::size_t max_bytes) {
    return "larger than " + std::to_string(max_bytes) + " bytes";
}

}  // namespace

SuiteFile read_suite_file(const std::string& path, std::size_t max_bytes) {
    const Fd f{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (f.fd < 0) return {std::nullopt, std::strerror(errno)};
    struct stat st {};
    if (::fstat(f.fd, &st) != 0) return {std::nullopt, std::strerror(errno)};
    if (S_ISDIR(st.st_mode)) return {std::nullopt, "is a directory"};
    if (!S_ISREG(st.st_mode)) return {std::nullopt, "not a regular file"};
    if (static_cast<std::size_t>(st.st_size) > max_bytes)
        return {std::nullopt, too_large(max_bytes)};
    std::string text;
    char buffer[65536];
    while (true) {
        const ssize_t n = ::read(f.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return {std::nullopt, std::strerror(errno)};
        if (n == 0) break;
        text.append(buffer, static_cast<std::size_t>(n));
        // The file may have grown since fstat.
        if (text.size() > max_bytes) return {std::nullopt, too_large(max_bytes)};
    }
    return {std::move(text), {}};
}

}  // namespace boardtalk::conformance
