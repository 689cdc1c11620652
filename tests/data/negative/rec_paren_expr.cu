int v = (1 + ; int b = zz;
