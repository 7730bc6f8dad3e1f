#include "muster/report/finding_behind.hpp"

#include "muster/text/render.hpp"

namespace muster {

namespace {
constexpr MessageText reading_part = MUSTER_MESSAGE("finding.behind.reading", "Reading: {reading}.");
constexpr MessageText siege_part = MUSTER_MESSAGE("finding.behind.siege-reading", "In a siege: {reading}.");
constexpr MessageText sources_part = MUSTER_MESSAGE("finding.behind.sources", "Sources: {sources}");
}  // namespace

std::string finding_behind(const Diagnostic& d, Language language) {
    std::string out;
    const auto add = [&out](const std::string& part) { out += (out.empty() ? "" : " ") + part; };
    if (!d.reading.en.empty()) add(render_message(message(reading_part).with("reading", d.reading), language));
    if (!d.siege_reading.en.empty()) add(render_message(message(siege_part).with("reading", d.siege_reading), language));
    if (!d.sources.empty()) add(render_message(message(sources_part).with("sources", VerbatimValue{d.sources}), language));
    return out;
}

}  // namespace muster
