struct H { H(int); ~H(); }; H::H(int) {} H::~H() {}
