#pragma once
// `boardtalk conform --engine "COMMAND LINE" FILE...`

namespace boardtalk::conformance {

// argv[0] is "conform". Returns the process exit code: 0 when every test had its expected
// outcome, 1 on an unexpected result or an engine crash, 2 on bad usage.
int conform_main(int argc, char** argv);

}  // namespace boardtalk::conformance
