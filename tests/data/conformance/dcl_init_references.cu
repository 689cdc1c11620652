// [dcl.init.ref]: lvalue and rvalue reference binding: to lvalues, to derived-to-base, to temporaries
// (lifetime extension), to conversion results, references to functions and arrays, const refs to
// literals, forwarding references, references as members initialized in ctors and aggregates
struct base { int v = 1; };
struct derived : base { int w = 2; };
struct convertible { int n = 3; operator int&() { return n; } operator base() const { return base{}; } };
struct ref_holder { const int& cr; int& r; };
int func(int x) { return x + 1; }
int arr[3] = {4, 5, 6};
derived make_derived() { return {}; }
int g = 7;
int& get_g() { return g; }
int main() {
  int i = 1;
  int& lr = i;
  const int& clr = 2;
  const double& conv = i;
  int&& rr = 3;
  int&& from_move = static_cast<int&&>(i);
  const int& ext = int(4) + 1;
  derived d;
  base& br = d;
  const base& cbr = make_derived();
  base&& rbr = derived{};
  convertible cv;
  int& through_conv = cv;
  const base& via_conv_fn = cv;
  int (&fref)(int) = func;
  int (&&frref)(int) = func;
  int (&aref)[3] = arr;
  const int (&caref)[3] = arr;
  int& via_call = get_g();
  auto&& fwd_l = i;
  auto&& fwd_r = 5;
  ref_holder h{i, i};
  int& chained = lr;
  return lr + clr + int(conv) + rr + from_move + ext + br.v + cbr.v + rbr.v + through_conv + via_conv_fn.v + fref(0) + frref(0)
       + aref[0] + caref[2] + via_call + fwd_l + fwd_r + h.cr + h.r + chained - 49;
}
