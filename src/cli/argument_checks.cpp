#include "argument_checks.hpp"

#include "muster/util/strict_number.hpp"
#include "muster/util/utf8.hpp"

namespace muster::cli {

namespace {

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
        if (first_invalid_utf8(argument))
            return "argument " + std::to_string(i) + " (\"" + printable(argument) +
                   "\") is not valid UTF-8; Muster takes UTF-8 names, ids and file names";
        if (has_terminal_control(argument))
            return "argument " + std::to_string(i) + " (\"" + printable(argument) +
                   "\") holds a control character (shown escaped); Muster takes printable text";
    }
    return {};
}

CLI::Validator name_argument() {
    return CLI::Validator(
        [](std::string& value) {
            const NameFault fault = name_fault(value);
            if (fault != NameFault::none) return name_fault_message(fault, "the value", value);
            value = to_nfc(value);
            return std::string();
        },
        "NAME");
}

CLI::Validator text_argument() {
    return CLI::Validator(
        [](std::string& value) {
            if (first_invalid_utf8(value) || has_terminal_control(value))
                return "the value \"" + printable(value) + "\" must be printable UTF-8 text";
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
                return "'" + printable(value) + "' " + expected_range(min, max, false);
            return std::string();
        },
        "NUMBER");
}

CLI::Validator whole_argument(long long min, long long max) {
    return CLI::Validator(
        [min, max](std::string& value) {
            const std::optional<long long> number = parse_whole_number(value);
            if (!number || *number < min || *number > max)
                return "'" + printable(value) + "' " +
                       expected_range(static_cast<double>(min), static_cast<double>(max), true);
            return std::string();
        },
        "INT");
}

}  // namespace muster::cli
