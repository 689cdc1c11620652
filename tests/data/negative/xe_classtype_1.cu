struct Sensor {
    int id;
    int reading;
};

int total_readings(Sensor *sensors, int n)
{
    int total = 0;
    for (int i = 0; i < n; ++i) {
        int r = sensors[i].reading;
        total += r.value;              // '.' on int
    }
    int count = n;
    return total / count.size;         // '.' on int
}

int first_id(Sensor *sensors)
{
    return sensors.id;                 // '.' on pointer
}
