#include "engine/morris/solve/retrograde.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "engine/morris/geometry.hpp"

namespace boardtalk::morris::solve {

namespace {

// What a position's moves lead to: how many remove nothing (they stay in the pair), and the best
// and worst values among those that remove a man.
struct Exits {
    int quiet = 0;
    int win = -1;   // fewest plies of a win by a removal, -1: none
    int loss = -1;  // most plies of a loss by a removal, -1: none
    bool draw = false;
};

class PairSolver {
  public:
    PairSolver(int a, int b, const Rules& rules, const SectorSource& solved)
        : g_(geometry(rules.diagonals)), flying_(rules.flying) {
        works_.push_back(make_work(Sector{a, b}, solved));
        if (a != b) works_.push_back(make_work(Sector{b, a}, solved));
    }

    Result<std::vector<SectorTable>> run() {
        for (std::size_t w = 0; w < works_.size(); ++w)
            if (works_[w].sector.other > 3 && !works_[w].captures)
                return Error{
                    "sector " +
                    sector_name(Sector{works_[w].sector.other - 1, works_[w].sector.mover}) +
                    " must be solved first"};
        for (std::size_t w = 0; w < works_.size(); ++w) init(static_cast<int>(w));
        for (int d = 0; d <= kMaxPlies && !overflow_; ++d) {
            for (std::size_t w = 0; w < works_.size(); ++w)
                for (std::uint32_t idx : exit_wins_[d][w])
                    if (works_[w].value[idx] == 0) decide(static_cast<int>(w), idx, d);
            for (std::size_t w = 0; w < works_.size(); ++w)
                for (std::size_t i = 0; i < decided_[d][w].size(); ++i)
                    propagate(static_cast<int>(w), decided_[d][w][i], d);
            decided_[d] = {};
            exit_wins_[d] = {};
        }
        if (overflow_)
            return Error{"a distance to the end exceeds " + std::to_string(kMaxPlies) + " plies"};
        std::vector<SectorTable> out;
        for (Work& w : works_) out.push_back(SectorTable{w.sector, std::move(w.value), w.index});
        return out;
    }

  private:
    struct Work {
        Sector sector;
        const SectorIndex* index;
        std::vector<Stored> value;        // 0 until decided (and for draws at the end)
        std::vector<std::uint8_t> quiet;  // moves removing nothing whose value is not yet known
        const SectorTable* captures;      // the sector a removal leads to; null if it leaves 2
    };
    // Up to the most moves removing nothing (3 flying men x 21 points), sorted and deduplicated.
    struct Entries {
        std::array<std::uint32_t, 128> at;
        int size = 0;
        void push(std::uint64_t i) { at[size++] = static_cast<std::uint32_t>(i); }
        void unique() {
            std::sort(at.begin(), at.begin() + size);
            size = static_cast<int>(std::unique(at.begin(), at.begin() + size) - at.begin());
        }
    };
    using Levels = std::array<std::array<std::vector<std::uint32_t>, 2>, kMaxPlies + 1>;

    static Work make_work(Sector s, const SectorSource& solved) {
        return Work{s, &sector_index(s), {}, {}, capture_table(s, solved)};
    }

    static const SectorTable* capture_table(Sector s, const SectorSource& solved) {
        return s.other > 3 ? solved(Sector{s.other - 1, s.mover}) : nullptr;
    }

    int partner(int w) const { return works_.size() == 1 ? 0 : 1 - w; }

    // The value of the position after a removal, for its side to move (the opponent).
    Value after_removal(const Work& w, Mask them_left, Mask us) const {
        if (!w.captures) return Value{Verdict::loss, 0};
        return w.captures->at(them_left, us);
    }

    Exits exits(int wi, Mask own, Mask opp) const {
        const Work& w = works_[wi];
        Exits e;
        const Mask empty = kAllPoints & ~(own | opp);
        const bool fly = flying_ && w.sector.mover == 3;
        const Mask removable = g_.removable(opp);
        const SectorIndex& next = *works_[partner(wi)].index;
        Entries quiet;
        for (Mask f = own; f; f &= f - 1) {
            const Mask rest = own & ~(f & -f);
            const Mask targets = fly ? empty : g_.adjacent[std::countr_zero(f)] & empty;
            for (Mask t = targets; t; t &= t - 1) {
                const Point to = static_cast<Point>(std::countr_zero(t));
                if (!g_.closes_mill(rest, to)) {
                    quiet.push(next.index(opp, rest | bit(to)));
                    continue;
                }
                for (Mask r = removable; r; r &= r - 1) {
                    const Value v = after_removal(w, opp & ~(r & -r), rest | bit(to));
                    if (v.outcome == Verdict::loss)
                        e.win = e.win < 0 ? v.plies + 1 : std::min(e.win, v.plies + 1);
                    else if (v.outcome == Verdict::win)
                        e.loss = std::max(e.loss, v.plies + 1);
                    else
                        e.draw = true;
                }
            }
        }
        quiet.unique();
        e.quiet = quiet.size;
        return e;
    }

