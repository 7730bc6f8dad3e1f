#include "testing/startup_probe.hpp"

#include <chrono>
#include <cstdio>
#include <fstream>

#include <sys/resource.h>

namespace muster::ui {

namespace {

std::chrono::steady_clock::time_point program_start;

// A "VmRSS:   123456 kB" line of /proc/self/status, in MB.
double status_megabytes(const std::string& field) {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind(field + ":", 0) == 0) return std::stod(line.substr(field.size() + 1)) / 1024.0;
    return 0;
}

}  // namespace

void mark_program_start() { program_start = std::chrono::steady_clock::now(); }

std::string startup_figures() {
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - program_start).count();
    // The processor time of the whole process (every thread), which a busy machine does not stretch as it does the clock.
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double cpu_ms =
        static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 + static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
    char text[200];
    std::snprintf(text, sizeof text, "first window shown in %.0f ms; resident memory %.0f MB (peak %.0f MB); processor time %.0f ms", ms,
                  status_megabytes("VmRSS"), status_megabytes("VmHWM"), cpu_ms);
    return text;
}

}  // namespace muster::ui
