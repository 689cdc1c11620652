static int sv = 1; int lv = 2;
