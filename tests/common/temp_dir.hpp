#pragma once
// A fresh directory under the system's temporary directory for one test, removed with what it
// holds at the end of its scope. mkdtemp makes the name unique, also between test processes
// running at the same time.
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

namespace boardtalk::test {

class TempDir {
  public:
    explicit TempDir(const std::string& prefix = "boardtalk-test") {
        std::string name = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
        if (!::mkdtemp(name.data())) throw std::runtime_error("mkdtemp failed: " + name);
        path = name;
    }
    ~TempDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    // The path of `name` in this directory.
    std::string file(const std::string& name) const { return (path / name).string(); }

    std::filesystem::path path;
};

}  // namespace boardtalk::test
