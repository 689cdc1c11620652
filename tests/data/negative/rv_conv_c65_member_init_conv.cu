// written blind to the code (conversions review): c65_member_init_conv
struct T { __attribute__((device)) T(int) {} };
struct U { T t; U() : t(5) {} };
