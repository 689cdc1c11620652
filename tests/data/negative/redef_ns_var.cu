namespace Q { int y = 2; }
namespace Q { int y = 3; }
