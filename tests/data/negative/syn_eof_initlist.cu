int a[] = { 1, 2
