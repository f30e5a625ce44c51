#include "engine/2048/ntuple.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <sstream>

#include "engine/2048/network_text.hpp"

namespace boardtalk::g2048 {

namespace {

// A network without stages is written as format 1, which has no stages line.
constexpr std::string_view kMagic = "boardtalk 2048 n-tuple network 1\n";
constexpr std::string_view kMagicStaged = "boardtalk 2048 n-tuple network 2\n";

}  // namespace

int symmetric_cell(int c, int s) {
    int r = c / 4, col = c % 4;
    if (s & 4) std::swap(r, col);
    if (s & 1) r = 3 - r;
    if (s & 2) col = 3 - col;
    return r * 4 + col;
}

Bitboard flip_rows(Bitboard b) {
    return (b << 48) | ((b << 16) & 0x0000FFFF00000000ull) | ((b >> 16) & 0x00000000FFFF0000ull) |
           (b >> 48);
}

Bitboard flip_columns(Bitboard b) {
    return ((b & 0x000F000F000F000Full) << 12) | ((b & 0x00F000F000F000F0ull) << 4) |
           ((b >> 4) & 0x00F000F000F000F0ull) | ((b >> 12) & 0x000F000F000F000Full);
}

Bitboard symmetric_board(Bitboard board, int s) {
    Bitboard out = 0;
    for (int c = 0; c < 16; ++c)
        out |= static_cast<Bitboard>(cell_exponent(board, c)) << (4 * symmetric_cell(c, s));
    return out;
}

std::string NTupleNetwork::shape_problem(const TupleShape& shape) {
    if (shape.empty() || shape.size() > 6) return "a shape has 1 to 6 cells";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (shape[i] < 0 || shape[i] > 15) return "cells are 0..15";
        for (std::size_t j = 0; j < i; ++j)
            if (shape[i] == shape[j]) return "a cell twice in one shape";
    }
    return "";
}

Result<std::vector<TupleShape>> NTupleNetwork::preset(std::string_view name) {
    if (name == "tiny") return std::vector<TupleShape>{{0, 1}, {4, 5}};
    if (name == "small")
        return std::vector<TupleShape>{{0, 1, 2, 3}, {4, 5, 6, 7}, {0, 1, 4, 5}, {1, 2, 5, 6}};
    if (name == "standard")
        return std::vector<TupleShape>{
            {0, 1, 2, 3, 4, 5}, {4, 5, 6, 7, 8, 9}, {0, 1, 2, 4, 5, 6}, {4, 5, 6, 8, 9, 10}};
    return Error{"unknown network '" + std::string(name) + "' (tiny, small or standard)"};
}

std::string NTupleNetwork::stages_problem(const std::vector<int>& exponents) {
    if (exponents.size() > 3) return "at most 3 stage tiles";
    for (std::size_t i = 0; i < exponents.size(); ++i) {
        if (exponents[i] < 2 || exponents[i] > 15) return "stage tiles are 4..32768";
        if (i > 0 && exponents[i] <= exponents[i - 1]) return "stage tiles go up";
    }
    return "";
}

Result<std::vector<int>> NTupleNetwork::parse_stage_tiles(std::string_view text) {
    std::vector<int> exponents;
    std::size_t at = 0;
    while (at <= text.size() && !text.empty()) {
        const auto comma = std::min(text.find(',', at), text.size());
        const std::string tile(text.substr(at, comma - at));
        const auto n = network_text::canonical_number(tile, 10);
        if (!n || *n == 0 || (*n & (*n - 1)) != 0 || *n > 32768)
            return Error{"'" + tile + "' is not a tile (a power of two, 4..32768)"};
        exponents.push_back(std::countr_zero(*n));
        at = comma + 1;
    }
    if (auto p = stages_problem(exponents); !p.empty()) return Error{p};
    return exponents;
}

NTupleNetwork::NTupleNetwork(std::vector<TupleShape> shapes, std::vector<int> stage_exponents)
    : shapes_(std::move(shapes)), stage_exponents_(std::move(stage_exponents)) {
    for (int k = 0; k < stages(); ++k)
        for (const auto& shape : shapes_)
            weights_.emplace_back(std::size_t{1} << (4 * shape.size()), 0.0f);
    for (const auto& shape : shapes_) {
        Runs r{};
        for (std::size_t j = 0; j < shape.size(); ++j) {
            if (j > 0 && shape[j] == shape[j - 1] + 1) {
                r.run[r.count - 1].mask = (r.run[r.count - 1].mask << 4) | 0xF;
                continue;
            }
            r.run[r.count++] = {4 * shape[j], 4 * static_cast<int>(j), 0xF};
        }
        runs_.push_back(r);
    }
}

std::array<Bitboard, 8> NTupleNetwork::views(Bitboard board) {
    // view[s] = T(F(board)) with F the row and column flips of s, T the transpose when s & 4
    // (symmetric_cell swaps first, then flips; each is its own inverse).
    const Bitboard rows = flip_rows(board), cols = flip_columns(board), both = flip_rows(cols);
    return {board,           rows,           cols, both, transpose(board), transpose(rows),
            transpose(cols), transpose(both)};
}

