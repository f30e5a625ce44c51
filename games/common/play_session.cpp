#include "games/common/play_session.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>

namespace boardtalk::play {

std::string label(const Seat& seat) {
    if (seat.colour == "player") return seat.name;
    return seat.name + " (" + seat.colour + ")";
}

namespace {

std::chrono::milliseconds from_seconds(double seconds) {
    return std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
}

}  // namespace

std::chrono::milliseconds command_timeout(const PlayOptions& options) {
    return from_seconds(options.timeout.value_or(60));
}

std::chrono::milliseconds move_timeout(const PlayOptions& options) {
    return from_seconds(options.timeout.value_or(120 + 10 * options.move_time));
}

std::vector<std::string> move_time_option(const PlayOptions& options) {
    return {"--move-time", std::to_string(options.move_time)};
}

std::string lowercase(std::string text) {
    for (auto& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

int seat_of(const PlayContext& ctx, std::string_view colour) {
    const std::string word = lowercase(std::string(colour.substr(0, colour.find(' '))));
    for (std::size_t i = 0; i < ctx.seats.size(); ++i)
        if (ctx.seats[i].colour == word) return static_cast<int>(i);
    return -1;
}

void show_board(PlayContext& ctx) {
    ctx.term.show_board(ctx.engine.require("showboard"));
}

// How many turns undo takes back: the engine's since the last turn of a person, and that one;
// 0 when no person has played yet (only the engine's first move is on the board).
int turns_to_undo(const PlayContext& ctx) {
    if (ctx.seats.size() == 1) return ctx.moves.empty() ? 0 : 1;
    for (std::size_t i = ctx.moves.size(), n = 1; i-- > 0; ++n) {
        const int seat = seat_of(ctx, ctx.moves[i]);
        if (seat < 0) return 0;  // a loaded game: its turns are nobody's here
        if (ctx.seats[seat].human) return static_cast<int>(n);
    }
    return 0;
}

void undo_turns(PlayContext& ctx) {
    const int wanted = turns_to_undo(ctx);
    if (wanted == 0) {
        ctx.term.say("Nothing of yours to take back yet.", Tone::error);
        return;
    }
    int undone = 0;
    for (; undone < wanted; ++undone) {
        const Answer a = ctx.engine.ask("undo");
        if (!a.ok) {
            ctx.term.say("Cannot undo: " + a.text, Tone::error);
            break;
        }
        if (!ctx.moves.empty()) ctx.moves.pop_back();
    }
    if (undone == 0) return;
    ctx.term.say(undone == 1 ? "Took back one turn."
                             : "Took back " + std::to_string(undone) + " turns.");
    show_board(ctx);
}

namespace {

constexpr std::string_view kCommonWords =
    "Also: hint (the engine's suggestion), engine (the engine plays this turn for you), undo "
    "(take back your last turn), board, help, quit.";

// The engine's choice for `seat`, shown and not played.
void show_hint(PlayContext& ctx, const Seat& seat) {
    const std::string command =
        ctx.seats.size() == 1 ? "reg_genmove" : "reg_genmove " + seat.colour;
    const Answer a = ctx.engine.ask(command, move_timeout(ctx.options));
    if (a.ok)
        ctx.term.say("Hint: " + a.text + ".", Tone::good);
    else
        ctx.term.say("No hint: " + a.text, Tone::error);
}

}  // namespace

Typed common_command(PlayContext& ctx, GameUi& ui, const Seat& seat, const std::string& line,
                     std::string_view help) {
    const std::string word = lowercase(line);
    if (word.empty()) return Typed::shown;  // Enter alone: ask again
    if (word == "quit" || word == "q" || word == "exit") return Typed::quit;
    if (word == "help" || word == "?") {
        ctx.term.say(std::string(help) + "\n" + std::string(kCommonWords));
        return Typed::shown;
    }
    if (word == "undo") {
        undo_turns(ctx);
        return Typed::turn_changed;
    }
    if (word == "board") {
        show_board(ctx);
        return Typed::shown;
    }
    if (word == "hint") {
        show_hint(ctx, seat);
        return Typed::shown;
    }
    if (word == "engine") {
        ui.engine_turn(ctx, seat);
        return Typed::turn_changed;
    }
    return Typed::other;
}

namespace {

std::string default_name(const std::string& colour) {
    if (colour == "player") return "Player";
    std::string name = colour;
    name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

std::string ask_name(Terminal& term, const std::string& prompt, const std::string& fallback) {
    std::string name = term.ask(prompt);
    return name.empty() ? fallback : name;
}

std::string engine_name(EngineLink& engine) {
    const Answer a = engine.ask("name");
    return a.ok && !a.text.empty() ? a.text : "engine";
}

// The index of the colour the human plays: --colour, else asked (Enter: the first mover).
std::size_t human_colour(Terminal& term, const PlayOptions& o,
                         const std::vector<std::string>& colours) {
    std::string wanted = o.colour.value_or("");
    for (;;) {
        if (!o.colour)
            wanted = term.ask("Your colour (" + colours[0] + "/" + colours[1] + ") [" + colours[0] +
                              "]:");
        wanted = lowercase(wanted);
        if (wanted.empty()) return 0;
        for (std::size_t i = 0; i < colours.size(); ++i)
            if (wanted == colours[i] || wanted == colours[i].substr(0, 1)) return i;
        term.say("Please type " + colours[0] + " or " + colours[1] + ".", Tone::error);
    }
}

std::vector<Seat> make_seats(Terminal& term, EngineLink& engine, const PlayOptions& o,
                             const std::vector<std::string>& colours) {
    std::vector<Seat> seats;
    for (const auto& c : colours) seats.push_back(Seat{c, default_name(c), true});
    const auto given = [&](std::size_t i) { return i < o.names.size() ? o.names[i] : ""; };
    if (o.mode == Mode::engine_engine) {
        const std::string name = engine_name(engine);
        for (std::size_t i = 0; i < seats.size(); ++i)
            seats[i] = Seat{colours[i], given(i).empty() ? name : given(i), false};
    } else if (o.mode == Mode::two_humans && seats.size() == 2) {
        for (std::size_t i = 0; i < seats.size(); ++i)
            seats[i].name =
                !given(i).empty()
                    ? given(i)
                    : ask_name(term, "Name of the " + colours[i] + " player:", seats[i].name);
    } else {
        const std::size_t me = seats.size() == 1 ? 0 : human_colour(term, o, colours);
        seats[me].name = !given(0).empty() ? given(0) : ask_name(term, "Your name:", "You");
        if (seats.size() == 2) {
            seats[1 - me].human = false;
            seats[1 - me].name = !given(1).empty() ? given(1) : engine_name(engine);
        }
    }
    return seats;
}

std::string turns_played(const PlayContext& ctx) {
    const std::size_t n = ctx.moves.size();
    return std::to_string(n) + (n == 1 ? " turn" : " turns");
}

}  // namespace

int run_session(GameUi& ui, EngineLink& engine, Terminal& term, const PlayOptions& options) {
    PlayContext ctx{engine, term, options, {}, {}};
    try {
        ctx.seats = make_seats(term, engine, options, ui.colours());
        bool again = true;
        while (again) {
            ctx.moves.clear();
            ui.start(ctx);
            bool left = false;
            for (Turn t = ui.turn(ctx); !t.over && !left; t = ui.turn(ctx)) {
                const Seat& seat = ctx.seats[t.seat];
                if (seat.human) {
                    left = !ui.human_turn(ctx, seat);
                } else {
                    ui.engine_turn(ctx, seat);
                }
            }
            if (left) {
                term.say("Game left unfinished after " + turns_played(ctx) + ".");
                break;
            }
            again = ui.finish(ctx);
        }
        engine.stop();
        return 0;
    } catch (const InputEnded&) {
        term.say("End of input: leaving the game after " + turns_played(ctx) + ".");
        engine.stop();
        return 0;
    } catch (const EngineLost& lost) {
        std::cerr << "boardtalk play: " << lost.what() << "\n";
        std::cerr << "boardtalk play: the game got as far as " << turns_played(ctx);
        for (std::size_t i = 0; i < ctx.moves.size(); ++i)
            std::cerr << (i == 0 ? ": " : ", ") << ctx.moves[i];
        std::cerr << "\n";
        engine.stop();
        return 1;
    }
}

}  // namespace boardtalk::play
