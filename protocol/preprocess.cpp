#include "protocol/preprocess.hpp"

namespace boardtalk::protocol {

std::string preprocess_line(std::string_view raw) {
    std::string out;
    out.reserve(raw.size());
    for (char ch : raw) {
        auto c = static_cast<unsigned char>(ch);
        if (c == '#') break;
        if (c == '\t') {
            out.push_back(' ');
        } else if (c >= 32 && c != 127) {
            out.push_back(ch);
        }
    }
    const auto first = out.find_first_not_of(' ');
    if (first == std::string::npos) return {};
    const auto last = out.find_last_not_of(' ');
    return out.substr(first, last - first + 1);
}

}  // namespace boardtalk::protocol
