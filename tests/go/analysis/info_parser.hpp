#pragma once
// Reads an analysis line back the way a GUI does: `info` blocks of key/value pairs whose `pv`
// runs to the next `info` (or `ownership`), then an optional `ownership` block.
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace boardtalk::go_adapter::testing {

struct ParsedCandidate {
    std::map<std::string, std::string> values;  // key -> token as printed
    std::vector<std::string> pv;
};

struct ParsedLine {
    std::vector<ParsedCandidate> candidates;
    std::vector<std::string> ownership;  // tokens as printed
    bool has_ownership = false;
};

inline ParsedLine parse_info_line(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> t;
    for (std::string w; in >> w;) t.push_back(w);
    ParsedLine out;
    std::size_t i = 0;
    while (i < t.size()) {
        if (t[i] == "ownership") {
            out.has_ownership = true;
            out.ownership.assign(t.begin() + long(i) + 1, t.end());
            break;
        }
        if (t[i] != "info") throw std::runtime_error("expected info at '" + t[i] + "'");
        ParsedCandidate c;
        for (++i; i < t.size() && t[i] != "info" && t[i] != "ownership";) {
            if (t[i] == "pv") {
                for (++i; i < t.size() && t[i] != "info" && t[i] != "ownership"; ++i)
                    c.pv.push_back(t[i]);
            } else {
                if (i + 1 >= t.size()) throw std::runtime_error("key without value: " + t[i]);
                if (!c.values.emplace(t[i], t[i + 1]).second)
                    throw std::runtime_error("key twice: " + t[i]);
                i += 2;
            }
        }
        out.candidates.push_back(c);
    }
    return out;
}

}  // namespace boardtalk::go_adapter::testing
