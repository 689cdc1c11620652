# 1 "redeclared_from_header.cu"
# 1 "include/decls.h" 1
typedef int T;
struct S { int a; };
enum E { A };
int v = 1;
# 2 "redeclared_from_header.cu" 2
// Entities first defined in a header the line markers name, defined again
// in the main file: the reference names the header bare in "previous
// definition at line N of FILE" and "declared at line N of FILE".
struct T { int b; };
struct S { int c; };
enum E { B };
double v = 2;
enum E2 { C };
enum E2 { D };
