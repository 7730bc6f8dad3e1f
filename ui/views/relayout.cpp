#include "views/relayout.hpp"

#include <wx/window.h>

namespace muster::ui {

namespace {
void forget_sizes(wxWindow* window) {
    window->InvalidateBestSize();
    for (wxWindow* child : window->GetChildren())
        if (!child->IsTopLevel()) forget_sizes(child);
}

void lay_out(wxWindow* window) {
    if (window->GetSizer() != nullptr) window->Layout();
    for (wxWindow* child : window->GetChildren())
        if (!child->IsTopLevel()) lay_out(child);
}
}  // namespace

void relayout(wxWindow* root) {
    forget_sizes(root);
    lay_out(root);
}

}  // namespace muster::ui
