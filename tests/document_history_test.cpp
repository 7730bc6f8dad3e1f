// Undo and redo by snapshots, as the desktop app uses them for every edit.
#include <doctest/doctest.h>

#include "muster/roster/roster_edit.hpp"
#include "muster/util/document_history.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace document_history_test {

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

TEST_CASE("history: consecutive edits of one field with the same merge key are one undo step") {
    DocumentHistory<int> months(3);
    months.apply(
        "Set months", [](int& m) { m = 4; }, "months");
    months.apply(
        "Set months", [](int& m) { m = 5; }, "months");
    months.apply(
        "Set months", [](int& m) { m = 6; }, "months");
    CHECK(months.current() == 6);
    months.undo();
    CHECK(months.current() == 3);  // the three clicks went back together
    CHECK_FALSE(months.can_undo());
    months.redo();
    CHECK(months.current() == 6);
    CHECK_FALSE(months.can_redo());
}

TEST_CASE("history: another key, an edit without key, or an undo in between ends the merge") {
    DocumentHistory<int> value(0);
    value.apply(
        "Set months", [](int& v) { v = 1; }, "months");
    value.apply(
        "Set engineers", [](int& v) { v = 10; }, "engineers");
    value.apply(
        "Set months", [](int& v) { v = 11; }, "months");
    value.undo();
    CHECK(value.current() == 10);  // the engineers edit stood between the two months edits
    value.apply(
        "Set months", [](int& v) { v = 12; }, "months");
    value.apply(
        "Set months", [](int& v) { v = 13; }, "months");
    value.undo();
    CHECK(value.current() == 10);
    value.apply("Add", [](int& v) { v = 20; });
    value.apply("Add", [](int& v) { v = 30; });
    value.undo();
    CHECK(value.current() == 20);  // edits without a key never merge
    value.undo();
    value.apply(
        "Set months", [](int& v) { v = 40; }, "months");
    value.undo();
    CHECK(value.current() == 10);
    value.redo();
    value.apply(
        "Set months", [](int& v) { v = 41; }, "months");  // after a redo: a new step
    value.undo();
    CHECK(value.current() == 40);
}

TEST_CASE("history: a merged edit that throws leaves the merged step as it was") {
    DocumentHistory<int> value(0);
    value.apply(
        "Set", [](int& v) { v = 1; }, "field");
    CHECK_THROWS(value.apply(
        "Set", [](int&) { throw Error("refused"); }, "field"));
    CHECK(value.current() == 1);
    value.apply(
        "Set", [](int& v) { v = 2; }, "field");
    value.undo();
    CHECK(value.current() == 0);
}

}  // namespace document_history_test
