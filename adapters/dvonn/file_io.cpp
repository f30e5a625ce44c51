#include "adapters/dvonn/file_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace boardtalk::dvonn {

namespace {

constexpr std::size_t kMaxFile = std::size_t{16} << 20;

std::string failure(const char* verb, const std::string& path, int err) {
    return std::string("cannot ") + verb + " " + path + ": " + std::strerror(err);
}

// Closes the descriptor on every path out.
struct Fd {
    int fd;
    ~Fd() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace

Result<std::string> read_whole_file(const std::string& path) {
    Fd f{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
    if (f.fd < 0) return Error{failure("read", path, errno)};
    struct stat st {};
    if (::fstat(f.fd, &st) == 0 && !S_ISREG(st.st_mode))
        return Error{"cannot read " + path + ": not a regular file"};
    std::string content;
    char buffer[1 << 16];
    while (true) {
        const ssize_t n = ::read(f.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return Error{failure("read", path, errno)};
        if (n == 0) return content;
        content.append(buffer, static_cast<std::size_t>(n));
        if (content.size() > kMaxFile) return Error{"cannot read " + path + ": larger than 16 MiB"};
    }
}

std::optional<std::string> write_file_atomically(const std::string& path,
                                                 const std::string& content) {
    if (path.empty()) return std::string("cannot write: empty file name");
    std::string pattern = path + ".tmp-XXXXXX";
    std::vector<char> temp(pattern.begin(), pattern.end());
    temp.push_back('\0');
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) return failure("write", path, errno);
    int err = 0;
    for (std::size_t done = 0; done < content.size() && !err;) {
        const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0 && errno != EINTR) err = errno;
        if (n > 0) done += static_cast<std::size_t>(n);
    }
    if (!err && ::fsync(fd) != 0) err = errno;
    if (::close(fd) != 0 && !err) err = errno;
    if (!err && ::chmod(temp.data(), 0644) != 0) err = errno;
    if (!err && ::rename(temp.data(), path.c_str()) != 0) err = errno;
    if (err) {
        ::unlink(temp.data());
        return failure("write", path, err);
    }
    return std::nullopt;
}

}  // namespace boardtalk::dvonn
