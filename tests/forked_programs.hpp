#pragma once
// Several programs at once, as several players' computers or two muster-cli runs would be: forked
// processes of the test itself, each running the same work on its own connection.
#include <doctest/doctest.h>

#include <functional>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace muster::test {

/// Runs `work(i)` for i in [0, count) in as many forked processes at once and waits for them all;
/// returns what each one that failed reported (its exception's text, or "a program died"). The
/// caller holds no database connection while they run.
inline std::vector<std::string> run_forked(int count, const std::function<void(int)>& work) {
    std::vector<pid_t> children;
    std::vector<int> pipes;
    for (int program = 0; program < count; ++program) {
        int fds[2];
        REQUIRE(::pipe(fds) == 0);
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::close(fds[0]);
            std::string failure;
            try {
                work(program);
            } catch (const std::exception& e) { failure = e.what(); }
            if (!failure.empty() && ::write(fds[1], failure.data(), failure.size()) < 0) ::_exit(3);
            ::_exit(failure.empty() ? 0 : 1);
        }
        ::close(fds[1]);
        children.push_back(child);
        pipes.push_back(fds[0]);
    }
    std::vector<std::string> failures;
    for (std::size_t i = 0; i < children.size(); ++i) {
        std::string said;
        char buffer[1024];
        for (ssize_t n; (n = ::read(pipes[i], buffer, sizeof buffer)) > 0;) said.append(buffer, static_cast<std::size_t>(n));
        ::close(pipes[i]);
        int status = 0;
        ::waitpid(children[i], &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) failures.push_back(said.empty() ? "a program died" : said);
    }
    return failures;
}

}  // namespace muster::test
