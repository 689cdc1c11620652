struct Stack {
    int data[16];
    int top;
    int pushes;

    int peek() const
    {
        pushes++;              // member in const member function
        return data[top - 1];
    }

    void clear() const
    {
        top = 0;               // implicit this is const
        for (int i = 0; i < 16; ++i)
            data[i] = 0;       // array member element, const
    }

    int size() const
    {
        this->pushes += 0;     // explicit this, still const
        return top;
    }
};

int probe(Stack &s) { return s.peek() + s.size(); }
