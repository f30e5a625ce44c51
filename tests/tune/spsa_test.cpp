// The SPSA rule of boardtalk tune: --param parsing, the gain sequences against fishtest's
// formulas written out here, the perturbations, clamping and rounding.
#include <catch2/catch.hpp>
#include <cmath>

#include "tools/tune/spsa.hpp"

namespace boardtalk::tune {

namespace {

TuneParam param(const std::string& text) {
    auto p = parse_param(text);
    INFO(text);
    REQUIRE(p.ok());
    return *p;
}

std::string problem(const std::string& text) {
    auto p = parse_param(text);
    INFO(text);
    REQUIRE_FALSE(p.ok());
    return p.error();
}

}  // namespace

TEST_CASE("--param NAME=START:MIN:MAX:STEP", "[tune][spsa]") {
    const TuneParam p = param("rave=20:1:20000:500");
    CHECK(p.name == "rave");
    CHECK(p.start == 20);
    CHECK(p.min == 1);
    CHECK(p.max == 20000);
    CHECK(p.step == 500);
    CHECK(p.integer);
    CHECK(p.text() == "rave=20:1:20000:500");
    const TuneParam q = param("ucb_c=0.5:0:2:0.1");
    CHECK_FALSE(q.integer);
    CHECK(q.text() == "ucb_c=0.5:0:2:0.1");
    CHECK_FALSE(param("x=1:0:10:1.0").integer);  // written as a real: a real parameter
    CHECK(param("x=-5:-10:10:1").start == -5);
}

TEST_CASE("--param: malformed values are refused with one line", "[tune][spsa]") {
    CHECK(problem("rave") == "must be NAME=START:MIN:MAX:STEP, not 'rave'");
    CHECK(problem("rave=1:2:3") == "rave: must be NAME=START:MIN:MAX:STEP, not 'rave=1:2:3'");
    CHECK(problem("rave=1:2:3:4:5").find("must be NAME=START:MIN:MAX:STEP") != std::string::npos);
    CHECK(problem("=1:0:2:1").find("is not a parameter name") != std::string::npos);
    CHECK(problem("seed=1:0:2:1").find("'seed' is not a parameter name") != std::string::npos);
    CHECK(problem("a-b=1:0:2:1").find("is not a parameter name") != std::string::npos);
    CHECK(problem("rave=x:0:2:1") == "rave: START 'x' is not a number within +-1e15");
    CHECK(problem("rave=1:0:nan:1") == "rave: MAX 'nan' is not a number within +-1e15");
    CHECK(problem("rave=1:0:1e16:1") == "rave: MAX '1e16' is not a number within +-1e15");
    CHECK(problem("rave=5:10:1:1") == "rave: MIN 10 must be below MAX 1");
    CHECK(problem("rave=5:1:1:1") == "rave: MIN 1 must be below MAX 1");
    CHECK(problem("rave=0:1:10:1") == "rave: START 0 is outside MIN..MAX (1..10)");
    CHECK(problem("rave=11:1:10:1") == "rave: START 11 is outside MIN..MAX (1..10)");
    CHECK(problem("rave=5:1:10:0") == "rave: STEP must be above 0");
    CHECK(problem("rave=5:1:10:-2") == "rave: STEP must be above 0");
}

TEST_CASE("parameters against the engine command", "[tune][spsa]") {
    const std::vector<TuneParam> ps{param("a=1:0:9:1"), param("b=0.5:0:1:0.1")};
    CHECK_FALSE(check_params(ps, "eng --x {a} --y {b}"));
    CHECK(check_params(ps, "eng --x {a}") ==
          "the parameter b is not in the engine command (write {b} where its value goes)");
    CHECK(check_params({ps[0], ps[0]}, "eng {a}") == "the parameter a is given twice");
    CHECK(with_values("e {a} {b} {a} {seed}", ps, {3.4, 0.25}) == "e 3 0.25 3 {seed}");
}

TEST_CASE("gain sequences are fishtest's", "[tune][spsa]") {
    const int n = 200;
    const double step = 500, r_end = 0.05;
    const Spsa spsa({{param("rave=20:1:20000:500")}, n, r_end, 7});
    const double A = 0.1 * n;
    CHECK(spsa.big_a() == Approx(20));
    // c = c_end * N^gamma, c_k = c / k^gamma: c_N is STEP.
    CHECK(spsa.c_k(0, n) == Approx(step));
    CHECK(spsa.c_k(0, 1) == Approx(step * std::pow(n, 0.101)));
    CHECK(spsa.c_k(0, 50) == Approx(step * std::pow(n, 0.101) / std::pow(50, 0.101)));
    // a = r_end * c_end^2 * (A + N)^alpha, a_k = a / (A + k)^alpha: a_N / c_N^2 is r_end.
    CHECK(spsa.a_k(0, n) / (spsa.c_k(0, n) * spsa.c_k(0, n)) == Approx(r_end));
    CHECK(spsa.a_k(0, 1) ==
          Approx(r_end * step * step * std::pow(A + n, 0.602) / std::pow(A + 1, 0.602)));
    // The update: theta + a_k / c_k * result * flip.
    const auto next = spsa.update({1000}, 10, {-1}, 2);
    CHECK(next[0] == Approx(1000 - spsa.a_k(0, 10) / spsa.c_k(0, 10) * 2));
}

TEST_CASE("perturbations come from the seed and k alone, +-1 evenly", "[tune][spsa]") {
    const std::vector<TuneParam> ps{param("a=5:0:10:1"), param("b=5:0:10:1"), param("c=5:0:10:1")};
    const Spsa one({ps, 1000, 0.02, 3}), again({ps, 50, 0.1, 3}), other({ps, 1000, 0.02, 4});
    int plus = 0, same_as_other = 0;
    for (int k = 1; k <= 1000; ++k) {
        const auto f = one.flips(k);
        CHECK(f == one.flips(k));
        if (k <= 50) CHECK(f == again.flips(k));  // nor on N or r_end
        same_as_other += f == other.flips(k);
        for (int x : f) {
            REQUIRE((x == 1 || x == -1));
            plus += x == 1;
        }
    }
    CHECK(plus > 1400);  // 3000 draws, expected 1500, sd 27
    CHECK(plus < 1600);
    CHECK(same_as_other < 200);  // expected 125 (1 in 8)
}

TEST_CASE("probes and updates stay within MIN..MAX; integers are rounded", "[tune][spsa]") {
    const Spsa spsa({{param("n=2:1:100:10"), param("x=0.5:0:1:0.3")}, 10, 0.5, 1});
    for (int k = 1; k <= 10; ++k) {
        const Probe p = spsa.probe({2.4, 0.95}, k);
        for (const auto& v : {p.plus, p.minus}) {
            CHECK(v[0] >= 1);
            CHECK(v[0] <= 100);
            CHECK(v[0] == std::round(v[0]));
            CHECK(v[1] >= 0);
            CHECK(v[1] <= 1);
        }
        // The side moved down from 2.4 by more than 2.4 - 1 stops at MIN.
        CHECK((p.flips[0] == 1 ? p.minus[0] : p.plus[0]) == 1);
        const auto up = spsa.update({99, 0.9}, k, {1, 1}, 2);
        CHECK(up == std::vector<double>{100, 1});
        const auto down = spsa.update({2, 0.1}, k, {1, 1}, -2);
        CHECK(down == std::vector<double>{1, 0});
    }
    CHECK(spsa.played({2.5, 0.25}) == std::vector<double>{3, 0.25});
    CHECK(spsa.settings().params[0].value_text(2.5) == "3");
    CHECK(spsa.settings().params[1].value_text(0.25) == "0.25");
}

}  // namespace boardtalk::tune
