int x;
int x;
extern int y;
int y;
extern int y;
int y = 2;
extern "C" int z;
extern "C" int z;
static int s;
static int s;
namespace N { int n; }
namespace N { int n; }
