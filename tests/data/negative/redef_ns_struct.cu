namespace N { struct S {}; }
namespace N { struct S {}; }
