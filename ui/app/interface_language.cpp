#include "app/interface_language.hpp"

#include <filesystem>

#include <wx/config.h>
#include <wx/translation.h>
#include <wx/uilocale.h>

#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"

namespace muster::ui {

namespace {

Language chosen_language = Language::english;

// Installed: <prefix>/share/muster/locale. Build tree: the catalogues msgfmt compiled there.
std::filesystem::path catalogue_folder() {
    try {
        if (const auto installed = data_folder() / "locale"; std::filesystem::is_directory(installed)) return installed;
    } catch (const Error&) {
    }
    return MUSTER_BUILD_LOCALE_DIR;
}

}  // namespace

void load_translations(const std::string& command_line_choice) {
    wxUILocale::UseDefault();
    const std::string choice =
        !command_line_choice.empty() ? command_line_choice : wxConfigBase::Get()->Read("/interface/language", "system").utf8_string();
    auto* translations = new wxTranslations;
    wxTranslations::Set(translations);
    if (choice == "fr") translations->SetLanguage(wxLANGUAGE_FRENCH);
    if (choice == "en") translations->SetLanguage(wxLANGUAGE_ENGLISH);
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(wxString::FromUTF8(catalogue_folder().string()));
    translations->AddStdCatalog();
    translations->AddCatalog("muster", wxLANGUAGE_ENGLISH);
    const wxString best = translations->GetBestTranslation("muster", wxLANGUAGE_ENGLISH);
    chosen_language = best.StartsWith("fr") ? Language::french : Language::english;
}

Language interface_language() { return chosen_language; }

std::string local_name(const LocalisedName& name) {
    if (chosen_language == Language::french && !name.fr.empty() && name.fr != name.en) return name.fr + " (" + name.en + ")";
    return name.both();
}

}  // namespace muster::ui
