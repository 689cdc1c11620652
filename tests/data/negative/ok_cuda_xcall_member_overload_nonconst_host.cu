struct Box {
  int v;
  __attribute__((device)) int peek() const { return v; }
  int peek() { return v + 1; }
};
int host_use(Box *b) { return b->peek(); }