double NTupleNetwork::value(Bitboard board) const {
    // Each shape's 8 indices first, then its loads: a large network's loads miss the cache, and
    // independent addresses let the processor wait for several misses at once.
    const auto view = views(board);
    const std::size_t first = static_cast<std::size_t>(stage(board)) * shapes_.size();
    double v = 0;
    for (std::size_t t = 0; t < shapes_.size(); ++t) {
        std::uint32_t at[8];
        for (int s = 0; s < 8; ++s) at[s] = index(runs_[t], view[s]);
        const float* w = weights_[first + t].data();
        for (int s = 0; s < 8; ++s) v += w[at[s]];
    }
    return v;
}

void NTupleNetwork::add(Bitboard board, float delta) {
    for_each_weight(board, [&](int t, std::uint32_t i) { weights_[t][i] += delta; });
}

NTupleNetwork NTupleNetwork::with_stages(std::vector<int> stage_exponents, bool copy) && {
    NTupleNetwork out(shapes_);
    out.stage_exponents_ = std::move(stage_exponents);
    out.games_ = games_;
    out.seed_ = seed_;
    const std::size_t n = shapes_.size();
    for (int k = 1; k < out.stages(); ++k)
        for (std::size_t t = 0; t < n; ++t)
            out.weights_.push_back(copy ? weights_[t] : Table(weights_[t].size(), 0.0f));
    for (std::size_t t = 0; t < n; ++t) out.weights_[t] = std::move(weights_[t]);
    return out;
}

void NTupleNetwork::fill(float w) {
    for (auto& table : weights_) std::fill(table.begin(), table.end(), w);
}

std::size_t NTupleNetwork::weight_count() const {
    std::size_t n = 0;
    for (const auto& w : weights_) n += w.size();
    return n;
}

std::string NTupleNetwork::serialize() const {
    std::string body;
    body.reserve(weight_count() * 4);
    for (const auto& table : weights_)
        for (float f : table) {
            std::uint32_t u;
            std::memcpy(&u, &f, 4);
            for (int b = 0; b < 4; ++b) body += static_cast<char>((u >> (8 * b)) & 0xFF);
        }
    std::ostringstream head;
    head << (stage_exponents_.empty() ? kMagic : kMagicStaged) << "shapes "
         << network_text::shapes_text(shapes_) << "\n";
    if (!stage_exponents_.empty())
        head << "stages " << network_text::stages_text(stage_exponents_) << "\n";
    head << "games " << games_ << "\nseed " << seed_ << "\nweights " << weight_count()
         << "\nchecksum " << std::hex << network_text::fnv1a(body) << "\n";
    return head.str() + body;
}

Result<NTupleNetwork> NTupleNetwork::parse(std::string_view bytes) {
    const bool staged = bytes.substr(0, kMagicStaged.size()) == kMagicStaged;
    if (!staged && bytes.substr(0, kMagic.size()) != kMagic)
        return Error{"not a boardtalk 2048 n-tuple network"};
    std::size_t pos = kMagic.size();
    std::vector<std::string_view> names = {"shapes ", "games ", "seed ", "weights ", "checksum "};
    if (staged) names.insert(names.begin() + 1, "stages ");
    auto header = network_text::header_fields(bytes, pos, names);
    if (!header) return Error{header.error()};
    std::vector<std::string> fields = std::move(*header);
    std::vector<int> stage_exponents;
    if (staged) {
        auto tiles = parse_stage_tiles(fields[1]);
        if (!tiles) return Error{"stages: " + tiles.error()};
        if (tiles->empty()) return Error{"stages: none (a network without stages is format 1)"};
        stage_exponents = std::move(*tiles);
        fields.erase(fields.begin() + 1);
    }
    auto shapes = network_text::parse_shapes(fields[0]);
    if (!shapes) return Error{"shapes: " + shapes.error()};
    const std::string_view body = bytes.substr(pos);
    // The weights the shapes need, before any is allocated: a header must not make us reserve
    // more than the file holds.
    std::uint64_t needed = 0;
    for (const auto& shape : *shapes) needed += std::uint64_t{1} << (4 * shape.size());
    needed *= stage_exponents.size() + 1;
    if (body.size() != needed * 4)
        return Error{"truncated: " + std::to_string(body.size() / 4) + " of " +
                     std::to_string(needed) + " weights"};
    NTupleNetwork net(std::move(*shapes), std::move(stage_exponents));
    const auto games = network_text::canonical_number(fields[1], 10);
    const auto seed = network_text::canonical_number(fields[2], 10);
    const auto count = network_text::canonical_number(fields[3], 10);
    const auto sum = network_text::canonical_number(fields[4], 16);
    if (!games || !seed || !count || !sum) return Error{"damaged header"};
    if (*count != net.weight_count())
        return Error{"truncated: " + std::to_string(body.size() / 4) + " of " +
                     std::to_string(net.weight_count()) + " weights"};
    if (network_text::fnv1a(body) != *sum) return Error{"checksum mismatch (damaged file)"};
    std::size_t at = 0;
    for (auto& table : net.weights_)
        for (float& f : table) {
            std::uint32_t u = 0;
            for (int b = 0; b < 4; ++b)
                u |= static_cast<std::uint32_t>(static_cast<unsigned char>(body[at++])) << (8 * b);
            std::memcpy(&f, &u, 4);
        }
    net.games_ = *games;
    net.seed_ = *seed;
    return net;
}

}  // namespace boardtalk::g2048
