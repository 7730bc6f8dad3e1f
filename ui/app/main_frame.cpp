#include "app/main_frame.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <utility>

#include <wx/app.h>
#include <wx/choicdlg.h>
#include <wx/config.h>
#include <wx/display.h>
#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/scrolwin.h>
#include <wx/numdlg.h>
#include <wx/sizer.h>
#include <wx/statusbr.h>

#include "commands/command_controls.hpp"
#include "commands/command_helpers.hpp"
#include "documents/document_files.hpp"
#include "documents/document_kinds.hpp"
#include "documents/document_view.hpp"
#include "muster/util/document_paths.hpp"
#include "views/builder_panel.hpp"
#include "views/campaign_panel.hpp"
#include "app/interface_language.hpp"
#include "muster/util/data_paths.hpp"
#include "views/more_systems_panel.hpp"
#include "views/onus_page.hpp"
#include "muster/util/error.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "dialogs/save_changes_dialog.hpp"
#include "views/relayout.hpp"
#include "views/siege_panel.hpp"
#include "views/wfb3_page.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

int& exit_status() {
    static int status = 0;
    return status;
}

namespace {
MainFrame* the_current_frame = nullptr;
}

MainFrame* MainFrame::current() { return the_current_frame; }

MainFrame::MainFrame(const AppOptions& options, MainFrame* previous) : wxFrame(nullptr, wxID_ANY, "Muster"), options_(options) {
    the_current_frame = this;
    // Unattended runs must never stop on a modal box: what it would say goes to stderr instead.
    if (unattended()) keep_told_messages() = true;
    if (previous != nullptr) {
        lists_ = std::move(previous->lists_);  // the same lists: the previous views still point at them
    } else {
        lists_ = std::make_unique<ListLibrary>();
        if (const std::string problems = read_lists(); !problems.empty())
            tell_user(_("Some list files have problems and were left out:") + "\n\n" + u(problems), "Muster", wxOK | wxICON_WARNING);
    }

    // The window's size first, and the views made at their final size: GTK warns (Gtk-CRITICAL)
    // about a notebook allocated less than its tabs need, as one made at the default 0×0 is.
    wxConfigBase* config = wxConfigBase::Get();
    if (previous != nullptr) {
        SetSize(previous->GetRect());
    } else {
        // The window fits the screen it opens on: a remembered size from a bigger screen, or the
        // default on a 1280×800 or 1366×768 one, never runs off its edges.
        const int display = wxDisplay::GetFromWindow(this);
        const wxRect screen = wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea();
        // On first start, a big screen's space is used (grids and trees grow): most of it, centred.
        const int first_width = screen.width <= 1366 ? screen.width : std::max(1280, screen.width * 85 / 100);
        const int first_height = screen.height <= 800 ? screen.height : std::max(std::min(860, screen.height), screen.height * 85 / 100);
        wxRect wanted(config->ReadLong("/window/x", screen.x + (screen.width - first_width) / 2),
                      config->ReadLong("/window/y", screen.y + (screen.height - first_height) / 2), config->ReadLong("/window/width", first_width),
                      config->ReadLong("/window/height", first_height));
        wanted.width = std::min(wanted.width, screen.width);
        wanted.height = std::min(wanted.height, screen.height);
        wanted.x = std::clamp(wanted.x, screen.x, screen.GetRight() - wanted.width + 1);
        wanted.y = std::clamp(wanted.y, screen.y, screen.GetBottom() - wanted.height + 1);
        SetSize(wanted);
        if (config->ReadBool("/window/maximized", false)) Maximize();
    }

    // The commands first: the views' buttons and messages name them.
    add_all_commands(commands_);
    set_window_commands(&commands_);
    // The menus and the status bar before the views, so the views are made at the client size
    // that is left: a child larger than that makes GTK's window box overflow (Gtk-CRITICAL).
    build_menus();
    CreateStatusBar();
    // While the window manager tells GTK the frame's decorations, the frame passes through a client
    // area of almost nothing: a notebook laid out at that size makes GTK complain (Gtk-CRITICAL).
    // The views keep their size until the frame has a real one again.
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        const wxSize client = GetClientSize();
        if (client.x >= 100 && client.y >= 100) e.Skip();
    });
    views_ = new wxNotebook(this, wxID_ANY, wxDefaultPosition, GetClientSize());
    views_->SetName("views");
    // The army builder is built now; the other views when first shown (a page holds their place).
    builder_ = new BuilderPanel(views_, *lists_);
    views_->AddPage(builder_, _("Army builder"));
    for (const wxString& title : {_("Siege planner"), _("Campaign"), _("More systems")}) {
        // A view scrolls rather than squeeze its controls below their size on a small screen or with a large font.
        auto* holder = new wxScrolledWindow(views_);
        holder->SetScrollRate(FromDIP(10), FromDIP(10));
        holder->SetSizer(new wxBoxSizer(wxVERTICAL));
        views_->AddPage(holder, title);
    }
    adopt_command_buttons(builder_);
    builder_->on_changed = [this] { refresh_commands(); };
    // Back from another window: the clipboard may hold units now, or no longer.
    Bind(wxEVT_ACTIVATE, [this](wxActivateEvent& e) {
        e.Skip();
        if (e.GetActive() && builder_ != nullptr) builder_->clipboard_changed();
    });
    views_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGING, [this](wxBookCtrlEvent& e) {
        e.Skip();
        if (e.GetEventObject() != views_) return;
        build_view(static_cast<View>(e.GetSelection()));
    });
    views_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        e.Skip();
        if (e.GetEventObject() != views_) return;  // a page change inside More systems
        build_view(static_cast<View>(e.GetSelection()));
        refresh_commands();
    });
    CallAfter([this] { relayout(builder_); });

    recent_.load();
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);

    if (previous != nullptr) {
        adopt_documents(*previous);
    } else {
        if (!options_.file.empty()) open_any(options_.file);
        else open_start_document();
    }
    // The idle pass keeps each menu item's greying and label true to the document in front, so a
    // shortcut never runs against a stale state (GTK only fires shortcuts of enabled items).
    Bind(wxEVT_IDLE, [this](wxIdleEvent& e) {
        e.Skip();
        refresh_commands();
    });
    if (previous == nullptr) {
        if (options_.view == "siege") show_view(siege_view);
        if (options_.view == "campaign") show_view(campaign_view);
        if (options_.view == "wfb3" || options_.view == "onus" || options_.view == "tower") {
            show_view(more_systems_view);
            more_systems().show_page(options_.view);
        }
    }
    refresh_commands();

    if (previous == nullptr && options_.drive) options_.drive(*this);
}

