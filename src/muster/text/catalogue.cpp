#include "muster/text/catalogue.hpp"

#include <cmath>
#include <cstdint>
#include <map>
#include <mutex>
#include <string_view>
#include <unordered_map>

#include "muster/text/embedded_catalogues.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/text/plural_rule.hpp"

namespace muster {
namespace {

// One language's compiled catalogue (a GNU .mo file built into the library), read once: each
// message's key ("context\x04English") to its translated forms, joined by NULs as msgfmt stores them.
struct Catalogue {
    std::unordered_map<std::string_view, std::string_view> translations;
    PluralRule plural;
};

std::uint32_t word(const unsigned char* data, std::size_t at, bool swapped) {
    std::uint32_t value = 0;
    for (int i = 0; i < 4; ++i) value |= std::uint32_t{data[at + i]} << (swapped ? 8 * (3 - i) : 8 * i);
    return value;
}

// Reads the .mo layout (magic, count, the offsets of the original and translated string tables);
// a catalogue that does not hold together reads as empty, so every message stays English.
Catalogue read_catalogue(const EmbeddedCatalogue& embedded) {
    Catalogue catalogue;
    const unsigned char* data = embedded.data;
    const std::size_t size = embedded.size;
    if (size < 28) return catalogue;
    const bool swapped = word(data, 0, false) != 0x950412de;
    if (swapped && word(data, 0, true) != 0x950412de) return catalogue;
    const std::uint32_t count = word(data, 8, swapped);
    const std::uint32_t originals = word(data, 12, swapped);
    const std::uint32_t translated = word(data, 16, swapped);
    auto string_at = [&](std::uint32_t table, std::uint32_t index, std::string_view& out) {
        const std::size_t entry = std::size_t{table} + 8 * std::size_t{index};
        if (entry + 8 > size) return false;
        const std::size_t length = word(data, entry, swapped), offset = word(data, entry + 4, swapped);
        if (offset > size || length >= size - offset) return false;  // the NUL after it is in the file too
        out = std::string_view(reinterpret_cast<const char*>(data) + offset, length);
        return true;
    };
    catalogue.translations.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
        std::string_view key, forms;
        if (!string_at(originals, i, key) || !string_at(translated, i, forms)) return Catalogue{};
        key = key.substr(0, key.find('\0'));  // a plural's key is its singular
        if (key.empty()) catalogue.plural = PluralRule::from_header(forms);
        else catalogue.translations.emplace(key, forms);
    }
    return catalogue;
}

const Catalogue& catalogue_for(Language language) {
    static std::mutex mutex;
    static std::map<Language, Catalogue> catalogues;
    const std::lock_guard lock(mutex);
    auto found = catalogues.find(language);
    if (found == catalogues.end()) {
        Catalogue read;
        for (const auto& embedded : embedded_catalogues())
            if (std::string_view(language_code(language)) == embedded.language) read = read_catalogue(embedded);
        found = catalogues.emplace(language, std::move(read)).first;
    }
    return found->second;
}

// The n-th of the NUL-separated forms; empty when there are fewer.
std::string_view nth_form(std::string_view forms, unsigned long n) {
    for (; n > 0; --n) {
        const std::size_t end = forms.find('\0');
        if (end == std::string_view::npos) return {};
        forms.remove_prefix(end + 1);
    }
    return forms.substr(0, forms.find('\0'));
}

}  // namespace

std::string catalogue_text(const MessageText& text, Language language, long long count) {
    const auto english = [&] { return std::string(text.plural != nullptr && count != 1 ? text.plural : text.text); };
    if (language == Language::english) return english();
    const Catalogue& catalogue = catalogue_for(language);
    std::string key = text.id;
    key += '\x04';
    key += text.text;
    const auto found = catalogue.translations.find(key);
    if (found == catalogue.translations.end()) return english();
    const unsigned long form = text.plural != nullptr ? catalogue.plural.form(count) : 0;
    const std::string_view translation = nth_form(found->second, form);
    return translation.empty() ? english() : std::string(translation);
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
