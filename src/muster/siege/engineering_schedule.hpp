#pragma once
#include <functional>
#include <string>
#include <vector>

namespace muster {

/// One batch of work: one engineer for `months` consecutive months.
struct BuildJob {
    std::string item_id;  ///< the siege item
    std::string label;    ///< "Siege tower 2/4", "Mine 1/1"
    int months = 1;       ///< consecutive months on one engineer
    std::string detail;   ///< what follows the item's name in the label: " (30 stand) 2/4", so another language can rename the item
};

/// A job placed in the schedule.
struct ScheduledBuild {
    BuildJob job;
    int engineer = 1;     ///< 1-based
    int start_month = 1;  ///< 1-based
    /// The month the build is finished (inclusive).
    int end_month() const { return start_month + job.months - 1; }
};

/// Who builds what, month by month.
struct EngineeringSchedule {
    int engineers = 0;
    int months = 0;
    std::vector<ScheduledBuild> builds;  ///< in the order they were placed
    std::vector<BuildJob> unplaced;      ///< jobs no engineer had time for
    /// True when every job found an engineer and months.
    bool complete() const { return unplaced.empty(); }
    /// The months × engineers grid: grid[month-1][engineer-1] is the label of the work then, or "".
    /// `label_of` names a job in another language; by default the job's own label.
    std::vector<std::vector<std::string>> grid(const std::function<std::string(const BuildJob&)>& label_of = {}) const;
};

/// Places the jobs, longest first, each on the engineer free soonest, within the months.
/// With jobs of 1 and 3 months (the Warmaster kit) it finds a schedule whenever one exists.
EngineeringSchedule schedule_builds(std::vector<BuildJob> jobs, int engineers, int months);

}  // namespace muster
