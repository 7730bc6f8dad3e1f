// One word for one thing: in French Muster calls a division "division", as the window does and as
// the French source defines it (seed 004 l.290-293: "Les unités sont regroupées en divisions. /
// Chaque division comporte entre 4 & 9 unités."). No message, list text, card or printed heading
// may call it "corps d'armée" again ("corps à corps", melee, is another word and stays).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <pugixml.hpp>

#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace french_division_word_test {

namespace {

/// One French text and where it is written.
struct FrenchText {
    std::string where;    // file:line
    std::string english;  // the English it translates, when the file pairs them
    std::string french;
};

std::string read_whole(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::string relative_name(const fs::path& path) { return fs::relative(path, source_path("")).generic_string(); }

int line_at(const std::string& text, std::ptrdiff_t offset) {
    if (offset < 0) return 0;
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + std::min<std::ptrdiff_t>(offset, static_cast<std::ptrdiff_t>(text.size())), '\n'));
}

/// Every translation of a .po file (obsolete "#~" entries too), joined across its lines.
std::vector<FrenchText> po_translations(const fs::path& path) {
    std::vector<FrenchText> out;
    std::ifstream in(path);
    std::string line, english, field;
    int number = 0;
    const std::regex keyword(R"re(^(?:#~ )?(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) "(.*)"$)re");
    const std::regex continuation(R"re(^(?:#~ )?"(.*)"$)re");
    std::smatch m;
    while (std::getline(in, line)) {
        ++number;
        if (std::regex_match(line, m, keyword)) {
            field = m[1].str();
            if (field == "msgctxt") english.clear();
            if (field == "msgid") english = m[2].str();
            else if (field == "msgid_plural") english += " " + m[2].str();
            else if (field.rfind("msgstr", 0) == 0) out.push_back({relative_name(path) + ":" + std::to_string(number), english, m[2].str()});
        } else if (std::regex_match(line, m, continuation)) {
            if (field == "msgid" || field == "msgid_plural") english += m[1].str();
            else if (field.rfind("msgstr", 0) == 0 && !out.empty()) out.back().french += m[1].str();
        } else {
            field.clear();
        }
    }
    return out;
}

bool ends_with(const std::string& s, const std::string& tail) { return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0; }

/// Every French text of an XML data file: `x-fr` attributes beside their English `x`, `fr`
/// beside `en` (sheet headings), `*-fr` elements, and the <say> of a French wording or translation.
std::vector<FrenchText> xml_french_texts(const fs::path& path) {
    std::vector<FrenchText> out;
    const std::string text = read_whole(path);
    pugi::xml_document doc;
    const pugi::xml_parse_result parsed = doc.load_buffer(text.data(), text.size());
    REQUIRE_MESSAGE(parsed, relative_name(path) << " does not parse: " << parsed.description());
    struct Walker : pugi::xml_tree_walker {
        std::vector<FrenchText>* out = nullptr;
        const std::string* text = nullptr;
        std::string file;
        bool for_each(pugi::xml_node& node) override {
            if (node.type() != pugi::node_element) return true;
            const std::ptrdiff_t at = node.offset_debug();
            const std::string where = file + ":" + std::to_string(line_at(*text, at));
            for (const pugi::xml_attribute& a : node.attributes()) {
                const std::string name = a.name();
                // An attribute's own line: the element's tag may run over several.
                const std::size_t found = text->find(" " + name + "=", static_cast<std::size_t>(std::max<std::ptrdiff_t>(at, 0)));
                const std::string attribute_where =
                    file + ":" + std::to_string(line_at(*text, found == std::string::npos ? at : static_cast<std::ptrdiff_t>(found)));
                if (ends_with(name, "-fr")) out->push_back({attribute_where, node.attribute(name.substr(0, name.size() - 3).c_str()).value(), a.value()});
                else if (name == "fr") out->push_back({attribute_where, node.attribute("en").value(), a.value()});
            }
            const std::string element = node.name();
            if (ends_with(element, "-fr")) out->push_back({where, "", node.child_value()});
            const pugi::xml_node parent = node.parent();
            const std::string parent_lang = parent.attribute("lang").value();
            if (parent_lang == "fr" && (std::string(parent.name()) == "wording" || std::string(parent.name()) == "translation"))
                out->push_back({where, node.attribute("en").value(), node.child_value()});
            return true;
        }
    } walker;
    walker.out = &out;
    walker.text = &text;
    walker.file = relative_name(path);
    doc.traverse(walker);
    return out;
}

/// The French catalogue, the list data and the card decks and sheet headings.
std::vector<FrenchText> every_french_text() {
    std::vector<FrenchText> all;
    for (const char* po : {"src/muster/text/po/fr.po"}) {  // the core's and the window's messages
        const auto found = po_translations(source_path(po));
        REQUIRE_MESSAGE(found.size() > 100, po << " gave only " << found.size() << " translations");
        all.insert(all.end(), found.begin(), found.end());
    }
    std::size_t xml_files = 0;
    for (const char* folder : {"lists", "templates"}) {
        for (const fs::directory_entry& entry : fs::recursive_directory_iterator(source_path(folder))) {
            if (!entry.is_regular_file() || entry.path().extension() != ".xml") continue;
            ++xml_files;
            const auto found = xml_french_texts(entry.path());
            all.insert(all.end(), found.begin(), found.end());
        }
    }
    REQUIRE(xml_files > 10);
    return all;
}

}  // namespace

TEST_CASE("French division word: no French message, list text, card or heading says corps d'armée") {
    // Any apostrophe, and the bare "corps" the catalogue used as its short form ("un corps en
    // demande"); "corps à corps" (melee) is the one other "corps" the French texts use.
    const std::regex corps_d_armee(R"(corps\s+d(?:'|’)\s*arm)", std::regex::icase);
    const std::regex melee(R"(corps à corps)", std::regex::icase);
    const std::regex bare_corps(R"((^|[^A-Za-z])corps($|[^A-Za-z]))", std::regex::icase);
    const std::vector<FrenchText> texts = every_french_text();
    REQUIRE(texts.size() > 1000);
    std::size_t seen_melee = 0;
    for (const FrenchText& t : texts) {
        const std::string without_melee = std::regex_replace(t.french, melee, "");
        if (without_melee != t.french) ++seen_melee;
        if (std::regex_search(t.french, corps_d_armee) || std::regex_search(without_melee, bare_corps))
            FAIL_CHECK(t.where << ": says \"corps\" for a division, where the French source says \"division\": " << t.french);
    }
    CHECK(seen_melee > 0);  // the melee texts were read, and spared
}

TEST_CASE("French division word: every French text whose English says division says division") {
    const std::regex english_division(R"((^|[^A-Za-z-])(divisions?|div\.)($|[^A-Za-z-]))", std::regex::icase);
    const std::regex french_division(R"(division|div\.)", std::regex::icase);
    std::size_t paired = 0;
    for (const FrenchText& t : every_french_text()) {
        if (t.french.empty() || !std::regex_search(t.english, english_division)) continue;
        ++paired;
        if (!std::regex_search(t.french, french_division))
            FAIL_CHECK(t.where << ": the English says division (" << t.english << ") but the French does not: " << t.french);
    }
    CHECK(paired > 40);
}

}  // namespace french_division_word_test
