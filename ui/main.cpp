// muster: the desktop app.
#include "app/muster_app.hpp"

wxIMPLEMENT_APP(muster::ui::MusterApp);
