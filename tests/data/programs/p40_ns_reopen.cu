#include <cstdio>
#include <string>
#include <vector>
#include <map>

namespace app {
class Logger;
enum class Level { Debug, Info, Warn };
}

namespace app {
class Logger {
public:
    explicit Logger(Level l) : level_(l) {}
    void log(Level l, const std::string& msg);
    static Logger& global();
private:
    Level level_;
};
std::string toString(Level l);
}

namespace app {
std::string toString(Level l) {
    switch (l) {
    case Level::Debug: return "D";
    case Level::Info: return "I";
    case Level::Warn: return "W";
    }
    return "?";
}
void Logger::log(Level l, const std::string& msg) {
    if (static_cast<int>(l) >= static_cast<int>(level_)) std::printf("[%s] %s\n", toString(l).c_str(), msg.c_str());
}
Logger& Logger::global() { static Logger g(Level::Info); return g; }
}

std::string app_name();
std::string app_name() { return "demo"; }

void app_log(const std::string&);

namespace kern {
__global__ void k1(int*);
}
__global__ void kern::k1(int* p) { if (p) *p = 1; }

namespace cfg {
struct Opts;
}
struct cfg::Opts { int v = 2; };

void app_log(const std::string& m) { app::Logger::global().log(app::Level::Warn, m); }

using app::Level;
int main() {
    using namespace app;
    Logger::global().log(Level::Info, app_name());
    app_log("warn");
    kern::k1<<<1, 1>>>(nullptr);
    cfg::Opts o;
    std::map<Level, int> m{{Level::Debug, 1}};
    printf("%d %zu\n", o.v, m.size());
}
