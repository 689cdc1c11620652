// Definitions a system header makes (line marker flag 3) never name the id; a user header's do.
# 1 "/usr/include/sys_defs.h" 1 3
int sysv = 1;
int sysf() { return 1; }
# 4 "v19_system_header.cu" 2
int g1() { return 0; }
