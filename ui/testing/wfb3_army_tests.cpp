// The WFB3 army made in the window (issue 32, "everything the command line can do"): a new army
// named in one dialog, the calculators' unit and character added to it with clicks, a line taken
// back into its calculator and updated, one removed and brought back with Ctrl+Z, saved as the
// file `muster-cli wfb3 army` prices at the window's total, and closing with changes asks.
// Registered in ui_tests.cpp's run_ui_test; a ctest entry of its own in English and in French.
#include "testing/wfb3_army_tests.hpp"

#include <filesystem>

#include <nlohmann/json.hpp>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/dialog.h>
#include <wx/listbox.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

#include "app/interface_language.hpp"
#include "app/main_frame.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "muster/wfb3/wfb3_army.hpp"
#include "muster/wfb3/wfb3_costs.hpp"
#include "testing/input_driver.hpp"
#include "testing/test_checks.hpp"
#include "views/builder_panel.hpp"
#include "views/more_systems_panel.hpp"
#include "views/wfb3_page.hpp"

namespace muster::ui {

namespace wfb3_army_tests {
namespace {

namespace fs = std::filesystem;

template <class T>
T* control(wxWindow& top, const char* name) {
    auto* window = dynamic_cast<T*>(find_named(&top, name));
    require(window != nullptr, std::string("no control named ") + name);
    return window;
}

// Selects a row of the army's lines with the keyboard (Home, then Down), as a player would.
void select_line(InputDriver& input, wxListBox* lines, int row) {
    require(input.focus(lines), "the army's lines do not take the focus");
    input.press(WXK_HOME);
    for (int i = 0; i < row; ++i) input.press(WXK_DOWN);
    require(lines->GetSelection() == row, "Home and Down did not select line " + std::to_string(row + 1) + " of the army");
}

void army_made_in_the_window(MainFrame& frame, InputDriver& input) {
    Scratch scratch("wfb3-army");
    const wfb3::PointsRules& rules = bundled<wfb3::PointsRules>();
    frame.show_view(MainFrame::more_systems_view);
    frame.more_systems().show_page("wfb3");
    input.settle(300);
    Wfb3Page& page = frame.more_systems().wfb3();

    // New WFB3 army: the name and the points limit in one dialog.
    bool asked = false;
    input.when_modal([&](wxWindow& dialog) {
        auto* name = dynamic_cast<wxTextCtrl*>(find_named(&dialog, "wfb3-army-name"));
        auto* limit = dynamic_cast<wxSpinCtrl*>(find_named(&dialog, "wfb3-points-limit"));
        asked = name != nullptr && limit != nullptr;
        if (!asked) {
            static_cast<wxDialog&>(dialog).EndModal(wxID_CANCEL);
            return;
        }
        input.focus(name);
        name->SelectAll();
        input.type("Reikland guard");
        input.focus(limit);
        limit->SetSelection(-1, -1);
        input.type("1500");
        input.click(dialog.FindWindow(wxID_OK));
    });
    input.click(control<wxButton>(frame, "command:wfb3.new"));
    input.settle(300);
    require(asked, "New WFB3 army does not ask the army's name and points limit in one dialog");
    require(page.has_army() && page.draft().name() == "Reikland guard" && page.draft().entries.empty(),
            "New WFB3 army did not start an empty army with the name typed: " + page.draft().name());
    require(page.army().points_limit == 1500, "the new army's points limit is not the one typed");

    // The unit calculator's line added with a click.
    wfb3::UnitSpec spearmen;
    spearmen.model.creature = "human";
    spearmen.model.equipment = {"light-armour", "shield", "spear"};
    spearmen.models = 20;
    spearmen.musician = true;
    page.show_calculator("unit");
    page.set_unit(spearmen);
    input.settle(150);
    input.click(control<wxButton>(frame, "command:wfb3.add-unit"));
    auto* lines = control<wxListBox>(frame, "wfb3-lines");
    require(page.draft().entries.size() == 1 && lines->GetCount() == 1, "Add to army on the unit calculator did not add a line");
    const double unit_points = wfb3::unit_cost(rules, spearmen).total;
    require(lines->GetString(0).Contains(u(wfb3_points(unit_points)) + " " + _("pts")),
            "the unit's line does not show its points: " + lines->GetString(0).utf8_string());
    require(frame.GetTitle().StartsWith(wxString::FromUTF8("• ")), "the title does not mark the changed army: " + frame.GetTitle().utf8_string());

    // The character calculator's line, as the army's general.
    page.show_calculator("character");
    input.settle(300);
    auto* general = control<wxCheckBox>(frame, "wfb3-character-general");
    input.click(general);
    require(general->GetValue(), "a click did not tick the General box");
    input.click(control<wxButton>(frame, "command:wfb3.add-character"));
    require(page.draft().entries.size() == 2 && lines->GetCount() == 2, "Add to army on the character calculator did not add a line");
    require(page.draft().entries[1].attribute("general") == "true", "the character added is not the army's general");
    require(page.army().legal, "the army of a unit and its general is not legal");
    require(page.army().total == unit_points + page.character_cost()->total, "the army's total is not its lines' points");

    // The unit taken back into its calculator, five more models, Update line.
    select_line(input, lines, 0);
    input.click(control<wxButton>(frame, "command:wfb3.edit-line"));
    input.settle(200);
    auto* models = control<wxSpinCtrl>(frame, "wfb3-unit-models");
    require(models->IsShownOnScreen() && models->GetValue() == 20, "Edit line did not bring the unit's 20 models back into the unit calculator");
    require(input.focus(models), "the models field does not take the focus");
    for (int i = 0; i < 5; ++i) input.press(WXK_UP);
    input.settle(200);
    require(models->GetValue() == 25, "Up in the models field did not count 25 models");
    input.click(control<wxButton>(frame, "command:wfb3.update-unit"));
    wfb3::UnitSpec more = spearmen;
    more.models = 25;
    require(page.draft().entries.size() == 2 && page.draft().entries[0].attribute("models") == "25", "Update line did not put 25 models in the unit's line");
    require(lines->GetString(0).Contains(u(wfb3_points(wfb3::unit_cost(rules, more).total))), "the updated line does not show its new points");

    // The character removed, then brought back with Ctrl+Z.
    select_line(input, lines, 1);
    input.click(control<wxButton>(frame, "command:wfb3.remove-line"));
    require(page.draft().entries.size() == 1 && lines->GetCount() == 1 && !page.army().legal, "Remove line did not take the general out of the army");
    require(input.focus(lines), "the army's lines do not take the focus");
    input.press('Z', wxMOD_CONTROL);
    require(page.draft().entries.size() == 2 && page.army().legal, "Ctrl+Z did not bring the general back");
    const double total = page.army().total;

    // Saved with a bare name; `muster-cli wfb3 army` prices the file at the window's total.
    scripted_paths().push_back((scratch.path / "reikland").string());
    input.press('S', wxMOD_CONTROL | wxMOD_SHIFT);
    const fs::path file = scratch.path / "reikland.wfb3.xml";
    require(fs::exists(file), "Save As with the bare name 'reikland' did not write 'reikland.wfb3.xml'");
    require(!page.dirty() && page.path() == file.string(), "after Save As the army is not clean and named by its file");
    const nlohmann::json priced = nlohmann::json::parse(output_of(std::string(MUSTER_CLI_PATH) + " --json wfb3 army '" + file.string() + "'"), nullptr, false);
    require(priced.contains("results") && priced["results"][0]["points"].get<double>() == total && priced["results"][0]["legal"].get<bool>(),
            "muster-cli wfb3 army does not price the saved army at the window's total: " + priced.dump());
    require(page.open(file.string()) && page.draft().entries.size() == 2 && page.army().total == total, "the saved army does not open with its lines");

    // A change, then New and closing the window ask first: Cancel keeps the army.
    page.show_calculator("unit");
    input.settle(200);
    input.click(control<wxButton>(frame, "command:wfb3.add-unit"));
    require(page.dirty() && page.draft().entries.size() == 3, "adding a line to the opened army did not mark it changed");
    scripted_answers().push_back(wxCANCEL);
    input.click(control<wxButton>(frame, "command:wfb3.new"));
    require(scripted_answers().empty() && page.draft().entries.size() == 3, "Cancel to the question of New WFB3 army still dropped the change");
    frame.show_view(MainFrame::builder_view);
    input.settle(200);
    scripted_answers().clear();
    if (frame.builder().dirty()) scripted_answers().push_back(wxNO);  // the roster, if changed: don't save
    scripted_answers().push_back(wxCANCEL);                           // the army: cancel
    const bool closed = frame.Close();
    input.settle(300);
    require(!closed && frame.IsShown(), "Cancel to the question on the WFB3 army still closed the window");
    require(frame.active_document() == &page, "the WFB3 army asked about is not in front");
    require(page.dirty() && page.draft().entries.size() == 3, "the army's change was lost");
    scripted_answers().clear();
}

}  // namespace
}  // namespace wfb3_army_tests

bool run_wfb3_army_test(MainFrame& frame, InputDriver& input, const std::string& name) {
    if (name != "wfb3-army") return false;
    wfb3_army_tests::army_made_in_the_window(frame, input);
    return true;
}

}  // namespace muster::ui
