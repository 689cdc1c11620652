// A declaration at namespace scope whose type names an undeclared template
// (the texture references CUDA 12 removed): the reference says the name is
// no template and declares the variable anyway, so its uses are no errors;
// its type is the error type, whose calls no argument-dependent lookup saves.
enum cudaTextureReadMode { cudaReadModeElementType };
texture<float, 1, cudaReadModeElementType> tex;
foo<int, 1> a, *b;
int use() { return sizeof(tex) + sizeof(a) + sizeof(b); }
namespace N { bar<char> c; }
int bind() { return cudaBindTexture(0, tex, 16); }
