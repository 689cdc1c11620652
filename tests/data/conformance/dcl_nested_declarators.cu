// noptr-declarator: ( ptr-declarator ) [dcl.decl], [dcl.meaning]: pointer to array, array of pointers to
// functions, function returning pointer to function, function returning pointer to array, reference to
// function, pointer to function returning reference to array, the signal() declarator
int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int (*op_table[2])(int, int) = {add, sub};
int (*(*pick_ptr)(int))(int, int);
int (*pick(int which))(int, int) { return which ? sub : add; }
void (*signal_like(int sig, void (*handler)(int)))(int) { (void)sig; return handler; }
void on_sig(int) {}
int data[2][3] = {{1, 2, 3}, {4, 5, 6}};
int (*row(int i))[3] { return &data[i]; }
int (&row_ref(int i))[3] { return data[i]; }
int (&fn_ref)(int, int) = add;
int (*(&ref_to_table)[2])(int, int) = op_table;
int (&(*ptr_to_fn_returning_ref)(int))[3] = row_ref;
int (*(*ptr_to_arr_of_fn_ptr)[2])(int, int) = &op_table;
int ((parenthesised_name)) = 3;
int (*(pointer_in_parens)) = &parenthesised_name;
auto (*auto_fn_ptr)(int) -> int (*)(int, int) = pick;
struct calc {
  int (*(calc::*member_returning_fp)(int) const)(int, int);
  int (*choose(int i) const)(int, int) { return op_table[i]; }
};
int main() {
  pick_ptr = pick;
  calc c{&calc::choose};
  void (*h)(int) = signal_like(2, on_sig);
  h(0);
  return op_table[0](1, 2) + pick_ptr(1)(5, 1) + (*row(1))[0] + row_ref(0)[2] + fn_ref(1, 1) + ref_to_table[1](3, 2)
       + ptr_to_fn_returning_ref(1)[1] + (*ptr_to_arr_of_fn_ptr)[0](1, 1) + parenthesised_name + *pointer_in_parens
       + auto_fn_ptr(0)(2, 2) + (c.*c.member_returning_fp)(1)(4, 4) - 32;
}
