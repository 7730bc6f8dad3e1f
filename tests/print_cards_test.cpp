// Reference decks and unit cards, read back from the PDF's text layer (pdftotext -bbox) and
// from its pixels (pdftoppm): every word inside its card, no heading ending a card, no type
// under 8 pt, the sheets and cut marks of each layout.
#include <doctest/doctest.h>

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <utility>

#include "muster/print/page_flow.hpp"
#include "muster/print/pdf_document.hpp"
#include "muster/print/printing.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/util/error.hpp"
#include "muster/xml/xml_source.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace print_cards_test {

namespace {

fs::path out_dir() {
    static const TempFolder dir{"cards"};
    return dir.path();
}

struct Word {
    double x_min, y_min, x_max, y_max;  // pdftotext's: y from the top
    std::string text;
};

struct Page {
    double width = 0, height = 0;
    std::vector<Word> words;
};

std::vector<Page> pages_of(const fs::path& pdf) {
    const std::string html = run_command("pdftotext -bbox " + pdf.string() + " - 2>/dev/null").output;
    std::vector<Page> pages;
    static const std::regex page_re(R"re(<page width="([0-9.]+)" height="([0-9.]+)">)re");
    static const std::regex word_re(R"re(<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">([^<]*)</word>)re");
    std::istringstream lines(html);
    for (std::string line; std::getline(lines, line);) {
        std::smatch m;
        if (std::regex_search(line, m, page_re)) pages.push_back({std::stod(m[1]), std::stod(m[2]), {}});
        else if (std::regex_search(line, m, word_re) && !pages.empty())
            pages.back().words.push_back({std::stod(m[1]), std::stod(m[2]), std::stod(m[3]), std::stod(m[4]), m[5]});
    }
    return pages;
}

// A word box's height per point of type, measured on a PDF written at two known sizes.
double height_per_point() {
    static const double ratio = [] {
        const fs::path pdf = out_dir() / "calibration.pdf";
        PdfDocument doc("calibration");
        const int page = doc.add_page(PaperSize::a4);
        doc.text(page, 50, 700, "Étalon", Face::regular, 8);
        doc.text(page, 50, 600, "Étalon", Face::bold, 20);
        doc.save(pdf);
        const std::vector<Page> pages = pages_of(pdf);
        REQUIRE(pages.size() == 1);
        REQUIRE(pages[0].words.size() == 2);
        const double small = (pages[0].words[0].y_max - pages[0].words[0].y_min) / 8;
        const double large = (pages[0].words[1].y_max - pages[0].words[1].y_min) / 20;
        CHECK(std::abs(small - large) < 0.01);  // a word's box grows in proportion to its type
        return small;
    }();
    return ratio;
}

double size_of(const Word& w) { return (w.y_max - w.y_min) / height_per_point(); }

bool inside(const Word& w, const CardBox& box, double page_height) {
    const double bottom = page_height - w.y_max, top = page_height - w.y_min;
    return w.x_min >= box.x - 0.5 && w.x_max <= box.x + box.width + 0.5 && bottom >= box.y - 0.5 && top <= box.y + box.height + 0.5;
}

// What the text layer shows went wrong with a printed card file, or "" when nothing did.
std::string problems_of(const fs::path& pdf, const PrintOptions& options, double body) {
    const CardSheetGeometry geometry = card_sheet_geometry(options.card_layout, options.paper);
    const std::string footer_start = options.language == Language::french ? "Français" : "English";
    std::string problems;
    const std::vector<Page> pages = pages_of(pdf);
    if (pages.empty()) return "no page";
    for (std::size_t p = 0; p < pages.size(); ++p) {
        const Page& page = pages[p];
        if (std::abs(page.width - geometry.page_width) > 0.5 || std::abs(page.height - geometry.page_height) > 0.5)
            problems += "page " + std::to_string(p + 1) + " has the wrong size; ";
        std::vector<std::vector<const Word*>> in_box(geometry.boxes.size());
        for (const Word& w : page.words) {
            if (size_of(w) < 7.95) problems += "'" + w.text + "' is " + std::to_string(size_of(w)) + " pt; ";
            bool placed = false;
            for (std::size_t b = 0; b < geometry.boxes.size() && !placed; ++b)
                if (inside(w, geometry.boxes[b], page.height)) {
                    in_box[b].push_back(&w);
                    placed = true;
                }
            if (!placed) problems += "'" + w.text + "' leaves its card on page " + std::to_string(p + 1) + "; ";
        }
        for (const auto& words : in_box) {
            if (words.empty()) continue;
            // Lines top to bottom; the footer starts at the line that opens with the language.
            std::map<long, std::vector<const Word*>> lines;
            for (const Word* w : words) lines[std::lround(w->y_max * 4)].push_back(w);
            std::vector<const Word*> last_content;
            bool footer_seen = false;
            for (auto& [y, line] : lines) {
                std::sort(line.begin(), line.end(), [](const Word* a, const Word* b) { return a->x_min < b->x_min; });
                if (line.front()->text == footer_start) {
                    footer_seen = true;
                    break;
                }
                last_content = line;
            }
            if (!footer_seen) problems += "a card on page " + std::to_string(p + 1) + " has no footer; ";
            if (last_content.empty()) continue;
            const double largest =
                size_of(**std::max_element(last_content.begin(), last_content.end(), [](const Word* a, const Word* b) { return size_of(*a) < size_of(*b); }));
            if (largest > body * 1.05) problems += "a card on page " + std::to_string(p + 1) + " ends on a heading: '" + last_content.front()->text + "'; ";
        }
    }
    return problems;
}

// The darkness (0 white, 255 black) of the pixels around a point of a page rendered at 72 dpi.
// The pixels of a greyscale PGM that pdftoppm wrote, row by row.
struct GreyPixels {
    int width = 0;
    int height = 0;
    std::vector<unsigned char> pixels;
};

GreyPixels read_grey_pixels(const std::string& pgm_file) {
    std::ifstream in(pgm_file, std::ios::binary);
    std::string magic;
    GreyPixels grey;
    int maximum = 0;
    in >> magic >> grey.width >> grey.height >> maximum;
    in.get();
    grey.pixels.resize(static_cast<std::size_t>(grey.width) * static_cast<std::size_t>(grey.height));
    in.read(reinterpret_cast<char*>(grey.pixels.data()), static_cast<std::streamsize>(grey.pixels.size()));
    return grey;
}

int darkness_near(const fs::path& pdf, double x, double y_from_top) {
    const fs::path stem = out_dir() / (pdf.stem().string() + "-pixels");
    run_command("pdftoppm -r 72 -gray -f 1 -l 1 -singlefile " + pdf.string() + " " + stem.string() + " 2>/dev/null");
    const GreyPixels grey = read_grey_pixels(stem.string() + ".pgm");
    const int width = grey.width, height = grey.height;
    const std::vector<unsigned char>& pixels = grey.pixels;
    int darkest = 0;
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) {
            const int px = static_cast<int>(x) + dx, py = static_cast<int>(y_from_top) + dy;
            if (px < 0 || py < 0 || px >= width || py >= height) continue;
            darkest = std::max(darkest, 255 - pixels[static_cast<std::size_t>(py * width + px)]);
        }
    return darkest;
}

