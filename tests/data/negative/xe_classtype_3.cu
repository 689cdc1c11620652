enum Mode { Idle, Running, Stopped };

struct Machine {
    Mode mode;
    double speed;
};

double adjust(Machine &m, double factor)
{
    double s = m.speed * factor;
    if (m.mode.value == Running)       // '.' on enum
        s = s.limit;                   // '.' on double
    return s;
}

int mode_index(Machine &m)
{
    Mode md = m.mode;
    return md.index + (int)m.speed.whole;   // '.' on enum, '.' on double
}
