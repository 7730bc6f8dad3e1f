#include "muster/siege/engineering_schedule.hpp"

#include <algorithm>

namespace muster {

EngineeringSchedule schedule_builds(std::vector<BuildJob> jobs, int engineers, int months) {
    EngineeringSchedule schedule;
    schedule.engineers = std::max(0, engineers);
    schedule.months = std::max(0, months);
    std::stable_sort(jobs.begin(), jobs.end(), [](const BuildJob& a, const BuildJob& b) { return a.months > b.months; });
    std::vector<int> next_free(static_cast<std::size_t>(schedule.engineers), 1);
    schedule.builds.reserve(jobs.size());
    for (BuildJob& job : jobs) {
        int best = -1;
        for (int e = 0; e < schedule.engineers; ++e)
            if (best < 0 || next_free[static_cast<std::size_t>(e)] < next_free[static_cast<std::size_t>(best)]) best = e;
        if (best < 0 || next_free[static_cast<std::size_t>(best)] + job.months - 1 > schedule.months) {
            schedule.unplaced.push_back(std::move(job));
            continue;
        }
        const int start = next_free[static_cast<std::size_t>(best)];
        next_free[static_cast<std::size_t>(best)] += job.months;
        schedule.builds.push_back({std::move(job), best + 1, start});
    }
    return schedule;
}

std::vector<std::vector<std::string>> EngineeringSchedule::grid(const std::function<std::string(const BuildJob&)>& label_of) const {
    std::vector<std::vector<std::string>> cells(static_cast<std::size_t>(months),
                                                std::vector<std::string>(static_cast<std::size_t>(engineers)));
    for (const ScheduledBuild& build : builds)
        for (int m = build.start_month; m <= build.end_month(); ++m) {
            std::string label = label_of ? label_of(build.job) : build.job.label;
            if (build.job.months > 1)
                label += " (" + std::to_string(m - build.start_month + 1) + "/" + std::to_string(build.job.months) + ")";
            cells[static_cast<std::size_t>(m - 1)][static_cast<std::size_t>(build.engineer - 1)] = label;
        }
    return cells;
}

}  // namespace muster
