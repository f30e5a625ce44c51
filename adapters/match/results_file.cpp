#include "adapters/match/results_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace boardtalk::match {

namespace {

std::runtime_error io_error(const std::string& what, const std::filesystem::path& path, int err) {
    return std::runtime_error(what + " " + path.string() + ": " + std::strerror(err));
}

// The indices of the complete, valid lines of `text`; the length up to the end of the last
// complete line.
std::size_t scan(const std::string& text, std::set<int>& indices) {
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string::npos) break;
        if (auto r = from_json_line(text.substr(start, end - start))) indices.insert(r->index);
        start = end + 1;
    }
    return start;
}

}  // namespace

ResultsFile::ResultsFile(std::filesystem::path path) : path_(std::move(path)) {
    fd_ = ::open(path_.c_str(), O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) throw io_error("cannot open", path_, errno);
    struct stat st {};
    if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) return;  // a device: nothing to read
    std::ifstream in(path_, std::ios::binary);
    std::stringstream content;
    content << in.rdbuf();
    const std::string text = content.str();
    const std::size_t complete = scan(text, existing_);
    if (complete < text.size() && ::ftruncate(fd_, static_cast<off_t>(complete)) != 0) {
        const int err = errno;
        ::close(fd_);
        throw io_error("cannot repair", path_, err);
    }
}

ResultsFile::~ResultsFile() {
    if (fd_ >= 0) ::close(fd_);
}

void ResultsFile::append(const GameResult& result) {
    const std::string line = to_json_line(result) + '\n';
    std::lock_guard lock(mutex_);
    struct stat st {};
    const off_t before = ::fstat(fd_, &st) == 0 ? st.st_size : -1;
    const ssize_t n = ::write(fd_, line.data(), line.size());
    int err = n < 0 ? errno : (static_cast<std::size_t>(n) < line.size() ? ENOSPC : 0);
    if (err == 0 && ::fsync(fd_) != 0 && errno != EINVAL) err = errno;  // EINVAL: /dev/full etc.
    if (err == 0) return;
    if (n > 0 && before >= 0) (void)!::ftruncate(fd_, before);
    throw io_error("cannot write", path_, err);
}

}  // namespace boardtalk::match
