struct O { static const int KO = 5; struct in { static int v; }; };
int O::in::v = KO;
