#include "app/startup_probe.hpp"

#include <chrono>
#include <cstdio>
#include <fstream>

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
    char text[160];
    std::snprintf(text, sizeof text, "first window shown in %.0f ms; resident memory %.0f MB (peak %.0f MB)", ms,
                  status_megabytes("VmRSS"), status_megabytes("VmHWM"));
    return text;
}

}  // namespace muster::ui
