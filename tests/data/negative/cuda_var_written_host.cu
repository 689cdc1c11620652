// Device variables written in host code (warning 20092); increments and
// compound assignments read them first (20091).
__attribute__((device)) int dv;
__attribute__((device)) int darr[4];
void h1() { dv = 3; }
void h2() { dv++; --dv; }
void h3() { dv += 2; darr[0] = 1; }
void h4() { dv = dv; }
