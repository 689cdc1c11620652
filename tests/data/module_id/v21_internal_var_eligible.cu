// A variable whose type names a class of an unnamed namespace is eligible:
// a variable's mangled name does not carry its type.
namespace { struct Hidden { int v; }; }
int take(Hidden *) { return 0; }
Hidden *first_pointer = 0;
int later() { return 1; }