bool MainFrame::view_built(View view) const {
    switch (view) {
        case builder_view:
            return true;
        case siege_view:
            return siege_ != nullptr;
        case campaign_view:
            return campaign_ != nullptr;
        case more_systems_view:
            return more_systems_ != nullptr;
    }
    return false;
}

void MainFrame::build_view(View view) {
    auto holder = [this](View v) { return views_->GetPage(static_cast<size_t>(v)); };
    auto place = [&](View v, wxWindow* panel) {
        adopt_command_buttons(panel);
        holder(v)->GetSizer()->Add(panel, 1, wxEXPAND);
        holder(v)->Layout();
        if (auto* scrolled = dynamic_cast<wxScrolledWindow*>(holder(v))) scrolled->FitInside();
        // Once on screen, measured again: GTK knows the headings' true size only then.
        CallAfter([this, v] { relayout(views_->GetPage(static_cast<size_t>(v))); });
    };
    // A page not yet shown has no size: it takes the builder's (all pages share one), so the view
    // is made at its size — a notebook made at 0×0 makes GTK complain (Gtk-CRITICAL).
    // Before the first layout (a view asked for at start) the builder has no size yet either: the
    // notebook's area less room for its tabs then.
    if (!view_built(view)) {
        wxSize size = builder_->GetSize();
        if (size.x < 100 || size.y < 100) size = views_->GetClientSize() - wxSize(0, 60);
        holder(view)->SetSize(wxSize(std::max(size.x, 100), std::max(size.y, 100)));
    }
    switch (view) {
        case builder_view:
            return;
        case siege_view:
            if (siege_) return;
            siege_ = new SiegePanel(holder(siege_view), *lists_);
            siege_->on_changed = [this] { refresh_commands(); };
            place(siege_view, siege_);
            return;
        case campaign_view:
            if (campaign_) return;
            campaign_ = new CampaignPanel(holder(campaign_view), *lists_);
            campaign_->current_roster = [this]() -> const Roster& { return builder_->roster(); };
            campaign_->current_plan = [this]() -> const SiegePlan& { return siege().plan(); };
            campaign_->open_roster = [this](const Roster& roster, const CampaignVersionOrigin& origin) {
                if (!confirm_discard(*builder_)) return;
                builder_->show_campaign_version(roster, origin);
                status(wxString::Format(_("Version %d of “%s” opened"), origin.version, u(origin.army)));
                show_view(builder_view);
            };
            place(campaign_view, campaign_);
            // The default campaign opens with the view, unless a campaign file was opened first.
            if (!opening_campaign_) campaign_->open_default();
            return;
        case more_systems_view:
            if (more_systems_) return;
            more_systems_ = new MoreSystemsPanel(holder(more_systems_view));
            // The fortress design's changes reach the title and the menus at once, as a roster's do.
            more_systems_->onus().on_changed = [this] { refresh_commands(); };
            more_systems_->wfb3().on_changed = [this] { refresh_commands(); };
            place(more_systems_view, more_systems_);
            return;
    }
}

