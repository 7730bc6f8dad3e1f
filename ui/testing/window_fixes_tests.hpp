#pragma once

namespace muster::ui {

class InputDriver;
class MainFrame;

/// The builder's headline shows its whole sentence and army name, whatever was shown before, and
/// a roster of a system with divisions after one without keeps its buttons off the roster list.
void headline_shows_whole(MainFrame& frame, InputDriver& input);
/// A fix chosen from a finding's context menu moves as many units as its sentence says.
void fix_moves_what_it_says(MainFrame& frame, InputDriver& input);
/// Under a French system locale (LANG=fr_FR.UTF-8) the shares are written as French writes them.
void shares_in_a_french_system_locale(MainFrame& frame, InputDriver& input);
/// Under a system locale the machine lacks (LANG naming one never generated), the window's words
/// still come whole: the points line and the army's name keep their dashes.
void text_whole_in_a_missing_system_locale(MainFrame& frame, InputDriver& input);
/// Alt+Up/Down move the roster's units wherever the focus is in the builder; a dialog gives the
/// focus back where it was; commands that cannot run are greyed, and one with nothing to do says so.
void builder_keys_and_greying(MainFrame& frame, InputDriver& input);
/// Help: the keyboard shortcuts (F1) and the user guide, each readable on the screen, and the version in About.
void help_menu(MainFrame& frame, InputDriver& input);
/// File → Import lists takes army lists and both rules files from different folders; its report fits the screen.
void import_dialog(MainFrame& frame, InputDriver& input);
/// Siege → Rename the siege plan and Siege → New siege plan: a plan has the name the player gives.
void siege_plan_named(MainFrame& frame, InputDriver& input);

}  // namespace muster::ui