Roster roster_named(const std::string& name) {
    Report report;
    auto roster = load_roster(source_path("lists/hail-caesar-hyw/examples/" + name + ".roster.xml"), report);
    REQUIRE(roster);
    return *roster;
}

// The words of each card of a printed sheet file, top to bottom, joined by spaces.
std::vector<std::string> card_texts_of(const fs::path& pdf, const PrintOptions& options) {
    const CardSheetGeometry geometry = card_sheet_geometry(options.card_layout, options.paper);
    std::vector<std::string> cards;
    for (const Page& page : pages_of(pdf))
        for (const CardBox& box : geometry.boxes) {
            std::vector<const Word*> words;
            for (const Word& w : page.words)
                if (inside(w, box, page.height)) words.push_back(&w);
            std::sort(words.begin(), words.end(), [](const Word* a, const Word* b) {
                const long ya = std::lround(a->y_max * 4), yb = std::lround(b->y_max * 4);
                return ya != yb ? ya < yb : a->x_min < b->x_min;
            });
            std::string text;
            for (const Word* w : words) text += (text.empty() ? "" : " ") + w->text;
            if (!text.empty()) cards.push_back(text);
        }
    return cards;
}

Roster roster_at(const std::string& path) {
    Report report;
    auto roster = load_roster(source_path(path), report);
    REQUIRE_MESSAGE(roster, format_human(report));
    return *roster;
}

// What the text layer shows went wrong with a full-page sheet (the army summary): type under
// 8 pt, or a word off the page's printable area.
std::string page_problems_of(const fs::path& pdf) {
    std::string problems;
    const std::vector<Page> pages = pages_of(pdf);
    if (pages.empty()) return "no page";
    for (std::size_t p = 0; p < pages.size(); ++p)
        for (const Word& w : pages[p].words) {
            if (size_of(w) < 7.95) problems += "'" + w.text + "' is " + std::to_string(size_of(w)) + " pt; ";
            if (w.x_min < 18 || w.y_min < 18 || w.x_max > pages[p].width - 18 || w.y_max > pages[p].height - 18)
                problems += "'" + w.text + "' leaves page " + std::to_string(p + 1) + "; ";
        }
    return problems;
}

std::string plain_text(const fs::path& pdf) { return run_command("pdftotext " + pdf.string() + " - 2>/dev/null").output; }

// The words of a text, lower case, split at anything that is not a letter (bytes of UTF-8 letters count
// as letters); words written all in capitals (DU, MI, PM) are abbreviations and left out.
std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    bool capitals = true;
    auto end_word = [&] {
        if (!word.empty() && !(capitals && word.size() > 1)) words.push_back(word);
        word.clear();
        capitals = true;
    };
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (std::isalpha(byte) || byte >= 0x80) {
            if (std::islower(byte)) capitals = false;
            word += static_cast<char>(std::tolower(byte));
        } else end_word();
    }
    end_word();
    return words;
}

// The cards of a deck printed one per page, each card's text without its footer (the language and
// the source's own title, which may be in the other language).
std::vector<std::string> card_texts(const std::string& deck, Language language) {
    PrintOptions options;
    options.card_layout = CardLayout::full_page;
    options.language = language;
    const fs::path pdf = out_dir() / (deck + "-words.pdf");
    print_card(deck, bundled_lists(), options, pdf);
    std::vector<std::string> cards;
    const std::string text = plain_text(pdf);
    const std::string footer = language == Language::french ? "Français · " : "English · ";
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\f', start)) != std::string::npos; start = end + 1) {
        std::string card = text.substr(start, end - start);
        const std::size_t foot = card.find(footer);
        if (foot != std::string::npos) card.erase(foot, card.find('\n', foot) - foot);
        cards.push_back(card);
    }
    return cards;
}

}  // namespace

TEST_CASE("print cards: every card of every deck stays in its card, never ends on a heading, and no word is under 8 pt") {
    const auto decks = card_templates();
    REQUIRE(decks.size() >= 5);
    for (const CardTemplateInfo& deck : decks)
        for (CardLayout layout : {CardLayout::full_page, CardLayout::a5_twice, CardLayout::a6_four})
            for (Language language : {Language::english, Language::french})
                for (PaperSize paper : {PaperSize::a4, PaperSize::letter}) {
                    PrintOptions options;
                    options.card_layout = layout;
                    options.language = language;
                    options.paper = paper;
                    const fs::path pdf = out_dir() / (deck.id + ".pdf");
                    const PrintResult result = print_card(deck.id, bundled_lists(), options, pdf);
                    CHECK(result.font_size >= 8.0);
                    CHECK(result.cards >= static_cast<int>(deck.cards.size()));
                    const int per_sheet = static_cast<int>(card_sheet_geometry(layout, paper).boxes.size());
                    CHECK(result.pages == (result.cards + per_sheet - 1) / per_sheet);
                    const std::string problems = problems_of(pdf, options, result.font_size);
                    CHECK_MESSAGE(problems.empty(), deck.id, " layout ", static_cast<int>(layout), " lang ", language.code(), " paper ",
                                  static_cast<int>(paper), ": ", problems);
                }
}

