template <typename T> void fwd(T)
template <typename T> void fwd2(T);
int after = undefined_name;
