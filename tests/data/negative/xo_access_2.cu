// Private and protected non-overloaded member functions called from free functions.
class Engine {
public:
    void start();
protected:
    void warm_up(int seconds);
    int temperature() const;
private:
    void ignite();
    bool check_fuel(double level) const;
};

struct Sensor {
    float value() const { return reading; }
private:
    float reading;
    float calibrate(float offset);
};

int drive(Engine &e, const Engine &ce, Sensor *s)
{
    e.warm_up(30);
    e.ignite();
    int t = ce.temperature();
    if (!ce.check_fuel(0.25))
        return -1;
    float r = s->calibrate(0.5f) + s->value();
    return t + (int)r;
}