TEST_CASE("print cards: the checks catch a card whose type is too small or whose last line is a heading") {
    // A page drawn by hand with 6 pt text and a heading at a card's foot must be caught.
    PrintOptions options;
    options.card_layout = CardLayout::a5_twice;
    const CardSheetGeometry geometry = card_sheet_geometry(options.card_layout, options.paper);
    const fs::path pdf = out_dir() / "bad.pdf";
    PdfDocument doc("bad");
    const int page = doc.add_page(PaperSize::a4, true);
    const CardBox& box = geometry.boxes[0];
    doc.text(page, box.x + 10, box.y + box.height - 20, "tiny", Face::regular, 6);
    doc.text(page, box.x + 10, box.y + 60, "Heading", Face::bold, 12);
    doc.text(page, box.x + 10, box.y + 12, "English", Face::regular, 8);
    doc.text(page, geometry.page_width / 2 - 10, 300, "outside", Face::regular, 9);  // in the gap between the cards
    doc.save(pdf);
    const std::string problems = problems_of(pdf, options, 9);
    CHECK(problems.find("'tiny' is 6") != std::string::npos);
    CHECK(problems.find("ends on a heading: 'Heading'") != std::string::npos);
    CHECK(problems.find("'outside' leaves its card") != std::string::npos);
}

TEST_CASE("print cards: each card carries its system, topic, language and source page, in English and in French") {
    PrintOptions options;
    options.card_layout = CardLayout::a6_four;
    const fs::path pdf = out_dir() / "events.pdf";
    const PrintResult result = print_card("warmaster-siege-events", bundled_lists(), options, pdf);
    CHECK(result.cards >= 1);
    std::string text = plain_text(pdf);
    CHECK(text.find("Warmaster Medieval — siege") != std::string::npos);
    CHECK(text.find("Siege events") != std::string::npos);
    CHECK(text.find("English · Source: WMM — Siège VF v1.0.0, p. 18-19") != std::string::npos);
    options.language = Language::french;
    print_card("warmaster-siege-events", bundled_lists(), options, pdf);
    text = plain_text(pdf);
    CHECK(text.find("Warmaster Medieval — siège") != std::string::npos);
    CHECK(text.find("Événements de siège") != std::string::npos);
    CHECK(text.find("Français · Source : WMM — Siège VF v1.0.0, p. 18-19") != std::string::npos);  // the footer in French too (issue 31)
}

TEST_CASE("print cards: the siege deck holds one card per topic, each section whole on one card") {
    const auto decks = card_templates();
    const auto siege = std::find_if(decks.begin(), decks.end(), [](const CardTemplateInfo& d) { return d.id == "warmaster-siege"; });
    REQUIRE(siege != decks.end());
    std::vector<std::string> ids;
    for (const CardTopicInfo& card : siege->cards) ids.push_back(card.id);
    for (const char* topic : {"warmaster-siege-preparation", "warmaster-siege-equipment", "warmaster-siege-defences", "warmaster-siege-events",
                              "warmaster-siege-treachery", "warmaster-siege-assault"})
        CHECK_MESSAGE(std::find(ids.begin(), ids.end(), topic) != ids.end(), topic);
    // "Premier round de combat" and its table on the same card, in the two-card layout the issue saw split.
    PrintOptions options;
    options.card_layout = CardLayout::a5_twice;
    options.language = Language::french;
    const fs::path pdf = out_dir() / "assault.pdf";
    print_card("warmaster-siege-assault", bundled_lists(), options, pdf);
    const std::vector<Page> pages = pages_of(pdf);
    const CardSheetGeometry geometry = card_sheet_geometry(options.card_layout, options.paper);
    auto box_of = [&](const Page& page, const std::string& word) {
        for (const Word& w : page.words)
            if (w.text == word)
                for (std::size_t b = 0; b < geometry.boxes.size(); ++b)
                    if (inside(w, geometry.boxes[b], page.height)) return static_cast<int>(b);
        return -1;
    };
    bool found = false;
    for (const Page& page : pages) {
        const int heading = box_of(page, "Premier");
        if (heading < 0) continue;
        found = true;
        CHECK(heading == box_of(page, "Attaquant"));  // the table header
        CHECK(heading == box_of(page, "échelle"));    // and its first row, "Sur une échelle"
    }
    CHECK(found);
}

TEST_CASE("print cards: two-card and four-card sheets follow the paper asked, with cut marks between the cards") {
    for (PaperSize paper : {PaperSize::a4, PaperSize::letter})
        for (CardLayout layout : {CardLayout::a5_twice, CardLayout::a6_four}) {
            PrintOptions options;
            options.paper = paper;
            options.card_layout = layout;
            const fs::path pdf = out_dir() / "marks.pdf";
            print_card("siege-tower", bundled_lists(), options, pdf);
            const std::string info = run_command("pdfinfo " + pdf.string() + " 2>/dev/null").output;
            const bool letter = paper == PaperSize::letter, landscape = layout == CardLayout::a5_twice;
            const std::string size = letter ? (landscape ? "792 x 612" : "612 x 792") : (landscape ? "841.89 x 595.276" : "595.276 x 841.89");
            CHECK_MESSAGE(info.find(size) != std::string::npos, size, " in ", info);
            const CardSheetGeometry g = card_sheet_geometry(layout, paper);
            CHECK(darkness_near(pdf, g.page_width / 2, 10) > 100);                  // tick on the cut at the top edge
            CHECK(darkness_near(pdf, g.page_width / 2, g.page_height - 10) > 100);  // and at the bottom edge
            CHECK(darkness_near(pdf, g.page_width / 4, 10) < 30);                   // none where there is no cut
            if (layout == CardLayout::a6_four) CHECK(darkness_near(pdf, 10, g.page_height / 2) > 100);
        }
}

