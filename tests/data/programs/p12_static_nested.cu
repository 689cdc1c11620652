#include <cstdio>
#include <map>
#include <string>

class Registry {
public:
    class Entry {
    public:
        Entry(const std::string& n, int p);
        const std::string& name() const;
        int priority() const { return priority_; }
        struct Tag { int value; };
        Tag tag() const;
    private:
        std::string name_;
        int priority_;
    };
    static Registry& instance();
    void add(const Entry& e);
    std::size_t size() const;
    static const int kMax = 16;
    static constexpr double kScale = 1.5;
    static int created;
private:
    Registry() = default;
    std::map<std::string, Entry> entries_;
};

int Registry::created = 0;
const int Registry::kMax;

Registry::Entry::Entry(const std::string& n, int p) : name_(n), priority_(p) {}
const std::string& Registry::Entry::name() const { return name_; }
Registry::Entry::Tag Registry::Entry::tag() const { return Tag{priority_ * 2}; }

Registry& Registry::instance() {
    static Registry r;
    ++created;
    return r;
}

void Registry::add(const Entry& e) {
    if (entries_.size() < static_cast<std::size_t>(kMax)) entries_.emplace(e.name(), e);
}

std::size_t Registry::size() const { return entries_.size(); }

template <typename T>
struct Outer {
    struct Inner {
        T v;
        T get() const;
    };
    template <typename U> struct Deep { U u; T t; };
    static T zero;
};
template <typename T> T Outer<T>::Inner::get() const { return v; }
template <typename T> T Outer<T>::zero = T();

struct Cfg { static __device__ int devStatic(); };
__device__ int Cfg::devStatic() { return 7; }
__global__ void kfn(int* p) { *p = Cfg::devStatic(); }

int main() {
    Registry::instance().add(Registry::Entry("x", 1));
    Registry::instance().add({"y", 2});
    Registry::Entry::Tag t = Registry::Entry("z", 3).tag();
    Outer<int>::Inner in{5};
    Outer<double>::Deep<char> dp{'a', 1.0};
    printf("%zu %d %d %f %d %f %d\n", Registry::instance().size(), t.value, in.get(), Registry::kScale, Registry::created, dp.t, Outer<int>::zero);
    kfn<<<1, 1>>>(nullptr);
}