SiegePanel& MainFrame::siege() {
    build_view(siege_view);
    return *siege_;
}

CampaignPanel& MainFrame::campaign() {
    build_view(campaign_view);
    return *campaign_;
}

MoreSystemsPanel& MainFrame::more_systems() {
    build_view(more_systems_view);
    return *more_systems_;
}

void MainFrame::adopt_documents(MainFrame& previous) {
    builder_->adopt(*previous.builder_);
    if (previous.siege_) siege().adopt(*previous.siege_);
    if (previous.campaign_) {
        opening_campaign_ = true;
        campaign().adopt(*previous.campaign_);
        opening_campaign_ = false;
    }
    if (previous.more_systems_) more_systems().adopt(*previous.more_systems_);
    show_view(previous.current_view());
    status(previous.GetStatusBar() ? previous.GetStatusBar()->GetStatusText() : wxString());
}

void MainFrame::switch_language(const std::string& language) {
    options_.language = language;
    load_translations(language);
    recent_.save();
    auto* next = new MainFrame(options_, this);
    next->Show();
    if (IsMaximized()) next->Maximize();
    the_current_frame = next;
    next->status(_("The window now speaks the language chosen"));
    Hide();
    // This window goes once the event that switched has been handled.
    replaced_ = true;
    wxTheApp->CallAfter([this] { Destroy(); });
}

MainFrame::~MainFrame() {
    if (the_current_frame == this) the_current_frame = nullptr;
    wxConfigBase* config = wxConfigBase::Get();
    if (!unattended() && !replaced_) {
        recent_.save();
        config->Write("/window/maximized", IsMaximized());
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

bool MainFrame::unattended() const { return options_.unattended; }

MainFrame::View MainFrame::current_view() const { return static_cast<View>(views_->GetSelection()); }

void MainFrame::show_view(View view) {
    if (current_view() != view) views_->SetSelection(view);
}

DocumentView* MainFrame::active_document() {
    switch (current_view()) {
        case builder_view:
            return builder_;
        case siege_view:
            return &siege();
        case campaign_view:
            return &campaign();
        case more_systems_view:
            return more_systems().active_document();
    }
    return nullptr;
}

void MainFrame::status(const wxString& text) { SetStatusText(text); }

void MainFrame::update_title() {
    DocumentView* document = active_document();
    const std::string path = document ? document->path() : std::string();
    const wxString name = path.empty() ? (document ? document->document_name() : wxString("Muster")) : u(std::filesystem::path(path).filename().string());
    const wxString title = (document && document->dirty() ? "• " : "") + name + " — Muster";
    if (GetTitle() != title) SetTitle(title);
}

void MainFrame::open_start_document() {
    // The last document worked on, when it is still there; the builder needs a roster unless it was one.
    for (const std::string& file : std::vector<std::string>(recent_.files())) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(std::filesystem::path(file), ec)) continue;
        open_any(file);
        if (builder_->path() == file) return;
        break;
    }
    const Faction* first = lists_->faction("hyw-french");
    if (!first && !lists_->factions().empty()) first = lists_->factions().front();
    if (!first) return;
    builder_->new_roster(first->id, 1000, tr("New army"));
    const GameSystem* system = lists_->system(first->system_id);
    builder_->show_start_hint(
        wxString::Format(_("A new %s army to start with (%s). This window holds the army builder, the siege planner (Ctrl+2), the campaign (Ctrl+3) "
                           "and more systems (Ctrl+4). For a roster of another faction: File > New roster… (Ctrl+N)."),
                         u(local_name(first->name)), system ? u(local_name(system->name)) : wxString()));
}

