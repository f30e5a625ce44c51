// Compiles to nothing: the target that builds the precompiled Catch2 header every test
// executable reuses (BOARDTALK_PCH, see tests/CMakeLists.txt).
