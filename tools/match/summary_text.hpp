#pragma once
// Number formatting shared by the summary table, the progress line and the plot. Locale-free
// (the C locale of snprintf) so the table is the same on every machine.
#include <string>

namespace boardtalk::match::text {

// `value` with `decimals` digits after the point: fixed(2.345, 1) == "2.3".
std::string fixed(double value, int decimals);

// Like fixed with a sign on non-zero values: "+240.8", "-3.0", "0.0"; infinities as "+inf"/"-inf".
std::string signed_fixed(double value, int decimals);

// A fraction as a percentage with one decimal: 0.625 -> "62.5%".
std::string percent(double fraction);

// An integer-valued number without decimals, others with one: 12 -> "12", 12.25 -> "12.3".
std::string number(double value);

// Seconds as h:mm:ss or m:ss: 83 -> "1:23", 3723 -> "1:02:03"; negative or non-finite -> "--".
std::string duration(double seconds);

}  // namespace boardtalk::match::text
