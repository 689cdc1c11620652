// Initializers the reference accepts at the edge: null pointer constants,
// arrays to pointers, enumerations to integers, pointers to bool, lists
// that fill an array exactly or partly, and an unsized array.
enum Color { RED, GREEN };
void setup(int *data, const char *name)
{
    int *none = 0;
    int *also = nullptr;
    int *first = data;
    int values[4] = {1, 2, 3, 4};
    int *head = values;
    const void *raw = values;
    int shade = GREEN;
    bool valid = data;
    double partial[5] = {1.0, 2.0};
    int unsized[] = {1, 2, 3, 4, 5, 6};
    long wide = shade;
    none = also;
    head = first;
    valid = name;
}
