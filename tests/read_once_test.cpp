// A data file is walked once: each element is checked for an attribute written twice as it is read,
// and the elements no reader takes are checked after. What a player sees must not change: such a
// file is refused with that one finding, wherever the element is.
#include <doctest/doctest.h>

#include <string>

#include "muster/util/id_set.hpp"
#include "muster/xml/xml_guard.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

namespace read_once_test {

namespace {

// The faction's findings, when it is refused.
Report refused_faction(const std::string& text) {
    Report report;
    CHECK_FALSE(parse_faction(text, "twice.xml", test_system_only(), report).has_value());
    return report;
}

// Its one finding must be the attribute written twice, at its second writing.
void refused_once_at(const std::string& text, const std::string& words, const std::string& where) {
    const Report report = refused_faction(text);
    REQUIRE(report.diagnostics().size() == 1);
    const Diagnostic& d = report.diagnostics()[0];
    CHECK(d.rule_id == "xml.parse");
    CHECK_MESSAGE(d.message.find(words) != std::string::npos, d.message);
    CHECK(to_string(*d.location) == where);
}

}  // namespace

TEST_CASE("read once: an attribute written twice on an element no reader takes is still refused, alone") {
    // <note> is read as text, never through its attributes.
    refused_once_at(
        "<faction id=\"x\" system=\"test\" revision=\"1\" name=\"X\">\n"
        "  <units><unit id=\"a\" name=\"A\" points=\"1\"><note lang=\"en\" lang=\"fr\">n</note></unit></units>\n"
        "</faction>\n",
        "the attribute lang is written twice on <note>", "twice.xml:2:59");
    // An element after the last one read.
    refused_once_at(
        "<faction id=\"x\" system=\"test\" revision=\"1\" name=\"X\">\n"
        "  <units><unit id=\"a\" name=\"A\" points=\"1\"/></units>\n"
        "  <unknown b=\"1\" b=\"2\"/>\n"
        "</faction>\n",
        "the attribute b is written twice on <unknown>", "twice.xml:3:18");
}

TEST_CASE("read once: the reading's own findings give way to the attribute written twice, found later in the file") {
    // Unit a has three problems of its own before unit b writes points twice; none of them is said.
    refused_once_at(
        "<faction id=\"x\" system=\"test\" revision=\"one\" name=\"X\">\n"
        "  <units>\n"
        "    <unit id=\"a\" name=\"A\" points=\"12pts\"><stat ref=\"nope\" value=\"1\"/></unit>\n"
        "    <unit id=\"b\" name=\"B\" points=\"1\" points=\"2\"/>\n"
        "  </units>\n"
        "</faction>\n",
        "the attribute points is written twice on <unit>", "twice.xml:4:38");
    // Without it, those findings are there.
    const Report report = refused_faction(
        "<faction id=\"x\" system=\"test\" revision=\"one\" name=\"X\">\n"
        "  <units>\n"
        "    <unit id=\"a\" name=\"A\" points=\"12pts\"><stat ref=\"nope\" value=\"1\"/></unit>\n"
        "    <unit id=\"b\" name=\"B\" points=\"1\"/>\n"
        "  </units>\n"
        "</faction>\n");
    CHECK(report.count(Severity::error) >= 3);
}

TEST_CASE("read once: of two elements writing an attribute twice, the first in the file is said, whatever order they are read in") {
    // Groups come first in the file but are read after the units.
    refused_once_at(
        "<faction id=\"x\" system=\"test\" revision=\"1\" name=\"X\">\n"
        "  <groups><group id=\"g\" id=\"h\" name=\"G\" units=\"a\"/></groups>\n"
        "  <units><unit id=\"a\" name=\"A\" points=\"1\" points=\"2\"/></units>\n"
        "</faction>\n",
        "the attribute id is written twice on <group>", "twice.xml:2:25");
    // A wrong document element writing an attribute twice is malformed before it is the wrong one.
    refused_once_at("<roster id=\"x\" id=\"y\"/>\n", "the attribute id is written twice on <roster>", "twice.xml:1:16");
}

TEST_CASE("read once: an element of more than eight attributes is checked whole, as read") {
    refused_once_at(
        "<faction id=\"x\" system=\"test\" revision=\"1\" name=\"X\">\n"
        "  <units><unit a1=\"\" a2=\"\" a3=\"\" a4=\"\" a5=\"\" a6=\"\" a7=\"\" a8=\"\" a9=\"\" id=\"a\" name=\"A\" points=\"1\" a2=\"\"/></units>\n"
        "</faction>\n",
        "the attribute a2 is written twice on <unit>", "twice.xml:2:97");
}

TEST_CASE("read once: a '<!' or '<?' is found at every place in the file, across the blocks the scan reads") {
    for (std::size_t at = 3; at < 80; ++at) {
        std::string text = "<a>" + std::string(at - 3, 'x') + "<!DOCTYPE a>" + std::string(40, 'y') + "</a>";
        const auto refused = first_refused_markup(text);
        REQUIRE_MESSAGE(refused.has_value(), at);
        CHECK(refused->offset == at);
        CHECK(refused->rule_id == "xml.doctype");
        text = "<a>" + std::string(at - 3, 'x') + "&bogus;" + std::string(40, 'y') + "</a>";
        const auto entity = first_refused_markup(text);
        REQUIRE_MESSAGE(entity.has_value(), at);
        CHECK(entity->offset == at);
        // A '!' or '?' that follows no '<' is text; "<?" opens a processing instruction, read as it is.
        text = "<a>" + std::string(at - 3, 'x') + "Why? Now!<?pi a?>" + std::string(40, 'y') + "</a>";
        CHECK_FALSE(first_refused_markup(text).has_value());
    }
}

TEST_CASE("read once: a handful of ids compared in turn and many hashed agree on every repeat and every place") {
    IdSet ids;
    for (int i = 0; i < 40; ++i) {
        CHECK(ids.insert("id" + std::to_string(i)));
        CHECK_FALSE(ids.insert("id" + std::to_string(i / 2)));  // every id so far is there, before and after the table is made
        for (int j = 0; j <= i; ++j) CHECK(ids.find("id" + std::to_string(j)) == static_cast<std::size_t>(j));
        CHECK_FALSE(ids.find("id" + std::to_string(i + 1)).has_value());
    }
    CHECK(ids.size() == 40);
}

}  // namespace read_once_test