TEST_CASE("print unit-cards: one card per unit type with names, profile, options, rules' texts, points and count") {
    const Roster roster = roster_named("french-legal");
    PrintOptions options;
    options.card_layout = CardLayout::a6_four;
    const fs::path pdf = out_dir() / "units.pdf";
    const PrintResult result = print_unit_cards(roster, bundled_lists(), options, pdf);
    CHECK(problems_of(pdf, options, result.font_size).empty());
    const std::string text = plain_text(pdf);
    CHECK(text.find("Mounted knights / Chevaliers montés") != std::string::npos);
    CHECK(text.find("Genoese crossbowmen") != std::string::npos);
    CHECK(text.find("Pavise (2 pts)") != std::string::npos);
    CHECK(text.find("Montjoie!: If an enemy is within 18\"") != std::string::npos);
    CHECK(text.find("in the roster") != std::string::npos);
    CHECK(text.find("Division:") != std::string::npos);
    options.language = Language::french;
    options.card_layout = CardLayout::a5_twice;
    options.paper = PaperSize::letter;
    const PrintResult french = print_unit_cards(roster, bundled_lists(), options, pdf);
    CHECK(problems_of(pdf, options, french.font_size).empty());
    CHECK(plain_text(pdf).find("dans la liste") != std::string::npos);
}

TEST_CASE("print summary: one page with every unit, the shares against their bounds and the glossary") {
    const Roster roster = roster_named("french-too-few-knights");
    const fs::path pdf = out_dir() / "summary.pdf";
    PrintOptions options;
    options.date = "1415-10-25";
    const PrintResult result = print_army_summary(roster, bundled_lists(), options, pdf);
    CHECK(result.pages == 1);
    CHECK(result.font_size >= 8.0);
    const std::string text = plain_text(pdf);
    CHECK(text.find("Army summary") != std::string::npos);
    CHECK(text.find("NOT LEGAL") != std::string::npos);
    CHECK(text.find("NOT MET") != std::string::npos);
    CHECK(text.find("at least") != std::string::npos);
    CHECK(text.find("Arbalétriers") == std::string::npos);  // English names in English
    CHECK(text.find("Genoese crossbowmen") != std::string::npos);
    CHECK(text.find("Break point") != std::string::npos);
    CHECK(text.find("more than half its units off the table") != std::string::npos);
    CHECK(text.find("6 units, broken at 4 units lost") != std::string::npos);  // the one division of 6 units
}

TEST_CASE("print cli: unit-cards and summary write their PDFs, and a bad layout exits 2 with the choices") {
    const std::string roster = source_path("lists/hail-caesar-hyw/examples/english-legal.roster.xml").string();
    const fs::path cards = out_dir() / "cli-cards.pdf", summary = out_dir() / "cli-summary.pdf";
    CommandResult r = run_command(cli() + " print unit-cards " + roster + " --layout a6x4 --page letter --lang fr -o " + cards.string() + " 2>&1");
    CHECK(r.status == 0);
    CHECK(r.output.find("cards on") != std::string::npos);
    CHECK(run_command("pdfinfo " + cards.string()).output.find("612 x 792") != std::string::npos);
    r = run_command(cli() + " print summary " + roster + " -o " + summary.string() + " 2>&1");
    CHECK(r.status == 0);
    CHECK(fs::exists(summary));
    r = run_command(cli() + " print card wfb3 --layout a3x8 -o " + (out_dir() / "no.pdf").string() + " 2>&1");
    CHECK(r.status == 2);
    CHECK(r.output.find("use page, a5x2 or a6x4") != std::string::npos);
    CHECK_FALSE(fs::exists(out_dir() / "no.pdf"));
    r = run_command(cli() + " print cards");
    CHECK(r.output.find("  warmaster-siege-treachery") != std::string::npos);
}

TEST_CASE("print cli: a WFB3 army prints a card per entry with how its points are made up, and a summary with its total") {
    const std::string army = source_path("lists/warhammer-fantasy-3/examples/border-patrol.wfb3.xml").string();
    const fs::path cards = out_dir() / "wfb3-cards.pdf", summary = out_dir() / "wfb3-summary.pdf";
    CommandResult r = run_command(cli() + " print unit-cards " + army + " --layout a6x4 -o " + cards.string() + " 2>&1");
    REQUIRE(r.status == 0);
    PrintOptions options;
    options.card_layout = CardLayout::a6_four;
    CHECK(problems_of(cards, options, card_body_size(options.card_layout)).empty());
    const std::string text = plain_text(cards);
    CHECK(text.find("Border patrol") != std::string::npos);
    CHECK(text.find("How the points are made up") != std::string::npos);
    CHECK(text.find("catapult") != std::string::npos);
    r = run_command(cli() + " print summary " + army + " --lang fr -o " + summary.string() + " 2>&1");
    REQUIRE(r.status == 0);
    const std::string sheet = plain_text(summary);
    CHECK(sheet.find("Résumé de l'armée") != std::string::npos);
    CHECK(sheet.find("/ 1 000 pts") != std::string::npos);  // a French sheet writes French numbers
}

