// Protected members of a base class used through derived objects from free functions.
class Shape {
public:
    virtual ~Shape();
protected:
    int sides;
    float scale() const;
private:
    unsigned id;
};

class Square : public Shape {
public:
    float side_length() const;
protected:
    float side;
};

float inspect(Square sq, Square *psq, Shape &sh)
{
    float a = sq.side * sq.side;
    a += psq->sides + psq->scale();
    a += sh.sides;
    a += sh.id;
    unsigned *p = &psq->id;
    return a + *p + sh.scale();
}
