#include "games/go/analysis_args.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "engine/go/notation.hpp"
#include "games/go/go_types.hpp"
#include "protocol/errors.hpp"
#include "protocol/grammar.hpp"

namespace boardtalk::go_adapter {

using protocol::SyntaxError;

namespace {

// KataGo switches taken with a boolean and ignored.
constexpr std::array<std::string_view, 5> ignored_switches{
    "ownershipStdev", "movesOwnership", "movesOwnershipStdev", "pvVisits", "rootInfo"};

// Walks the tokens left to right; each reader consumes what it needs or throws.
class Reader {
  public:
    explicit Reader(const std::vector<std::string>& tokens) : tokens_(tokens) {}
    bool done() const { return next_ == tokens_.size(); }
    const std::string& peek() const { return tokens_[next_]; }
    const std::string& take(std::string_view what) {
        if (done()) throw SyntaxError("missing " + std::string(what));
        return tokens_[next_++];
    }
    std::uint32_t integer(std::string_view what) {
        const std::string& t = take(what);
        if (auto v = protocol::parse_gtp_int(t)) return *v;
        throw SyntaxError("invalid " + std::string(what) + " '" + t + "'");
    }
    bool boolean(std::string_view what) {
        const std::string& t = take(what);
        if (auto v = protocol::parse_gtp_bool(t)) return *v;
        throw SyntaxError("invalid " + std::string(what) + " '" + t + "'");
    }

  private:
    const std::vector<std::string>& tokens_;
    std::size_t next_ = 0;
};

// Centiseconds as a non-negative number (Lizzie sends integers; a float does no harm), capped
// at an hour.
std::optional<double> centiseconds(std::string_view text) {
    auto v = protocol::parse_gtp_float(text);
    if (!v || *v < 0 || *v > 360000) return std::nullopt;
    return *v / 100.0;
}

double interval_value(Reader& r) {
    const std::string& t = r.take("interval");
    if (auto v = centiseconds(t)) return *v;
    throw SyntaxError("invalid interval '" + t + "'");
}

// `avoid|allow COLOUR V,V,... DEPTH`: checked, then dropped.
void skip_move_filter(Reader& r, int width, int height) {
    const std::string& colour = r.take("colour");
    if (!color_type().parse(colour)) throw SyntaxError("invalid color '" + colour + "'");
    const std::string& list = r.take("vertex list");
    std::size_t start = 0;
    while (start <= list.size()) {
        const auto comma = std::min(list.find(',', start), list.size());
        const std::string_view v = std::string_view(list).substr(start, comma - start);
        if (!go::parse_vertex(v, width, height) || v.empty())
            throw SyntaxError("invalid vertex '" + std::string(v) + "'");
        start = comma + 1;
    }
    if (r.integer("depth") == 0) throw SyntaxError("invalid depth '0'");
}

void read_option(Reader& r, AnalysisRequest& q, AnalysisStyle style, int width, int height) {
    const std::string key = r.take("option");
    if (key == "interval") {
        q.interval = interval_value(r);
    } else if (key == "minmoves") {
        q.min_moves = r.integer("minmoves");
    } else if (key == "maxmoves") {
        const auto n = r.integer("maxmoves");
        if (n == 0) throw SyntaxError("invalid maxmoves '0'");
        q.max_moves = n;
    } else if (key == "avoid" || key == "allow") {
        skip_move_filter(r, width, height);
        q.ignored_filters = true;
    } else if (key == "ownership" && style == AnalysisStyle::kata) {
        q.ownership = r.boolean("ownership");
    } else if (style == AnalysisStyle::kata &&
               std::find(ignored_switches.begin(), ignored_switches.end(), key) !=
                   ignored_switches.end()) {
        r.boolean(key);
    } else {
        throw SyntaxError("invalid option '" + key + "'");
    }
}

}  // namespace

AnalysisRequest parse_analysis_args(const std::vector<std::string>& tokens, AnalysisStyle style,
                                    int width, int height) {
    AnalysisRequest q;
    Reader r(tokens);
    if (!r.done())
        if (auto c = color_type().parse(r.peek())) {
            q.color = *c;
            r.take("colour");
        }
    if (!r.done())
        if (auto v = centiseconds(r.peek())) {
            q.interval = *v;
            r.take("interval");
        }
    while (!r.done()) read_option(r, q, style, width, height);
    return q;
}

}  // namespace boardtalk::go_adapter
