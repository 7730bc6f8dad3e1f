#include "app/interface_language.hpp"

#include <clocale>
#include <filesystem>
#include <string>
#include <string_view>

#include <langinfo.h>

#include <wx/config.h>
#include <wx/translation.h>
#include <wx/uilocale.h>

#include "muster/text/language_choice.hpp"
#include "muster/text/numbers.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"

namespace muster::ui {

namespace {

Language chosen_language = Language::english;

// Installed: <prefix>/share/locale, where gettext's tools look (the data is <prefix>/share/muster).
// Build tree: the catalogues msgfmt compiled there.
std::filesystem::path catalogue_folder() {
    try {
        const std::filesystem::path data = data_folder(), share = data.parent_path();
        if (data == share / "muster" && std::filesystem::is_directory(share / "locale")) return share / "locale";
    } catch (const Error&) {}
    return MUSTER_BUILD_LOCALE_DIR;
}

}  // namespace

void load_translations(const std::string& command_line_choice) {
    // The environment's locale; when it names one the system lacks (LANG=fr_FR.UTF-8 without
    // it generated), the C library stays in ASCII and every literal wxWidgets converts from
    // narrow text — " — ", "…", "★" — would come out empty. Muster's text is UTF-8 throughout.
    wxUILocale::UseDefault();
    if (std::string_view(nl_langinfo(CODESET)) != "UTF-8") std::setlocale(LC_CTYPE, "C.UTF-8");
    const std::string choice = !command_line_choice.empty() ? command_line_choice : wxConfigBase::Get()->Read("/interface/language", "system").utf8_string();
    auto* translations = new wxTranslations;
    wxTranslations::Set(translations);
    // "system" is the environment's language as the core reads it (LANGUAGE, LC_ALL, LC_MESSAGES,
    // LANG); a code names one of the languages Muster speaks; anything else is English.
    const Language wanted = choice == "system" ? language_from_environment() : language_named(choice).value_or(Language::english);
    chosen_language = Language::english;
    // English is the texts' own language: no catalogue to look for (the search reads folders at start).
    translations->SetLanguage(wxString::FromUTF8(language_code(wanted)));
    if (wanted == Language::english) return;
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(wxString::FromUTF8(catalogue_folder().string()));
    translations->AddStdCatalog();
    translations->AddCatalog("muster", wxLANGUAGE_ENGLISH);
    // The window speaks the language only when its own catalogue has it; else all of it stays English.
    const wxString best = translations->GetBestTranslation("muster", wxLANGUAGE_ENGLISH);
    chosen_language = language_named(best.utf8_string()).value_or(Language::english);
}

Language interface_language() { return chosen_language; }

std::string local_name(const LocalisedName& name) {
    const std::string* own = name.translation(chosen_language);
    if (chosen_language != Language::english && own != nullptr && !own->empty() && *own != name.en)
        return name.en.find('(') == std::string::npos ? *own + " (" + name.en + ")" : *own + " — " + name.en;
    return name.both();
}

std::string local_points(double amount) { return write_amount(amount, chosen_language); }

}  // namespace muster::ui
