#pragma once
// Why a printout cannot be made, as catalogue messages the reader gets in their own language.
#include "muster/report/report.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// Every finding of a report, one line each ("file:line:col: error: what"), written in the reader's language.
Message findings_message(const Report& report);
/// "cannot print: …": the roster's list is unknown, or the first finding that kept its list from loading.
Message cannot_print_roster(const RosterVerdict& verdict);

}  // namespace muster
