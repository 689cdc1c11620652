struct X {}; void f(X*, X*, const X*, const X*, X&) {}
