#include "main_frame.hpp"

#include <cstdio>
#include <filesystem>
#include <utility>

#include <wx/choicdlg.h>
#include <wx/config.h>
#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/numdlg.h>
#include <wx/sizer.h>

#include "builder_panel.hpp"
#include "campaign_panel.hpp"
#include "interface_language.hpp"
#include "muster/util/data_paths.hpp"
#include "more_systems_panel.hpp"
#include "muster/util/error.hpp"
#include "preferences_dialog.hpp"
#include "siege_panel.hpp"
#include "startup_probe.hpp"
#include "tell_user.hpp"
#include "wx_text.hpp"

namespace muster::ui {


int& exit_status() {
    static int status = 0;
    return status;
}

MainFrame::MainFrame(const AppOptions& options) : wxFrame(nullptr, wxID_ANY, "Muster"), options_(options) {
    // Unattended runs must never stop on a modal box: what it would say goes to stderr instead.
    if (options_.smoke_test || options_.startup_figures || !options_.screenshot.empty()) keep_told_messages() = true;
    std::vector<FolderReport> reports;
    try {
        lists_ = std::make_unique<ListLibrary>(load_standard_lists(reports));  // installed, the user's, --lists
    } catch (const Error& e) {
        lists_ = std::make_unique<ListLibrary>();
        tell_user(u(e.what()), "Muster", wxOK | wxICON_ERROR);
    }
    std::string problems;
    for (const FolderReport& folder : reports)
        if (!folder.report.empty()) problems += folder_problems_heading(folder.folder) + "\n" + format_human(folder.report) + "\n";
    if (!problems.empty())
        tell_user(_("Some list files have problems and were left out:") + "\n\n" + u(problems), "Muster",
                     wxOK | wxICON_WARNING);

    views_ = new wxNotebook(this, wxID_ANY);
    builder_ = new BuilderPanel(views_, *lists_);
    siege_ = new SiegePanel(views_, *lists_);
    campaign_ = new CampaignPanel(views_, *lists_);
    more_systems_ = new MoreSystemsPanel(views_);
    views_->AddPage(builder_, _("Army builder"));
    views_->AddPage(siege_, _("Siege planner"));
    views_->AddPage(campaign_, _("Campaign"));
    views_->AddPage(more_systems_, _("More systems"));
    builder_->on_changed = [this] { update_title(); };
    siege_->on_changed = [this] { update_title(); };
    campaign_->current_roster = [this]() -> const Roster& { return builder_->roster(); };
    campaign_->current_plan = [this]() -> const SiegePlan& { return siege_->plan(); };
    campaign_->open_roster = [this](const Roster& roster, const std::string& title) {
        if (!confirm_discard()) return;
        builder_->show_roster(roster);
        SetStatusText(u(title));
        views_->SetSelection(builder_view);
    };
    views_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        e.Skip();
        update_title();
    });

    build_menus();
    CreateStatusBar();
    wxConfigBase* config = wxConfigBase::Get();
    recent_.Load(*config);
    SetSize(config->ReadLong("/window/width", 1280), config->ReadLong("/window/height", 860));
    if (config->HasEntry("/window/x")) Move(config->ReadLong("/window/x", 0), config->ReadLong("/window/y", 0));
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);

    if (!options_.file.empty()) open_any(options_.file);
    if (builder_->roster().faction_id.empty())
        if (const Faction* first = lists_->faction("hyw-french")) builder_->new_roster(first->id, 1000, tr("New army"));
    if (!campaign_->campaign()) campaign_->open_default();
    if (options_.view == "siege") views_->SetSelection(siege_view);
    if (options_.view == "campaign") views_->SetSelection(campaign_view);
    if (options_.view == "wfb3" || options_.view == "onus" || options_.view == "tower") {
        views_->SetSelection(more_systems_view);
        more_systems_->show_page(options_.view);
    }
    update_title();

    if (options_.smoke_test) {
        CallAfter([this] {
            exit_status() = run_smoke_test(options_.file) ? 0 : 1;
            Destroy();
        });
    } else if (options_.startup_figures) {
        measuring_startup_ = true;
        Bind(wxEVT_PAINT, [this](wxPaintEvent& e) {  // the first paint: the window is on screen
            e.Skip();
            if (std::exchange(options_.startup_figures, false))
                CallAfter([this] {
                    std::printf("desktop app: %s\n", startup_figures().c_str());
                    Destroy();
                });
        });
    } else if (!options_.screenshot.empty()) {
        CallAfter([this] {
            take_screenshot(options_.screenshot);
            Destroy();
        });
    }
}

MainFrame::~MainFrame() {
    wxConfigBase* config = wxConfigBase::Get();
    if (options_.screenshot.empty() && !options_.smoke_test && !measuring_startup_) {
        recent_.Save(*config);
        if (!IsMaximized()) {
            const wxRect r = GetRect();
            config->Write("/window/width", r.width);
            config->Write("/window/height", r.height);
            config->Write("/window/x", r.x);
            config->Write("/window/y", r.y);
        }
    }
    config->Flush();
}

MainFrame::View MainFrame::current_view() const { return static_cast<View>(views_->GetSelection()); }

