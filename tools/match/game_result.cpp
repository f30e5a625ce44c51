#include "tools/match/game_result.hpp"

#include <nlohmann/json.hpp>

namespace boardtalk::match {

namespace {

const char* winner_name(Winner w) {
    switch (w) {
        case Winner::a:
            return "a";
        case Winner::b:
            return "b";
        case Winner::draw:
            return "draw";
        case Winner::none:
            break;
    }
    return "none";
}

std::optional<Winner> winner_from(const std::string& s) {
    if (s == "a") return Winner::a;
    if (s == "b") return Winner::b;
    if (s == "draw") return Winner::draw;
    if (s == "none") return Winner::none;
    return std::nullopt;
}

std::optional<ForfeitCause> cause_from(const std::string& s) {
    for (auto c : all_forfeit_causes)
        if (to_string(c) == s) return c;
    return std::nullopt;
}

}  // namespace

std::string to_string(ForfeitCause c) {
    switch (c) {
        case ForfeitCause::illegal_move:
            return "illegal move";
        case ForfeitCause::crash:
            return "crash";
        case ForfeitCause::timeout:
            return "timeout";
        case ForfeitCause::protocol_error:
            return "protocol error";
        case ForfeitCause::garbage:
            break;
    }
    return "garbage";
}

std::string to_json_line(const GameResult& r) {
    nlohmann::ordered_json j;
    j["index"] = r.index;
    j["game"] = r.game;
    j["seed"] = r.seed;
    j["a"] = r.a_name;
    j["b"] = r.b_name;
    j["a_colour"] = r.a_colour;
    j["winner"] = winner_name(r.winner);
    j["result"] = r.result;
    j["end"] = r.end;
    j["forfeit_engine"] = r.forfeit_engine ? nlohmann::ordered_json(*r.forfeit_engine) : nullptr;
    j["forfeit_cause"] =
        r.forfeit_cause ? nlohmann::ordered_json(to_string(*r.forfeit_cause)) : nullptr;
    j["score"] = r.score;
    j["moves"] = r.moves;
    j["a_moves"] = r.a_moves;
    j["b_moves"] = r.b_moves;
    j["a_seconds"] = r.a_seconds;
    j["b_seconds"] = r.b_seconds;
    j["a_final_score"] = r.a_final_score;
    j["b_final_score"] = r.b_final_score;
    j["record"] = r.record;
    if (r.a_time_left) j["a_time_left"] = *r.a_time_left;
    if (r.b_time_left) j["b_time_left"] = *r.b_time_left;
    if (!r.moves_digest.empty()) j["moves_digest"] = r.moves_digest;
    return j.dump();
}

std::optional<GameResult> from_json_line(const std::string& line) {
    auto j = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object()) return std::nullopt;
    try {
        GameResult r;
        r.index = j.at("index").get<int>();
        r.game = j.at("game").get<std::string>();
        r.seed = j.at("seed").get<std::uint64_t>();
        r.a_name = j.value("a", std::string());  // absent in results of older versions
        r.b_name = j.value("b", std::string());
        r.a_colour = j.at("a_colour").get<std::string>();
        auto winner = winner_from(j.at("winner").get<std::string>());
        if (!winner) return std::nullopt;
        r.winner = *winner;
        r.result = j.at("result").get<std::string>();
        r.end = j.at("end").get<std::string>();
        if (!j.at("forfeit_engine").is_null())
            r.forfeit_engine = j.at("forfeit_engine").get<std::string>();
        if (!j.at("forfeit_cause").is_null()) {
            r.forfeit_cause = cause_from(j.at("forfeit_cause").get<std::string>());
            if (!r.forfeit_cause) return std::nullopt;
        }
        r.score = j.at("score").get<double>();
        r.moves = j.at("moves").get<int>();
        r.a_moves = j.at("a_moves").get<int>();
        r.b_moves = j.at("b_moves").get<int>();
        r.a_seconds = j.at("a_seconds").get<double>();
        r.b_seconds = j.at("b_seconds").get<double>();
        r.a_final_score = j.at("a_final_score").get<std::string>();
        r.b_final_score = j.at("b_final_score").get<std::string>();
        r.record = j.at("record").get<std::string>();
        if (j.contains("a_time_left")) r.a_time_left = j.at("a_time_left").get<double>();
        if (j.contains("b_time_left")) r.b_time_left = j.at("b_time_left").get<double>();
        r.moves_digest = j.value("moves_digest", std::string());
        return r;
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
}

}  // namespace boardtalk::match