bool MainFrame::confirm_discard(DocumentView& document) {
    if (!document.dirty()) return true;
    const std::string path = document.path();
    const wxString name = path.empty() ? document.document_name() : u(std::filesystem::path(path).filename().string());
    const int answer = ask_save_changes(this, name);
    if (answer == wxCANCEL) return false;
    if (answer == wxYES) return save_document(document, false);
    return true;
}

bool MainFrame::save_document(DocumentView& document, bool ask) {
    if (!document.can_save()) return false;
    const DocumentFileType type = document.file_type();
    std::string target = document.path();
    // A campaign army's version: Save offers to save it as the army's next version.
    if (&document == builder_ && builder_->campaign_origin() && target.empty()) {
        const CampaignVersionOrigin origin = *builder_->campaign_origin();
        const int answer = ask_user_named(wxString::Format(_("Save this roster as the next version of “%s” in the campaign “%s”, or as a file of its own?"),
                                                           u(origin.army), u(origin.campaign)),
                                          _("Save"), _("Save as the army's next version"), _("Save as a file…"), this);
        if (answer == wxCANCEL) return false;
        if (answer == wxYES) {
            const int version = campaign().save_as_next_version(origin, builder_->roster());
            if (version == 0) return false;
            builder_->saved_as_version(version);
            status(wxString::Format(_("Saved as version %d of “%s”"), version, u(origin.army)));
            refresh_commands();
            return true;
        }
    }
    if (ask || target.empty()) {
        const std::string chosen = ask_path(this, _("Save as"), u(proposed_file_name(document, type.extension)),
                                            type.label + " (*" + u(type.extension) + ")|*" + u(type.extension), wxFD_SAVE, document_folder(document));
        if (chosen.empty()) return false;
        target = with_document_extension(chosen, type.extension);
        if (std::filesystem::exists(target) &&
            ask_user(wxString::Format(_("%s already exists. Replace it?"), u(std::filesystem::path(target).filename().string())), _("Save as"),
                     wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION, this) != wxYES)
            return false;
    }
    if (!document.save(target)) return false;
    recent_.add(target);
    status(wxString::Format(_("Saved %s"), u(target)));
    refresh_commands();
    return true;
}

void MainFrame::open_any(const std::string& path) {
    const DocumentKind* kind = document_kind_of(path);
    open_as(kind ? *kind : kind_for_other_files(), path);
}

bool MainFrame::open_as(const DocumentKind& kind, const std::string& path) {
    if (kind.editor != nullptr && !confirm_discard(*kind.editor(*this))) return false;
    opening_campaign_ = kind.view == campaign_view;
    const bool opened = kind.open(*this, path);
    opening_campaign_ = false;
    show_kind(kind);
    if (opened) {
        recent_.add(path);
        status(wxString::Format(_("Opened %s"), u(path)));
    }
    refresh_commands();
    return opened;
}

void MainFrame::show_kind(const DocumentKind& kind) {
    show_view(kind.view);
    if (!kind.page.empty()) more_systems().show_page(kind.page);
}

void MainFrame::on_close(wxCloseEvent& event) {
    // Every editor with unsaved changes, brought forward in turn and asked about.
    for (const DocumentKind& kind : document_kinds()) {
        if (kind.editor == nullptr || !view_built(kind.view) || !event.CanVeto()) continue;
        DocumentView& document = *kind.editor(*this);
        if (!document.dirty()) continue;
        show_kind(kind);
        if (!confirm_discard(document)) {
            event.Veto();
            return;
        }
    }
    Destroy();
}

}  // namespace muster::ui
