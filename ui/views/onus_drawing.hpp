#pragma once
#include <wx/panel.h>

#include "muster/onus/design_writer.hpp"

namespace muster::ui {

/// A fortress being designed, drawn from above: each piece where walking the wall puts it, the
/// courtyard filled when the wall closes round it, the gap drawn in red when it does not.
class OnusDrawing : public wxPanel {
public:
    explicit OnusDrawing(wxWindow* parent);
    /// Draws this draft (and marks the piece at `selected`, -1 for none).
    void show(const onus::FortressDraft& draft, const onus::FortressRules& rules, int selected);
    /// Where the wall ends after each piece, in unit sections (the first point is the start).
    const std::vector<onus::TablePoint>& piece_ends() const { return ends_; }
    /// The wall as traced: closed or not, the courtyard's outline.
    const onus::EnclosureTrace& trace() const { return trace_; }
    /// Where the wall was last drawn, with its thickness, in the drawing's client coordinates.
    const wxRect& drawn() const { return drawn_; }

private:
    void paint();

    onus::FortressDraft draft_;
    std::vector<bool> gates_, towers_;
    std::vector<onus::TablePoint> ends_;
    onus::EnclosureTrace trace_;
    int selected_ = -1;
    wxRect drawn_;
};

}  // namespace muster::ui