TEST_CASE("print cards: a paragraph that does not fit what is left of a card moves whole to the next one") {
    const fs::path pdf = out_dir() / "paragraph.pdf";
    PdfDocument doc("paragraph");
    // Two frames side by side, 200 pt tall; the first is filled to one line from its foot.
    PageFlow flow(doc, PaperSize::a4, true, {{30, 400, 300, 200}, {430, 400, 300, 200}}, false, true, 10);
    flow.space(200 - 14);
    const double left = flow.room();
    CHECK(left < 2 * 13);  // less than two lines left
    flow.paragraph(
        "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi "
        "psi omega alpha beta gamma delta epsilon zeta eta theta iota kappa lambda");
    doc.save(pdf);
    const std::vector<Page> pages = pages_of(pdf);
    REQUIRE(pages.size() == 1);
    REQUIRE(pages[0].words.size() > 20);
    for (const Word& w : pages[0].words) CHECK_MESSAGE(w.x_min >= 430, w.text);
}

TEST_CASE("print cards: every French card of every deck reads in French and every English card in English") {
    // Words of one language that are no proper name and never a word of the other.
    const std::set<std::string> english{"the",  "and",   "with", "when",  "of",  "to",   "from", "its",  "is",   "are", "enemy", "unit", "units",
                                        "wall", "walls", "move", "moves", "may", "each", "per",  "turn", "hits", "or",  "at"};  // ("on" is French too)
    // (The English cards quote the seed's French event names in brackets, so "le" is not on the list.)
    const std::set<std::string> french{"la",  "les",  "des",    "du",    "de",     "et",  "avec", "une", "est", "pour",
                                       "sur", "dans", "ennemi", "unité", "unités", "mur", "murs", "ou",  "au",  "aux"};
    const auto decks = card_templates();
    REQUIRE(decks.size() >= 5);
    for (const CardTemplateInfo& deck : decks)
        for (Language language : {Language::english, Language::french}) {
            const std::set<std::string>& foreign = language == Language::french ? english : french;
            const std::vector<std::string> cards = card_texts(deck.id, language);
            CHECK(cards.size() >= deck.cards.size());
            for (std::size_t c = 0; c < cards.size(); ++c) {
                std::string found;
                for (const std::string& word : words_of(cards[c]))
                    if (foreign.count(word) && found.find("'" + word + "'") == std::string::npos) found += "'" + word + "' ";
                CHECK_MESSAGE(found.empty(), deck.id, " card ", c + 1, (language == Language::french ? " (fr)" : " (en)"), " has ", found, "in:\n", cards[c]);
            }
        }
}

TEST_CASE("print cards: each card of every deck carries its system, topic, language and source page, in both languages") {
    for (const CardTemplateInfo& deck : card_templates()) {
        Report report;
        const XmlSource source = XmlSource::load_file(deck.file, report);
        REQUIRE(source.ok());
        for (Language language : {Language::english, Language::french}) {
            const bool french = language == Language::french;
            const std::vector<std::string> cards = [&] {
                PrintOptions options;
                options.card_layout = CardLayout::full_page;
                options.language = language;
                const fs::path pdf = out_dir() / (deck.id + "-faces.pdf");
                print_card(deck.id, bundled_lists(), options, pdf);
                std::vector<std::string> texts;
                const std::string text = plain_text(pdf);
                for (std::size_t start = 0, end; (end = text.find('\f', start)) != std::string::npos; start = end + 1)
                    texts.push_back(text.substr(start, end - start));
                return texts;
            }();
            const std::string system = source.root().attribute(french ? "name-fr" : "name").value();
            const std::string footer = std::string(french ? "Français · Source : " : "English · Source: ");
            std::size_t next = 0;  // cards print in template order, a topic's continuation cards after it
            for (pugi::xml_node card : source.root().children("card")) {
                const std::string topic = card.attribute(french ? "name-fr" : "name").value();
                const std::string page = card.attribute(french ? "source-page-fr" : "source-page").value();
                REQUIRE_MESSAGE(!page.empty(), card.attribute("id").value(), " has no source-page");
                bool found = false;
                for (; next < cards.size() && !found; ++next) found = cards[next].find(topic) != std::string::npos;
                REQUIRE_MESSAGE(found, deck.id, ": no card titled '", topic, "'");
                const std::string& face = cards[next - 1];
                CHECK_MESSAGE(face.find(system) != std::string::npos, topic, " lacks the system '", system, "'");
                CHECK_MESSAGE(face.find(footer + page) != std::string::npos, topic, " lacks '", footer, page, "' in:\n", face);
                while (next < cards.size() && cards[next].find(topic) != std::string::npos) {  // its continuation cards too
                    CHECK(cards[next].find(system) != std::string::npos);
                    CHECK(cards[next].find(footer + page) != std::string::npos);
                    ++next;
                }
            }
        }
    }
}

