#include "protocol/append_log.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace boardtalk::protocol {

namespace {

std::runtime_error io_error(const std::string& what, const std::filesystem::path& path, int err) {
    return std::runtime_error(what + " " + path.string() + ": " + std::strerror(err));
}

}  // namespace

AppendLog::AppendLog(std::filesystem::path path) : path_(std::move(path)) {
    fd_ = ::open(path_.c_str(), O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) throw io_error("cannot open", path_, errno);
    struct stat st {};
    if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) return;  // a device: nothing to read
    std::ifstream in(path_, std::ios::binary);
    std::stringstream content;
    content << in.rdbuf();
    const std::string text = content.str();
    std::size_t start = 0;
    for (auto end = text.find('\n'); end != std::string::npos; end = text.find('\n', start)) {
        lines_.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    if (start < text.size() && ::ftruncate(fd_, static_cast<off_t>(start)) != 0) {
        const int err = errno;
        ::close(fd_);
        fd_ = -1;
        throw io_error("cannot repair", path_, err);
    }
}

AppendLog::~AppendLog() {
    if (fd_ >= 0) ::close(fd_);
}

void AppendLog::append(const std::string& line) {
    const std::string text = line + '\n';
    std::lock_guard lock(mutex_);
    struct stat st {};
    const off_t before = ::fstat(fd_, &st) == 0 ? st.st_size : -1;
    const ssize_t n = ::write(fd_, text.data(), text.size());
    int err = n < 0 ? errno : (static_cast<std::size_t>(n) < text.size() ? ENOSPC : 0);
    if (err == 0 && ::fsync(fd_) != 0 && errno != EINVAL) err = errno;  // EINVAL: /dev/full etc.
    if (err == 0) return;
    if (n > 0 && before >= 0) (void)!::ftruncate(fd_, before);
    throw io_error("cannot write", path_, err);
}

}  // namespace boardtalk::protocol
