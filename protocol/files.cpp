#include "protocol/files.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <spdlog/spdlog.h>

#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

#include "protocol/errors.hpp"

namespace boardtalk::protocol {

namespace {

[[noreturn]] void fail(const char* verb, const std::string& path, const std::string& why) {
    throw CommandError(std::string("cannot ") + verb + " " + path + ": " + why);
}

[[noreturn]] void fail_errno(const char* verb, const std::string& path, int err = errno) {
    fail(verb, path, std::strerror(err));
}

// Refuses anything but a regular file, in the words both reads and writes use.
void require_regular(const char* verb, const std::string& path, mode_t mode) {
    if (S_ISDIR(mode)) fail(verb, path, "it is a directory");
    if (!S_ISREG(mode)) fail(verb, path, "not a regular file");
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

// The file a save replaces and the permission bits the new one gets.
struct SaveTarget {
    std::string path;
    mode_t mode = 0644;
};

// What a save does with a symbolic link at its path.
enum class Links { follow, replace };

// `path` itself when it is a regular file or missing, or a symbolic link that `links` says to
// replace; the file a followed link names when that is a regular file. Anything else is refused
// before a temporary file exists.
SaveTarget save_target(const std::string& path, Links links) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) {
        if (errno == ENOENT) return {path};  // a missing directory fails when creating the temp
        fail_errno("write", path);
    }
    if (S_ISLNK(st.st_mode) && links == Links::replace) return {path};
    if (!S_ISLNK(st.st_mode)) {
        require_regular("write", path, st.st_mode);
        return {path, static_cast<mode_t>(st.st_mode & 07777)};
    }
    if (::stat(path.c_str(), &st) != 0) {
        if (errno == ENOENT) fail("write", path, "a symbolic link to a missing file");
        fail_errno("write", path);
    }
    if (!S_ISREG(st.st_mode))
        fail("write", path, "a symbolic link to something not a regular file");
    const std::unique_ptr<char, decltype(&std::free)> real(::realpath(path.c_str(), nullptr),
                                                           &std::free);
    if (!real) fail_errno("write", path);
    return {real.get(), static_cast<mode_t>(st.st_mode & 07777)};
}

// The directory part of `path` with its slash ("" for a bare name) and the name after it.
std::pair<std::string, std::string> split_path(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return {"", path};
    return {path.substr(0, slash + 1), path.substr(slash + 1)};
}

// The start of the temporary files' names for saves to a file named `name`; the rest is
// "<pid>-XXXXXX". The name is cut short so the whole stays within NAME_MAX.
std::string temp_prefix(const std::string& name) {
    return "." + name.substr(0, 200) + ".boardtalk-tmp-";
}

// The process id in a temporary file's name after its prefix ("<pid>-XXXXXX"), if it is one.
std::optional<pid_t> temp_owner(std::string_view rest) {
    pid_t pid = 0;
    const auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), pid);
    if (ec != std::errc() || pid <= 0) return std::nullopt;
    const std::string_view tail(end, static_cast<std::size_t>(rest.data() + rest.size() - end));
    if (tail.size() != 7 || tail[0] != '-') return std::nullopt;
    return pid;
}

// Removes the temporary files in `dir` starting with `prefix` whose process no longer exists:
// left by a save that was killed. A live process's file (another save under way) stays.
void remove_stale_temporaries(const std::string& dir, const std::string& prefix) {
    const std::unique_ptr<DIR, decltype(&::closedir)> d(::opendir(dir.empty() ? "." : dir.c_str()),
                                                        &::closedir);
    if (!d) return;  // the save itself reports what is wrong with the directory
    std::vector<std::string> stale;
    while (const dirent* e = ::readdir(d.get())) {
        const std::string_view name = e->d_name;
        if (!name.starts_with(prefix)) continue;
        const auto pid = temp_owner(name.substr(prefix.size()));
        if (pid && ::kill(*pid, 0) != 0 && errno == ESRCH)
            stale.emplace_back(dir + std::string(name));
    }
    for (const auto& file : stale) {
        struct stat st {};
        if (::lstat(file.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::unlink(file.c_str()) == 0)
            spdlog::info("removed {}, left by a save that was interrupted", file);
    }
}

// Makes a rename in `dir` durable; a failure here loses nothing already written.
void sync_directory(const std::string& dir) {
    Fd d{::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)};
    if (d.fd >= 0) ::fsync(d.fd);
}

// write_file_atomically and write_output_file: the temporary file beside the target, renamed
// over it.
void write_atomically(const std::string& path, std::string_view content, Links links) {
    if (path.empty()) throw CommandError("cannot write: empty file name");
    const SaveTarget target = save_target(path, links);
    const auto [dir, name] = split_path(target.path);
    const std::string prefix = temp_prefix(name);
    remove_stale_temporaries(dir, prefix);
    std::string temp = dir + prefix + std::to_string(::getpid()) + "-XXXXXX";
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd < 0) fail_errno("write", path);
    int err = write_all(fd, content);
    if (!err && ::fchmod(fd, target.mode) != 0) err = errno;
    if (!err && ::fsync(fd) != 0) err = errno;
    if (::close(fd) != 0 && !err) err = errno;
    if (!err && ::rename(temp.c_str(), target.path.c_str()) != 0) err = errno;
    if (err) {
        ::unlink(temp.c_str());
        fail_errno("write", path, err);
    }
    sync_directory(dir);
}

}  // namespace

std::string read_whole_file(const std::string& path, std::size_t max_bytes) {
    // Look before opening: opening a FIFO would wait for a writer, opening a device may act.
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) fail_errno("read", path);
    require_regular("read", path, st.st_mode);
    Fd f{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
    if (f.fd < 0) fail_errno("read", path);
    if (::fstat(f.fd, &st) != 0) fail_errno("read", path);
    require_regular("read", path, st.st_mode);  // it was swapped after the first look
    // Refused at once when too large: reading up to the cap first would cost seconds and memory.
    if (static_cast<std::uintmax_t>(st.st_size) > max_bytes)
        fail("read", path, "larger than " + std::to_string(max_bytes) + " bytes");
    std::string content;
    char buffer[65536];
    while (true) {
        const ssize_t n = ::read(f.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) fail_errno("read", path);
        if (n == 0) break;
        content.append(buffer, static_cast<std::size_t>(n));
        if (content.size() > max_bytes)
            fail("read", path, "larger than " + std::to_string(max_bytes) + " bytes");
    }
    return content;
}

void write_file_atomically(const std::string& path, std::string_view content) {
    write_atomically(path, content, Links::follow);
}

void write_output_file(const std::string& path, std::string_view content) {
    write_atomically(path, content, Links::replace);
}

}  // namespace boardtalk::protocol
