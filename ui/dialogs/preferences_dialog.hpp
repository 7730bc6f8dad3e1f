#pragma once
#include <string>

#include <wx/dialog.h>

class wxChoice;

namespace muster::ui {

/// The interface language and the paper size, kept in the user's configuration.
class PreferencesDialog : public wxDialog {
public:
    explicit PreferencesDialog(wxWindow* parent);
    /// Writes the choices; true when the language changed.
    bool save();
    /// The language chosen: "system", "en" or "fr".
    std::string language() const;

private:
    wxChoice* language_ = nullptr;
    wxChoice* paper_ = nullptr;
};

/// The paper size chosen in the preferences: "a4" or "letter".
wxString preferred_paper();

}  // namespace muster::ui
