namespace a { namespace b { struct T {}; } void f(b::T, b::T*, const b::T&) {} }
