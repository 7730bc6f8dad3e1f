#include "muster/siege/engineering_schedule.hpp"
#include "muster/text/numbers.hpp"

#include <algorithm>
#include <numeric>

namespace muster {

BuildJob BuildOrder::job(int b) const {
    std::string detail;
    double in_batch = 0;
    if (batch > 1) {
        in_batch = std::min(batch, quantity - (b - 1) * batch);
        detail += " (" + write_amount(in_batch, Language::english) + " " + unit + ")";
    }
    if (batches > 1) detail += " " + std::to_string(b) + "/" + std::to_string(batches);
    return {item_id, name + detail, months, detail, in_batch, batches > 1 ? b : 0, batches > 1 ? batches : 0};
}

namespace {

// Places orders on engineers as the greedy rule does batch by batch — the earliest-free engineer, the lowest
// number among equals — but a whole stretch at a time, so a million batches cost no more than a few.
class Placer {
public:
    explicit Placer(EngineeringSchedule& schedule)
        : s_(schedule),
          next_free_(static_cast<std::size_t>(schedule.engineers), 1),
          by_free_(static_cast<std::size_t>(schedule.engineers)),
          last_run_(static_cast<std::size_t>(schedule.engineers), npos) {
        std::iota(by_free_.begin(), by_free_.end(), 0);
    }

    void place(std::size_t order) {
        const BuildOrder& o = s_.orders[order];
        const int m = std::max(1, o.months);
        const int engineers = s_.engineers;
        int b = 1;
        while (b <= o.batches && engineers > 0) {
            const int first = by_free_.front();
            const long long fits = fitting(first, m);  // batches the earliest-free engineer still has months for
            if (fits <= 0) break;
            const int last = by_free_.back();
            const long long left = o.batches - b + 1;
            if (engineers == 1 || before_once_busy(last, static_cast<long long>(next_free(first)) + m, first)) {
                // Taking a batch sends the earliest-free engineer behind every other: from here on the engineers
                // take batches in turn, in today's order, until the first of them has no months left.
                std::vector<long long> fit(static_cast<std::size_t>(engineers));
                for (int p = 0; p < engineers; ++p) fit[static_cast<std::size_t>(p)] = std::max(0LL, fitting(by_free_[static_cast<std::size_t>(p)], m));
                const long long full_rounds = fit.back();  // the fewest: fit falls along the order
                long long capacity = full_rounds * engineers;
                for (long long f : fit) capacity += f > full_rounds ? 1 : 0;
                const long long placed = std::min(left, capacity);
                const long long rounds = placed / engineers, extra = placed % engineers;
                for (int p = 0; p < engineers; ++p) {
                    const long long count = rounds + (p < extra ? 1 : 0);
                    if (count == 0) continue;
                    const int e = by_free_[static_cast<std::size_t>(p)];
                    add_run(order, e, static_cast<int>(b + p), engineers, static_cast<int>(count), m);
                }
                std::rotate(by_free_.begin(), by_free_.begin() + extra, by_free_.end());
                b += static_cast<int>(placed);
                continue;
            }
            // The earliest-free engineer takes batches back to back until it is behind the next one.
            const int second = by_free_[1];
            const int gap = next_free(second) - next_free(first);
            long long needed = gap / m + 1;
            if (gap % m == 0 && gap / m >= 1 && first > second) needed = gap / m;
            const long long count = std::min({needed, fits, left});
            add_run(order, first, b, 1, static_cast<int>(count), m);
            b += static_cast<int>(count);
            const auto behind = std::upper_bound(by_free_.begin() + 1, by_free_.end(), first, [&](int a, int c) { return earlier(a, c); });
            std::rotate(by_free_.begin(), by_free_.begin() + 1, behind);
        }
        if (b <= o.batches) s_.unplaced_runs.push_back({order, b});
    }

private:
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    int& next_free(int e) { return next_free_[static_cast<std::size_t>(e)]; }
    // True when engineer a comes before engineer c: free in an earlier month, or the same month and a lower number.
    bool earlier(int a, int c) { return next_free(a) < next_free(c) || (next_free(a) == next_free(c) && a < c); }
    // True when engineer c would come before engineer a once a is free only from month a_free.
    bool before_once_busy(int c, long long a_free, int a) { return next_free(c) < a_free || (next_free(c) == a_free && c < a); }
    long long fitting(int e, int m) { return (static_cast<long long>(s_.months) - next_free(e) + 1) / m; }

    // Records count batches of an order on engineer e, extending the engineer's last run when they follow it.
    void add_run(std::size_t order, int e, int first_batch, int step, int count, int m) {
        const int start = next_free(e);
        next_free(e) += count * m;
        std::size_t& last = last_run_[static_cast<std::size_t>(e)];
        if (last != npos) {
            ScheduledRun& run = s_.runs[last];
            const bool follows = run.order == order && run.start_month + run.count * m == start;
            const int run_step = run.count == 1 ? first_batch - run.first_batch : run.batch_step;
            if (follows && run_step > 0 && run.first_batch + run.count * run_step == first_batch && (count == 1 || step == run_step)) {
                run.batch_step = run_step;
                run.count += count;
                return;
            }
        }
        last = s_.runs.size();
        s_.runs.push_back({order, e + 1, start, first_batch, count == 1 ? 1 : step, count});
    }

