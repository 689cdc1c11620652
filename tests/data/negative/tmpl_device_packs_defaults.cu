// device function templates with packs and defaulted parameters called from host code: named
// by their pattern (packs `T1...`, defaults deduced), then mangled with `J...E` for
// packs and `Dp` for the expansions
template<class... Ts> __attribute__((device)) int dz(Ts... xs) { return 0; }
template<class T, class... Ts> __attribute__((device)) int dz2(T a, const Ts&... xs) { return 0; }
template<class T, class U = T*> __attribute__((device)) U dd(T a) { return 0; }
void h() { dz(); dz(1); dz(1, 'c'); dz2(1.0); dz2(1.0, 2, 3u); dd(2); }
