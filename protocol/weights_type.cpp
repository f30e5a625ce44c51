#include "protocol/weights_type.hpp"

#include <set>

#include "protocol/option_values.hpp"

namespace boardtalk::protocol {

ArgType<int> weight_type(int max_abs) {
    return {"weight", [max_abs](std::string_view text) -> Result<int> {
                const auto v = signed_int_type().parse(text);
                if (!v || *v < -max_abs || *v > max_abs)
                    return Error{"must be an integer " + weight_range(max_abs)};
                return *v;
            }};
}

std::string weight_range(int max_abs) {
    return std::to_string(-max_abs) + ".." + std::to_string(max_abs);
}

namespace {

std::string joined(std::span<const char* const> names) {
    std::string text;
    for (const char* n : names) text += (text.empty() ? "" : ", ") + std::string(n);
    return text;
}

}  // namespace

Result<std::vector<std::pair<std::size_t, int>>> parse_weights(std::string_view text,
                                                               std::span<const char* const> names,
                                                               int max_abs) {
    if (text.empty()) return Error{"no weights"};
    std::vector<std::pair<std::size_t, int>> items;
    std::set<std::size_t> seen;
    while (true) {
        const std::size_t comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos)
            return Error{"expected NAME=N, got '" + std::string(item) + "'"};
        const std::string name(item.substr(0, eq));
        const std::string_view number = item.substr(eq + 1);
        std::size_t index = 0;
        while (index < names.size() && name != names[index]) ++index;
        if (index == names.size())
            return Error{"unknown weight '" + name + "' (" + joined(names) + ")"};
        if (!seen.insert(index).second) return Error{"weight '" + name + "' given twice"};
        const auto value = weight_type(max_abs).parse(number);
        if (!value)
            return Error{"weight '" + name + "' " + value.error() + ", got '" +
                         std::string(number) + "'"};
        items.emplace_back(index, *value);
        if (comma == std::string_view::npos) return items;
        text.remove_prefix(comma + 1);
    }
}

}  // namespace boardtalk::protocol
