int y = 1;
namespace Q { int y = 2; }
int main() { int y = 3; { int y = 4; (void)y; } return y + Q::y + ::y; }
