#pragma once
#include <vector>

#include <wx/panel.h>

#include "documents/document_view.hpp"
#include "muster/siege_tower/siege_tower.hpp"

class wxButton;
class wxCheckBox;
class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::ui {

/// The SIEGE siege tower: who is aboard on each level, who pushes, the optional rules, and the
/// movement the loadout allows — recomputed on every change.
class TowerPage : public wxPanel, public DocumentView {
public:
    explicit TowerPage(wxWindow* parent);
    // DocumentView: a loadout worked out on the spot, with no file.
    wxString document_name() const override;
    /// Shows a loadout as if typed in, and checks it.
    void set_loadout(const siege_tower::Loadout& loadout);
    const siege_tower::TowerVerdict& verdict() const { return verdict_; }
    /// The verdict's problems whole, for Copy details (empty when there are none).
    wxString details_to_copy() const;
    bool has_details_to_copy() const { return !verdict_.report.empty(); }

private:
    void recompute();

    const siege_tower::TowerRules* rules_ = nullptr;
    std::vector<wxSpinCtrl*> levels_;
    wxSpinCtrl* pushers_ = nullptr;
    wxCheckBox* overload_ = nullptr;
    wxCheckBox* drawbridge_ = nullptr;
    wxChoice* rampart_ = nullptr;  ///< the rampart attacked: one per level the rules know
    wxCheckBox* lowering_ = nullptr;
    wxSpinCtrl* winch_ = nullptr;
    wxSpinCtrl* engaged_ = nullptr;
    wxSpinCtrl* distance_ = nullptr;
    wxStaticText* verdict_line_ = nullptr;
    wxTextCtrl* details_ = nullptr;
    wxButton* copy_details_ = nullptr;
    siege_tower::TowerVerdict verdict_;
};

}  // namespace muster::ui
