#include "dialogs/share_dialog.hpp"

#include <functional>

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/wx_text.hpp"

namespace muster::ui {

namespace {
const ShareFormat formats[] = {ShareFormat::text, ShareFormat::markdown, ShareFormat::bbcode};
}

ShareDialog::ShareDialog(wxWindow* parent, std::function<std::string(ShareFormat)> text_in)
    : wxDialog(parent, wxID_ANY, _("Share as text"), wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER), text_in_(std::move(text_in)) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(new wxStaticText(this, wxID_ANY, _("&Format:")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    format_ = new wxChoice(this, wxID_ANY);
    format_->SetName("share-format");
    format_->Append(_("Text, for a chat message"));
    format_->Append(_("Markdown, for Discord, Reddit or GitHub"));
    format_->Append(_("BBCode, for a forum"));
    format_->SetSelection(0);
    row->Add(format_, 1, wxALIGN_CENTER_VERTICAL);
    sizer->Add(row, 0, wxEXPAND | wxALL, 10);
    preview_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(680, 420)), wxTE_MULTILINE | wxTE_READONLY | wxTE_DONTWRAP);
    preview_->SetName("share-preview");
    sizer->Add(preview_, 1, wxEXPAND | wxLEFT | wxRIGHT, 10);
    length_ = new wxStaticText(this, wxID_ANY, "");
    length_->SetName("share-length");
    sizer->Add(length_, 0, wxALL, 10);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* copy = new wxButton(this, wxID_ANY, _("&Copy"));  // not the stock id: GTK would label it in its own language
    copy->SetName("share-copy");
    buttons->Add(copy, 0, wxRIGHT, 8);
    buttons->Add(new wxButton(this, wxID_CANCEL, _("Close")));
    sizer->Add(buttons, 0, wxALIGN_RIGHT | wxLEFT | wxRIGHT | wxBOTTOM, 10);
    SetSizerAndFit(sizer);
    SetEscapeId(wxID_CANCEL);
    copy->SetDefault();
    format_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { show_format(); });
    copy->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (copy_to_clipboard(text())) EndModal(wxID_OK);
    });
    show_format();
    format_->SetFocus();
}

ShareFormat ShareDialog::format() const {
    const int chosen = format_->GetSelection();
    return chosen >= 0 && chosen < 3 ? formats[chosen] : ShareFormat::text;
}

std::string ShareDialog::text() const { return text_in_(format()); }

void ShareDialog::show_format() {
    const wxString text = u(text_in_(format()));
    preview_->ChangeValue(text);
    length_->SetLabel(wxString::Format(wxPLURAL("%zu character", "%zu characters", text.length()), text.length()));
}

bool copy_to_clipboard(const std::string& text) {
    wxClipboardLocker locker;
    if (!locker) return false;
    wxTheClipboard->SetData(new wxTextDataObject(u(text)));
    wxTheClipboard->Flush();
    return true;
}

}  // namespace muster::ui
