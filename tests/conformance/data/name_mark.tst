# Engine-specific marks make the runner ask the engine its `name` first. Against an engine that
# never answers: one failure naming `name`, and both tests not run.
1 echo a
#? [a]*GNU Go
2 echo b
#? [b]
