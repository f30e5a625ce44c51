#pragma once

namespace boardtalk::match {

// `boardtalk match ...`: plays a match between two engines of one game (see --help).
int match_main(int argc, char** argv);

}  // namespace boardtalk::match
