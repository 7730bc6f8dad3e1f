#include "main_frame.hpp"

#include <filesystem>

#include <wx/app.h>
#include <wx/choicdlg.h>
#include <wx/config.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/numdlg.h>
#include <wx/sizer.h>
#include <wx/utils.h>

#include "builder_panel.hpp"
#include "campaign_panel.hpp"
#include "muster/print/printing.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "siege_panel.hpp"

namespace muster::ui {

namespace {

wxString u(const std::string& text) { return wxString::FromUTF8(text); }

enum MenuId {
    id_export_pdf = wxID_HIGHEST + 1,
    id_print_card,
    id_add_division,
    id_duplicate,
    id_move_previous,
    id_move_next,
    id_commander,
    id_rename,
    id_view_builder,
    id_view_siege,
    id_view_campaign,
    id_open_default_campaign,
};

bool ends_with(const std::string& text, const std::string& end) {
    return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

int& exit_status() {
    static int status = 0;
    return status;
}

MainFrame::MainFrame(const AppOptions& options) : wxFrame(nullptr, wxID_ANY, "Muster"), options_(options) {
    Report report;
    try {
        lists_ = std::make_unique<ListLibrary>(ListLibrary::load(lists_folder(), report));
    } catch (const Error& e) {
        lists_ = std::make_unique<ListLibrary>();
        wxMessageBox(u(e.what()), "Muster", wxOK | wxICON_ERROR);
    }
    if (!report.empty())
        wxMessageBox(u("Some list files have problems and were left out:\n\n" + format_human(report)), "Muster", wxOK | wxICON_WARNING);

    views_ = new wxNotebook(this, wxID_ANY);
    builder_ = new BuilderPanel(views_, *lists_);
    siege_ = new SiegePanel(views_);
    campaign_ = new CampaignPanel(views_, *lists_);
    views_->AddPage(builder_, _("Army builder"));
    views_->AddPage(siege_, _("Siege planner"));
    views_->AddPage(campaign_, _("Campaign"));
    builder_->on_changed = [this] { update_title(); };

    build_menus();
    CreateStatusBar();
    wxConfigBase* config = wxConfigBase::Get();
    recent_.Load(*config);
    const int width = config->ReadLong("/window/width", 1280), height = config->ReadLong("/window/height", 860);
    SetSize(width, height);
    if (config->HasEntry("/window/x")) Move(config->ReadLong("/window/x", 0), config->ReadLong("/window/y", 0));
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);

    if (!options_.file.empty()) open_any(options_.file);
    else if (const Faction* first = lists_->faction("hyw-french")) builder_->new_roster(first->id, 1000, "New army");
    campaign_->open_default();
    if (options_.view == "siege") views_->SetSelection(1);
    if (options_.view == "campaign") views_->SetSelection(2);
    update_title();

    if (options_.smoke_test) {
        CallAfter([this] {
            exit_status() = run_smoke_test(options_.file) ? 0 : 1;
            Destroy();
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
    recent_.Save(*config);
    if (!IsMaximized() && options_.screenshot.empty() && !options_.smoke_test) {
        const wxRect r = GetRect();
        config->Write("/window/width", r.width);
        config->Write("/window/height", r.height);
        config->Write("/window/x", r.x);
        config->Write("/window/y", r.y);
    }
    config->Flush();
}

void MainFrame::build_menus() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, _("&New roster…\tCtrl+N"));
    file->Append(wxID_OPEN, _("&Open…\tCtrl+O"));
    auto* recent = new wxMenu;
    file->AppendSubMenu(recent, _("Open &Recent"));
    recent_.UseMenu(recent);
    recent_.AddFilesToMenu(recent);
    file->Append(id_open_default_campaign, _("Open the &default campaign"));
    file->Append(wxID_SAVE, _("&Save\tCtrl+S"));
    file->Append(wxID_SAVEAS, _("Save &As…\tCtrl+Shift+S"));
    file->Append(wxID_REVERT, _("Re&vert"));
    file->AppendSeparator();
    file->Append(id_export_pdf, _("&Export to PDF…\tCtrl+E"));
    file->Append(id_print_card, _("Print a reference &card…\tCtrl+P"));
    file->AppendSeparator();
    file->Append(wxID_EXIT, _("&Quit\tCtrl+Q"));
    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, _("&Undo\tCtrl+Z"));
    edit->Append(wxID_REDO, _("&Redo\tCtrl+Shift+Z"));
    edit->AppendSeparator();
    edit->Append(id_add_division, _("Add &division\tCtrl+D"));
    edit->Append(id_duplicate, _("D&uplicate unit\tCtrl+Shift+D"));
    edit->Append(wxID_DELETE, _("&Delete\tDel"));
    edit->Append(id_move_previous, _("Move to &previous division\tAlt+Up"));
    edit->Append(id_move_next, _("Move to &next division\tAlt+Down"));
    edit->Append(id_commander, _("Make &commander-in-chief's division"));
    edit->Append(id_rename, _("Re&name army…\tF2"));
    auto* view = new wxMenu;
    view->Append(id_view_builder, _("&Army builder\tCtrl+1"));
    view->Append(id_view_siege, _("&Siege planner\tCtrl+2"));
    view->Append(id_view_campaign, _("&Campaign\tCtrl+3"));
    auto* help = new wxMenu;
    help->Append(wxID_ABOUT, _("&About Muster"));
    auto* bar = new wxMenuBar;
    bar->Append(file, _("&File"));
    bar->Append(edit, _("&Edit"));
    bar->Append(view, _("&View"));
    bar->Append(help, _("&Help"));
    SetMenuBar(bar);

    Bind(wxEVT_MENU, &MainFrame::on_new, this, wxID_NEW);
    Bind(wxEVT_MENU, &MainFrame::on_open, this, wxID_OPEN);
    Bind(wxEVT_MENU, &MainFrame::on_open_recent, this, wxID_FILE1, wxID_FILE9);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { campaign_->open_default(); views_->SetSelection(2); }, id_open_default_campaign);
    Bind(wxEVT_MENU, &MainFrame::on_save, this, wxID_SAVE);
    Bind(wxEVT_MENU, &MainFrame::on_save_as, this, wxID_SAVEAS);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { if (confirm_discard()) builder_->revert(); }, wxID_REVERT);
    Bind(wxEVT_MENU, &MainFrame::on_export_pdf, this, id_export_pdf);
    Bind(wxEVT_MENU, &MainFrame::on_print_card, this, id_print_card);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { current_view() == 1 ? siege_->undo() : builder_->undo(); }, wxID_UNDO);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { current_view() == 1 ? siege_->redo() : builder_->redo(); }, wxID_REDO);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->add_division(); }, id_add_division);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->duplicate_selected(); }, id_duplicate);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->delete_selected(); }, wxID_DELETE);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->move_selected(-1); }, id_move_previous);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->move_selected(+1); }, id_move_next);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->make_commander(); }, id_commander);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->rename_army(); }, id_rename);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { views_->SetSelection(0); }, id_view_builder);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { views_->SetSelection(1); }, id_view_siege);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { views_->SetSelection(2); }, id_view_campaign);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        wxMessageBox(_("Muster — army lists, sieges, campaigns and reference sheets for tabletop wargames."), _("About Muster"));
    }, wxID_ABOUT);
}

