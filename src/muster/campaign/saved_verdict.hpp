#pragma once
#include <list>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "muster/report/report.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// How a verdict saved with a roster version reads.
enum class SavedVerdict {
    ours,      ///< an object whose "messages" (if any) is a list of findings with a "text"
    not_json,  ///< not JSON at all
    not_ours,  ///< JSON of another shape
};

/// A finding saved with a roster version: its English text as saved, what it means when the
/// version kept that (saved since findings keep their wording and typed arguments), and the
/// message id and arguments it is compared by.
struct SavedFinding {
    std::string text;                                       ///< the English text saved
    std::optional<Message> meaning;                         ///< to render in any language; none for versions saved before
    std::string compared_by;                                ///< rule, message id and arguments as JSON; empty when not saved
    std::shared_ptr<const std::list<std::string>> wording;  ///< the saved wordings `meaning` points into
};

/// Reads a saved verdict's JSON, collecting the texts of its findings when it is Muster's.
SavedVerdict read_saved_verdict(std::string_view json, std::set<std::string>& findings);
/// Reads a saved verdict's JSON, collecting its findings (texts, meanings, ids and arguments) when it is Muster's.
SavedVerdict read_saved_findings(std::string_view json, std::vector<SavedFinding>& findings);

/// Adds to each finding of a verdict's "messages" (as verdict_to_json writes them, in the order of
/// `report`) what it means, wording and typed arguments, so a saved finding can be shown in any language.
void keep_meanings(nlohmann::json& verdict, const Report& report);

/// What a finding now is compared by with saved ones: rule, message id and arguments as JSON,
/// empty when the finding has no message id.
std::string compared_by(const Diagnostic& finding);

/// A saved finding in a language: its meaning rendered when saved, else its text as saved.
std::string saved_finding_text(const SavedFinding& finding, Language language);

/// The note said once where saved findings are shown in the text they were saved in.
Message saved_as_text_note();

}  // namespace muster
