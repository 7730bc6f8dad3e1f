#include "muster/text/catalogue.hpp"

#include <boost/locale/gnu_gettext.hpp>
#include <boost/locale/message.hpp>

#include <cmath>
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

bool takes_singular(double count, Language language) {
    // Two probes of the catalogue's plural rule: a whole count as it is; a fraction by its whole
    // part, where the translator says which form each takes (English: always the plural).
    // TRANSLATORS: keep "one" for the forms that take a word's singular, "many" for the others.
    constexpr MessageText whole = MUSTER_MESSAGE_PLURAL("grammar.form-for-whole", "one", "many");
    // TRANSLATORS: a fraction's form, chosen by its whole part (1.5 → 1): "one" where your language
    // writes the singular after it ("1,5 socle"), "many" otherwise.
    constexpr MessageText fraction = MUSTER_MESSAGE_PLURAL("grammar.form-for-fraction", "many", "many");
    const double floor = std::floor(std::fabs(count));
    if (floor > 1e15) return false;
    const bool is_whole = floor == std::fabs(count);
    return catalogue_text(is_whole ? whole : fraction, language, static_cast<long long>(floor)) == "one";
}

const std::vector<Language>& translated_languages() {
    static const std::vector<Language> languages = [] {
        std::vector<Language> found;
        for (const auto& catalogue : embedded_catalogues())
            if (Language::is_code(catalogue.language)) found.emplace_back(catalogue.language);
        return found;
    }();
    return languages;
}

}  // namespace muster
