// Functions of a namespace, called qualified and from inside it; a
// declaration that is later defined is pointed at its definition.
namespace io {
void put(int *buffer);
void put(char *buffer);
void put(int *buffer) {}
void flush() { put(4.0); }
}
enum Mode { FAST, SLOW };
void run(Mode m)
{
    io::put(m);
    io::put(FAST);
}
