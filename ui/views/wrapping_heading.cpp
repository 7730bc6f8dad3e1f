#include "views/wrapping_heading.hpp"

namespace muster::ui {

// Sized by its sizer only (not by each new label): a wrap that sets its size again would wrap it again, without end.
WrappingHeading::WrappingHeading(wxWindow* parent) : wxStaticText(parent, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE) {
    SetFont(GetFont().Bold().Larger());
    SetMinSize(wxSize(FromDIP(120), -1));  // the sizer may give it less than one line's width: it wraps
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] { wrap(); });
    });
}

void WrappingHeading::set_text(const wxString& text) {
    text_ = text;
    wrap();
}

void WrappingHeading::wrap() {
    const int room = GetSize().x;
    if (room <= 0 || (room == wrapped_at_ && wrapped_ == text_)) return;  // wrapped so already
    wrapped_at_ = room;
    wrapped_ = text_;
    SetLabel(text_);
    Wrap(room);
    InvalidateBestSize();
    if (GetParent() != nullptr) GetParent()->Layout();
}

}  // namespace muster::ui
