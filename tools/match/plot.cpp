#include "tools/match/plot.hpp"

#include <algorithm>
#include <cmath>

#include "tools/match/summary_text.hpp"

namespace boardtalk::match {

namespace {

// Canvas and plot-area geometry, in SVG user units (pixels).
constexpr double width = 800, height = 450;
constexpr double left = 80, right = 770, top = 50, bottom = 390;

// The smallest of 1, 2, 5 times a power of ten that cuts `range` into at most `ticks` steps.
double nice_step(double range, int ticks) {
    if (!(range > 0)) return 1;
    const double raw = range / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * magnitude >= raw * (1 - 1e-9)) return m * magnitude;
    return 10 * magnitude;
}

struct Frame {
    double x_max;  // games; the x axis runs from 0 to x_max
    double y_min, y_max;

    double x(double game) const { return left + (right - left) * game / x_max; }
    double y(double v) const {
        const double clipped = std::clamp(v, y_min, y_max);
        return bottom - (bottom - top) * (clipped - y_min) / (y_max - y_min);
    }
};

std::string point(double x, double y) {
    return text::fixed(x, 2) + "," + text::fixed(y, 2);
}

std::string line(double x1, double y1, double x2, double y2, const std::string& style) {
    return "<line x1=\"" + text::fixed(x1, 2) + "\" y1=\"" + text::fixed(y1, 2) + "\" x2=\"" +
           text::fixed(x2, 2) + "\" y2=\"" + text::fixed(y2, 2) + "\" " + style + "/>\n";
}

std::string label(double x, double y, const std::string& anchor, const std::string& content,
                  const std::string& extra = "") {
    return "<text x=\"" + text::fixed(x, 2) + "\" y=\"" + text::fixed(y, 2) + "\" text-anchor=\"" +
           anchor + "\"" + extra + ">" + xml_escape(content) + "</text>\n";
}

// Long engine command lines would run off the canvas: keep the first `limit` bytes (not
// splitting a UTF-8 character) and mark the cut.
std::string shortened(const std::string& s, std::size_t limit) {
    if (s.size() <= limit) return s;
    std::size_t cut = limit;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
    return s.substr(0, cut) + "...";
}

std::string y_tick_text(double v, bool percent) {
    if (percent) return text::number(std::round(v * 1000) / 10) + "%";
    return text::number(v);
}

std::string axes(const Frame& f, const PlotSeries& s) {
    const std::string grid = "stroke=\"#dddddd\" stroke-width=\"1\"";
    std::string out;
    // Quarters on a percentage axis put a tick on 50%, the line that matters.
    const double y_step = s.y_percent ? (f.y_max - f.y_min) / 4 : nice_step(f.y_max - f.y_min, 5);
    for (double v = std::ceil(f.y_min / y_step) * y_step; v <= f.y_max + y_step * 1e-9;
         v += y_step) {
        out += line(left, f.y(v), right, f.y(v), grid);
        out += label(left - 8, f.y(v) + 4, "end", y_tick_text(v, s.y_percent));
    }
    const double x_step = std::max(1.0, nice_step(f.x_max, 10));
    for (double g = 0; g <= f.x_max + 1e-9; g += x_step) {
        out += line(f.x(g), bottom, f.x(g), bottom + 5, "stroke=\"black\"");
        out += label(f.x(g), bottom + 20, "middle", text::number(g));
    }
    const std::string axis = "stroke=\"black\" stroke-width=\"1.5\"";
    out += line(left, bottom, right, bottom, axis) + line(left, top, left, bottom, axis);
    out += label((left + right) / 2, height - 15, "middle", s.x_label);
    const std::string rotate =
        " transform=\"rotate(-90 20 " + text::fixed((top + bottom) / 2, 2) + ")\"";
    out += label(20, (top + bottom) / 2, "middle", s.y_label, rotate);
    return out;
}

double game_of(const PlotSeries& s, std::size_t k) {
    return k < s.game.size() ? s.game[k] : static_cast<double>(k + 1);
}

std::string band_and_value(const Frame& f, const PlotSeries& s) {
    const auto n = s.value.size();
    if (n == 0) return "";
    std::string band, value;
    if (s.lo.size() == n) {
        for (std::size_t k = 0; k < n; ++k)
            band += (k ? " " : "") + point(f.x(game_of(s, k)), f.y(s.hi[k]));
        for (std::size_t k = n; k-- > 0;) band += " " + point(f.x(game_of(s, k)), f.y(s.lo[k]));
        band =
            "<polygon class=\"band\" fill=\"#9ecae1\" fill-opacity=\"0.6\" stroke=\"none\" "
            "points=\"" +
            band + "\"/>\n";
    }
    for (std::size_t k = 0; k < n; ++k)
        value += (k ? " " : "") + point(f.x(game_of(s, k)), f.y(s.value[k]));
    return band + "<polyline class=\"value\" fill=\"none\" stroke=\"#08519c\" " +
           "stroke-width=\"2\" points=\"" + value + "\"/>\n";
}

}  // namespace

std::string xml_escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&apos;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

std::string render_plot_svg(const PlotSeries& s) {
    const double y_max = s.y_max > s.y_min ? s.y_max : s.y_min + 1;
    const double last_game = s.value.empty() ? 1 : game_of(s, s.value.size() - 1);
    const Frame f{std::max(1.0, last_game), s.y_min, y_max};
    const std::string size = text::number(width) + "\" height=\"" + text::number(height);
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + size +
                      "\" viewBox=\"0 0 " + text::number(width) + " " + text::number(height) +
                      "\" font-family=\"sans-serif\" font-size=\"13\">\n";
    out += "<rect x=\"0\" y=\"0\" width=\"" + size + "\" fill=\"white\"/>\n";
    out += label(width / 2, 25, "middle", shortened(s.title, 95), " font-size=\"15\"");
    out += axes(f, s);
    out += band_and_value(f, s);
    for (const double r : s.references)
        out += line(left, f.y(r), right, f.y(r),
                    "class=\"reference\" stroke=\"#cb181d\" stroke-dasharray=\"6 4\"");
    return out + "</svg>\n";
}

std::string stack_plot_svgs(const std::string& upper, const std::string& lower) {
    const std::string size = text::number(width) + "\" height=\"" + text::number(2 * height);
    // Nested <svg> elements placed by their y attribute (SVG 1.1).
    const auto placed = [](const std::string& svg, double y) {
        return "<svg y=\"" + text::number(y) + "\"" + svg.substr(4);
    };
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + size +
           "\" viewBox=\"0 0 " + text::number(width) + " " + text::number(2 * height) + "\">\n" +
           placed(upper, 0) + placed(lower, height) + "</svg>\n";
}

}  // namespace boardtalk::match