    void init(int w) {
        Work& work = works_[w];
        const std::uint64_t size = work.index->size();
        work.value.assign(size, 0);
        work.quiet.assign(size, 0);
        Mask own = 0, opp = 0;
        for (std::uint64_t idx = 0; idx < size; ++idx) {
            if (!work.index->position(idx, own, opp)) continue;  // a hole
            const Exits e = exits(w, own, opp);
            work.quiet[idx] = static_cast<std::uint8_t>(e.quiet);
            const auto i = static_cast<std::uint32_t>(idx);
            if (e.win >= 0) {
                if (e.win > kMaxPlies)
                    overflow_ = true;
                else
                    exit_wins_[e.win][w].push_back(i);
            } else if (e.quiet == 0 && !e.draw) {
                decide(w, i, std::max(e.loss, 0));
            }
        }
    }

    void decide(int w, std::uint32_t idx, int plies) {
        if (plies > kMaxPlies) {
            overflow_ = true;
            return;
        }
        works_[w].value[idx] = encode(Value{plies % 2 ? Verdict::win : Verdict::loss, plies});
        decided_[plies][w].push_back(idx);
    }

    // The position `idx` of work `w` is decided in `plies`: its predecessors learn of it.
    void propagate(int w, std::uint32_t idx, int plies) {
        Mask own = 0, opp = 0;
        works_[w].index->position(idx, own, opp);
        const int pw = partner(w);
        Work& pred = works_[pw];
        Entries preds;
        const Mask empty = kAllPoints & ~(own | opp);
        const bool fly = flying_ && pred.sector.mover == 3;
        for (Mask t = opp; t; t &= t - 1) {
            const Point to = static_cast<Point>(std::countr_zero(t));
            const Mask rest = opp & ~bit(to);
            if (g_.closes_mill(rest, to)) continue;  // that move would have removed a man
            for (Mask f = fly ? empty : g_.adjacent[to] & empty; f; f &= f - 1)
                preds.push(pred.index->index(rest | (f & -f), own));
        }
        preds.unique();
        for (int k = 0; k < preds.size; ++k) {
            const std::uint32_t p = preds.at[k];
            if (pred.value[p] != 0) continue;
            if (plies % 2 == 0)
                decide(pw, p, plies + 1);
            else if (--pred.quiet[p] == 0)
                every_move_loses(pw, p, plies + 1);
        }
    }

    // Every move of `p` that removes nothing reaches a win for the opponent, the last in
    // `plies` - 1: `p` is lost unless a removal saves it.
    void every_move_loses(int w, std::uint32_t p, int plies) {
        Mask own = 0, opp = 0;
        works_[w].index->position(p, own, opp);
        const Exits e = exits(w, own, opp);
        if (e.win >= 0 || e.draw) return;
        decide(w, p, std::max(plies, e.loss));
    }

    const Geometry& g_;
    bool flying_;
    std::vector<Work> works_;
    Levels decided_{};
    Levels exit_wins_{};
    bool overflow_ = false;
};

}  // namespace

std::vector<Sector> dependencies(int a, int b) {
    std::vector<Sector> out;
    if (b > 3) out.push_back(Sector{b - 1, a});
    if (a > 3 && a != b) out.push_back(Sector{a - 1, b});
    return out;
}

Result<std::vector<SectorTable>> solve_pair(int a, int b, const Rules& rules,
                                            const SectorSource& solved) {
    if (a < 3 || b < 3 || a > 12 || b > 12 || a + b > kPoints)
        return Error{"no sector " + std::to_string(a) + "-" + std::to_string(b)};
    return PairSolver(a, b, rules, solved).run();
}

Tally tally(const SectorTable& table) {
    Tally t;
    Mask own = 0, opp = 0;
    for (std::uint64_t i = 0; i < table.values.size(); ++i) {
        if (!table.index->position(i, own, opp)) continue;
        const Value v = decode(table.values[i]);
        if (v.outcome == Verdict::win) ++t.wins;
        if (v.outcome == Verdict::loss) ++t.losses;
        if (v.outcome == Verdict::draw) ++t.draws;
        t.longest = std::max(t.longest, v.plies);
    }
    return t;
}

}  // namespace boardtalk::morris::solve
