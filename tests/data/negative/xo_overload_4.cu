// Overloaded member functions called through an object, a const object and a pointer.
struct Vec { double x; double y; };

class Buffer {
public:
    void write(int *src, int n);
    void write(const char *text);
    int read(int index) const;
    int read(int *dst, int n) const;
    void resize(unsigned n);
    void resize(unsigned n, int fill);
private:
    int *data;
    unsigned size;
};

int Buffer::read(int index) const { return data[index]; }

int use(Buffer &buf, const Buffer &cbuf, Buffer *pbuf, double scale, Vec v)
{
    buf.write(scale, 3);
    buf.write(v);
    int a = cbuf.read(&scale, 2);
    int b = cbuf.read(v);
    pbuf->resize(&a);
    pbuf->resize(4u, 0, 1);
    pbuf->write(&scale);
    return a + b;
}
