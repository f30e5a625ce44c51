// Time control: the controller's settings and reports (genmove's thinking within them is
// GoState::think, go_state.cpp).
#include <fmt/format.h>

#include <cmath>
#include <stdexcept>

#include "games/go/commands.hpp"
#include "games/go/go_types.hpp"

namespace boardtalk::go_adapter {

using protocol::Args;
using protocol::Context;
using protocol::SyntaxError;

namespace {

// Seconds as a controller sends them: a finite float from 0 to about three years (larger
// values are typos, and would overflow the arithmetic of deadlines).
protocol::ArgType<double> time_type() {
    return protocol::checked_type<double>(
        "time",
        [real = protocol::types::real().parse](std::string_view text) -> std::optional<double> {
            auto v = real(text);
            if (!v || *v < 0 || *v > 1e8) return std::nullopt;
            return *v;
        });
}

enum class KgsSystem { none, absolute, canadian, byoyomi };

protocol::ArgType<KgsSystem> kgs_system_type() {
    return protocol::keyword_type<KgsSystem>("time system", {{"none", KgsSystem::none},
                                                             {"absolute", KgsSystem::absolute},
                                                             {"canadian", KgsSystem::canadian},
                                                             {"byoyomi", KgsSystem::byoyomi}});
}

// The settings of `kgs-time_settings SYSTEM ...` once the argument count fits the system.
go::TimeSettings kgs_settings(const Args& a) {
    const auto system = a.get<KgsSystem>(0);
    const std::size_t given = a.raw().size() - 1;
    const std::size_t wanted = system == KgsSystem::none       ? 0
                               : system == KgsSystem::absolute ? 1
                                                               : 3;
    if (given != wanted)
        throw SyntaxError(fmt::format("{} takes {} time argument{}, got {}", a.raw()[0], wanted,
                                      wanted == 1 ? "" : "s", given));
    switch (system) {
        case KgsSystem::none:
            return go::TimeSettings::none();
        case KgsSystem::absolute:
            return go::TimeSettings::absolute(*a.opt<double>(1));
        case KgsSystem::canadian:
            return go::TimeSettings::canadian(*a.opt<double>(1), *a.opt<double>(2),
                                              int(*a.opt<std::uint32_t>(3)));
        case KgsSystem::byoyomi:
            return go::TimeSettings::byoyomi(*a.opt<double>(1), *a.opt<double>(2),
                                             int(*a.opt<std::uint32_t>(3)));
    }
    return go::TimeSettings::none();
}

}  // namespace

void register_time_commands(protocol::Registry& r, GoState& s) {
    using protocol::optional_param;
    using protocol::param;
    namespace types = protocol::types;
    r.add({"time_settings",
           {param(time_type()), param(time_type()), param(types::integer())},
           "main time, Canadian period time and stones (period > 0 with 0 stones: no limit; "
           "period 0: absolute)",
           [&s](const Args& a, Context&) {
               s.clocks.set(go::TimeSettings::gtp(a.get<double>(0), a.get<double>(1),
                                                  int(a.get<std::uint32_t>(2))));
               return std::string();
           }});
    r.add({"kgs-time_settings",
           {param(kgs_system_type()), optional_param(time_type()), optional_param(time_type()),
            optional_param(types::integer())},
           "none | absolute main | canadian main period stones | byoyomi main period periods",
           [&s](const Args& a, Context&) {
               s.clocks.set(kgs_settings(a));
               return std::string();
           }});
    r.add({"time_left",
           {param(color_type()), param(time_type()), param(types::integer())},
           "time left for the color: seconds and stones (0: main time) or byoyomi periods",
           [&s](const Args& a, Context&) {
               s.clocks.set_left(a.get<go::Color>(0), a.get<double>(1),
                                 int(a.get<std::uint32_t>(2)));
               return std::string();
           }});
}

}  // namespace boardtalk::go_adapter
