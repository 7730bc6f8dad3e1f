#include "argument_checks.hpp"

#include <cmath>

#include "muster/text/language_choice.hpp"
#include "muster/text/render.hpp"
#include "muster/util/name_fault_text.hpp"
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

// The language of the argument refusals: --lang when the arguments give it, else the environment's.
// Set by refused_argument_message, which muster-cli calls before any validator runs.
Language argument_language = Language::english;

Language language_of_arguments(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        std::optional<Language> named;
        if (argument == "--lang" && i + 1 < argc) named = language_named(argv[i + 1]);
        else if (argument.substr(0, 7) == "--lang=") named = language_named(argument.substr(7));
        if (named) return *named;
    }
    return language_from_environment();
}

// "12" or "0.5": a bound as the language writes it, decimals only when it has them.
MessageValue bound(double value) {
    if (value == std::floor(value) && std::fabs(value) < 1e15) return IntegerValue{static_cast<long long>(value)};
    return DecimalValue{value, 2};
}

}  // namespace

std::string refused_argument_message(int argc, const char* const* argv) {
    argument_language = language_of_arguments(argc, argv);
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (first_invalid_utf8(argument))
            return render_message(message(MUSTER_MESSAGE("cli.argument.not-utf8", "argument {position} (\"{text}\") is not valid UTF-8; "
                                                                                  "Muster takes UTF-8 names, ids and file names"))
                                      .with("position", VerbatimValue{std::to_string(i)})
                                      .with("text", VerbatimValue{printable(argument)}),
                                  argument_language);
        if (has_terminal_control(argument))
            return render_message(message(MUSTER_MESSAGE("cli.argument.control", "argument {position} (\"{text}\") holds a control "
                                                                                 "character (shown escaped); Muster takes printable text"))
                                      .with("position", VerbatimValue{std::to_string(i)})
                                      .with("text", VerbatimValue{printable(argument)}),
                                  argument_language);
    }
    return {};
}

CLI::Validator name_argument() {
    return CLI::Validator(
        [](std::string& value) {
            const NameFault fault = name_fault(value);
            if (fault != NameFault::none)
                return render_message(
                    name_fault_meaning(fault, message(MUSTER_MESSAGE("cli.argument.the-value", "the value")), value),
                    argument_language);
            value = to_nfc(value);
            return std::string();
        },
        "NAME");
}

CLI::Validator text_argument() {
    return CLI::Validator(
        [](std::string& value) {
            if (first_invalid_utf8(value) || has_terminal_control(value))
                return render_message(message(MUSTER_MESSAGE("cli.argument.not-text", "the value \"{text}\" must be printable UTF-8 text"))
                                          .with("text", VerbatimValue{printable(value)}),
                                      argument_language);
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
                return render_message(message(MUSTER_MESSAGE("cli.argument.not-in-range", "'{text}' must be a number from {min} to {max}"))
                                          .with("text", VerbatimValue{printable(value)})
                                          .with("min", bound(min))
                                          .with("max", bound(max)),
                                      argument_language);
            return std::string();
        },
        "NUMBER");
}

CLI::Validator whole_argument(long long min, long long max) {
    return CLI::Validator(
        [min, max](std::string& value) {
            const std::optional<long long> number = parse_whole_number(value);
            if (!number || *number < min || *number > max)
                return render_message(
                    message(MUSTER_MESSAGE("cli.argument.not-whole-in-range", "'{text}' must be a whole number from {min} to {max}"))
                        .with("text", VerbatimValue{printable(value)})
                        .with("min", IntegerValue{min})
                        .with("max", IntegerValue{max}),
                    argument_language);
            return std::string();
        },
        "INT");
}

}  // namespace muster::cli
