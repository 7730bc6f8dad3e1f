#include "views/contain_resizes.hpp"

#include <dlfcn.h>

#include <wx/window.h>

namespace muster::ui {

void contain_resizes(wxWindow* panel) {
#ifdef __WXGTK3__
    // GTK 3's gtk_container_set_resize_mode(container, GTK_RESIZE_QUEUE) makes the panel's widget a
    // "resize container": a resize queued inside it is handled there, unless the panel's own size
    // must change. It is deprecated (frame clocks made it unnecessary for GTK's own widgets) but
    // still honoured by GTK 3.24. Looked up at run time: the build has wxWidgets' headers, not GTK's,
    // and GTK is already loaded by wxWidgets.
    using SetResizeMode = void (*)(void* container, int mode);
    constexpr int gtk_resize_queue = 1;
    static const auto set_resize_mode = reinterpret_cast<SetResizeMode>(dlsym(RTLD_DEFAULT, "gtk_container_set_resize_mode"));
    if (set_resize_mode != nullptr && panel->GetHandle() != nullptr) set_resize_mode(panel->GetHandle(), gtk_resize_queue);
#else
    (void)panel;
#endif
}

}  // namespace muster::ui
