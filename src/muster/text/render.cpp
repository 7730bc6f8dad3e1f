#include "muster/text/render.hpp"

#include <fmt/args.h>
#include <fmt/format.h>

#include "muster/text/catalogue.hpp"
#include "muster/text/numbers.hpp"

namespace muster {
namespace {

struct ValueWriter {
    Language language;
    std::string operator()(const VerbatimValue& value) const { return value.text; }
    std::string operator()(const IntegerValue& value) const { return write_integer(value.value, language); }
    std::string operator()(const DecimalValue& value) const { return write_decimal(value.value, value.decimals, language); }
    std::string operator()(const PointsValue& value) const { return write_points(value.value, language); }
    std::string operator()(const PercentValue& value) const { return write_percent(value.value, value.decimals, language); }
    std::string operator()(const LocalisedName& value) const { return value.in(language); }
    std::string operator()(const NestedMessage& value) const {
        return value.message ? render_message(*value.message, language) : std::string();
    }
};

std::string fill(const std::string& wording, const Message& message, Language language) {
    fmt::dynamic_format_arg_store<fmt::format_context> store;
    for (const auto& argument : message.arguments)
        store.push_back(fmt::arg(argument.name.c_str(), write_value(argument.value, language)));
    return fmt::vformat(wording, store);
}

}  // namespace

std::string write_value(const MessageValue& value, Language language) {
    return std::visit(ValueWriter{language}, value);
}

std::string render_message(const Message& message, Language language) {
    const long long count = message.count.value_or(1);
    try {
        return fill(catalogue_text(message.text, language, count), message, language);
    } catch (const fmt::format_error&) {
        // A translation that names a placeholder the message lacks: msgfmt --check refuses
        // that at build time, so this is a message built with a missing argument. English
        // with the same arguments is the best left to show; failing that, the raw wording.
        try {
            return fill(catalogue_text(message.text, Language::english, count), message, language);
        } catch (const fmt::format_error&) {
            return catalogue_text(message.text, Language::english, count);
        }
    }
}

}  // namespace muster
