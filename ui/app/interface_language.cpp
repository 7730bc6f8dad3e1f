#include "app/interface_language.hpp"

#include <cstdlib>
#include <filesystem>
#include <string>

#include <wx/config.h>
#include <wx/translation.h>
#include <wx/uilocale.h>

#include "muster/text/numbers.hpp"
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

// The system's language is English or none (C, POSIX): the first of LC_ALL, LC_MESSAGES, LANG set, as gettext reads them.
bool system_speaks_english() {
    for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(variable);
        if (value == nullptr || *value == '\0') continue;
        const std::string locale = value;
        if (const char* list = std::getenv("LANGUAGE"); list != nullptr && *list != '\0' && locale != "C" && locale != "POSIX")
            return std::string(list).rfind("en", 0) == 0 && std::string(list).find(':') == std::string::npos;
        return locale == "C" || locale == "POSIX" || locale.rfind("C.", 0) == 0 || locale.rfind("en", 0) == 0;
    }
    return true;  // nothing set: the C locale
}

}  // namespace

void load_translations(const std::string& command_line_choice) {
    wxUILocale::UseDefault();
    const std::string choice =
        !command_line_choice.empty() ? command_line_choice : wxConfigBase::Get()->Read("/interface/language", "system").utf8_string();
    auto* translations = new wxTranslations;
    wxTranslations::Set(translations);
    if (choice == "fr") translations->SetLanguage(wxLANGUAGE_FRENCH);
    if (choice == "en" || (choice == "system" && system_speaks_english())) {
        // English is the texts' own language: no catalogue to look for (the search reads folders at start).
        translations->SetLanguage(wxLANGUAGE_ENGLISH);
        chosen_language = Language::english;
        return;
    }
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(wxString::FromUTF8(catalogue_folder().string()));
    translations->AddStdCatalog();
    translations->AddCatalog("muster", wxLANGUAGE_ENGLISH);
    const wxString best = translations->GetBestTranslation("muster", wxLANGUAGE_ENGLISH);
    chosen_language = best.StartsWith("fr") ? Language::french : Language::english;
}

Language interface_language() { return chosen_language; }

std::string local_name(const LocalisedName& name) {
    if (chosen_language == Language::french && !name.fr.empty() && name.fr != name.en)
        return name.en.find('(') == std::string::npos ? name.fr + " (" + name.en + ")" : name.fr + " — " + name.en;
    return name.both();
}

std::string local_points(double amount) { return write_amount(amount, chosen_language); }

}  // namespace muster::ui