void MainFrame::update_title() {
    const bool siege = current_view() == siege_view;
    const std::string& path = siege ? siege_->path() : builder_->path();
    const bool dirty = siege ? siege_->dirty() : builder_->dirty();
    const wxString name = path.empty() ? _("untitled") : u(std::filesystem::path(path).filename().string());
    SetTitle((dirty ? "• " : "") + name + " — Muster");
    wxMenuBar* bar = GetMenuBar();
    if (!bar) return;
    const bool can_undo = siege ? siege_->can_undo() : builder_->can_undo();
    const bool can_redo = siege ? siege_->can_redo() : builder_->can_redo();
    const std::string undo = siege ? siege_->undo_label() : builder_->undo_label();
    const std::string redo = siege ? siege_->redo_label() : builder_->redo_label();
    const bool editing = current_view() == builder_view || siege;  // the campaign keeps history in its log instead
    bar->Enable(wxID_UNDO, can_undo && editing);
    bar->Enable(wxID_REDO, can_redo && editing);
    bar->SetLabel(wxID_UNDO, _("&Undo") + " " + u(undo) + "\tCtrl+Z");
    bar->SetLabel(wxID_REDO, _("&Redo") + " " + u(redo) + "\tCtrl+Shift+Z");
}

bool MainFrame::confirm_discard() {
    if (!builder_->dirty()) return true;
    const int answer = wxMessageBox(_("The roster has unsaved changes. Save them?"), _("Unsaved changes"),
                                    wxYES_NO | wxCANCEL | wxICON_QUESTION, this);
    if (answer == wxCANCEL) return false;
    if (answer == wxYES) {
        views_->SetSelection(builder_view);
        wxCommandEvent unused;
        on_save(unused);
        return !builder_->dirty();
    }
    return true;
}

void MainFrame::open_any(const std::string& path) {
    bool opened = false;
    if (path.ends_with(".siege.xml")) {
        opened = siege_->open(path);
        views_->SetSelection(siege_view);
    } else if (path.ends_with(".muster-campaign")) {
        opened = campaign_->open(path);
        views_->SetSelection(campaign_view);
    } else if (MoreSystemsPanel::opens(path)) {
        opened = more_systems_->open(path);
        views_->SetSelection(more_systems_view);
    } else {
        if (!confirm_discard()) return;
        opened = builder_->open(path);
        views_->SetSelection(builder_view);
    }
    if (opened) recent_.AddFileToHistory(u(path));
}

void MainFrame::on_new(wxCommandEvent&) {
    if (!confirm_discard()) return;
    wxArrayString names;
    std::vector<std::string> ids;
    for (const Faction* f : lists_->factions()) {
        names.Add(u(local_name(lists_->system(f->system_id)->name) + " — " + local_name(f->name)));
        ids.push_back(f->id);
    }
    const int choice = wxGetSingleChoiceIndex(_("Which army list?"), _("New roster"), names, this);
    if (choice < 0) return;
    const long points = wxGetNumberFromUser(_("Points limit of the game"), _("Points"), _("New roster"), 1000, 1, 100000, this);
    if (points <= 0) return;
    builder_->new_roster(ids[static_cast<std::size_t>(choice)], static_cast<double>(points), tr("New army"));
    views_->SetSelection(builder_view);
}

void MainFrame::on_open(wxCommandEvent&) {
    wxFileDialog dialog(this, _("Open"), "", "",
                        _("Muster files (*.roster.xml;*.siege.xml;*.muster-campaign;*.wfb3.xml;*.onus.xml)|*.roster.xml;*.siege.xml;*.muster-campaign;*.wfb3.xml;*.onus.xml|All files|*"),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) open_any(dialog.GetPath().utf8_string());
}

void MainFrame::on_open_recent(wxCommandEvent& event) {
    open_any(recent_.GetHistoryFile(static_cast<size_t>(event.GetId() - wxID_FILE1)).utf8_string());
}

void MainFrame::on_save(wxCommandEvent& event) {
    const bool siege = current_view() == siege_view;
    if ((siege ? siege_->path() : builder_->path()).empty()) {
        on_save_as(event);
        return;
    }
    siege ? siege_->save() : builder_->save();
    update_title();
}

void MainFrame::on_save_as(wxCommandEvent&) {
    const bool siege = current_view() == siege_view;
    wxFileDialog dialog(this, _("Save as"), "", siege ? "plan.siege.xml" : "army.roster.xml",
                        siege ? _("Siege plans (*.siege.xml)|*.siege.xml") : _("Rosters (*.roster.xml)|*.roster.xml"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    const std::string path = dialog.GetPath().utf8_string();
    if (siege ? siege_->save(path) : builder_->save(path)) recent_.AddFileToHistory(u(path));
    update_title();
}

void MainFrame::on_preferences(wxCommandEvent&) {
    PreferencesDialog dialog(this);
    if (dialog.ShowModal() == wxID_OK && dialog.save())
        tell_user(_("Muster will speak the new language the next time it starts."), _("Preferences"), wxOK | wxICON_INFORMATION, this);
}

void MainFrame::on_close(wxCloseEvent& event) {
    if (event.CanVeto() && !confirm_discard()) {
        event.Veto();
        return;
    }
    if (event.CanVeto() && siege_->dirty()) {
        const int answer = wxMessageBox(_("The siege plan has unsaved changes. Save them?"), _("Unsaved changes"),
                                        wxYES_NO | wxCANCEL | wxICON_QUESTION, this);
        if (answer == wxCANCEL) {
            event.Veto();
            return;
        }
        if (answer == wxYES) {
            views_->SetSelection(siege_view);
            wxCommandEvent unused;
            on_save(unused);
            if (siege_->dirty()) {
                event.Veto();
                return;
            }
        }
    }
    Destroy();
}

}  // namespace muster::ui
