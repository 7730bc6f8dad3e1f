// The menu bar: every action of the window, with its shortcut shown.
#include <wx/accel.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/srchctrl.h>
#include <wx/textctrl.h>

#include "builder_panel.hpp"
#include "campaign_panel.hpp"
#include "main_frame.hpp"
#include "siege_panel.hpp"

namespace muster::ui {

namespace {

enum MenuId {
    id_export_pdf = wxID_HIGHEST + 1,
    id_print_card,
    id_add_division,
    id_duplicate,
    id_options,
    id_move_previous,
    id_move_next,
    id_commander,
    id_rename_army,
    id_rename_division,
    id_points_limit,
    id_view_builder,
    id_view_siege,
    id_view_campaign,
    id_view_more_systems,
    id_roll,
    id_attach_attacker,
    id_attach_defender,
    id_add_section,
    id_remove_section,
    id_new_campaign,
    id_open_default_campaign,
    id_add_player,
    id_add_army,
    id_save_to_army,
    id_record_battle,
    id_start_siege,
    id_advance_month,
    id_open_version,
    id_compare_version,
    id_import_lists,
};

}  // namespace

// Ctrl+X/C/V go to a text field when one has the focus, else to the roster's units.
void MainFrame::on_clipboard(int id) {
    if (auto* text = dynamic_cast<wxTextEntry*>(FindFocus())) {
        if (id == wxID_CUT) text->Cut();
        if (id == wxID_COPY) text->Copy();
        if (id == wxID_PASTE) text->Paste();
        return;
    }
    if (current_view() != builder_view) return;
    if (id == wxID_CUT) builder_->cut_selected();
    if (id == wxID_COPY) builder_->copy_selected();
    if (id == wxID_PASTE) builder_->paste();
}

void MainFrame::build_menus() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, _("&New roster…\tCtrl+N"));
    file->Append(wxID_OPEN, _("&Open…\tCtrl+O"));
    auto* recent = new wxMenu;
    file->AppendSubMenu(recent, _("Open &Recent"));
    recent_.UseMenu(recent);
    recent_.AddFilesToMenu(recent);
    file->Append(wxID_SAVE, _("&Save\tCtrl+S"));
    file->Append(wxID_SAVEAS, _("Save &As…\tCtrl+Shift+S"));
    file->Append(wxID_REVERT, _("Re&vert"));
    file->AppendSeparator();
    file->Append(id_import_lists, _("&Import lists…"));
    file->AppendSeparator();
    file->Append(id_export_pdf, _("&Export to PDF…\tCtrl+E"));
    file->Append(id_print_card, _("Print a reference &card…\tCtrl+P"));
    file->AppendSeparator();
    file->Append(wxID_PREFERENCES, _("Pre&ferences…\tCtrl+,"));
    file->AppendSeparator();
    file->Append(wxID_EXIT, _("&Quit\tCtrl+Q"));

    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, _("&Undo\tCtrl+Z"));
    edit->Append(wxID_REDO, _("&Redo\tCtrl+Shift+Z"));
    edit->AppendSeparator();
    edit->Append(wxID_CUT, _("Cu&t\tCtrl+X"));
    edit->Append(wxID_COPY, _("&Copy\tCtrl+C"));
    edit->Append(wxID_PASTE, _("&Paste\tCtrl+V"));
    edit->AppendSeparator();
    edit->Append(id_add_division, _("Add &division\tCtrl+D"));
    edit->Append(id_options, _("Unit &options…\tCtrl+Enter"));
    edit->Append(id_duplicate, _("D&uplicate unit\tCtrl+Shift+D"));
    edit->Append(wxID_DELETE, _("&Delete\tDel"));
    edit->Append(id_move_previous, _("Move to &previous division\tAlt+Up"));
    edit->Append(id_move_next, _("Move to &next division\tAlt+Down"));
    edit->Append(id_commander, _("Make &commander-in-chief's division"));
    edit->Append(id_rename_division, _("Rename the d&ivision…\tF2"));
    edit->Append(id_rename_army, _("Rename the &army…\tShift+F2"));
    edit->Append(id_points_limit, _("Points &limit…"));

    auto* siege = new wxMenu;
    siege->Append(id_roll, _("&Roll the duration\tCtrl+R"));
    siege->Append(id_attach_attacker, _("Attach the &attacker's roster…"));
    siege->Append(id_attach_defender, _("Attach the &defender's roster…"));
    siege->Append(id_add_section, _("Add a fortification &section…"));
    siege->Append(id_remove_section, _("R&emove the selected section"));

    auto* campaign = new wxMenu;
    campaign->Append(id_new_campaign, _("&New campaign…"));
    campaign->Append(id_open_default_campaign, _("Open the &default campaign"));
    campaign->AppendSeparator();
    campaign->Append(id_add_player, _("Add a &player…"));
    campaign->Append(id_add_army, _("Add an &army…"));
    campaign->Append(id_save_to_army, _("&Save the roster to the selected army…"));
    campaign->Append(id_open_version, _("&Open the selected version in the army builder"));
    campaign->Append(id_compare_version, _("&Compare the selected version with today's lists"));
    campaign->AppendSeparator();
    campaign->Append(id_record_battle, _("Record a &battle…\tCtrl+B"));
    campaign->Append(id_start_siege, _("Start a s&iege with the plan…"));
    campaign->Append(id_advance_month, _("Advance the &month\tCtrl+M"));

    auto* view = new wxMenu;
    view->Append(id_view_builder, _("&Army builder\tCtrl+1"));
    view->Append(id_view_siege, _("&Siege planner\tCtrl+2"));
    view->Append(id_view_campaign, _("&Campaign\tCtrl+3"));
    view->Append(id_view_more_systems, _("&More systems (WFB3, ONUS!, siege tower)\tCtrl+4"));
    auto* help = new wxMenu;
    help->Append(wxID_ABOUT, _("&About Muster"));

    auto* bar = new wxMenuBar;
    bar->Append(file, _("&File"));
    bar->Append(edit, _("&Edit"));
    bar->Append(siege, _("&Siege"));
    bar->Append(campaign, _("&Campaign"));
    bar->Append(view, _("&View"));
    bar->Append(help, _("&Help"));
    SetMenuBar(bar);
    // Ctrl+Y redoes too, as on Windows and in many Linux apps; the menu shows Ctrl+Shift+Z.
    wxAcceleratorEntry redo_too(wxACCEL_CTRL, 'Y', wxID_REDO);
    SetAcceleratorTable(wxAcceleratorTable(1, &redo_too));

    auto on = [this](int id, std::function<void()> action) { Bind(wxEVT_MENU, [action = std::move(action)](wxCommandEvent&) { action(); }, id); };
    auto show = [this](View v) { views_->SetSelection(v); };
    Bind(wxEVT_MENU, &MainFrame::on_new, this, wxID_NEW);
    Bind(wxEVT_MENU, &MainFrame::on_open, this, wxID_OPEN);
    Bind(wxEVT_MENU, &MainFrame::on_open_recent, this, wxID_FILE1, wxID_FILE9);
    Bind(wxEVT_MENU, &MainFrame::on_save, this, wxID_SAVE);
    Bind(wxEVT_MENU, &MainFrame::on_save_as, this, wxID_SAVEAS);
    Bind(wxEVT_MENU, &MainFrame::on_export_pdf, this, id_export_pdf);
    Bind(wxEVT_MENU, &MainFrame::on_print_card, this, id_print_card);
    Bind(wxEVT_MENU, &MainFrame::on_import_lists, this, id_import_lists);
    Bind(wxEVT_MENU, &MainFrame::on_preferences, this, wxID_PREFERENCES);
    on(wxID_REVERT, [this] { if (confirm_discard()) builder_->revert(); });
    on(wxID_EXIT, [this] { Close(); });
    on(wxID_UNDO, [this] {
        if (current_view() == siege_view) siege_->undo();
        if (current_view() == builder_view) builder_->undo();
    });
    on(wxID_REDO, [this] {
        if (current_view() == siege_view) siege_->redo();
        if (current_view() == builder_view) builder_->redo();
    });
    for (int id : {wxID_CUT, wxID_COPY, wxID_PASTE}) on(id, [this, id] { on_clipboard(id); });
    // Builder edits switch to the builder first, so the user sees what they did.
    auto builder = [this, on, show](int id, void (BuilderPanel::*action)()) {
        on(id, [this, show, action] {
            show(builder_view);
            (builder_->*action)();
        });
    };
    builder(id_add_division, &BuilderPanel::add_division);
    builder(id_options, &BuilderPanel::edit_options);
    builder(id_duplicate, &BuilderPanel::duplicate_selected);
    on(wxID_DELETE, [this, show] {
        if (auto* text = dynamic_cast<wxTextEntry*>(FindFocus())) {  // Del in a text field deletes text
            long from = 0, to = 0;
            text->GetSelection(&from, &to);
            text->Remove(from, from == to ? from + 1 : to);
            return;
        }
        show(builder_view);
        builder_->delete_selected();
    });
    builder(id_commander, &BuilderPanel::make_commander);
    builder(id_rename_division, &BuilderPanel::rename_division);
    builder(id_rename_army, &BuilderPanel::rename_army);
    builder(id_points_limit, &BuilderPanel::change_points_limit);
    on(id_move_previous, [this] { builder_->move_selected(-1); });
    on(id_move_next, [this] { builder_->move_selected(+1); });
    auto siege_action = [this, on, show](int id, std::function<void()> action) {
        on(id, [show, action = std::move(action)] {
            show(siege_view);
            action();
        });
    };
    siege_action(id_roll, [this] { siege_->roll(); });
    siege_action(id_attach_attacker, [this] { siege_->ask_attach_roster(SiegeSide::attacker); });
    siege_action(id_attach_defender, [this] { siege_->ask_attach_roster(SiegeSide::defender); });
    siege_action(id_add_section, [this] { siege_->ask_add_section(); });
    siege_action(id_remove_section, [this] { siege_->remove_selected_section(); });
    auto campaign_action = [this, on, show](int id, void (CampaignPanel::*action)()) {
        on(id, [this, show, action] {
            show(campaign_view);
            (campaign_->*action)();
        });
    };
    campaign_action(id_new_campaign, &CampaignPanel::ask_new_campaign);
    on(id_open_default_campaign, [this, show] {
        show(campaign_view);
        campaign_->open_default();
    });
    campaign_action(id_add_player, &CampaignPanel::ask_add_player);
    campaign_action(id_add_army, &CampaignPanel::ask_add_army);
    campaign_action(id_save_to_army, &CampaignPanel::ask_save_roster);
    campaign_action(id_open_version, &CampaignPanel::open_selected_version);
    campaign_action(id_compare_version, &CampaignPanel::compare_selected_version);
    campaign_action(id_record_battle, &CampaignPanel::ask_record_battle);
    campaign_action(id_start_siege, &CampaignPanel::ask_start_siege);
    campaign_action(id_advance_month, &CampaignPanel::advance_month);
    on(id_view_builder, [show] { show(builder_view); });
    on(id_view_siege, [show] { show(siege_view); });
    on(id_view_campaign, [show] { show(campaign_view); });
    on(id_view_more_systems, [show] { show(more_systems_view); });
    on(wxID_ABOUT, [this] {
        wxMessageBox(_("Muster — army lists, sieges, campaigns and reference sheets for tabletop wargames."), _("About Muster"),
                     wxOK | wxICON_INFORMATION, this);
    });
}

}  // namespace muster::ui
