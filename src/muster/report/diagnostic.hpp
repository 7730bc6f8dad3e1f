#pragma once
#include <optional>
#include <string>
#include <vector>

#include "muster/text/localised_name.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// How serious a finding is: an error makes a document illegal or unreadable.
enum class Severity { error, warning, info };

/// "error", "warning" or "info".
const char* severity_name(Severity severity);

/// A place in a user's file, 1-based; column counted in characters, not bytes.
struct SourceLocation {
    std::string file;  ///< path as the user named it
    int line = 0;      ///< 1-based line
    int column = 0;    ///< 1-based column, in code points
};

/// "file:line:column", or just the file when the line is unknown.
std::string to_string(const SourceLocation& location);

/// Something a front end can do for the player, named once: the CLI writes it as a command
/// ("muster-cli siege roll PLAN"), the window as its menu item ("Roll the duration (Ctrl+R)").
struct FrontEndAction {
    std::string id;                          ///< "siege.roll": stable, see fix_actions.hpp
    std::vector<MessageArgument> arguments;  ///< what the action needs ("months" …), when known
};

/// What would put a finding right: advice whose {placeholders} may name actions, each written
/// by the front end that shows it ("roll it ({roll})" → "roll it ('muster-cli siege roll')").
struct Fix {
    Message advice;                                               ///< the wording, per language
    std::vector<std::pair<std::string, FrontEndAction>> actions;  ///< placeholder name → action
};

/// One finding: which rule, what it means, the numbers behind it and what it concerns.
/// `said`, `reading` and `remedy` carry the meaning; `message` and `fix` are their English
/// text, kept for front ends and tests that read one language (diagnostic_text() renders any).
struct Diagnostic {
    Severity severity = Severity::error;
    std::string rule_id;                     ///< stable id: "points-limit", "xml.parse", a list rule's id
    Message said;                            ///< message id and named arguments (empty id: `message` only)
    LocalisedName reading;                   ///< the reading of the source the finding depends on (list data)
    LocalisedName siege_reading;             ///< how a siege changes the rule, when it does
    std::string sources;                     ///< where the source says it: "000:75-77; 004:931" (list data), for --explain and JSON
    std::optional<Fix> remedy;               ///< the fix as a value: advice and front-end actions
    std::string message;                     ///< the English sentence a player reads, reading included
    std::optional<double> actual;            ///< the measured number, when there is one
    std::optional<double> allowed;           ///< the bound it was compared with
    std::string measure;                     ///< what the numbers count: "pts", "%", "units", "EM" …
    std::vector<std::string> entries;        ///< ids of the document entries involved (roster units …)
    std::string fix;                         ///< English text of the fix, when one is clear
    std::optional<SourceLocation> location;  ///< where in a file, for file problems

    /// Sets what the finding means, and its English sentence.
    Diagnostic& says(Message meaning);
    /// Sets the readings it depends on (and refreshes the English sentence).
    Diagnostic& read_as(LocalisedName list_reading, LocalisedName in_siege = {});
    /// Sets the fix: advice, and the actions its placeholders name.
    Diagnostic& fix_by(Message advice, std::vector<std::pair<std::string, FrontEndAction>> actions = {});
};

}  // namespace muster
