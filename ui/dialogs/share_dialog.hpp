#pragma once
#include <string>

#include <wx/dialog.h>

#include "muster/share/share_format.hpp"

class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace muster::ui {

/// The army as text to share, previewed: the format (text for a chat, Markdown or BBCode for a
/// forum) chosen in a list, the text as it will be pasted, its length, and a button that copies it.
class ShareDialog : public wxDialog {
public:
    /// `text_in` gives the text in a format (the army or the plan, in the interface language).
    ShareDialog(wxWindow* parent, std::function<std::string(ShareFormat)> text_in);
    /// The format chosen now.
    ShareFormat format() const;
    /// The text shown now.
    std::string text() const;

private:
    void show_format();
    std::function<std::string(ShareFormat)> text_in_;
    wxChoice* format_ = nullptr;
    wxTextCtrl* preview_ = nullptr;
    wxStaticText* length_ = nullptr;
};

/// Puts text on the clipboard, kept there after Muster quits; false when the clipboard is busy.
bool copy_to_clipboard(const std::string& text);

}  // namespace muster::ui
