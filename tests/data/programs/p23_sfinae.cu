#include <type_traits>
#include <cstdio>
#include <vector>
#include <list>
#include <iterator>

template <typename T, typename = void>
struct has_data : std::false_type {};
template <typename T>
struct has_data<T, std::void_t<decltype(std::declval<T>().data())>> : std::true_type {};

template <typename T>
typename std::enable_if<std::is_integral<T>::value, T>::type half(T x) { return x / 2; }
template <typename T>
typename std::enable_if<std::is_floating_point<T>::value, T>::type half(T x) { return x * 0.5; }

template <template <typename, typename> class C, typename T>
std::size_t count(const C<T, std::allocator<T>>& c) { return c.size(); }

template <typename T> using Vec = std::vector<T>;
template <typename T> using Ptr = T*;

template <typename T>
struct Wrapper {
    template <typename U> U as() const { return static_cast<U>(v); }
    template <typename U> struct Rebind { using type = Wrapper<U>; };
    T v;
};

template <typename T>
auto getAs(const Wrapper<T>& w) -> decltype(w.template as<double>()) {
    typename Wrapper<T>::template Rebind<float>::type r{1.0f};
    return w.template as<double>() + r.v;
}

template <typename It>
typename std::iterator_traits<It>::value_type first(It b) { return *b; }

template <typename T, std::size_t N>
constexpr std::size_t arraySize(T (&)[N]) noexcept { return N; }

template <typename T, typename std::enable_if_t<std::is_pointer_v<T>, int> = 0>
__host__ __device__ bool isNull(T p) { return p == nullptr; }

__global__ void k(int* p) { if (isNull(p)) return; *p = 1; }

int main() {
    static_assert(has_data<std::vector<int>>::value, "");
    static_assert(!has_data<std::list<int>>::value, "");
    Vec<int> v{1, 2, 3};
    std::list<int> l{4, 5};
    Ptr<int> p = v.data();
    int arr[7];
    Wrapper<int> w{3};
    k<<<1, 1>>>(p);
    printf("%d %f %zu %zu %d %f %zu\n", half(7), half(3.0), count(v), count(l), first(l.begin()), getAs(w), arraySize(arr));
}
