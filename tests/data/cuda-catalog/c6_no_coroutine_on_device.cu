// tests: co_return in device code (C++20)
// opts: --c++20
namespace std { template<class R, class... A> struct coroutine_traits { using promise_type = typename R::promise_type; }; template<class P = void> struct coroutine_handle { static coroutine_handle from_address(void *) { return {}; } }; }
struct task { struct promise_type { task get_return_object() { return {}; } struct sn { bool await_ready() noexcept { return true; } template<class T> void await_suspend(T) noexcept {} void await_resume() noexcept {} }; sn initial_suspend() { return {}; } sn final_suspend() noexcept { return {}; } void return_void() {} void unhandled_exception() {} }; };
__attribute__((device)) task f() { co_return; }
