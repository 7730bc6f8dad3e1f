#pragma once
// The error a command stops with when its input file cannot be read.
#include <string>

#include "muster/report/report.hpp"
#include "muster/util/error.hpp"

namespace muster::cli {

/// What an input file cannot be read for: "cannot read FILE:" (or "cannot edit FILE:" when
/// `editing`) and the report's findings, every part in the reader's language.
Error unreadable_input(const std::string& file, const Report& report, Language language, bool editing = false);

}  // namespace muster::cli
