#include "documents/document_kinds.hpp"

#include <stdexcept>

#include <wx/intl.h>

#include "views/builder_panel.hpp"
#include "views/campaign_panel.hpp"
#include "views/more_systems_panel.hpp"
#include "views/onus_page.hpp"
#include "views/siege_panel.hpp"
#include "views/wfb3_page.hpp"

namespace muster::ui {

const std::vector<DocumentKind>& document_kinds() {
    static const std::vector<DocumentKind> kinds = {
        {"roster", ".roster.xml", wxTRANSLATE("Rosters"), MainFrame::builder_view, "", [](MainFrame& f) -> DocumentView* { return &f.builder(); },
         [](MainFrame& f, const std::string& path) { return f.builder().open(path); }},
        {"siege", ".siege.xml", wxTRANSLATE("Siege plans"), MainFrame::siege_view, "", [](MainFrame& f) -> DocumentView* { return &f.siege(); },
         [](MainFrame& f, const std::string& path) { return f.siege().open(path); }},
        {"campaign", ".muster-campaign", wxTRANSLATE("Campaigns"), MainFrame::campaign_view, "", nullptr,
         [](MainFrame& f, const std::string& path) { return f.campaign().open(path); }},
        {"wfb3", ".wfb3.xml", wxTRANSLATE("WFB3 armies"), MainFrame::more_systems_view, "wfb3",
         [](MainFrame& f) -> DocumentView* { return &f.more_systems().wfb3(); },
         [](MainFrame& f, const std::string& path) { return f.more_systems().wfb3().open(path); }},
        {"onus", ".onus.xml", wxTRANSLATE("ONUS! fortresses"), MainFrame::more_systems_view, "onus",
         [](MainFrame& f) -> DocumentView* { return &f.more_systems().onus(); },
         [](MainFrame& f, const std::string& path) { return f.more_systems().onus().open(path); }},
    };
    return kinds;
}

wxString DocumentKind::label() const { return wxGetTranslation(plural); }

wxString DocumentKind::filter() const {
    const wxString pattern = "*" + wxString::FromUTF8(extension);
    return label() + " (" + pattern + ")|" + pattern;
}

const DocumentKind& document_kind(const std::string& id) {
    for (const DocumentKind& kind : document_kinds())
        if (kind.id == id) return kind;
    throw std::logic_error("no kind of document called " + id);
}

const DocumentKind* document_kind_of(const std::string& path) {
    for (const DocumentKind& kind : document_kinds())
        if (path.ends_with(kind.extension)) return &kind;
    return nullptr;
}

const DocumentKind& kind_for_other_files() { return document_kind("roster"); }

wxString open_filter() {
    wxString every_kind;
    wxString each_kind;
    for (const DocumentKind& kind : document_kinds()) {
        every_kind += (every_kind.empty() ? "*" : ";*") + wxString::FromUTF8(kind.extension);
        each_kind += "|" + kind.filter();
    }
    return _("Muster files") + "|" + every_kind + each_kind + "|" + _("All files") + "|*";
}

}  // namespace muster::ui
