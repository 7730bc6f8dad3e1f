#pragma once
#include <wx/arrstr.h>

#include "muster/print/printing.hpp"

namespace muster::ui {

// The layout, paper and language of a printed card, as both card dialogs (a reference card, the
// roster's unit cards) offer them: the same choices in the same order.

wxArrayString card_layout_names();
int card_layout_index(CardLayout layout);
CardLayout card_layout_at(int index);

wxArrayString paper_names();
int paper_index(PaperSize paper);
PaperSize paper_at(int index);

wxArrayString card_language_names();
int card_language_index(Language language);
Language card_language_at(int index);

}  // namespace muster::ui
