#include "app/main_frame.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <utility>

#include <wx/choicdlg.h>
#include <wx/config.h>
#include <wx/display.h>
#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/numdlg.h>
#include <wx/sizer.h>

#include "documents/document_view.hpp"
#include "muster/util/document_paths.hpp"
#include "views/builder_panel.hpp"
#include "views/campaign_panel.hpp"
#include "app/interface_language.hpp"
#include "muster/util/data_paths.hpp"
#include "views/more_systems_panel.hpp"
#include "muster/util/error.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "views/siege_panel.hpp"
#include "app/startup_probe.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {


int& exit_status() {
    static int status = 0;
    return status;
}

MainFrame::MainFrame(const AppOptions& options) : wxFrame(nullptr, wxID_ANY, "Muster"), options_(options) {
    // Unattended runs must never stop on a modal box: what it would say goes to stderr instead.
    if (options_.smoke_test || options_.startup_figures || !options_.screenshot.empty()) keep_told_messages() = true;
    lists_ = std::make_unique<ListLibrary>();
    if (const std::string problems = read_lists(); !problems.empty())
        tell_user(_("Some list files have problems and were left out:") + "\n\n" + u(problems), "Muster", wxOK | wxICON_WARNING);

    views_ = new wxNotebook(this, wxID_ANY);
    builder_ = new BuilderPanel(views_, *lists_);
    siege_ = new SiegePanel(views_, *lists_);
    campaign_ = new CampaignPanel(views_, *lists_);
    more_systems_ = new MoreSystemsPanel(views_);
    views_->AddPage(builder_, _("Army builder"));
    views_->AddPage(siege_, _("Siege planner"));
    views_->AddPage(campaign_, _("Campaign"));
    views_->AddPage(more_systems_, _("More systems"));
    builder_->on_changed = [this] { refresh_commands(); };
    siege_->on_changed = [this] { refresh_commands(); };
    campaign_->current_roster = [this]() -> const Roster& { return builder_->roster(); };
    campaign_->current_plan = [this]() -> const SiegePlan& { return siege_->plan(); };
    campaign_->open_roster = [this](const Roster& roster, const std::string& title) {
        if (!confirm_discard(*builder_)) return;
        builder_->show_roster(roster);
        SetStatusText(u(title));
        views_->SetSelection(builder_view);
    };
    views_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        e.Skip();
        refresh_commands();
    });

    build_menus();
    CreateStatusBar();
    wxConfigBase* config = wxConfigBase::Get();
    recent_.Load(*config);
    // The window fits the screen it opens on: a remembered size from a bigger screen, or the
    // default on a 1280×800 or 1366×768 one, never runs off its edges.
    const wxRect screen = wxDisplay(wxDisplay::GetFromWindow(this) == wxNOT_FOUND ? 0u : static_cast<unsigned>(wxDisplay::GetFromWindow(this)))
                              .GetClientArea();
    wxRect wanted(config->ReadLong("/window/x", screen.x), config->ReadLong("/window/y", screen.y),
                  config->ReadLong("/window/width", std::min(1280, screen.width)), config->ReadLong("/window/height", std::min(860, screen.height)));
    wanted.width = std::min(wanted.width, screen.width);
    wanted.height = std::min(wanted.height, screen.height);
    wanted.x = std::clamp(wanted.x, screen.x, screen.GetRight() - wanted.width + 1);
    wanted.y = std::clamp(wanted.y, screen.y, screen.GetBottom() - wanted.height + 1);
    SetSize(wanted);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);

    if (!options_.file.empty()) open_any(options_.file);
    if (builder_->roster().faction_id.empty())
        if (const Faction* first = lists_->faction("hyw-french")) builder_->new_roster(first->id, 1000, tr("New army"));
    if (!campaign_->campaign()) campaign_->open_default();
    // The idle pass keeps each menu item's greying and label true to the document in front, so a
    // shortcut never runs against a stale state (GTK only fires shortcuts of enabled items).
    Bind(wxEVT_IDLE, [this](wxIdleEvent& e) {
        e.Skip();
        refresh_commands();
    });
    if (options_.view == "siege") views_->SetSelection(siege_view);
    if (options_.view == "campaign") views_->SetSelection(campaign_view);
    if (options_.view == "wfb3" || options_.view == "onus" || options_.view == "tower") {
        views_->SetSelection(more_systems_view);
        more_systems_->show_page(options_.view);
    }
    refresh_commands();

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

