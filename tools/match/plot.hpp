#pragma once
// A small hand-written SVG line chart: one value per game with a confidence band around it, an
// optional horizontal reference line, axes with ticks and labels. No library; the text is plain
// SVG 1.1 that browsers and image viewers open.
#include <optional>
#include <string>
#include <vector>

namespace boardtalk::match {

struct PlotSeries {
    std::string title;    // drawn above the chart (escaped for XML here; cut after 95 bytes)
    std::string y_label;  // drawn along the y axis
    // One entry per point; the vectors have the same length, except `game`, which may be empty
    // for one point per game (point k at game k + 1). The x axis runs from 0 to the last game.
    std::vector<double> value, lo, hi, game;
    double y_min = 0, y_max = 1;     // the y axis range; values outside are clipped to it
    bool y_percent = false;          // tick labels as percentages of 1 ("50%")
    std::vector<double> references;  // e.g. 0.5: dashed horizontal lines
    std::string x_label = "games";
};

// The SVG document of the chart: starts with "<svg", ends with "</svg>\n"; the value line is one
// <polyline class="value"> with one point per entry, the band one <polygon class="band"> with
// two points per entry (upper edge forward, lower edge back), both omitted when there are no
// entries (and the band when lo is empty). Deterministic text for the same series.
std::string render_plot_svg(const PlotSeries& series);

// Two charts one above the other in one SVG document (each drawn by render_plot_svg).
std::string stack_plot_svgs(const std::string& upper, const std::string& lower);

// Escapes & < > " ' for XML text and attribute values.
std::string xml_escape(const std::string& s);

}  // namespace boardtalk::match
