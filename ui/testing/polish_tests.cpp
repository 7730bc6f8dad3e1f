// Real-input tests of the window's finishing touches (issue 19) and of the reference-card print
// (issue 18). Registered in ui_tests.cpp's run_ui_test; each is a ctest entry of its own.
#include "testing/polish_tests.hpp"

#include <array>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <unistd.h>

#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>

#include "app/interface_language.hpp"
#include "app/main_frame.hpp"
#include "app/tell_user.hpp"
#include "muster/util/version.hpp"
#include "app/wx_text.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "muster/print/printing.hpp"
#include "testing/input_driver.hpp"
#include "testing/test_checks.hpp"
#include "../../tests/temp_folder.hpp"
#include "views/builder_panel.hpp"
#include "views/campaign_panel.hpp"

namespace muster::ui {

namespace fs = std::filesystem;

namespace {

/// The line of text in `shown` that `pattern`'s words must all be in.
bool says(const wxString& shown, std::initializer_list<const char*> words) {
    for (const char* word : words)
        if (!shown.Contains(wxString::FromUTF8(word))) return false;
    return true;
}

}  // namespace

void print_card_by_keys(MainFrame& frame, InputDriver& input) {
    Scratch scratch("polish-test");
    const bool french = interface_language() == Language::french;
    std::string chosen_id;
    wxString layout_label;
    input.when_modal([&](wxWindow& dialog) {
        // The list has the focus on the first deck, whole: Enter would take it. The other choices by keys.
        auto* cards = dynamic_cast<wxListBox*>(find_named(&dialog, "card-list"));
        auto* layout = dynamic_cast<wxChoice*>(find_named(&dialog, "card-layout"));
        auto* paper = dynamic_cast<wxChoice*>(find_named(&dialog, "card-paper"));
        auto* language = dynamic_cast<wxChoice*>(find_named(&dialog, "card-language"));
        if (!cards || !layout || !paper || !language) return;  // closed by the driver: the test fails below
        if (cards->GetSelection() == wxNOT_FOUND) return;
        chosen_id = card_templates().front().id;
        layout->SetFocus();
        input.settle(100);
        input.press(WXK_DOWN);
        input.press(WXK_DOWN);  // four cards per sheet
        layout_label = layout->GetStringSelection();
        paper->SetFocus();
        input.settle(100);
        input.press(paper->GetSelection() == 0 ? WXK_DOWN : WXK_UP);  // the other paper than the preferences'
        language->SetFocus();
        input.settle(100);
        input.press(french ? WXK_UP : WXK_DOWN);  // the other language than the window's
        input.press(WXK_RETURN);
    });
    const fs::path pdf = scratch.path / "deck.pdf";
    scripted_paths().push_back(pdf.string());
    input.press('P', wxMOD_CONTROL);
    input.settle(500);
    require(!input.modal_failed() && !chosen_id.empty(), "Ctrl+P did not open the card dialog, or Enter did not close it");
    require(layout_label == _("Four cards per sheet, with cut marks"),
            "Down twice in Layout did not choose four cards per sheet: " + layout_label.utf8_string());
    require(fs::exists(pdf), "the card dialog wrote no PDF");
    require(frame.GetStatusBar()->GetStatusText().Contains("deck.pdf"), "the status bar does not say where the card went");
    // The same choices given to the core (as muster-cli print card DECK --layout a6x4 --page … --lang …).
    PrintOptions options;
    options.card_layout = CardLayout::a6_four;
    options.paper = preferred_paper() == "letter" ? PaperSize::a4 : PaperSize::letter;
    options.language = french ? Language::english : Language::french;
    const fs::path expected = scratch.path / "expected.pdf";
    print_card(chosen_id, frame.lists(), options, expected);
    const std::string got = pdf_summary(pdf), wanted = pdf_summary(expected);
    require(!wanted.empty() && got == wanted, "the window's card is not the core's with the layout, paper and language chosen:\n" + got.substr(0, 300) +
                                                  "\n--- expected ---\n" + wanted.substr(0, 300));
}

void builder_and_campaign_polish(MainFrame& frame, InputDriver& input) {
    BuilderPanel& builder = frame.builder();
    const bool french = interface_language() == Language::french;
    // Help → About names the version, as --version does (CMake's project() version).
    const std::size_t told_before_about = told_messages().size();
    require(frame.run_command("help.about"), "Help → About could not run");
    require(told_messages().size() > told_before_about && told_messages().back().Contains(wxString::FromUTF8(version())), "About does not show the version");
    input.press('1', wxMOD_CONTROL);
    require(frame.current_view() == MainFrame::builder_view, "Ctrl+1 did not bring the builder forward");

    // The points line reads as a sentence of the window's language.
    auto* points = dynamic_cast<wxStaticText*>(find_named(&frame, "points-label"));
    require(points != nullptr, "no points line");
    const wxString line = points->GetLabel();
    require(!line.Contains("pts") && !line.Contains(" / ") && (french ? says(line, {" points sur ", "conforme"}) : says(line, {" of ", " points", "legal"})),
            "the points line does not read naturally: " + line.utf8_string());

    // Two units selected move to the next division together with Alt+Down; one Ctrl+Z brings both back.
    input.press('D', wxMOD_CONTROL);
    const std::size_t last = builder.roster().divisions.size() - 1;
    require(last >= 1, "Ctrl+D did not add a division");
    const auto& first_units = builder.roster().divisions[last - 1].units;
    require(first_units.size() >= 2, "the example's last division has fewer than two units");
    const std::vector<std::string> two = {first_units[0].id, first_units[1].id};
    builder.select_entries(two);
    dynamic_cast<wxWindow*>(find_named(&frame, "roster-tree"))->SetFocus();
    input.settle();
    input.press(WXK_DOWN, wxMOD_ALT);
    const auto& moved = builder.roster().divisions[last].units;
    require(moved.size() == 2 && moved[0].id != moved[1].id && builder.roster().find_entry(two[0]).first == &builder.roster().divisions[last] &&
                builder.roster().find_entry(two[1]).first == &builder.roster().divisions[last],
            "Alt+Down with two units selected did not move both into the next division (" + std::to_string(moved.size()) + " units there; " +
                std::to_string(builder.selected_entries().size()) + " selected; undo: " + builder.undo_label() + ")");
    input.press('Z', wxMOD_CONTROL);
    require(builder.roster().divisions[last].units.empty(), "one Ctrl+Z did not bring both units back");

    // The status bar says what an export did.
    Scratch scratch("polish-test");
    scripted_paths().push_back((scratch.path / "army").string());
    input.press('E', wxMOD_CONTROL);
    input.settle(300);
    require(fs::exists(scratch.path / "army.pdf"), "Ctrl+E with the bare name 'army' did not write army.pdf");
    require(frame.GetStatusBar()->GetStatusText().Contains("army.pdf"),
            "the status bar does not say what was exported: " + frame.GetStatusBar()->GetStatusText().utf8_string());

    // An empty roster shows no pass mark for a share it does not have.
    builder.new_roster(builder.roster().faction_id, 1000, "Empty");
    input.settle(200);
    wxString shares;
    for (wxWindow* child : points->GetParent()->GetChildren())
        if (auto* text = dynamic_cast<wxStaticText*>(child)) shares += text->GetLabel() + "\n";
    require(shares.Contains("%") && !shares.Contains(wxString::FromUTF8("✓")), "an empty roster shows a pass mark: " + shares.utf8_string());

    // The campaign lists its players and refuses a roster of another faction as an army's version.
    input.press('3', wxMOD_CONTROL);
    CampaignPanel& campaign = frame.campaign();
    require(campaign.create((scratch.path / "test.muster-campaign").string(), "Test", "hail-caesar-hyw"), "the campaign was not created");
    require(campaign.add_player("Jeanne"), "the player was not added");
    auto* players = dynamic_cast<wxListCtrl*>(find_named(&frame, "campaign-players"));
    require(players != nullptr && players->GetItemCount() == 1 && players->GetItemText(0) == "Jeanne", "the campaign does not list its player");
    const std::int64_t player = campaign.campaign()->players().front().id;
    require(campaign.add_army(player, "Host of Bedford", "hyw-english"), "the army was not added");
    const std::int64_t army = campaign.campaign()->armies().front().id;
    const std::size_t told = told_messages().size();
    require(builder.roster().faction_id != "hyw-english", "the roster should be of another faction than the army");
    require(!campaign.save_roster_version(army, builder.roster(), "test"), "a roster of another faction was saved as the army's version");
    require(told_messages().size() > told && told_messages().back().Contains("hyw-english"), "the refusal does not say why");
    require(campaign.campaign()->armies().front().versions == 0, "the refused version was stored");
}

}  // namespace muster::ui