TEST_CASE("print unit-cards and summary: every roster system, every layout, A4 and Letter, both languages, type and boxes kept") {
    const std::vector<std::string> rosters{
        "lists/hail-caesar-hyw/examples/english-legal.roster.xml", "lists/hail-caesar-hyw/examples/burgundian-legal.roster.xml",
        "lists/warmaster-medieval/examples/march-host-1500.roster.xml", "lists/warmaster-medieval/examples/dale-garrison-1000.roster.xml"};
    for (const std::string& path : rosters) {
        const Roster roster = roster_at(path);
        for (Language language : {Language::english, Language::french})
            for (PaperSize paper : {PaperSize::a4, PaperSize::letter}) {
                PrintOptions options;
                options.language = language;
                options.paper = paper;
                for (CardLayout layout : {CardLayout::full_page, CardLayout::a5_twice, CardLayout::a6_four}) {
                    options.card_layout = layout;
                    const fs::path pdf = out_dir() / "every-units.pdf";
                    const PrintResult result = print_unit_cards(roster, bundled_lists(), options, pdf);
                    const std::string problems = problems_of(pdf, options, result.font_size);
                    CHECK_MESSAGE(problems.empty(), path, " layout ", static_cast<int>(layout), " lang ", language.code(), " paper ", static_cast<int>(paper),
                                  ": ", problems);
                }
                const fs::path summary = out_dir() / "every-summary.pdf";
                const PrintResult result = print_army_summary(roster, bundled_lists(), options, summary);
                CHECK(result.pages == 1);
                const std::string problems = page_problems_of(summary);
                CHECK_MESSAGE(problems.empty(), path, " summary lang ", language.code(), ": ", problems);
            }
    }
    const std::string army = source_path("lists/warhammer-fantasy-3/examples/every-troop-type.wfb3.xml").string();
    for (const char* lang : {"en", "fr"})
        for (const char* page : {"a4", "letter"}) {
            for (const char* layout : {"page", "a5x2", "a6x4"}) {
                const fs::path pdf = out_dir() / "wfb3-every.pdf";
                const CommandResult r = run_command(cli() + " print unit-cards " + army + " --layout " + layout + " --page " + page + " --lang " + lang +
                                                    " -o " + pdf.string() + " 2>&1");
                REQUIRE_MESSAGE(r.status == 0, r.output);
                PrintOptions options;
                options.card_layout = card_layout_from_name(layout);
                options.paper = std::string(page) == "letter" ? PaperSize::letter : PaperSize::a4;
                options.language = std::string(lang) == "fr" ? Language::french : Language::english;
                const std::string problems = problems_of(pdf, options, card_body_size(options.card_layout));
                CHECK_MESSAGE(problems.empty(), (std::string("wfb3 ") + layout + " " + page + " " + lang + ": " + problems));
            }
            const fs::path summary = out_dir() / "wfb3-every-summary.pdf";
            const CommandResult r = run_command(cli() + " print summary " + army + " --page " + page + " --lang " + lang + " -o " + summary.string() + " 2>&1");
            REQUIRE_MESSAGE(r.status == 0, r.output);
            const std::string problems = page_problems_of(summary);
            CHECK_MESSAGE(problems.empty(), (std::string("wfb3 summary ") + page + " " + lang + ": " + problems));
        }
}

TEST_CASE("print summary: the break point comes from the game system, per division for Hail Caesar, for the whole army in Warmaster, none for WFB3") {
    const fs::path pdf = out_dir() / "break.pdf";
    PrintOptions options;
    options.language = Language::french;
    print_army_summary(roster_named("french-too-few-knights"), bundled_lists(), options, pdf);
    std::string text = plain_text(pdf);
    CHECK(text.find("Point de rupture") != std::string::npos);
    CHECK(text.find("plus de la moitié de ses unités hors de table") != std::string::npos);
    CHECK(text.find("off the table") == std::string::npos);
    // 14 units and 3 characters (the marshal, two captains): half the units, rounded up.
    const Roster host = roster_at("lists/warmaster-medieval/examples/march-host-1500.roster.xml");
    options.language = Language::english;
    print_army_summary(host, bundled_lists(), options, pdf);
    text = plain_text(pdf);
    std::replace(text.begin(), text.end(), '\n', ' ');  // the rule's sentence wraps
    CHECK(text.find("Break point") != std::string::npos);
    CHECK(text.find("characters do not count") != std::string::npos);
    CHECK(text.find("Army: 14 units, broken at 7 units lost") != std::string::npos);
    options.language = Language::french;
    print_army_summary(host, bundled_lists(), options, pdf);
    text = plain_text(pdf);
    CHECK(text.find("Armée : 14 unités, rompu à 7 unités perdues") != std::string::npos);
    const std::string army = source_path("lists/warhammer-fantasy-3/examples/border-patrol.wfb3.xml").string();
    const CommandResult r = run_command(cli() + " print summary " + army + " -o " + pdf.string() + " 2>&1");
    REQUIRE(r.status == 0);
    text = plain_text(pdf);
    CHECK(text.find("Break point") == std::string::npos);
}

TEST_CASE("print cards: a French line never starts with a semicolon, colon, ! or » nor ends on «") {
    PdfDocument doc("wrap");
    const std::string text = "Ordre raté ; ce général ne donne plus d'ordre : sur un double, « Le temps presse ! » et le combat continue ; fin";
    for (double width = 80; width < 400; width += 2)  // narrower than its longest word group, a line must break inside it
        for (const std::string& line : wrap_text(doc, text, Face::regular, 9, width)) {
            CHECK_MESSAGE(line.find_first_of(";:!") != 0, width, ": '", line, "'");
            CHECK_MESSAGE(line.rfind("»", 0) != 0, width, ": '", line, "'");
            CHECK_MESSAGE((line.size() < 2 || line.substr(line.size() - 2) != "«"), width, ": '", line, "'");
        }
}

TEST_CASE("print unit-cards and summary: a list's own special rules print with their names and texts") {
    const Roster host = roster_at("lists/warmaster-medieval/examples/march-host-1500.roster.xml");
    PrintOptions options;
    options.card_layout = CardLayout::a6_four;
    const fs::path pdf = out_dir() / "own-rules.pdf";
    print_unit_cards(host, bundled_lists(), options, pdf);
    std::string text = plain_text(pdf);
    CHECK(text.find("charge-home:") == std::string::npos);
    CHECK(text.find("Charge Home: Fixture text: these riders add one attack") != std::string::npos);
    print_army_summary(host, bundled_lists(), options, pdf);
    text = plain_text(pdf);
    CHECK(text.find("Massed Bows: Fixture text: two or more bow stands") != std::string::npos);
    CHECK(text.find("2×40 cm") != std::string::npos);  // a profile value never breaks across lines
    CHECK(text.find("Div") == std::string::npos);      // an army without divisions has no division column
}

