#pragma once
#include <wx/stattext.h>

namespace muster::ui {

/// A bold label heading a group of fields.
inline wxStaticText* heading(wxWindow* parent, const wxString& text) {
    auto* label = new wxStaticText(parent, wxID_ANY, text);
    label->SetFont(label->GetFont().Bold());
    return label;
}

}  // namespace muster::ui
