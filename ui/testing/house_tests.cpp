// Window tests of the plumbing every view shares (issue 27): one table of document kinds that the
// Open dialog, the opening of files, the editors and Open Recent read; one close path that asks
// every editor; every button a command of the registry, and a menu that names no unknown one.
// Registered in ui_tests.cpp's run_ui_test; each is a ctest entry of its own.
#include "testing/house_tests.hpp"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <vector>

#include <wx/button.h>
#include <wx/menu.h>
#include <wx/notebook.h>
#include <wx/utils.h>

#include "app/main_frame.hpp"
#include "app/menu_bar.hpp"
#include "app/recent_files.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "commands/command.hpp"
#include "commands/command_controls.hpp"
#include "documents/document_kinds.hpp"
#include "muster/onus/fortress.hpp"
#include "testing/input_driver.hpp"
#include "testing/test_checks.hpp"
#include "views/builder_panel.hpp"
#include "views/more_systems_panel.hpp"
#include "views/onus_page.hpp"

namespace muster::ui {

namespace house_tests {
namespace {

namespace fs = std::filesystem;

// Every window under `root`, depth first.
void each_window_under(wxWindow& root, const std::function<void(wxWindow&)>& visit) {
    for (wxWindow* child : root.GetChildren()) {
        visit(*child);
        each_window_under(*child, visit);
    }
}

// The Open Recent submenu's item texts, in order.
std::vector<wxString> open_recent_texts(MainFrame& frame) {
    wxMenu* recent = nullptr;
    for (wxMenuItem* item : frame.GetMenuBar()->GetMenu(0)->GetMenuItems())
        if (item->GetSubMenu() != nullptr) recent = item->GetSubMenu();
    require(recent != nullptr, "File has no Open Recent menu");
    std::vector<wxString> texts;
    for (wxMenuItem* item : recent->GetMenuItems()) texts.push_back(item->GetItemLabelText());
    return texts;
}

// Each row of the table is whole, and the Open dialog, Open Recent, the editors' file types and
// the opening of a file are all read from it: a new kind of document is one row (and its view).
void document_kinds_table(MainFrame& frame, InputDriver& input) {
    Scratch scratch("document-kinds");
    const std::vector<DocumentKind>& kinds = document_kinds();
    require(kinds.size() >= 5, "the table of document kinds lacks rows");
    std::set<std::string> ids, extensions;
    wxString every_pattern;
    for (const DocumentKind& kind : kinds) {
        require(!kind.id.empty() && ids.insert(kind.id).second, "a kind of document has no id, or shares it: '" + kind.id + "'");
        require(kind.extension.size() > 1 && kind.extension[0] == '.' && extensions.insert(kind.extension).second, kind.id + " has no extension of its own");
        require(kind.plural != nullptr && !kind.label().empty() && kind.open != nullptr, kind.id + " lacks a name for its files or an opener");
        require(document_kind_of("/somewhere/some name" + kind.extension) == &kind, "a file named *" + kind.extension + " is not taken for " + kind.id);
        require(RecentFiles::kind("/somewhere/a" + kind.extension) == kind.id, "Open Recent does not take *" + kind.extension + " for " + kind.id);
        every_pattern += (every_pattern.empty() ? "*" : ";*") + u(kind.extension);
    }
    require(document_kind_of("/somewhere/notes.txt") == nullptr && RecentFiles::kind("/somewhere/notes.txt").empty(),
            "a file of no known kind is taken for one");

    // File > Open offers every kind together, then each kind as the table names it, then every file.
    scripted_paths().clear();  // no answer: the dialog is cancelled, its filters are known
    require(frame.run_command("file.open"), "File > Open could not run");
    const wxArrayString filters = wxSplit(last_path_wildcard(), '|');
    require(filters.size() == 2 * (kinds.size() + 2), "Open offers " + std::to_string(filters.size() / 2) + " filters, not one per kind and two more");
    require(filters[1] == every_pattern, "Open's first filter is not every kind's files: " + filters[1].utf8_string());
    for (std::size_t i = 0; i < kinds.size(); ++i)
        require(filters[2 * i + 2].StartsWith(kinds[i].label()) && filters[2 * i + 3] == "*" + u(kinds[i].extension),
                "Open's filter for " + kinds[i].id + " is not the table's: " + filters[2 * i + 2].utf8_string());

    // Each editor saves as its row says, and its file opens again in its row's view and in Open Recent under its kind.
    frame.more_systems().onus().add_piece(bundled<onus::FortressRules>().pieces.front().kind, onus::Turn::none);
    for (const DocumentKind& kind : kinds) {
        if (kind.editor == nullptr) continue;
        DocumentView* editor = kind.editor(frame);
        require(editor != nullptr, kind.id + " names no editor");
        if (!editor->can_save()) continue;
        require(editor->file_type().extension == kind.extension && editor->file_type().label == kind.label(),
                "the editor of " + kind.id + " saves as another kind: " + editor->file_type().extension);
        const std::string file = (scratch.path / ("kept" + kind.extension)).string();
        require(editor->save(file), "the editor of " + kind.id + " did not save");
        frame.show_view(kind.view == MainFrame::builder_view ? MainFrame::siege_view : MainFrame::builder_view);
        input.settle(100);
        frame.open_any(file);
        input.settle(100);
        require(frame.current_view() == kind.view && frame.active_document() == editor && editor->path() == file,
                "a file of " + kind.id + " did not open in its view");
        const std::vector<std::string> recent = frame.recent().files_of_kind(kind.id);
        require(!recent.empty() && fs::path(recent.front()).filename() == fs::path(file).filename(),
                "a file of " + kind.id + " opened is not first among its kind in Open Recent");
    }
}

// The newest file of a kind in Open Recent, or empty.
std::string newest_of_kind(MainFrame& frame, const std::string& kind_id) {
    const std::vector<std::string> files = frame.recent().files_of_kind(kind_id);
    return files.empty() ? std::string() : files.front();
}

// Open Recent keeps each file's kind when the window changes language: the kinds are the table's
// ids, and only the headings are translated.
void recent_files_across_languages(MainFrame& frame, InputDriver& input) {
    std::map<std::string, std::string> file_of_kind;
    for (const DocumentKind& kind : document_kinds()) {
        file_of_kind[kind.id] =
            (std::filesystem::path(wxGetHomeDir().utf8_string()) / ("muster-recent-" + kind.id + kind.extension)).string();  // the test's own home
        frame.recent().add(file_of_kind[kind.id]);
    }
    for (const DocumentKind& kind : document_kinds())
        require(newest_of_kind(frame, kind.id) == file_of_kind[kind.id], "Open Recent does not hold the " + kind.id + " file under its kind");
    const wxString english_roster_heading = document_kind("roster").label();

    frame.switch_language("fr");
    input.settle(500);
    MainFrame* now = MainFrame::current();
    require(now != nullptr && now != &frame, "no new window after the language changed");
    require(document_kind("roster").label() != english_roster_heading, "the window did not change language");
    const std::vector<wxString> texts = open_recent_texts(*now);
    for (const DocumentKind& kind : document_kinds()) {
        require(newest_of_kind(*now, kind.id) == file_of_kind[kind.id], "after the language changed, Open Recent lost the " + kind.id + " file's kind");
        const auto heading = std::find(texts.begin(), texts.end(), kind.label());
        require(heading != texts.end() && heading + 1 != texts.end() && *(heading + 1) == u(fs::path(file_of_kind[kind.id]).filename().string()),
                "after the language changed, the " + kind.id + " file is not under the heading " + kind.label().utf8_string());
    }
}

// The registry: a command by its wx id in one step, an unknown id in the menu layout or a
// command added twice refused at once, and every button of every view a command of the registry.
void commands_of_the_window(MainFrame& frame, InputDriver& input) {
    const CommandRegistry& commands = frame.commands();
    bool refused = false;
    std::string why;
    try {
        menu_bar_of({{"&File", {"file.open", "file.no-such-command"}}}, commands, nullptr);
    } catch (const std::logic_error& e) {
        refused = true;
        why = e.what();
    }
    require(refused && why.find("file.no-such-command") != std::string::npos, "a menu naming an unknown command was built: " + why);
    menu_bar_of(menu_layout(), commands, nullptr);  // the window's own menus name only its commands

    CommandRegistry twice;
    twice.add({"test.once", [] { return wxString("Once"); }, "", [](const CommandContext&) { return true; }, [](CommandContext&) {}});
    refused = false;
    try {
        twice.add({"test.once", [] { return wxString("Again"); }, "", [](const CommandContext&) { return true; }, [](CommandContext&) {}});
    } catch (const std::logic_error&) { refused = true; }
    require(refused, "a command id added twice was taken");

    std::set<int> wx_ids;
    for (const Command& command : commands.all()) {
        const int id = commands.wx_id(command.id);
        require(wx_ids.insert(id).second, "two commands share the wx id of " + command.id);
        require(commands.by_wx_id(id) == &command && commands.find(command.id) == &command, "the command " + command.id + " is not found again by its ids");
    }

    // Every view built, each page of More systems shown: every button runs a command.
    for (MainFrame::View view : {MainFrame::siege_view, MainFrame::campaign_view, MainFrame::more_systems_view}) frame.show_view(view);
    for (const char* page : {"wfb3", "onus", "tower"}) frame.more_systems().show_page(page);
    input.settle(300);
    int buttons = 0;
    each_window_under(frame, [&](wxWindow& window) {
        if (dynamic_cast<wxButton*>(&window) == nullptr) return;
        ++buttons;
        const std::string id = command_of(&window);
        require(!id.empty(), "the button '" + window.GetLabel().utf8_string() + "' runs no command of the registry");
        require(commands.find(id) != nullptr, "the button '" + window.GetLabel().utf8_string() + "' runs the unknown command " + id);
    });
    require(buttons >= 10, "the views hold only " + std::to_string(buttons) + " buttons");
}

// Closing the window asks about every editor with unsaved changes, the ONUS! design among them,
// each brought forward in turn; Cancel to any keeps the window and the work.
void close_asks_every_editor(MainFrame& frame, InputDriver& input) {
    OnusPage& designer = frame.more_systems().onus();
    designer.add_piece(bundled<onus::FortressRules>().pieces.front().kind, onus::Turn::none);
    require(designer.dirty(), "adding a piece did not change the design");
    require(frame.builder().apply("Rename", [](Roster& r) { r.name = "Changed"; }) && frame.builder().dirty(), "the roster did not change");
    frame.show_view(MainFrame::builder_view);
    input.settle(200);
    scripted_answers() = {wxNO, wxCANCEL};  // the roster: don't save; the design: cancel
    const bool closed = frame.Close();
    input.settle(300);
    require(!closed && MainFrame::current() == &frame && frame.IsShown(), "Cancel to the question on the fortress design still closed the window");
    require(scripted_answers().empty(), "closing did not ask about both the roster and the fortress design");
    require(frame.current_view() == MainFrame::more_systems_view && frame.active_document() == &designer, "the fortress design asked about is not in front");
    require(designer.dirty() && designer.draft().enclosure.size() == 1, "the design was lost");
}

}  // namespace
}  // namespace house_tests

void run_house_test(MainFrame& frame, InputDriver& input, const std::string& name, bool& known) {
    using namespace house_tests;
    const std::map<std::string, std::function<void(MainFrame&, InputDriver&)>> tests = {
        {"document-kinds", document_kinds_table},
        {"recent-language", recent_files_across_languages},
        {"commands", commands_of_the_window},
        {"close-asks-every-editor", close_asks_every_editor},
    };
    const auto test = tests.find(name);
    known = test != tests.end();
    if (known) test->second(frame, input);
}

}  // namespace muster::ui
