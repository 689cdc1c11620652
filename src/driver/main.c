/* cudafe++ entry point: options, input, front end, outputs, exit status. */
#include "config.h"
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fputs("cudafe++: not yet functional\n", stderr);
    return 4;
}
