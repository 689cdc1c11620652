int f() { return (1 + 2
