#include <string>
namespace app { enum class Level { A }; std::string toString(Level l) { return ""; } }
