#pragma once
#include <memory>

#include <wx/filehistory.h>
#include <wx/frame.h>

#include "app_options.hpp"
#include "muster/lists/list_library.hpp"

class wxNotebook;

namespace muster::ui {

class BuilderPanel;
class SiegePanel;
class CampaignPanel;
class MoreSystemsPanel;

/// The exit status the app returns (the smoke test sets it).
int& exit_status();

/// Muster's window: the army builder, the siege planner, the campaign and the other game systems, with menus,
/// shortcuts, recent files and remembered size.
class MainFrame : public wxFrame {
public:
    explicit MainFrame(const AppOptions& options);
    ~MainFrame() override;

private:
    enum View { builder_view = 0, siege_view = 1, campaign_view = 2, more_systems_view = 3 };

    // main_menus.cpp
    void build_menus();
    void on_clipboard(int id);
    // main_frame.cpp
    void update_title();
    bool confirm_discard();
    void open_any(const std::string& path);
    void on_new(wxCommandEvent&);
    void on_open(wxCommandEvent&);
    void on_open_recent(wxCommandEvent& event);
    void on_save(wxCommandEvent&);
    void on_save_as(wxCommandEvent&);
    void on_preferences(wxCommandEvent&);
    void on_close(wxCloseEvent& event);
    View current_view() const;
    // import_lists.cpp
    void on_import_lists(wxCommandEvent&);
    /// Imports community list files into the user's lists folder and reads the lists again;
    /// false when a file could not be read.
    bool import_lists(const std::vector<std::string>& files);
    /// Reads every lists folder again and lets the views re-check what they show.
    void reload_lists();
    // main_printing.cpp
    bool export_pdf(const std::string& pdf_file);
    void on_export_pdf(wxCommandEvent&);
    void on_print_card(wxCommandEvent&);
    // smoke_test.cpp
    void take_screenshot(const std::string& file);
    bool run_smoke_test(const std::string& roster_file);

    AppOptions options_;
    std::unique_ptr<ListLibrary> lists_;
    wxNotebook* views_ = nullptr;
    BuilderPanel* builder_ = nullptr;
    SiegePanel* siege_ = nullptr;
    CampaignPanel* campaign_ = nullptr;
    MoreSystemsPanel* more_systems_ = nullptr;
    wxFileHistory recent_;
    bool measuring_startup_ = false;
};

}  // namespace muster::ui