TEST_CASE("print cards: every French wording a deck gives stands for a text its English cards print") {
    // A <say en="…"> whose English the list data no longer prints would leave its French unused.
    auto collapsed = [](const std::string& text) {
        std::string out;
        for (const char c : text) {
            const bool space = std::isspace(static_cast<unsigned char>(c)) != 0;
            if (!space) out += c;
            else if (!out.empty() && out.back() != ' ') out += ' ';
        }
        return out;
    };
    for (const CardTemplateInfo& deck : card_templates()) {
        Report report;
        const XmlSource source = XmlSource::load_file(deck.file, report);
        REQUIRE(source.ok());
        PrintOptions options;
        options.card_layout = CardLayout::full_page;
        const fs::path pdf = out_dir() / (deck.id + "-said.pdf");
        print_card(deck.id, bundled_lists(), options, pdf);
        // -raw keeps the order the text was drawn in: a cell's lines stay together.
        const std::string printed = collapsed(run_command("pdftotext -raw " + pdf.string() + " - 2>/dev/null").output);
        int sayings = 0;
        for (pugi::xml_node group : source.root().children("wording"))
            for (pugi::xml_node say : group.children("say")) {
                if (std::string(group.attribute("lang").value()) != "fr") continue;
                ++sayings;
                const std::string en = collapsed(say.attribute("en").value());
                CHECK_MESSAGE(printed.find(en) != std::string::npos, deck.id, ": '", en, "' is not printed");
                CHECK_MESSAGE(!std::string(say.text().get()).empty(), deck.id, ": no French for '", en, "'");
            }
        CHECK_MESSAGE(sayings > 0, deck.id, " gives no French wording");
    }
}

TEST_CASE("print cards: a table split across cards repeats its title over its header on the next card") {
    // The traitors' table starts at the foot of a four-per-sheet card and runs on to the next, titled.
    PrintOptions options;
    options.card_layout = CardLayout::a6_four;
    options.language = Language::french;
    const fs::path pdf = out_dir() / "treachery.pdf";
    print_card("warmaster-siege-treachery", bundled_lists(), options, pdf);
    const std::vector<std::string> cards = card_texts_of(pdf, options);
    int titled = 0;
    for (const std::string& card : cards)
        if (card.find("Traîtres ! (D6)") != std::string::npos) ++titled;
    CHECK(titled >= 2);
}

TEST_CASE("print cards and summary: numbers are written the language's way") {
    PrintOptions options;
    options.language = Language::french;
    options.card_layout = CardLayout::a6_four;
    const fs::path pdf = out_dir() / "numbers.pdf";
    print_card("warmaster-siege-equipment", bundled_lists(), options, pdf);
    std::string text = plain_text(pdf);
    CHECK(text.find("1,200") == std::string::npos);
    CHECK(text.find("1 200 mm") != std::string::npos);  // pdftotext writes the no-break space as a space
    CHECK(text.find("4+; ne compte pas") == std::string::npos);
    CHECK(text.find("sauvegarde 4+ ; ne compte pas") != std::string::npos);
    print_army_summary(roster_at("lists/warmaster-medieval/examples/march-host-1500.roster.xml"), bundled_lists(), options, pdf);
    text = plain_text(pdf);
    CHECK(text.find("1 130 / 1 500 pts") != std::string::npos);
    options.language = Language::english;
    print_army_summary(roster_at("lists/warmaster-medieval/examples/march-host-1500.roster.xml"), bundled_lists(), options, pdf);
    CHECK(plain_text(pdf).find("1,130 / 1,500 pts") != std::string::npos);
}

namespace {

// The darkest ink (0 white, 255 black) of a word of the first page, rendered at 300 dpi.
int ink_of(const fs::path& pdf, const Word& w) {
    const double scale = 300.0 / 72.0;
    const fs::path stem = out_dir() / (pdf.stem().string() + "-ink");
    run_command("pdftoppm -r 300 -gray -f 1 -l 1 -singlefile -x " + std::to_string(static_cast<int>(w.x_min * scale)) + " -y " +
                std::to_string(static_cast<int>(w.y_min * scale)) + " -W " + std::to_string(static_cast<int>((w.x_max - w.x_min) * scale) + 1) + " -H " +
                std::to_string(static_cast<int>((w.y_max - w.y_min) * scale) + 1) + " " + pdf.string() + " " + stem.string() + " 2>/dev/null");
    const std::vector<unsigned char> pixels = read_grey_pixels(stem.string() + ".pgm").pixels;
    int darkest = 0;
    for (const unsigned char p : pixels) darkest = std::max(darkest, 255 - p);
    return darkest;
}

// Each card of a sheet file: its box and its words, top to bottom.
struct LaidCard {
    CardBox box;
    double page_height = 0;
    std::vector<Word> words;
};

std::vector<LaidCard> laid_cards_of(const fs::path& pdf, const PrintOptions& options) {
    const CardSheetGeometry geometry = card_sheet_geometry(options.card_layout, options.paper);
    std::vector<LaidCard> cards;
    for (const Page& page : pages_of(pdf))
        for (const CardBox& box : geometry.boxes) {
            LaidCard card{box, page.height, {}};
            for (const Word& w : page.words)
                if (inside(w, box, page.height)) card.words.push_back(w);
            std::sort(card.words.begin(), card.words.end(), [](const Word& a, const Word& b) {
                const long ya = std::lround(a.y_max * 4), yb = std::lround(b.y_max * 4);
                return ya != yb ? ya < yb : a.x_min < b.x_min;
            });
            if (!card.words.empty()) cards.push_back(card);
        }
    return cards;
}

// How far down its card a card's content reaches, from 0 (its top) to 1 (its foot): the lowest word
// above the footer, which starts at the line opening with the language's name.
double filled_share(const LaidCard& card, const std::string& footer_start) {
    const double top = card.page_height - (card.box.y + card.box.height);
    double lowest = top, footer = card.page_height - card.box.y;
    for (const Word& w : card.words)
        if (w.text == footer_start) footer = std::min(footer, w.y_min);
    for (const Word& w : card.words)
        if (w.y_max < footer - 0.5) lowest = std::max(lowest, w.y_max);
    return (lowest - top) / (footer - top);
}

}  // namespace

