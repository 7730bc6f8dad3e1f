#include "muster/print/unprintable_roster.hpp"

#include "muster/report/diagnostic_text.hpp"

namespace muster {

Error unprintable_roster(const RosterVerdict& verdict) {
    const Message why = verdict.report.empty()
                            ? message(MUSTER_MESSAGE("print.list-unknown", "the roster's list is unknown"))
                            : diagnostic_meaning(verdict.report.diagnostics().front());
    return Error(message(MUSTER_MESSAGE("print.cannot-print", "cannot print: {reason}")).with("reason", nested(why)));
}

}  // namespace muster
