#pragma once
#include <string>
#include <vector>

#include <wx/dialog.h>

#include "muster/print/printing.hpp"

class wxChoice;
class wxListBox;

namespace muster::ui {

/// Print a reference card: the deck or one of its cards, the layout (one per page, two or four
/// per sheet with cut marks), the paper and the language — the choices of `muster-cli print card`.
class PrintCardDialog : public wxDialog {
public:
    /// `defaults` gives the paper and language first chosen (the preferences').
    PrintCardDialog(wxWindow* parent, const PrintOptions& defaults);
    /// The deck or card id chosen (as `muster-cli print card` takes it).
    std::string card_id() const;
    /// The paper, language and layout chosen.
    PrintOptions options() const;

private:
    std::vector<std::string> ids_;  ///< per row of the list: a deck's id, or one of its cards'
    wxListBox* cards_ = nullptr;
    wxChoice* layout_ = nullptr;
    wxChoice* paper_ = nullptr;
    wxChoice* language_ = nullptr;
    PrintOptions defaults_;
};

}  // namespace muster::ui