int MainFrame::current_view() const { return views_->GetSelection(); }

void MainFrame::update_title() {
    const std::string name = builder_->path().empty() ? "untitled" : std::filesystem::path(builder_->path()).filename().string();
    SetTitle(u((builder_->dirty() ? "• " : "") + name + " — Muster"));
    if (wxMenuBar* bar = GetMenuBar()) {
        bar->Enable(wxID_UNDO, builder_->can_undo());
        bar->Enable(wxID_REDO, builder_->can_redo());
        bar->SetLabel(wxID_UNDO, u("&Undo " + builder_->undo_label()) + "\tCtrl+Z");
        bar->SetLabel(wxID_REDO, u("&Redo " + builder_->redo_label()) + "\tCtrl+Shift+Z");
    }
}

bool MainFrame::confirm_discard() {
    if (!builder_->dirty()) return true;
    const int answer = wxMessageBox(_("The roster has unsaved changes. Save them?"), _("Unsaved changes"),
                                    wxYES_NO | wxCANCEL | wxICON_QUESTION, this);
    if (answer == wxCANCEL) return false;
    if (answer == wxYES) {
        wxCommandEvent unused;
        on_save(unused);
        return !builder_->dirty();
    }
    return true;
}

void MainFrame::open_any(const std::string& path) {
    bool opened = false;
    if (ends_with(path, ".siege.xml")) {
        opened = siege_->open(path);
        views_->SetSelection(1);
    } else if (ends_with(path, ".muster-campaign")) {
        opened = campaign_->open(path);
        views_->SetSelection(2);
    } else {
        if (!confirm_discard()) return;
        opened = builder_->open(path);
        views_->SetSelection(0);
    }
    if (opened) recent_.AddFileToHistory(u(path));
}

