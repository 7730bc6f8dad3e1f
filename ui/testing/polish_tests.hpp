#pragma once
#include <string>

namespace muster::ui {

class InputDriver;
class MainFrame;

/// Ctrl+P, then the deck, the layout, the paper and the language chosen with the keyboard: the
/// PDF written is the one the core (`muster-cli print card`) makes with those choices.
void print_card_by_keys(MainFrame& frame, InputDriver& input);
/// The builder's finishing touches: a points line in words, two units moved at once by Alt+Down
/// and back by one Ctrl+Z, no pass mark on an empty roster, the status bar after an export, and
/// the campaign refusing a roster of another faction as an army's version.
void builder_and_campaign_polish(MainFrame& frame, InputDriver& input);

}  // namespace muster::ui
