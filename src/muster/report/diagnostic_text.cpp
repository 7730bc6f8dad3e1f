#include "muster/report/diagnostic_text.hpp"

#include <string_view>

#include "muster/text/render.hpp"

namespace muster {
namespace {

constexpr MessageText with_reading = MUSTER_MESSAGE("diagnostic.reading", "{sentence} (reading: {reading})");
constexpr MessageText with_siege_reading = MUSTER_MESSAGE("diagnostic.siege-reading", "{sentence} (in a siege: {reading})");

// A sentence not yet in the catalogue, shown as it is (English).
constexpr MessageText verbatim_sentence{"message.verbatim", "{text}", nullptr};

// An action's muster-cli command; an argument named "plan" stands for the PLAN word.
struct ActionCommand {
    std::string_view id;
    std::string_view command;  // PLAN is replaced by the plan argument when the action has one
};
constexpr ActionCommand commands[] = {
    {"siege.items", "muster-cli siege items"},
    {"siege.fortify", "muster-cli siege fortify PLAN"},
    {"siege.roll", "muster-cli siege roll PLAN"},
    {"siege.set-months", "muster-cli siege set PLAN --months N"},
    {"siege.sell", "muster-cli siege sell PLAN ITEM"},
    {"validate.siege-side", "muster-cli validate --siege-side ROSTER"},
    {"roster.set-limit", "muster-cli roster set ROSTER --limit N"},
};

}  // namespace

std::string diagnostic_sentence(const Diagnostic& d, Language language) {
    if (d.said.text.id[0] == '\0') return d.message;  // not migrated: English only
    return render_message(d.said, language);
}

Message diagnostic_meaning(const Diagnostic& d) {
    if (d.said.text.id[0] == '\0') return message(verbatim_sentence).with("text", VerbatimValue{d.message});
    Message meaning = d.said;
    if (!d.reading.en.empty()) meaning = message(with_reading).with("sentence", nested(meaning)).with("reading", d.reading);
    if (!d.siege_reading.en.empty()) meaning = message(with_siege_reading).with("sentence", nested(meaning)).with("reading", d.siege_reading);
    return meaning;
}

std::string diagnostic_text(const Diagnostic& d, Language language) {
    if (d.said.text.id[0] == '\0') return d.message;
    return render_message(diagnostic_meaning(d), language);
}

std::string fix_text(const Diagnostic& d, Language language, const ActionWriter& write_action) {
    if (!d.remedy) return d.fix;
    Message advice = d.remedy->advice;
    for (const auto& [placeholder, action] : d.remedy->actions) advice.with(placeholder, VerbatimValue{write_action(action, language)});
    return render_message(advice, language);
}

std::string fix_text(const Diagnostic& d, Language language) { return fix_text(d, language, &command_for_action); }

std::string command_for_action(const FrontEndAction& action, Language language) {
    std::string command = "muster-cli " + action.id;
    for (const ActionCommand& known : commands)
        if (known.id == action.id) command = known.command;
    for (const MessageArgument& argument : action.arguments) {
        std::string word = argument.name;
        for (char& c : word) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
        if (const auto at = command.find(word); at != std::string::npos) command.replace(at, word.size(), write_value(argument.value, language));
    }
    return "'" + command + "'";
}

}  // namespace muster
