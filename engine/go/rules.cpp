#include "engine/go/rules.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "core/real.hpp"

namespace boardtalk::go {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return out;
}

std::vector<std::string_view> split_words(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        std::size_t start = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        if (i > start) words.push_back(text.substr(start, i - start));
    }
    return words;
}

// Applies one "key=value" setting; false when the key or the value is unknown.
bool apply_setting(Rules& rules, std::string_view word) {
    auto eq = word.find('=');
    if (eq == std::string_view::npos) return false;
    std::string key = lower(word.substr(0, eq));
    std::string value = lower(word.substr(eq + 1));
    if (key == "ko") {
        for (KoRule k :
             {KoRule::simple, KoRule::positional, KoRule::situational, KoRule::recent_capture})
            if (value == to_string(k)) return rules.ko = k, true;
        return false;
    }
    if (key == "suicide") {
        if (value == "yes" || value == "no") return rules.suicide = value == "yes", true;
        return false;
    }
    if (key == "scoring") {
        for (Scoring s : {Scoring::area, Scoring::territory})
            if (value == to_string(s)) return rules.scoring = s, true;
        return false;
    }
    if (key == "handicap-bonus") {
        for (HandicapBonus b : {HandicapBonus::none, HandicapBonus::n_minus_one, HandicapBonus::n})
            if (value == to_string(b)) return rules.handicap_bonus = b, true;
        return false;
    }
    if (key == "komi") {
        auto komi = parse_real(value);
        if (komi) rules.komi = *komi;
        return komi.has_value();
    }
    return false;
}

}  // namespace

// Handicap bonuses as KataGo's presets of the same names (its whiteHandicapBonus) and GNU Go's
// area scoring (which counts one point per handicap stone for White).
Rules Rules::chinese() {
    return Rules{KoRule::positional, false, Scoring::area, 7.5, HandicapBonus::n};
}
Rules Rules::japanese() {
    return Rules{KoRule::simple, false, Scoring::territory, 6.5, HandicapBonus::none};
}
Rules Rules::tromp_taylor() {
    return Rules{KoRule::positional, true, Scoring::area, 7.5, HandicapBonus::none};
}
Rules Rules::simple() {
    return Rules{KoRule::simple, false, Scoring::area, 7.5, HandicapBonus::n};
}
Rules Rules::aga() {
    return Rules{KoRule::situational, false, Scoring::area, 7.5, HandicapBonus::n_minus_one};
}
Rules Rules::new_zealand() {
    return Rules{KoRule::situational, true, Scoring::area, 7.0, HandicapBonus::none};
}

double Rules::white_bonus(std::size_t handicap_stones) const {
    const auto n = static_cast<double>(handicap_stones);
    switch (handicap_bonus) {
        case HandicapBonus::none:
            return komi;
        case HandicapBonus::n_minus_one:
            return komi + std::max(0.0, n - 1);
        case HandicapBonus::n:
            return komi + n;
    }
    return komi;
}

std::optional<Rules> Rules::preset(std::string_view name) {
    std::string n = lower(name);
    if (n == "chinese") return chinese();
    if (n == "japanese") return japanese();
    if (n == "tromp-taylor" || n == "tromp_taylor") return tromp_taylor();
    if (n == "simple") return simple();
    if (n == "aga") return aga();
    if (n == "new-zealand" || n == "new_zealand") return new_zealand();
    return std::nullopt;
}

std::optional<Rules> Rules::parse(std::string_view text) {
    auto words = split_words(text);
    Rules rules = chinese();
    std::size_t i = 0;
    if (!words.empty() && words[0].find('=') == std::string_view::npos) {
        auto base = preset(words[0]);
        if (!base) return std::nullopt;
        rules = *base;
        i = 1;
    }
    if (words.empty()) return std::nullopt;
    for (; i < words.size(); ++i)
        if (!apply_setting(rules, words[i])) return std::nullopt;
    return rules;
}

std::string Rules::to_string() const {
    std::string out = "ko=";
    out += go::to_string(ko);
    out += suicide ? " suicide=yes" : " suicide=no";
    out += " scoring=";
    out += go::to_string(scoring);
    out += " handicap-bonus=";
    out += go::to_string(handicap_bonus);
    out += " komi=" + format_real(komi);
    return out;
}

std::string_view to_string(HandicapBonus bonus) {
    switch (bonus) {
        case HandicapBonus::none:
            return "0";
        case HandicapBonus::n_minus_one:
            return "n-1";
        case HandicapBonus::n:
            return "n";
    }
    return "0";
}

std::string_view to_string(KoRule ko) {
    switch (ko) {
        case KoRule::simple:
            return "simple";
        case KoRule::positional:
            return "positional";
        case KoRule::situational:
            return "situational";
        case KoRule::recent_capture:
            return "recent-capture";
    }
    return "?";
}

std::string_view to_string(Scoring scoring) {
    return scoring == Scoring::area ? "area" : "territory";
}

}  // namespace boardtalk::go
