#include "protocol/files.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "protocol/errors.hpp"

namespace boardtalk::protocol {

namespace {

[[noreturn]] void fail(const char* verb, const std::string& path, const std::string& why) {
    throw CommandError(std::string("cannot ") + verb + " " + path + ": " + why);
}

// Writes everything or returns errno.
int write_all(int fd, std::string_view content) {
    std::size_t done = 0;
    while (done < content.size()) {
        const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return errno;
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

// Closes the descriptor on every way out.
struct Fd {
    int fd;
    ~Fd() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace

std::string read_whole_file(const std::string& path, std::size_t max_bytes) {
    Fd f{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
    if (f.fd < 0) fail("read", path, std::strerror(errno));
    struct stat st {};
    if (::fstat(f.fd, &st) != 0) fail("read", path, std::strerror(errno));
    if (S_ISDIR(st.st_mode)) fail("read", path, "it is a directory");
    if (!S_ISREG(st.st_mode)) fail("read", path, "not a regular file");
    std::string content;
    char buffer[65536];
    while (true) {
        const ssize_t n = ::read(f.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) fail("read", path, std::strerror(errno));
        if (n == 0) break;
        content.append(buffer, static_cast<std::size_t>(n));
        if (content.size() > max_bytes)
            fail("read", path, "larger than " + std::to_string(max_bytes) + " bytes");
    }
    return content;
}

void write_file_atomically(const std::string& path, std::string_view content) {
    if (path.empty()) throw CommandError("cannot write: empty file name");
    std::vector<char> temp(path.begin(), path.end());
    for (char c : std::string_view(".tmp-XXXXXX")) temp.push_back(c);
    temp.push_back('\0');
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) fail("write", path, std::strerror(errno));
    int err = write_all(fd, content);
    if (!err && ::fsync(fd) != 0) err = errno;
    if (::close(fd) != 0 && !err) err = errno;
    if (!err && ::chmod(temp.data(), 0644) != 0) err = errno;
    if (!err && ::rename(temp.data(), path.c_str()) != 0) err = errno;
    if (err) {
        ::unlink(temp.data());
        fail("write", path, std::strerror(err));
    }
}

}  // namespace boardtalk::protocol
