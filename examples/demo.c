/* hunters-demo: the main job of the README, a short game played by bots. */
#include <stdio.h>

#include <hunters.h>

int main(void)
{
    printf("libhunters %s\n", hunters_version());
    return 0;
}