TEST_CASE("print cards: a card is filled before its topic runs on to a continuation card, in every deck, language and layout") {
    for (const CardTemplateInfo& deck : card_templates())
        for (const CardLayout layout : {CardLayout::a6_four, CardLayout::a5_twice})
            for (const Language language : {Language::english, Language::french}) {
                PrintOptions options;
                options.card_layout = layout;
                options.language = language;
                const fs::path pdf = out_dir() / (deck.id + "-filled.pdf");
                print_card(deck.id, bundled_lists(), options, pdf);
                const std::string footer_start = language == Language::french ? "Français" : "English";
                const std::string continued = language == Language::french ? "(suite)" : "(continued)";
                const std::vector<LaidCard> cards = laid_cards_of(pdf, options);
                for (std::size_t i = 0; i + 1 < cards.size(); ++i) {
                    std::string next_title;
                    for (std::size_t w = 0; w < cards[i + 1].words.size() && w < 40; ++w) next_title += cards[i + 1].words[w].text + " ";
                    if (next_title.find(continued) == std::string::npos) continue;
                    CHECK_MESSAGE(filled_share(cards[i], footer_start) > 0.75, deck.id, " ", std::string(language_code(language)),
                                  layout == CardLayout::a6_four ? " A6" : " A5", ": card ", i + 1, " is filled to ", filled_share(cards[i], footer_start));
                }
            }
}

TEST_CASE("print cards: the WFB3 to-hit table's note stays with the table, not above the to-wound table, on A6 in both languages") {
    for (const Language language : {Language::english, Language::french}) {
        PrintOptions options;
        options.card_layout = CardLayout::a6_four;
        options.language = language;
        const fs::path pdf = out_dir() / "wfb3-note.pdf";
        print_card("wfb3", bundled_lists(), options, pdf);
        const bool fr = language == Language::french;
        int notes = 0;
        for (const std::string& card : card_texts_of(pdf, options)) {
            const std::size_t note = card.find(fr ? "Modificateurs : voir les modificateurs" : "Modifiers: see the close-combat");
            if (note == std::string::npos) continue;
            ++notes;
            // The table's title (repeated over its rows on a continuation card) stands above its note.
            const std::size_t table = card.find(fr ? "Pour toucher au corps à corps (D6)" : "To hit in close combat (D6)");
            CHECK_MESSAGE((table != std::string::npos && table < note), card);
        }
        CHECK(notes == 1);
    }
}

TEST_CASE("print cards: notes and footers print dark enough to photocopy") {
    PrintOptions options;
    options.card_layout = CardLayout::a6_four;
    const fs::path pdf = out_dir() / "ink.pdf";
    print_card("onus-structures", bundled_lists(), options, pdf);
    const std::vector<Page> pages = pages_of(pdf);
    REQUIRE(!pages.empty());
    bool footer = false, note = false;
    for (const Word& w : pages[0].words) {
        if (w.text == "English") {
            footer = true;
            CHECK(ink_of(pdf, w) >= 180);  // the footer
        }
        if (w.text == "inferred") {
            note = true;
            CHECK(ink_of(pdf, w) >= 200);  // the piece-cost table's note
        }
    }
    CHECK(footer);
    CHECK(note);
}

TEST_CASE("print cards: a short column keeps its header on one line beside a column of sentences") {
    // The tower's pushers table: "2 MP" and "1 MP" beside the long rule names, on a four-per-sheet card.
    for (const Language language : {Language::english, Language::french}) {
        PrintOptions options;
        options.card_layout = CardLayout::a6_four;
        options.language = language;
        const fs::path pdf = out_dir() / "pushers.pdf";
        print_card("siege-tower-moving", bundled_lists(), options, pdf);
        const bool fr = language == Language::french;
        const std::vector<Page> pages = pages_of(pdf);
        REQUIRE(!pages.empty());
        double header_y = -1;
        for (const Word& w : pages[0].words)
            if (w.text == (fr ? "Immobile" : "Cannot")) header_y = w.y_min;  // the pushers table's last header
        REQUIRE(header_y >= 0);
        int units = 0;
        for (const Word& w : pages[0].words)
            if (w.text == (fr ? "PM" : "MP") && std::abs(w.y_min - header_y) < 1) ++units;
        CHECK_MESSAGE(units == 2, std::string(language_code(language)));  // both "2 MP" and "1 MP" on the header's first line
    }
}

TEST_CASE("print cards: a heading never touches the line above it, in every deck and language on A6") {
    for (const CardTemplateInfo& deck : card_templates())
        for (const Language language : {Language::english, Language::french}) {
            PrintOptions options;
            options.card_layout = CardLayout::a6_four;
            options.language = language;
            const fs::path pdf = out_dir() / (deck.id + "-headings.pdf");
            print_card(deck.id, bundled_lists(), options, pdf);
            const double body = card_body_size(options.card_layout);
            for (const LaidCard& card : laid_cards_of(pdf, options)) {
                // Lines top to bottom, each with its top, its foot and its largest type.
                struct Line {
                    double top = 1e9, foot = 0, largest = 0;
                    std::string text;
                };
                std::map<long, Line> lines;
                for (const Word& w : card.words) {
                    Line& line = lines[std::lround(w.y_max * 4)];
                    line.top = std::min(line.top, w.y_min);
                    line.foot = std::max(line.foot, w.y_max);
                    line.largest = std::max(line.largest, size_of(w));
                    line.text += w.text + " ";
                }
                const Line* above = nullptr;
                int seen = 0;
                for (const auto& entry : lines) {
                    const Line& line = entry.second;
                    // A section heading (1.1 × body) below the card's own two title lines.
                    // (a heading's own second line aside).
                    if (++seen > 2 && above && line.largest > body * 1.05 && line.largest < body * 1.2 && above->largest <= body * 1.05)
                        CHECK_MESSAGE(line.top - above->foot >= body * 0.3, deck.id, ": '", line.text, "' under '", above->text, "'");
                    above = &line;
                }
            }
        }
}

}  // namespace print_cards_test
