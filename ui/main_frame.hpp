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

/// The exit status the app returns (the smoke test sets it).
int& exit_status();

/// Muster's window: the army builder, the siege planner and the campaign, with menus,
/// shortcuts, recent files and remembered size.
class MainFrame : public wxFrame {
public:
    explicit MainFrame(const AppOptions& options);
    ~MainFrame() override;

private:
    void build_menus();
    void update_title();
    bool confirm_discard();
    void open_any(const std::string& path);
    void on_new(wxCommandEvent&);
    void on_open(wxCommandEvent&);
    void on_open_recent(wxCommandEvent& event);
    void on_save(wxCommandEvent&);
    void on_save_as(wxCommandEvent&);
    void on_export_pdf(wxCommandEvent&);
    void on_print_card(wxCommandEvent&);
    void on_close(wxCloseEvent& event);
    void take_screenshot(const std::string& file);
    bool run_smoke_test(const std::string& roster_file);
    int current_view() const;

    AppOptions options_;
    std::unique_ptr<ListLibrary> lists_;
    wxNotebook* views_ = nullptr;
    BuilderPanel* builder_ = nullptr;
    SiegePanel* siege_ = nullptr;
    CampaignPanel* campaign_ = nullptr;
    wxFileHistory recent_;
};

}  // namespace muster::ui
