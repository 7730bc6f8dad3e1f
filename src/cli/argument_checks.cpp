#include "argument_checks.hpp"

#include <filesystem>

#include "help_text.hpp"
#include "muster/text/render.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/util/name_fault_text.hpp"
#include "muster/util/strict_number.hpp"
#include "muster/util/utf8.hpp"

namespace muster::cli {

namespace {

constexpr MessageText not_utf8_argument =
    MUSTER_MESSAGE("cli.check.argument-not-utf8", "argument {index} (\"{argument}\") is not valid UTF-8; Muster takes UTF-8 names, ids and file names");
constexpr MessageText control_argument =
    MUSTER_MESSAGE("cli.check.argument-control", "argument {index} (\"{argument}\") holds a control character (shown escaped); Muster takes printable text");
constexpr MessageText the_value = MUSTER_MESSAGE("cli.check.the-value", "the value");
constexpr MessageText value_not_text = MUSTER_MESSAGE("cli.check.value-not-text", "the value \"{value}\" must be printable UTF-8 text");
constexpr MessageText number_range = MUSTER_MESSAGE("cli.check.number-range", "'{value}' must be a number from {min} to {max}");
constexpr MessageText whole_range = MUSTER_MESSAGE("cli.check.whole-range", "'{value}' must be a whole number from {min} to {max}");
constexpr MessageText folder_missing = MUSTER_MESSAGE("cli.check.folder-missing", "the folder {path} does not exist");
constexpr MessageText not_a_folder = MUSTER_MESSAGE("cli.check.not-a-folder", "{path} is a file, not a folder");
constexpr MessageText file_missing = MUSTER_MESSAGE("cli.check.file-missing", "the file {path} does not exist");
constexpr MessageText not_a_file = MUSTER_MESSAGE("cli.check.not-a-file", "{path} is a folder, not a file");
constexpr MessageText not_one_of = MUSTER_MESSAGE("cli.check.not-one-of", "'{value}' is not one of {choices}");

// A bound of a range as the help language writes it: whole when it is.
MessageValue bound(double value) {
    if (value == static_cast<double>(static_cast<long long>(value))) return IntegerValue{static_cast<long long>(value)};
    return DecimalValue{value, 2};
}

// True when the argument holds a control character other than tab, line feed and carriage return.
bool has_terminal_control(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte == '\t' || byte == '\n' || byte == '\r') continue;
        if (byte < 0x20 || byte == 0x7F) return true;
        // U+0080–U+009F are C2 80–C2 9F in UTF-8.
        if (byte == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) <= 0x9F) return true;
    }
    return false;
}

}  // namespace

std::string refused_argument_message(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        const bool not_utf8 = first_invalid_utf8(argument).has_value();
        if (not_utf8 || has_terminal_control(argument))
            return help_text(
                message(not_utf8 ? not_utf8_argument : control_argument).with("index", IntegerValue{i}).with("argument", VerbatimValue{printable(argument)}));
    }
    return {};
}

CLI::Validator name_argument() {
    return CLI::Validator(
        [](std::string& value) {
            if (const NameFault fault = name_fault(value); fault != NameFault::none) return help_text(name_fault_meaning(fault, message(the_value), value));
            value = to_nfc(value);
            return std::string();
        },
        "NAME");
}

CLI::Validator text_argument() {
    return CLI::Validator(
        [](std::string& value) {
            if (first_invalid_utf8(value) || has_terminal_control(value))
                return help_text(message(value_not_text).with("value", VerbatimValue{printable(value)}));
            value = to_nfc(value);
            return std::string();
        },
        "TEXT");
}

CLI::Validator number_argument(double min, double max) {
    return CLI::Validator(
        [min, max](std::string& value) {
            const std::optional<double> number = parse_number(value);
            if (!number || *number < min || *number > max)
                return help_text(message(number_range).with("value", VerbatimValue{printable(value)}).with("min", bound(min)).with("max", bound(max)));
            return std::string();
        },
        "NUMBER");
}

CLI::Validator whole_argument(long long min, long long max) {
    return CLI::Validator(
        [min, max](std::string& value) {
            const std::optional<long long> number = parse_whole_number(value);
            if (!number || *number < min || *number > max)
                return help_text(
                    message(whole_range).with("value", VerbatimValue{printable(value)}).with("min", IntegerValue{min}).with("max", IntegerValue{max}));
            return std::string();
        },
        "INT");
}

CLI::Validator existing_folder() {
    return CLI::Validator(
        [](std::string& value) {
            std::error_code ec;
            const auto status = std::filesystem::status(value, ec);
            if (!std::filesystem::exists(status)) return help_text(message(folder_missing).with("path", VerbatimValue{printable(value)}));
            if (!std::filesystem::is_directory(status)) return help_text(message(not_a_folder).with("path", VerbatimValue{printable(value)}));
            return std::string();
        },
        "DIR");
}

CLI::Validator existing_file() {
    return CLI::Validator(
        [](std::string& value) {
            std::error_code ec;
            const auto status = std::filesystem::status(value, ec);
            if (!std::filesystem::exists(status)) return help_text(message(file_missing).with("path", VerbatimValue{printable(value)}));
            if (std::filesystem::is_directory(status)) return help_text(message(not_a_file).with("path", VerbatimValue{printable(value)}));
            return std::string();
        },
        "FILE");
}

CLI::Validator existing_file_or_folder() {
    return CLI::Validator(
        [](std::string& value) {
            std::error_code ec;
            if (!std::filesystem::exists(std::filesystem::status(value, ec)))
                return help_text(message(file_missing).with("path", VerbatimValue{printable(value)}));
            return std::string();
        },
        "PATH");
}

CLI::Validator one_of(std::vector<std::string> choices) {
    std::string listed, braced;
    for (const std::string& choice : choices) {
        listed += (listed.empty() ? "" : ", ") + choice;
        braced += (braced.empty() ? "" : ",") + choice;
    }
    return CLI::Validator(
        [choices, listed](std::string& value) {
            if (std::find(choices.begin(), choices.end(), value) != choices.end()) return std::string();
            return help_text(message(not_one_of).with("value", VerbatimValue{printable(value)}).with("choices", VerbatimValue{listed}));
        },
        "{" + braced + "}");
}

}  // namespace muster::cli
