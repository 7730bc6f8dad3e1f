// The test runner's entry point. Two guards make a test entry that runs nothing a failure:
// a run whose filters match no test case exits 1 (ctest would otherwise call it passed), and
// with MUSTER_TEST_RUN_LOG set every case that starts is appended to that file, so
// tests/check_every_case_ran.sh can compare what ran with what exists.
// Each run also gets a temporary folder of its own (TMPDIR), removed at the end, so suites
// running at once (ctest -j, a sanitizer build, another checkout) never share a scratch file.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <system_error>
#include <fcntl.h>
#include <string>
#include <unistd.h>

namespace {

bool g_run_ended = false;
unsigned g_cases_matched = 0;

/// Counts the cases a run selects and logs each case that starts.
class RunGuard : public doctest::IReporter {
public:
    explicit RunGuard(const doctest::ContextOptions&) {}

    void report_query(const doctest::QueryData&) override {}
    void test_run_start() override {}
    void test_run_end(const doctest::TestRunStats& stats) override {
        g_run_ended = true;
        g_cases_matched = stats.numTestCasesPassingFilters;
    }
    void test_case_start(const doctest::TestCaseData& data) override { log_case(data.m_name); }
    void test_case_reenter(const doctest::TestCaseData&) override {}
    void test_case_end(const doctest::CurrentTestCaseStats&) override {}
    void test_case_exception(const doctest::TestCaseException&) override {}
    void subcase_start(const doctest::SubcaseSignature&) override {}
    void subcase_end() override {}
    void log_assert(const doctest::AssertData&) override {}
    void log_message(const doctest::MessageData&) override {}
    void test_case_skipped(const doctest::TestCaseData&) override {}

private:
    static void log_case(const char* name) {
        const char* log = std::getenv("MUSTER_TEST_RUN_LOG");
        if (log == nullptr || *log == '\0') return;
        // One short O_APPEND write per line keeps lines whole when ctest runs entries in parallel.
        const int fd = ::open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
        if (fd < 0) return;
        const std::string line = std::string(name) + "\n";
        [[maybe_unused]] const auto written = ::write(fd, line.data(), line.size());
        ::close(fd);
    }
};

REGISTER_LISTENER("muster-run-guard", 1, RunGuard);

}  // namespace

/// Makes a fresh folder under the temporary folder and points TMPDIR at it; removes it when done.
class PrivateTemporaryFolder {
public:
    PrivateTemporaryFolder() {
        const char* outer = std::getenv("TMPDIR");
        std::string pattern = std::string(outer != nullptr && *outer != '\0' ? outer : "/tmp") + "/muster-tests-XXXXXX";
        if (::mkdtemp(pattern.data()) == nullptr) return;  // tests then share the outer folder, as before
        path_ = pattern;
        ::setenv("TMPDIR", path_.c_str(), 1);
    }
    ~PrivateTemporaryFolder() {
        if (path_.empty()) return;
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    PrivateTemporaryFolder(const PrivateTemporaryFolder&) = delete;
    PrivateTemporaryFolder& operator=(const PrivateTemporaryFolder&) = delete;

private:
    std::string path_;
};

int main(int argc, char** argv) {
    const PrivateTemporaryFolder scratch;
    doctest::Context context(argc, argv);
    const int result = context.run();
    if (context.shouldExit() || !g_run_ended) return result;  // --count, --list-test-cases, --help
    if (result == 0 && g_cases_matched == 0) {
        std::fputs(
            "muster-tests: no test case matched the filters given; a test entry that runs "
            "nothing is a failure\n",
            stderr);
        return 1;
    }
    return result;
}