void MainFrame::on_new(wxCommandEvent&) {
    if (!confirm_discard()) return;
    wxArrayString names;
    std::vector<std::string> ids;
    for (const Faction* f : lists_->factions()) {
        names.Add(u(lists_->system(f->system_id)->name.en + " — " + f->name.both()));
        ids.push_back(f->id);
    }
    const int choice = wxGetSingleChoiceIndex(_("Which army list?"), _("New roster"), names, this);
    if (choice < 0) return;
    const long points = wxGetNumberFromUser(_("Points limit of the game"), _("Points"), _("New roster"), 1000, 1, 100000, this);
    if (points <= 0) return;
    builder_->new_roster(ids[static_cast<std::size_t>(choice)], static_cast<double>(points), "New army");
    views_->SetSelection(0);
}

void MainFrame::on_open(wxCommandEvent&) {
    wxFileDialog dialog(this, _("Open"), "", "",
                        _("Muster files (*.roster.xml;*.siege.xml;*.muster-campaign)|*.roster.xml;*.siege.xml;*.muster-campaign|All files|*"),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) open_any(dialog.GetPath().utf8_string());
}

void MainFrame::on_open_recent(wxCommandEvent& event) {
    open_any(recent_.GetHistoryFile(static_cast<size_t>(event.GetId() - wxID_FILE1)).utf8_string());
}

void MainFrame::on_save(wxCommandEvent& event) {
    if (current_view() == 1) {
        if (siege_->path().empty() || !siege_->save()) on_save_as(event);
        return;
    }
    if (builder_->path().empty()) {
        on_save_as(event);
        return;
    }
    builder_->save();
}

