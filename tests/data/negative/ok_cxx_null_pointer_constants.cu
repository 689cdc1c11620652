// Integral constants the reference takes as null pointer constants (valid: the reference accepts it).
void fp(int*);
void t() {
  int *p = true ? 0 : 0; fp(false ? 0 : 0); 
  (void)p;
}