void MainFrame::show_view(View view) {
    if (current_view() != view) views_->SetSelection(view);
}

DocumentView* MainFrame::active_document() {
    switch (current_view()) {
        case builder_view: return builder_;
        case siege_view: return siege_;
        case campaign_view: return campaign_;
        case more_systems_view: return more_systems_->active_document();
    }
    return nullptr;
}

void MainFrame::status(const wxString& text) { SetStatusText(text); }

void MainFrame::update_title() {
    DocumentView* document = active_document();
    const std::string path = document ? document->path() : std::string();
    const wxString name = path.empty() ? (document ? document->document_name() : wxString("Muster"))
                                       : u(std::filesystem::path(path).filename().string());
    const wxString title = (document && document->dirty() ? "• " : "") + name + " — Muster";
    if (GetTitle() != title) SetTitle(title);
}

bool MainFrame::confirm_discard(DocumentView& document) {
    if (!document.dirty()) return true;
    const std::string path = document.path();
    const wxString name = path.empty() ? document.document_name() : u(std::filesystem::path(path).filename().string());
    const wxString question = wxString::Format(_("“%s” has unsaved changes. Save them?"), name);
    const int answer = wxMessageBox(question, _("Unsaved changes"), wxYES_NO | wxCANCEL | wxICON_QUESTION, this);
    if (answer == wxCANCEL) return false;
    if (answer == wxYES) return save_document(document, false);
    return true;
}

bool MainFrame::save_document(DocumentView& document, bool ask) {
    if (!document.can_save()) return false;
    const DocumentFileType type = document.file_type();
    std::string target = document.path();
    if (ask || target.empty()) {
        const wxString proposed = target.empty() ? u("untitled" + type.extension)
                                                 : u(std::filesystem::path(target).filename().string());
        wxFileDialog dialog(this, _("Save as"), "", proposed, type.label + " (*" + u(type.extension) + ")|*" + u(type.extension),
                            wxFD_SAVE);
        if (dialog.ShowModal() != wxID_OK) return false;
        target = with_document_extension(dialog.GetPath().utf8_string(), type.extension);
        if (std::filesystem::exists(target) &&
            wxMessageBox(wxString::Format(_("%s already exists. Replace it?"), u(std::filesystem::path(target).filename().string())),
                         _("Save as"), wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION, this) != wxYES)
            return false;
    }
    if (!document.save(target)) return false;
    recent_.AddFileToHistory(u(target));
    status(wxString::Format(_("Saved %s"), u(target)));
    refresh_commands();
    return true;
}

void MainFrame::open_any(const std::string& path) {
    bool opened = false;
    if (path.ends_with(".siege.xml")) {
        if (!confirm_discard(*siege_)) return;
        opened = siege_->open(path);
        show_view(siege_view);
    } else if (path.ends_with(".muster-campaign")) {
        opened = campaign_->open(path);
        show_view(campaign_view);
    } else if (MoreSystemsPanel::opens(path)) {
        opened = more_systems_->open(path);
        show_view(more_systems_view);
    } else {
        if (!confirm_discard(*builder_)) return;
        opened = builder_->open(path);
        show_view(builder_view);
    }
    if (opened) {
        recent_.AddFileToHistory(u(path));
        status(wxString::Format(_("Opened %s"), u(path)));
    }
    refresh_commands();
}

void MainFrame::on_close(wxCloseEvent& event) {
    for (DocumentView* document : {static_cast<DocumentView*>(builder_), static_cast<DocumentView*>(siege_)}) {
        if (!event.CanVeto() || !document->dirty()) continue;
        show_view(document == builder_ ? builder_view : siege_view);
        if (!confirm_discard(*document)) {
            event.Veto();
            return;
        }
    }
    Destroy();
}

}  // namespace muster::ui
