namespace q { struct V { int a; }; bool operator==(const V&, const V&) { return true; } }
