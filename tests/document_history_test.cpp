// Undo and redo by snapshots, as the desktop app uses them for every edit.
#include <doctest/doctest.h>

#include "muster/roster/roster_edit.hpp"
#include "muster/util/document_history.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

TEST_CASE("history: edits undo and redo in order, a failed edit changes nothing, saving clears dirty") {
    const ListLibrary lists = test_library("");
    const Faction& faction = *lists.faction("test-f");
    DocumentHistory<Roster> history(new_roster(faction, 500, "Undo"));
    CHECK_FALSE(history.dirty());
    history.apply("Add division", [](Roster& r) { add_division(r, "Vanguard"); });
    history.apply("Add Knight", [&](Roster& r) { add_unit(r, faction, "d1", "knight"); });
    CHECK(history.current().unit_count() == 1);
    CHECK(history.dirty());
    CHECK_THROWS_AS(history.apply("Add nothing", [&](Roster& r) { add_unit(r, faction, "d1", "no-such-unit"); }), Error);
    CHECK(history.undo_label() == "Add Knight");
    history.undo();
    CHECK(history.current().unit_count() == 0);
    CHECK(history.redo_label() == "Add Knight");
    history.redo();
    CHECK(history.current().unit_count() == 1);
    history.mark_saved();
    CHECK_FALSE(history.dirty());
    history.undo();
    CHECK(history.dirty());
    history.apply("Add Archer", [&](Roster& r) { add_unit(r, faction, "d1", "archer"); });
    CHECK_FALSE(history.can_redo());  // a new edit forgets what was undone
    history.undo();
    history.undo();
    CHECK_FALSE(history.can_undo());
    CHECK(history.current().divisions.empty());
}
