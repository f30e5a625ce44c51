#pragma once
// A data file named by an option of `boardtalk go` (--ratings, --policy), read and parsed by
// its type's one parser.
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "protocol/files.hpp"

namespace boardtalk::go_adapter {

// T::parse of the file at `path` (at most read_whole_file's 64 MiB). Throws std::invalid_argument
// "--OPTION: <reason>" naming the file when it cannot be read or parsed.
template <class T>
std::shared_ptr<const T> read_data_file(std::string_view option, const std::string& path) {
    const std::string name = "--" + std::string(option) + ": ";
    std::string bytes;
    try {
        bytes = protocol::read_whole_file(path);
    } catch (const std::exception& e) {
        throw std::invalid_argument(name + e.what());
    }
    auto parsed = T::parse(bytes);
    if (!parsed) throw std::invalid_argument(name + path + ": " + parsed.error());
    return std::make_shared<const T>(std::move(parsed).value());
}

}  // namespace boardtalk::go_adapter
