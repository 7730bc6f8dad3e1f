#pragma once
#include <cstddef>
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
    double in_batch = 0;  ///< how much this batch holds, when a batch holds more than one (30 stands), else 0
    int number = 0;       ///< which batch (1-based) when the order has several, else 0
    int of = 0;           ///< how many batches the order has, when several, else 0
};

/// Batches of one item, all alike: what the schedule is asked to place. One order stands for any number
/// of batches, so a million ladders cost no more memory than one.
struct BuildOrder {
    std::string item_id;  ///< the siege item
    std::string name;     ///< the item's name: "Ladders"
    std::string unit;     ///< what the quantity counts: "stand"
    double quantity = 0;  ///< how much in all
    double batch = 1;     ///< how much one batch holds
    int batches = 0;      ///< how many batches (a started batch counts whole)
    int months = 1;       ///< consecutive months one engineer works on a batch
    /// The b-th batch (1-based) as a job: "Ladders (30 stand) 2/4".
    BuildJob job(int b) const;
};

/// A job placed in the schedule.
struct ScheduledBuild {
    BuildJob job;
    int engineer = 1;     ///< 1-based
    int start_month = 1;  ///< 1-based
    /// The month the build is finished (inclusive).
    int end_month() const { return start_month + job.months - 1; }
};

/// Batches of one order built back to back by one engineer: batch numbers first_batch, first_batch + batch_step, …
struct ScheduledRun {
    std::size_t order = 0;  ///< index in EngineeringSchedule::orders
    int engineer = 1;       ///< 1-based
    int start_month = 1;    ///< 1-based, when the run's first batch starts
    int first_batch = 1;    ///< 1-based number of the run's first batch
    int batch_step = 1;     ///< how the batch number goes up from one batch of the run to the next
    int count = 1;          ///< batches in the run
};

/// The batches of one order no engineer had time for: first_batch to the order's last.
struct UnplacedRun {
    std::size_t order = 0;  ///< index in EngineeringSchedule::orders
    int first_batch = 1;    ///< 1-based
};

/// Who builds what, month by month, held as runs: its memory grows with the orders and the engineers,
/// not with the quantities bought or the months.
struct EngineeringSchedule {
    int engineers = 0;
    int months = 0;
    std::vector<BuildOrder> orders;          ///< what was asked, longest builds first (the order they were placed in)
    std::vector<ScheduledRun> runs;          ///< what each engineer builds
    std::vector<UnplacedRun> unplaced_runs;  ///< what found no engineer

    /// True when every batch found an engineer and months.
    bool complete() const { return unplaced_runs.empty(); }
    /// How many batches found no engineer.
    long long unplaced_count() const;
    /// The first batch that found no engineer (complete() must be false).
    BuildJob first_unplaced() const;
    /// The batches that found no engineer, one line per item: "Mine 3/4", "Ladders (30 stand) 2/40 to Ladders (10 stand) 40/40".
    std::vector<std::string> unplaced_labels() const;
    /// Every placed batch, in the order placed (never more than engineers × months of them).
    std::vector<ScheduledBuild> builds() const;
    /// The batches finished in a month (1-based), in the order placed.
    std::vector<ScheduledBuild> builds_ending(int month) const;
    /// The months × engineers grid: grid[month-1][engineer-1] is the label of the work then, or "".
    /// `label_of` names a job in another language; by default the job's own label.
    std::vector<std::vector<std::string>> grid(const std::function<std::string(const BuildJob&)>& label_of = {}) const;
};

/// Places the batches, longest first, each on the engineer free soonest (the lowest-numbered of equals), within the
/// months; an order's batches go in turn. With batches of 1 and 3 months (the Warmaster kit) it finds a schedule
/// whenever one exists. Runs in time O(orders × engineers × log) plus the few batches that even out the engineers.
EngineeringSchedule schedule_builds(std::vector<BuildOrder> orders, int engineers, int months);

}  // namespace muster
