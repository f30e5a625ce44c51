#pragma once
// A file of lines that only grows, one record a line (results.jsonl of `boardtalk match`,
// tune.jsonl of `boardtalk tune`): each line is appended with a single write() and synced, so an
// interrupted run leaves at most a torn last line, which the next open cuts off; a failed append
// (a full disk, an I/O error) is cut back, so no torn line stays in the middle of the file.
#include <filesystem>
#include <mutex>
#include <string>
#include <vector>

namespace boardtalk::protocol {

class AppendLog {
  public:
    // Opens (creating) `path` for appending and reads its complete lines; a torn last line (no
    // '\n') is cut off. Throws std::runtime_error "cannot open PATH: <reason>" / "cannot repair
    // PATH: <reason>". A path that is not a regular file (a device) reads as empty.
    explicit AppendLog(std::filesystem::path path);
    ~AppendLog();
    AppendLog(const AppendLog&) = delete;
    AppendLog& operator=(const AppendLog&) = delete;

    // The complete lines (without '\n') the file held when it was opened.
    const std::vector<std::string>& lines() const { return lines_; }

    // Appends `line` and '\n' with one write and an fsync; thread-safe. On failure the file is
    // cut back to its previous length and std::runtime_error "cannot write PATH: <reason>" is
    // thrown.
    void append(const std::string& line);

    const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
    int fd_ = -1;
    std::mutex mutex_;
    std::vector<std::string> lines_;
};

}  // namespace boardtalk::protocol
