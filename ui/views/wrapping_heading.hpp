#pragma once
#include <wx/stattext.h>

namespace muster::ui {

/// A view's bold heading that wraps to the room its sizer gives it (a long name, a larger font,
/// a narrow window) rather than be cut or widen the view past the window. Add it with wxEXPAND.
class WrappingHeading : public wxStaticText {
public:
    explicit WrappingHeading(wxWindow* parent);
    /// Shows this text, wrapped to the heading's width.
    void set_text(const wxString& text);
    /// The text shown, unwrapped.
    const wxString& text() const { return text_; }

private:
    void wrap();
    wxString text_;
    wxString wrapped_;    ///< the text last wrapped
    int wrapped_at_ = 0;  ///< the width it was wrapped to
};

}  // namespace muster::ui
