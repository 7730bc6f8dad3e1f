#include "views/fix_text.hpp"

#include <wx/intl.h>

#include "app/interface_language.hpp"
#include "app/wx_text.hpp"
#include "commands/command.hpp"
#include "muster/report/diagnostic_text.hpp"

namespace muster::ui {

namespace {

/// One of the core's front-end actions as the window does it: a command of the registry, or a control.
struct WindowAction {
    const char* id;       ///< the core's action id
    const char* command;  ///< the window's command id, or null when a control does it
    const char* control;  ///< the control's name (translated), when no command does it
};

const WindowAction window_actions[] = {
    {"siege.roll", "siege.roll", nullptr},
    {"siege.set-months", nullptr, wxTRANSLATE("the Months field")},
    {"siege.items", nullptr, wxTRANSLATE("the items grid")},
    {"siege.sell", nullptr, wxTRANSLATE("the items grid")},
    {"siege.fortify", "siege.add-section", nullptr},
    {"validate.siege-side", "file.open", nullptr},
    {"roster.set-limit", "roster.points-limit", nullptr},
};

/// A hint the core writes for the command line today, and what the window says instead.
struct CliHint {
    const char* cli;     ///< as the core writes it, quotes included
    const char* window;  ///< the window's words (translated), with %s for the action when there is one
    const char* action;  ///< the front-end action named, or null
};

const CliHint cli_hints[] = {
    {"('muster-cli siege roll')", wxTRANSLATE("with %s"), "siege.roll"},
    {"('muster-cli siege set --months N')", wxTRANSLATE("in %s"), "siege.set-months"},
    {"('muster-cli siege items')", wxTRANSLATE("from %s"), "siege.items"},
    {"('muster-cli siege fortify')", wxTRANSLATE("with %s"), "siege.fortify"},
    {"'muster-cli validate --siege-side' on the roster shows every problem", wxTRANSLATE("open the roster in the army builder (%s) to see every problem"),
     "validate.siege-side"},
    {"run 'muster-cli lists' to see the installed ones", wxTRANSLATE("the army builder's lists show the installed ones"), nullptr},
    {"'muster-cli print cards' lists them", wxTRANSLATE("Print a reference card lists them"), nullptr},
    {"'muster-cli campaign show' lists them", wxTRANSLATE("the campaign view lists them"), nullptr},
};

/// What a fix asks for, by its first words, and the commands that do it.
struct FixVerb {
    const char* starts;
    std::vector<std::string> commands;
};

const FixVerb fix_verbs[] = {
    {"add a division", {"roster.add-division"}},
    {"mark one division as led by the commander-in-chief", {"roster.commander"}},
    {"keep the commander-in-chief in one division", {"roster.commander"}},
    {"set a points limit", {"roster.points-limit"}},
    {"add at least", {"roster.add-unit", "edit.delete"}},
    {"remove at least", {"edit.delete", "roster.points-limit"}},
    {"replace it with a unit of the list, or remove it", {"edit.delete"}},
    {"remove the option", {"roster.options"}},
    {"take it once", {"roster.options"}},
    {"remove ", {"edit.delete"}},
    {"move ", {"roster.move-next", "roster.move-previous"}},
    {"add ", {"roster.add-unit"}},
    {"roll it", {"siege.roll"}},
    {"sell the ", {"siege.roll"}},
};

}  // namespace

wxString window_action_text(const std::string& action_id) {
    for (const WindowAction& action : window_actions) {
        if (action_id != action.id) continue;
        if (action.command) return describe_command(action.command);
        return wxGetTranslation(action.control);
    }
    return {};
}

std::string command_for_action(const std::string& action_id) {
    for (const WindowAction& action : window_actions)
        if (action_id == action.id && action.command) return action.command;
    return {};
}

std::vector<std::string> known_actions() {
    std::vector<std::string> ids;
    for (const WindowAction& action : window_actions) ids.emplace_back(action.id);
    return ids;
}

std::vector<std::string> fix_commands(const Diagnostic& finding) {
    if (finding.fix.empty()) return {};
    const bool siege = finding.rule_id.rfind("siege.", 0) == 0;
    for (const FixVerb& verb : fix_verbs) {
        if (finding.fix.rfind(verb.starts, 0) != 0) continue;
        const bool siege_command = verb.commands.front().rfind("siege.", 0) == 0;
        if (siege != siege_command) continue;  // "remove" in a siege plan is the items grid, not Delete
        if (std::string(verb.starts) == "remove at least" && finding.rule_id != "points-limit") return {"edit.delete"};
        return verb.commands;
    }
    return {};
}

wxString finding_sentence(const Diagnostic& finding) { return u(diagnostic_sentence(finding, interface_language())); }

wxString finding_why(const Diagnostic& finding) {
    const Language language = interface_language();
    wxString why;
    if (!finding.reading.en.empty()) why = u(finding.reading.in(language));
    if (!finding.siege_reading.en.empty())
        why += (why.empty() ? wxString() : wxString("; ")) + wxString::Format(_("in a siege: %s"), u(finding.siege_reading.in(language)));
    if (finding.location) why += (why.empty() ? wxString() : wxString(" — ")) + u(to_string(*finding.location));
    return why;
}

wxString fix_text(const Diagnostic& finding) {
    if (finding.fix.empty() && !finding.remedy) return {};
    // The core's structured fix, in the interface language, each action named as the window does it.
    const auto write_action = [](const FrontEndAction& action, Language language) {
        const wxString window = window_action_text(action.id);
        return window.empty() ? muster::command_for_action(action, language) : window.utf8_string();
    };
    wxString text = u(muster::fix_text(finding, interface_language(), write_action));
    bool hint_replaced = finding.remedy && !finding.remedy->actions.empty();
    for (const CliHint& hint : cli_hints) {
        const wxString cli = u(hint.cli);
        if (!text.Contains(cli)) continue;
        wxString said = wxGetTranslation(hint.window);
        if (hint.action) said = wxString::Format(said, window_action_text(hint.action));
        text.Replace(cli, said);
        hint_replaced = true;
    }
    if (!hint_replaced) {
        wxString commands;
        for (const std::string& id : fix_commands(finding)) {
            const wxString described = describe_command(id);
            if (!described.empty()) commands += (commands.empty() ? "" : ", ") + described;
        }
        if (!commands.empty()) text = wxString::Format(_("%s — in this window: %s"), text, commands);
    }
    return text;
}

}  // namespace muster::ui
