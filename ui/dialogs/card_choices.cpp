#include "dialogs/card_choices.hpp"

#include <algorithm>
#include <iterator>
#include <vector>

#include <wx/intl.h>

#include "muster/text/language_choice.hpp"

namespace muster::ui {

namespace {
// In the order the dialogs offer them, as `muster-cli print card --layout` names them.
const CardLayout layouts[] = {CardLayout::full_page, CardLayout::a5_twice, CardLayout::a6_four};
const PaperSize papers[] = {PaperSize::a4, PaperSize::letter};

template <class T, std::size_t N>
int index_in(const T (&values)[N], T value) {
    const auto found = std::find(std::begin(values), std::end(values), value);
    return found == std::end(values) ? 0 : static_cast<int>(found - std::begin(values));
}
}  // namespace

wxArrayString card_layout_names() {
    wxArrayString names;
    names.Add(_("One card per page"));
    names.Add(_("Two cards per sheet, with cut marks"));
    names.Add(_("Four cards per sheet, with cut marks"));
    return names;
}
int card_layout_index(CardLayout layout) { return index_in(layouts, layout); }
CardLayout card_layout_at(int index) { return layouts[std::clamp(index, 0, 2)]; }

wxArrayString paper_names() {
    wxArrayString names;
    names.Add("A4");
    names.Add("US Letter");
    return names;
}
int paper_index(PaperSize paper) { return index_in(papers, paper); }
PaperSize paper_at(int index) { return papers[std::clamp(index, 0, 1)]; }

wxArrayString card_language_names() {
    wxArrayString names;
    for (Language language : spoken_languages()) names.Add(wxString::FromUTF8(language_own_name(language)));
    return names;
}
int card_language_index(Language language) {
    const std::vector<Language> languages = spoken_languages();
    const auto chosen = std::find(languages.begin(), languages.end(), language);
    return chosen == languages.end() ? 0 : static_cast<int>(chosen - languages.begin());
}
Language card_language_at(int index) {
    const std::vector<Language> languages = spoken_languages();
    return languages[static_cast<std::size_t>(std::clamp(index, 0, static_cast<int>(languages.size()) - 1))];
}

}  // namespace muster::ui
