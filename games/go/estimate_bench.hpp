#pragma once
// `boardtalk bench go`: the cost of one dead-stone estimate (final_score, final_status_list,
// the match referee and the pass decision all make one).

namespace boardtalk::go_adapter {

// Prints the wall and CPU time of estimate_dead_stones() per call on 9x9 and 19x19, on an open
// position (each side walled into its own half with a lone invader in each) and on a filled
// one (random moves that fill no own eye, played until both sides pass).
void bench_estimate();

}  // namespace boardtalk::go_adapter
