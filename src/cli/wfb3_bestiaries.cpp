#include "wfb3_bestiaries.hpp"

#include "muster/report/report.hpp"
#include "muster/util/error.hpp"

namespace muster::cli {

wfb3::PointsRules wfb3_rules_with_bestiaries(const std::vector<std::string>& bestiaries, Language language) {
    wfb3::PointsRules rules = bundled<wfb3::PointsRules>();
    for (const std::string& file : bestiaries) {
        Report report;
        if (!wfb3::load_bestiary(file, rules, report))
            throw Error(message(MUSTER_MESSAGE("wfb3.cli.bestiary-unreadable", "cannot read the bestiary {file}:\n{report}"))
                            .with("file", VerbatimValue{file})
                            .with("report", VerbatimValue{format_human(report, language)}));
    }
    return rules;
}

}  // namespace muster::cli
