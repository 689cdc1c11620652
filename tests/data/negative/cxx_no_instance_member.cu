// A member function overloaded in its class: the message adds the
// object's type, const included.
struct Stream {
    void write(const char *text);
    void write(int *values, int n) const;
    static void flush(int *sink);
};
void emit(Stream &out, const Stream &log)
{
    out.write(2.5);
    log.write(3.5, 1);
    Stream::flush(1.5);
}
