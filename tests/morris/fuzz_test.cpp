// The fuzz entry on mutated valid inputs: no crash, and every accepted input round trips
// (fuzz_parsers aborts otherwise) and no exception escapes. The lead's libFuzzer target explores
// much further.
#include <catch2/catch.hpp>
#include <random>

#include "engine/morris/fuzz_entry.hpp"
#include "engine/morris/game.hpp"
#include "engine/morris/serializer.hpp"

using namespace boardtalk::morris;

TEST_CASE("the parsers survive mutated input", "[morris][fuzz]") {
    Game game;
    std::vector<std::string> seeds = {
        "d6",
        "a1-a4xb4",
        "xb4",
        "W.B/BWW/.B./WB..WB/W.B/.WB/B.W w moving 0 0 2 20",
        "men=12 flying=off",
    };
    for (const Serializer* s : serializers()) seeds.push_back(s->write(game.record()));
    std::mt19937 rng(12345);
    const std::string alphabet = "WB./ xX-abcdefg1234567890\n{}\":,[]";
    for (const std::string& seed : seeds) {
        CHECK_NOTHROW(fuzz_parsers(seed));
        for (int i = 0; i < 300; ++i) {
            std::string s = seed;
            const int edits = 1 + static_cast<int>(rng() % 4);
            for (int e = 0; e < edits && !s.empty(); ++e) {
                const std::size_t at = rng() % s.size();
                switch (rng() % 3) {
                    case 0:
                        s[at] = alphabet[rng() % alphabet.size()];
                        break;
                    case 1:
                        s.erase(at, 1 + rng() % 3);
                        break;
                    default:
                        s.insert(at, 1, alphabet[rng() % alphabet.size()]);
                        break;
                }
            }
            CHECK_NOTHROW(fuzz_parsers(s));
        }
    }
}
