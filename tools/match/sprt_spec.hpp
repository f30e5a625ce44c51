#pragma once
// The `--sprt` value of `boardtalk match`, "elo0=0,elo1=10[,alpha=0.05][,beta=0.05]
// [,model=logistic|normalized]": its one parser, its canonical text, and the names of the models.
// The range is sprt::params_error's.
#include <optional>
#include <string>

#include "core/result.hpp"
#include "tools/match/sprt.hpp"

namespace boardtalk::match {

// The parameters, or one line saying what is wrong (no "--sprt: " in front, no newline).
// elo0 and elo1 are required, each key at most once, numbers as GTP reals.
Result<sprt::SprtParams> parse_sprt_spec(const std::string& text);

// "logistic" or "normalized".
std::string model_name(sprt::EloModel model);
std::optional<sprt::EloModel> model_from_name(const std::string& name);

}  // namespace boardtalk::match
