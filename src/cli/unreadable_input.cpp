#include "unreadable_input.hpp"

#include "muster/util/utf8.hpp"

namespace muster::cli {

Error unreadable_input(const std::string& file, const Report& report, Language language, bool editing) {
    // The findings are rendered now, in the language the error will be shown in.
    const MessageText read = MUSTER_MESSAGE("cli.cannot-read", "cannot read {file}:\n{report}");
    const MessageText edit = MUSTER_MESSAGE("cli.cannot-edit", "cannot edit {file}:\n{report}");
    return Error(message(editing ? edit : read).with("file", VerbatimValue{printable(file)}).with("report", VerbatimValue{format_human(report, language)}));
}

}  // namespace muster::cli
