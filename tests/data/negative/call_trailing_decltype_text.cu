// Known difference: a function template's specialisation whose pattern has
// a result this front end cannot print (`-> decltype(g.num_threads())`,
// which the reference writes as `decltype(((param#1.num_threads)()))`) is
// named in the first cross-space message as if it were no template. The
// error itself, its position and the exit status agree.
struct grp { unsigned long long num_threads() const; };
template <class G> __attribute__((device)) auto dev_size(const G &g) -> decltype(g.num_threads());
int f(const grp &g) { return (int)dev_size(g); }
