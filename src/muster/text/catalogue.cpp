#include "muster/text/catalogue.hpp"

#include <boost/locale/gnu_gettext.hpp>
#include <boost/locale/message.hpp>

#include <locale>
#include <map>
#include <mutex>

#include "muster/text/embedded_catalogues.hpp"
#include "muster/text/language_choice.hpp"

namespace muster {
namespace {

constexpr const char* domain = "muster-core";
constexpr const char* embedded_root = "/muster-embedded";

// A std::locale whose message facet reads the catalogue compiled into the library.
std::locale make_locale(Language language) {
    boost::locale::gnu_gettext::messages_info info;
    info.language = language_code(language);
    info.encoding = "UTF-8";
    info.paths.push_back(embedded_root);
    info.domains.emplace_back(domain);
    const std::string wanted = std::string(embedded_root) + "/" + info.language + "/LC_MESSAGES/" + domain + ".mo";
    info.callback = [wanted, code = info.language](const std::string& file_name, const std::string&) {
        std::vector<char> bytes;
        if (file_name != wanted) return bytes;
        for (const auto& catalogue : embedded_catalogues())
            if (code == catalogue.language) bytes.assign(catalogue.data, catalogue.data + catalogue.size);
        return bytes;
    };
    return std::locale(std::locale::classic(), boost::locale::gnu_gettext::create_messages_facet<char>(info));
}

const std::locale& locale_for(Language language) {
    static std::mutex mutex;
    static std::map<Language, std::locale> locales;
    const std::lock_guard lock(mutex);
    auto found = locales.find(language);
    if (found == locales.end()) found = locales.emplace(language, make_locale(language)).first;
    return found->second;
}

}  // namespace

std::string catalogue_text(const MessageText& text, Language language, long long count) {
    if (language == Language::english) return text.plural != nullptr && count != 1 ? text.plural : text.text;
    const std::locale& locale = locale_for(language);
    if (text.plural != nullptr)
        return boost::locale::translate(text.id, text.text, text.plural, count).str(locale);
    return boost::locale::translate(text.id, text.text).str(locale);
}

const std::vector<Language>& translated_languages() {
    static const std::vector<Language> languages = [] {
        std::vector<Language> found;
        for (const auto& catalogue : embedded_catalogues())
            if (auto language = language_named(catalogue.language)) found.push_back(*language);
        return found;
    }();
    return languages;
}

}  // namespace muster
