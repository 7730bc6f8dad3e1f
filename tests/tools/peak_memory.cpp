// peak-memory COMMAND ARGS…: runs the command and prints "peak-kib N" (its peak resident memory) on stderr,
// exiting with its status. A test cannot measure a child it spawns itself: exec records the spawning
// process's own peak as the child's, so this small process stands between them.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: peak-memory COMMAND ARGS…\n");
        return 127;
    }
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::execvp(argv[1], argv + 1);
        std::perror("peak-memory: exec");
        ::_exit(127);
    }
    int status = 0;
    struct rusage usage {};
    if (pid < 0 || ::wait4(pid, &status, 0, &usage) < 0) return 127;
    std::fprintf(stderr, "peak-kib %ld\n", usage.ru_maxrss);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}
