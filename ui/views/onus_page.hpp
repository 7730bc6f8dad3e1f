#pragma once
#include <map>
#include <string>

#include <wx/panel.h>

#include "documents/document_view.hpp"
#include "muster/onus/fortress.hpp"

class wxRadioBox;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::ui {

/// ONUS! fortresses: a design file checked (one material, a gate, a closed wall, artillery) with
/// its cost, and a cost calculator from piece counts.
class OnusPage : public wxPanel, public DocumentView {
public:
    explicit OnusPage(wxWindow* parent);
    // DocumentView: the design file is read and checked, not edited here.
    wxString document_name() const override;
    std::string path() const override { return path_; }
    /// Checks a fortress design file and shows the verdict (an unreadable file shows where and why).
    bool open(const std::string& path);
    void ask_open();
    const onus::FortressVerdict& design() const { return design_; }
    /// Sets the calculator's piece counts and material.
    void set_counts(const std::map<std::string, int>& counts, bool stone);
    double counted_cost() const { return counted_cost_; }

private:
    void recompute_cost();

    const onus::FortressRules* rules_ = nullptr;
    std::string path_;
    onus::FortressVerdict design_;
    wxStaticText* design_line_ = nullptr;
    wxTextCtrl* design_details_ = nullptr;
    std::map<std::string, wxSpinCtrl*> counts_;
    wxRadioBox* material_ = nullptr;
    wxStaticText* cost_line_ = nullptr;
    double counted_cost_ = 0;
};

}  // namespace muster::ui
