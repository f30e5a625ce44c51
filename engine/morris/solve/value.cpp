#include "engine/morris/solve/value.hpp"

namespace boardtalk::morris::solve {

std::string to_text(Value v) {
    switch (v.outcome) {
        case Verdict::draw:
            return "draw";
        case Verdict::win:
            return "win " + std::to_string(v.plies);
        case Verdict::loss:
            return "loss " + std::to_string(v.plies);
    }
    return "?";
}

}  // namespace boardtalk::morris::solve
