# Time control over GTP: time_settings (GTP's Canadian triple and its conventions),
# kgs-time_settings, time_left, genmove under tiny clocks, and bad input that changes nothing.
# The exact clocks are checked by tests/go/time (a slow player on a hand-moved clock); here the
# settings are read back through gomill-describe_engine and every genmove must answer a move.
# Run: boardtalk conform --engine "boardtalk go --move-time 0.05" conformance/go/time.tst

boardsize 9
clear_board

# ---- time_settings m b s
10 time_settings 600 30 5
#? []

11 gomill-describe_engine
#? [.*time: canadian 600 30/5,.*]

# b > 0 with s == 0: no time limit.
12 time_settings 600 30 0
#? []

13 gomill-describe_engine
#? [.*time: none,.*]

# b == 0: absolute time.
14 time_settings 300 0 0
#? []

15 gomill-describe_engine
#? [.*time: absolute 300,.*]

16 time_settings 0 0 0
#? []

17 gomill-describe_engine
#? [.*time: absolute 0,.*]

# Every move instant, still a move.
18 genmove b
#? [[A-HJ][1-9]|PASS]

19 time_settings 1.5 0.5 2
#? []

20 gomill-describe_engine
#? [.*time: canadian 1.5 0.5/2,.*]

# ---- Bad input: a syntax error naming the argument; the settings stay.
30 time_settings -1 0 0
#? [syntax error: invalid time '-1']

31 time_settings 600 30 -5
#? [syntax error: invalid integer '-5']

32 time_settings 600 30
#? [syntax error: expected 3 arguments, got 2]

33 time_settings 1e12 0 0
#? [syntax error: invalid time '1e12']

34 time_settings nan 0 0
#? [syntax error: invalid time 'nan']

35 gomill-describe_engine
#? [.*time: canadian 1.5 0.5/2,.*]

# ---- kgs-time_settings
40 kgs-time_settings none
#? []

41 gomill-describe_engine
#? [.*time: none,.*]

42 kgs-time_settings absolute 90
#? []

43 gomill-describe_engine
#? [.*time: absolute 90,.*]

44 kgs-time_settings canadian 600 300 25
#? []

45 gomill-describe_engine
#? [.*time: canadian 600 300/25,.*]

46 kgs-time_settings byoyomi 1200 30 5
#? []

47 gomill-describe_engine
#? [.*time: byoyomi 1200 5x30,.*]

48 kgs-time_settings BYOYOMI 0 0 5
#? []

49 gomill-describe_engine
#? [.*time: absolute 0,.*]

50 kgs-time_settings byoyomi 1200 30
#? [syntax error: byoyomi takes 3 time arguments, got 2]

51 kgs-time_settings none 5
#? [syntax error: none takes 0 time arguments, got 1]

52 kgs-time_settings fischer 600 10
#? [syntax error: invalid time system 'fischer']

53 kgs-time_settings absolute -3
#? [syntax error: invalid time '-3']

54 kgs-time_settings
#? [syntax error: expected 1 to 4 arguments, got 0]

55 gomill-describe_engine
#? [.*time: absolute 0,.*]

# ---- time_left c t s
60 kgs-time_settings byoyomi 0.2 0.05 3
#? []

61 time_left b 0.01 0
#? []

62 time_left white 0.05 3
#? []

63 time_left b -1 0
#? [syntax error: invalid time '-1']

64 time_left red 10 0
#? [syntax error: invalid color 'red']

65 time_left b 10
#? [syntax error: expected 3 arguments, got 2]

# Tiny clocks: genmove answers a move every time.
66 genmove b
#? [[A-HJ][1-9]|PASS]

67 genmove w
#? [[A-HJ][1-9]|PASS]

68 time_left b 0 1
#? []

69 genmove b
#? [[A-HJ][1-9]|PASS]

70 gomill-explain_last_move
#? [black ([A-HJ][1-9]|PASS): .*thought .*budget of .* s left\)]

# A report without settings is used too.
71 kgs-time_settings none
#? []

72 time_left w 0.02 0
#? []

73 genmove w
#? [[A-HJ][1-9]|PASS]

74 gomill-explain_last_move
#? [white .* of 0.020 s left\)]

75 genmove b
#? [[A-HJ][1-9]|PASS]

76 gomill-explain_last_move
#? [black .*0.050 s move time, no time limit\)]
