// Members of anonymous unions and structs are members of the enclosing
// class: typed through it (nested ones too), with the object's cv. Array
// bounds written as constant expressions with / % and << are evaluated.
typedef unsigned short half_t;
typedef struct {
    __extension__ union {
        struct { half_t d; half_t m; };
        unsigned int dm;
    };
    unsigned char qs[32 / 2];
    unsigned char scales[(1 << 4) % 12];
} block;
void touch(const block* b, block* w) {
    w->dm = 1u;             // fine
    w->d = 2;               // fine: nested anonymous struct
    b->dm = 1u;             // a const object's member
    b->m = 3;
    w->qs = 0;              // an array is no modifiable lvalue
}
int sizes() { return sizeof(block::qs) + sizeof(block::scales); }
