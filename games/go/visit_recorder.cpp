#include "games/go/visit_recorder.hpp"

#include <spdlog/spdlog.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include "engine/go/policy_planes.hpp"

namespace boardtalk::go_adapter {

namespace {

std::invalid_argument not_examples(const std::string& path, const std::string& why) {
    return std::invalid_argument("--record-visits: " + path +
                                 ": not a file of boardtalk's visit examples (" + why + ")");
}

// The length of the magic line and the whole examples after it in the existing file `path` (a
// process killed while writing leaves a partial example at the end: it is cut off on opening).
std::uintmax_t whole_examples_end(const std::string& path, std::uintmax_t size) {
    std::ifstream in(path, std::ios::binary);
    std::string magic(std::strlen(visits_magic), '\0');
    in.read(magic.data(), std::streamsize(magic.size()));
    if (in.gcount() != std::streamsize(magic.size()) || magic != visits_magic)
        throw not_examples(path, "it does not start with \"boardtalk go visits 1\"");
    std::uintmax_t end = magic.size();
    char dims[2];
    while (end + 2 <= size && in.seekg(std::streamoff(end)) && in.read(dims, 2)) {
        const int w = static_cast<unsigned char>(dims[0]), h = static_cast<unsigned char>(dims[1]);
        if (w < go::min_size || w > go::max_size || h < go::min_size || h > go::max_size)
            throw not_examples(path, std::to_string(w) + "x" + std::to_string(h) +
                                         " board at byte " + std::to_string(end));
        const auto bytes = std::uintmax_t(go::visit_example_bytes(w, h));
        if (end + bytes > size) break;
        end += bytes;
    }
    return end;
}

}  // namespace

VisitRecorder::VisitRecorder(const std::string& path) : path_(path) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    const bool fresh = ec || size == 0;
    if (!fresh) {
        const std::uintmax_t end = whole_examples_end(path, size);
        if (end < size) {
            std::filesystem::resize_file(path, end, ec);
            if (ec) {
                const std::string what = "cannot cut the partial example at the end of " + path;
                throw std::invalid_argument("--record-visits: " + what + ": " + ec.message());
            }
            spdlog::warn("--record-visits: {}: cut off a partial example at byte {}", path, end);
        }
    }
    out_.open(path, std::ios::binary | std::ios::app);
    if (!out_)
        throw std::invalid_argument("--record-visits: cannot open " + path + ": " +
                                    std::strerror(errno));
    if (fresh) out_ << visits_magic << std::flush;
}

void VisitRecorder::record(const go::FastBoard& root, const go::SearchReport& report) {
    std::string bytes;
    if (!go::append_visit_example(root, report, bytes)) return;
    out_.write(bytes.data(), std::streamsize(bytes.size()));
    out_.flush();
    if (!out_ && !warned_) {
        warned_ = true;
        spdlog::warn("--record-visits: cannot write to {}; the examples stop here", path_);
    }
}

}  // namespace boardtalk::go_adapter
