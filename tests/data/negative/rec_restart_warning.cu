int a = 1 2 3
 4
 5





;int b = zz;
