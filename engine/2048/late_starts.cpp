#include "engine/2048/late_starts.hpp"

#include <cstdio>
#include <sstream>

namespace boardtalk::g2048 {

namespace {

constexpr std::string_view kStartsMagic = "boardtalk 2048 late starts 1";

// A decimal number as serialize() writes it (no sign, no leading zero).
std::optional<std::uint64_t> decimal(const std::string& text) {
    if (text.empty() || text.size() > 19 || (text.size() > 1 && text[0] == '0'))
        return std::nullopt;
    std::uint64_t v = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return v;
}

std::optional<Bitboard> hex_board(const std::string& text) {
    if (text.size() != 16) return std::nullopt;
    Bitboard b = 0;
    for (char c : text) {
        const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0) return std::nullopt;
        b = (b << 4) | static_cast<Bitboard>(d);
    }
    return b;
}

// "NAME VALUE" with VALUE a decimal number.
std::optional<std::uint64_t> field(const std::string& line, std::string_view name) {
    if (line.size() <= name.size() + 1 || line.compare(0, name.size(), name) != 0 ||
        line[name.size()] != ' ')
        return std::nullopt;
    return decimal(line.substr(name.size() + 1));
}

}  // namespace

LateStarts::LateStarts(int tile_exponent, std::size_t capacity)
    : tile_exponent_(tile_exponent), capacity_(capacity) {}

void LateStarts::add(Bitboard board) {
    boards_.push_back(board);
    if (boards_.size() > capacity_) boards_.pop_front();
}

Bitboard LateStarts::pick(SpawnRng& rng) const {
    return boards_[uniform_below(rng, boards_.size())];
}

std::string LateStarts::serialize(std::uint64_t games) const {
    std::string out = std::string(kStartsMagic) + "\ntile " + std::to_string(1u << tile_exponent_) +
                      "\ncapacity " + std::to_string(capacity_) + "\ngames " +
                      std::to_string(games) + "\nboards " + std::to_string(boards_.size()) + "\n";
    char line[18];
    for (Bitboard b : boards_) {
        std::snprintf(line, sizeof line, "%016llx\n", static_cast<unsigned long long>(b));
        out += line;
    }
    return out;
}

Result<LateStarts::Saved> LateStarts::parse(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::string line;
    if (!std::getline(in, line) || line != kStartsMagic) return Error{"not a file of late starts"};
    std::optional<std::uint64_t> values[4];
    const char* names[4] = {"tile", "capacity", "games", "boards"};
    for (int i = 0; i < 4; ++i) {
        if (!std::getline(in, line) || !(values[i] = field(line, names[i])))
            return Error{std::string("damaged header (no '") + names[i] + "' line)"};
    }
    const std::uint64_t tile = *values[0], capacity = *values[1], count = *values[3];
    int exponent = 1;
    while (exponent < 15 && (std::uint64_t{1} << exponent) < tile) ++exponent;
    if ((std::uint64_t{1} << exponent) != tile) return Error{"tile: not a power of 2 to 32768"};
    if (capacity < 1 || capacity > 1000000 || count > capacity)
        return Error{"damaged header (capacity, boards)"};
    Saved saved{LateStarts(exponent, capacity), *values[2]};
    for (std::uint64_t i = 0; i < count; ++i) {
        std::optional<Bitboard> b;
        if (!std::getline(in, line) || !(b = hex_board(line)))
            return Error{"truncated or damaged: board " + std::to_string(i + 1) + " of " +
                         std::to_string(count)};
        saved.starts.add(*b);
    }
    if (in.peek() != std::char_traits<char>::eof()) return Error{"more boards than announced"};
    return saved;
}

}  // namespace boardtalk::g2048
