class K { int q; };


class K { int r; };
