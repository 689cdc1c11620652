// An `=` may stand before a diagnostic pragma's list; `==` and other
// punctuators are one bad item each.
#pragma nv_diag_suppress = 20012
#pragma nv_diag_warning =20012
#pragma nv_diag_suppress = 20012, 20013
#pragma nv_diag_suppress == 20012
#pragma nv_diag_suppress = =
#pragma nv_diag_suppress -> 3
#pragma nv_diag_suppress 20012 == 3
int x;
