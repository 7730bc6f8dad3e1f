#pragma once
// What muster-cli checks in its arguments before a command sees them; the refusals are written
// in the help language (see help_text.hpp).
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace muster::cli {

/// Why an argument is refused before parsing (not UTF-8, a control character other than a tab or line break,
/// which could drive the terminal when echoed), or empty when all are fine.
std::string refused_argument_message(int argc, const char* const* argv);

/// A CLI11 transform for a name or id: one line of printable UTF-8 of at most 200 characters, made NFC.
CLI::Validator name_argument();
/// A CLI11 transform for free text (a reason, a note): no control characters but tab and line breaks, made NFC.
CLI::Validator text_argument();
/// A CLI11 check: the whole argument is a finite number from min to max.
CLI::Validator number_argument(double min, double max);
/// A CLI11 check: the whole argument is a whole number from min to max (digits only).
CLI::Validator whole_argument(long long min, long long max);
/// A CLI11 check: the argument names a folder that exists.
CLI::Validator existing_folder();
/// A CLI11 check: the argument names a file that exists.
CLI::Validator existing_file();
/// A path that exists: a file, or a folder of files.
CLI::Validator existing_file_or_folder();
/// A CLI11 check: the argument is one of these words (shown as the type, "{en,fr}").
CLI::Validator one_of(std::vector<std::string> choices);

}  // namespace muster::cli
