#include "adapters/morris/file_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace boardtalk::morris {

namespace {

constexpr std::size_t kMaxFile = std::size_t{64} << 20;

std::string reason(int err) {
    return std::strerror(err);
}

// Writes everything or returns errno.
int write_all(int fd, const std::string& content) {
    std::size_t done = 0;
    while (done < content.size()) {
        const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return errno;
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

}  // namespace

Result<std::string> read_whole_file(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return Error{"cannot read " + path + ": " + reason(errno)};
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        ::close(fd);
        return Error{"cannot read " + path + ": it is a directory"};
    }
    std::string content;
    char buffer[65536];
    while (true) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            const int err = errno;
            ::close(fd);
            return Error{"cannot read " + path + ": " + reason(err)};
        }
        if (n == 0) break;
        content.append(buffer, static_cast<std::size_t>(n));
        if (content.size() > kMaxFile) {
            ::close(fd);
            return Error{"cannot read " + path + ": larger than 64 MiB"};
        }
    }
    ::close(fd);
    return content;
}

std::optional<std::string> write_file_atomically(const std::string& path,
                                                 const std::string& content) {
    if (path.empty()) return std::string("cannot write: empty file name");
    std::vector<char> temp(path.begin(), path.end());
    for (char c : std::string(".tmp-XXXXXX")) temp.push_back(c);
    temp.push_back('\0');
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) return "cannot write " + path + ": " + reason(errno);
    int err = write_all(fd, content);
    if (!err && ::fsync(fd) != 0) err = errno;
    if (::close(fd) != 0 && !err) err = errno;
    if (!err && ::chmod(temp.data(), 0644) != 0) err = errno;
    if (!err && ::rename(temp.data(), path.c_str()) != 0) err = errno;
    if (err) {
        ::unlink(temp.data());
        return "cannot write " + path + ": " + reason(err);
    }
    return std::nullopt;
}

}  // namespace boardtalk::morris
