// thread_local and __thread variables with an initialiser name the id as other variables do.
thread_local int tl = 1; __thread int t5 = 2; int g1() { return 0; }
