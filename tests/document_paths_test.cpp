// Save As keeps each document's double extension, so File > Open finds what Save wrote.
#include <doctest/doctest.h>

#include "muster/util/document_paths.hpp"

using muster::with_document_extension;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace document_paths_test {

TEST_CASE("document paths: a bare name gets the document's double extension") {
    CHECK(with_document_extension("/home/j/azincourt", ".roster.xml") == "/home/j/azincourt.roster.xml");
    CHECK(with_document_extension("orleans", ".siege.xml") == "orleans.siege.xml");
    CHECK(with_document_extension("border", ".wfb3.xml") == "border.wfb3.xml");
}

TEST_CASE("document paths: a lone .xml becomes the double extension, a right one stays") {
    CHECK(with_document_extension("/home/j/azincourt.xml", ".roster.xml") == "/home/j/azincourt.roster.xml");
    CHECK(with_document_extension("azincourt.roster.xml", ".roster.xml") == "azincourt.roster.xml");
    CHECK(with_document_extension("fort.onus.xml", ".onus.xml") == "fort.onus.xml");
    CHECK(with_document_extension("a.b.", ".siege.xml") == "a.b.siege.xml");
    CHECK(with_document_extension("campaign", ".muster-campaign") == "campaign.muster-campaign");
}

}  // namespace document_paths_test