    EngineeringSchedule& s_;
    std::vector<int> next_free_;  ///< per engineer, the first month free
    std::vector<int> by_free_;    ///< engineers, earliest free first (then by number)
    std::vector<std::size_t> last_run_;
};

// Calls visit(run, k, batch number, start month) for every batch of every run.
template <typename Visit>
void each_batch(const EngineeringSchedule& s, Visit visit) {
    for (const ScheduledRun& run : s.runs) {
        const int m = std::max(1, s.orders[run.order].months);
        for (int k = 0; k < run.count; ++k) visit(run, run.first_batch + k * run.batch_step, run.start_month + k * m);
    }
}

void sort_as_placed(std::vector<std::pair<std::pair<std::size_t, int>, ScheduledBuild>>& builds) {
    std::sort(builds.begin(), builds.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
}

}  // namespace

EngineeringSchedule schedule_builds(std::vector<BuildOrder> orders, int engineers, int months) {
    EngineeringSchedule schedule;
    schedule.engineers = std::max(0, engineers);
    schedule.months = std::max(0, months);
    std::stable_sort(orders.begin(), orders.end(), [](const BuildOrder& a, const BuildOrder& b) { return a.months > b.months; });
    schedule.orders = std::move(orders);
    Placer placer(schedule);
    for (std::size_t o = 0; o < schedule.orders.size(); ++o) placer.place(o);
    return schedule;
}

long long EngineeringSchedule::unplaced_count() const {
    long long n = 0;
    for (const UnplacedRun& run : unplaced_runs) n += orders[run.order].batches - run.first_batch + 1;
    return n;
}

BuildJob EngineeringSchedule::first_unplaced() const {
    const UnplacedRun& run = unplaced_runs.front();
    return orders[run.order].job(run.first_batch);
}

std::vector<std::string> EngineeringSchedule::unplaced_labels() const {
    std::vector<std::string> labels;
    for (const UnplacedRun& run : unplaced_runs) {
        const BuildOrder& order = orders[run.order];
        labels.push_back(run.first_batch == order.batches ? order.job(run.first_batch).label
                                                          : order.job(run.first_batch).label + " to " + order.job(order.batches).label);
    }
    return labels;
}

std::vector<ScheduledBuild> EngineeringSchedule::builds() const {
    std::vector<std::pair<std::pair<std::size_t, int>, ScheduledBuild>> placed;
    each_batch(*this, [&](const ScheduledRun& run, int batch, int start) {
        placed.push_back({{run.order, batch}, {orders[run.order].job(batch), run.engineer, start}});
    });
    sort_as_placed(placed);
    std::vector<ScheduledBuild> out;
    out.reserve(placed.size());
    for (auto& [key, build] : placed) out.push_back(std::move(build));
    return out;
}

std::vector<ScheduledBuild> EngineeringSchedule::builds_ending(int month) const {
    std::vector<std::pair<std::pair<std::size_t, int>, ScheduledBuild>> ending;
    for (const ScheduledRun& run : runs) {
        const int m = std::max(1, orders[run.order].months);
        const int since = month + 1 - run.start_month;  // months from the run's start to the end of `month`
        if (since <= 0 || since % m != 0 || since / m > run.count) continue;
        const int batch = run.first_batch + (since / m - 1) * run.batch_step;
        ending.push_back({{run.order, batch}, {orders[run.order].job(batch), run.engineer, month + 1 - m}});
    }
    sort_as_placed(ending);
    std::vector<ScheduledBuild> out;
    for (auto& [key, build] : ending) out.push_back(std::move(build));
    return out;
}

std::vector<std::vector<std::string>> EngineeringSchedule::grid(const std::function<std::string(const BuildJob&)>& label_of) const {
    std::vector<std::vector<std::string>> cells(static_cast<std::size_t>(months), std::vector<std::string>(static_cast<std::size_t>(engineers)));
    each_batch(*this, [&](const ScheduledRun& run, int batch, int start) {
        const BuildJob job = orders[run.order].job(batch);
        const std::string name = label_of ? label_of(job) : job.label;
        for (int m = start; m < start + job.months && m <= months; ++m) {
            std::string label = name;
            if (job.months > 1) label += " (" + std::to_string(m - start + 1) + "/" + std::to_string(job.months) + ")";
            cells[static_cast<std::size_t>(m - 1)][static_cast<std::size_t>(run.engineer - 1)] = label;
        }
    });
    return cells;
}

}  // namespace muster
