#pragma once
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <wx/weakref.h>

#include <wx/frame.h>

#include "app/app_options.hpp"
#include "app/recent_files.hpp"
#include "commands/command.hpp"
#include "muster/lists/list_library.hpp"

class wxNotebook;

namespace muster::ui {

class BuilderPanel;
class CampaignPanel;
class DocumentView;
struct DocumentKind;
class MoreSystemsPanel;
class SiegePanel;

/// The exit status the app returns (muster-ui-tests sets it).
int& exit_status();

/// Muster's window: the army builder, the siege planner, the campaign and the other game
/// systems. Every menu item, shortcut and button runs a command of the registry, and commands
/// act on the document in front of the user only.
class MainFrame : public wxFrame {
public:
    enum View { builder_view = 0, siege_view = 1, campaign_view = 2, more_systems_view = 3 };

    /// A new window; `previous` is the window it replaces (a new language), whose documents it takes.
    explicit MainFrame(const AppOptions& options, MainFrame* previous = nullptr);
    /// The window in front (the newest one after a change of language), or null.
    static MainFrame* current();
    /// Rebuilds the window in another language ("en", "fr", "system"), keeping every open document.
    void switch_language(const std::string& language);
    ~MainFrame() override;

    /// The editor in front of the user (the page in front, inside More systems), or null.
    DocumentView* active_document();
    /// The view in front, and a way to bring one forward.
    View current_view() const;
    void show_view(View view);
    /// The views, for the commands that belong to one.
    /// The views other than the builder are built when first shown or asked for.
    BuilderPanel& builder() { return *builder_; }
    SiegePanel& siege();
    CampaignPanel& campaign();
    MoreSystemsPanel& more_systems();
    /// True once a view has been built.
    bool view_built(View view) const;
    const ListLibrary& lists() const { return *lists_; }
    /// Every command of the window.
    const CommandRegistry& commands() const { return commands_; }
    /// Runs a command by id when it can run now; false when it is unknown or greyed.
    bool run_command(const std::string& id);
    /// Whether a command can run now.
    bool command_enabled(const std::string& id);

    /// Opens any Muster file in the view that edits it (a file of no known kind in the builder).
    void open_any(const std::string& path);
    /// Opens a file as a document of this kind: asks about the unsaved changes it would replace,
    /// brings its view forward and remembers it in Open Recent; false when not opened.
    bool open_as(const DocumentKind& kind, const std::string& path);
    /// Asks whether to save a dirty document first; false when the user cancels.
    bool confirm_discard(DocumentView& document);
    /// With no file named at start: the last document worked on, else a new roster and a word on
    /// what the window holds (called by the window at start, and by tests).
    void open_start_document();
    /// Saves a document, asking for a file when it has none or when `ask` is set; the name
    /// keeps the document's double extension.
    bool save_document(DocumentView& document, bool ask);
    /// Says what happened in the status bar.
    void status(const wxString& text);
    /// The recent files, shared by every view.
    RecentFiles& recent() { return recent_; }
    /// Brings the title, the menus' labels and their greying up to date now.
    void refresh_commands();
    /// Gives the command buttons under `root` their command's label and greying.
    void adopt_command_buttons(wxWindow* root);
    /// The command ids of the last context menu shown (for tests).
    const wxString& last_context_menu() const { return last_context_menu_; }
    /// True in the runs nobody watches (tests, screenshots, start-up figures): no modal box.
    bool unattended() const;
    /// What the command line asked for.
    const AppOptions& options() const { return options_; }
    /// Imports community list files (wm-selector) into the user's lists folder, reads every
    /// list again and says what was imported; false when a file could not be read.
    bool import_lists(const std::vector<std::string>& files);
    /// Reads every lists folder again and lets the views re-check what they show.
    void reload_lists();

    // Defined in muster-ui-tests (testing/smoke_test.cpp), never in the app itself.
    /// Saves a PNG of the window (or of the whole screen, as the window manager placed it).
    void take_screenshot(const std::string& file, bool whole_screen);
    /// Drives the builder, the siege planner and the campaign through the menus' calls.
    bool run_smoke_test(const std::string& roster_file);

private:
    // app/main_menus.cpp
    void build_menus();
    void on_menu(wxCommandEvent& event);
    void show_context_menu(const wxString& ids);
    // app/import_lists.cpp
    /// Reads the installed lists, the user's and --lists folders into lists_; the problems
    /// found, each under its folder's heading (empty when none).
    std::string read_lists();
    // app/main_frame.cpp
    void update_title();
    void build_view(View view);
    void adopt_documents(MainFrame& previous);
    void on_close(wxCloseEvent& event);
    /// Brings forward the view (and the page inside More systems) of a kind of document.
    void show_kind(const DocumentKind& kind);

    AppOptions options_;
    std::unique_ptr<ListLibrary> lists_;
    CommandRegistry commands_;
    std::map<int, bool> shown_enabled_;  ///< what each menu item shows, to touch only what changed
    std::map<int, wxString> shown_labels_;
    std::set<int> in_menu_bar_;  ///< the wx ids of the commands the menu bar holds
    wxNotebook* views_ = nullptr;
    BuilderPanel* builder_ = nullptr;
    SiegePanel* siege_ = nullptr;
    CampaignPanel* campaign_ = nullptr;
    MoreSystemsPanel* more_systems_ = nullptr;
    RecentFiles recent_;
    bool opening_campaign_ = false;  ///< a campaign file is being opened: the default one is not
    bool replaced_ = false;          ///< a window in another language took this one's place
    std::vector<wxWeakRef<wxWindow>> command_buttons_;
    wxString last_context_menu_;
};

}  // namespace muster::ui