void MainFrame::on_save_as(wxCommandEvent&) {
    const bool siege = current_view() == 1;
    wxFileDialog dialog(this, _("Save as"), "", siege ? "plan.siege.xml" : "army.roster.xml",
                        siege ? _("Siege plans (*.siege.xml)|*.siege.xml") : _("Rosters (*.roster.xml)|*.roster.xml"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    const std::string path = dialog.GetPath().utf8_string();
    if (siege ? siege_->save(path) : builder_->save(path)) recent_.AddFileToHistory(u(path));
}

void MainFrame::on_export_pdf(wxCommandEvent&) {
    wxFileDialog dialog(this, _("Export to PDF"), "", "muster.pdf", _("PDF (*.pdf)|*.pdf"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    const std::string pdf = dialog.GetPath().utf8_string();
    PrintOptions options;
    options.paper = wxConfigBase::Get()->Read("/print/paper", "a4") == "letter" ? PaperSize::letter : PaperSize::a4;
    try {
        if (current_view() == 1) {
            Report report;
            std::optional<SiegePlan> plan = load_siege_plan(siege_->path(), report);
            if (!plan) throw Error("save the siege plan first");
            print_siege_plan(*plan, evaluate_siege(*plan, bundled_siege_kit()), bundled_siege_kit(), options, pdf);
        } else {
            print_roster(builder_->roster(), *lists_, options, pdf);
        }
    } catch (const Error& e) {
        wxMessageBox(u(e.what()), _("Nothing was printed"), wxOK | wxICON_ERROR, this);
        return;
    }
    wxLaunchDefaultApplication(u(pdf));
}

void MainFrame::on_print_card(wxCommandEvent&) {
    const auto cards = card_templates();
    wxArrayString names;
    for (const auto& card : cards) names.Add(u(card.title.en));
    const int choice = wxGetSingleChoiceIndex(_("Which reference card?"), _("Print a card"), names, this);
    if (choice < 0) return;
    wxFileDialog dialog(this, _("Save the card as"), "", u(cards[static_cast<std::size_t>(choice)].id + ".pdf"), _("PDF (*.pdf)|*.pdf"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    try {
        print_card(cards[static_cast<std::size_t>(choice)].id, *lists_, {}, dialog.GetPath().utf8_string());
    } catch (const Error& e) {
        wxMessageBox(u(e.what()), _("Nothing was printed"), wxOK | wxICON_ERROR, this);
        return;
    }
    wxLaunchDefaultApplication(dialog.GetPath());
}

void MainFrame::on_close(wxCloseEvent& event) {
    if (event.CanVeto() && !confirm_discard()) {
        event.Veto();
        return;
    }
    Destroy();
}

void MainFrame::take_screenshot(const std::string& file) {
    Raise();
    for (int i = 0; i < 20; ++i) wxYield();
    wxClientDC screen(this);
    const wxSize size = GetClientSize();
    wxBitmap bitmap(size.x, size.y);
    wxMemoryDC memory(bitmap);
    memory.Blit(0, 0, size.x, size.y, &screen, 0, 0);
    memory.SelectObject(wxNullBitmap);
    exit_status() = bitmap.SaveFile(u(file), wxBITMAP_TYPE_PNG) ? 0 : 1;
}

// Drives the app the way the menus do: open, add a unit, undo, redo, save, check with the core.
bool MainFrame::run_smoke_test(const std::string& roster_file) {
    auto fail = [](const std::string& why) {
        std::fprintf(stderr, "smoke test failed: %s\n", why.c_str());
        return false;
    };
    if (roster_file.empty() || !builder_->open(roster_file)) return fail("cannot open " + roster_file);
    const std::size_t units = builder_->roster().unit_count();
    const Faction* faction = lists_->faction(builder_->roster().faction_id);
    if (!faction) return fail("unknown faction");
    const std::string division = builder_->roster().divisions.front().id;
    if (!builder_->apply("Add unit", [&](Roster& r) { add_unit(r, *faction, division, faction->units.front().id); }))
        return fail("the edit was refused");
    if (builder_->roster().unit_count() != units + 1 || !builder_->dirty()) return fail("the edit did not show");
    builder_->undo();
    if (builder_->roster().unit_count() != units) return fail("undo did not restore the roster");
    builder_->redo();
    if (builder_->roster().unit_count() != units + 1) return fail("redo did not reapply the edit");
    const std::string saved = (std::filesystem::temp_directory_path() / "muster-smoke.roster.xml").string();
    if (!builder_->save(saved) || builder_->dirty()) return fail("save failed");
    Report report;
    const std::optional<Roster> reread = load_roster(saved, report);
    if (!reread || reread->unit_count() != units + 1) return fail("the saved file does not hold the edit");
    if (validate_roster(*reread, *lists_).points_used <= validate_roster(builder_->roster(), *lists_).points_used - 1)
        return fail("the saved roster's points differ");
    // The siege planner and the campaign through the same kind of path.
    if (!siege_->apply("Set months", [](SiegePlan& p) { p.duration.months = 5; })) return fail("siege edit refused");
    siege_->undo();
    siege_->redo();
    const std::string plan = (std::filesystem::temp_directory_path() / "muster-smoke.siege.xml").string();
    if (!siege_->save(plan)) return fail("siege save failed");
    Report plan_report;
    const std::optional<SiegePlan> plan_read = load_siege_plan(plan, plan_report);
    if (!plan_read || plan_read->duration.months != 5) return fail("the saved siege plan does not hold the edit");
    const std::string campaign_file = (std::filesystem::temp_directory_path() / "muster-smoke.muster-campaign").string();
    std::filesystem::remove(campaign_file);
    Campaign::create(campaign_file, "Smoke", "hail-caesar-hyw", "", "smoke");
    if (!campaign_->open(campaign_file)) return fail("campaign open failed");
    campaign_->advance_month();
    if (Campaign::open(campaign_file).info().current_month != 2) return fail("the campaign month did not advance");
    std::fprintf(stderr, "smoke test passed\n");
    return true;
}

}  // namespace muster::ui
