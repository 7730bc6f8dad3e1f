#include "muster/report/message_sources.hpp"

namespace muster {

namespace {

struct MessageSource {
    std::string_view id;
    std::string_view sources;  // seed:line, as the README's "Readings of the sources" writes them
};

// ONUS! Terrain & Fortresses (002), the SIEGE siege tower (001), the Warmaster Medieval siege (000).
constexpr MessageSource built_in[] = {
    {"onus.artillery", "002:572"},
    {"onus.declared", "002:572"},
    {"onus.gate", "002:602"},
    {"onus.gap", "002:600"},
    {"onus.closed", "002:600"},
    {"onus.material-agreed", "002:604"},
    {"onus.material-agreed-one", "002:604"},
    {"onus.terrain-cost", "002:572"},
    {"onus.gap-agreed", "002:600"},
    {"onus.inner-wall", "002:600"},
    {"onus.inner-wall-agreed", "002:600"},
    {"onus.material-mix", "002:604"},
    {"onus.material-agreement", "002:604"},
    {"onus.watchtower-inside", "002:382"},
    {"onus.watchtower-unplaced", "002:382"},
    {"tower.drawbridge", "001:98"},
    {"tower.overload", "001:100-104"},
    {"tower.winch-level", "001:37; 001:126"},
    {"tower.winch-level-one", "001:37; 001:126"},
    {"tower.winch", "001:126"},
    {"tower.winch-one", "001:126"},
    {"tower.winch-over", "001:126"},
    {"tower.rampart-distance", "001:126"},
    {"tower.lowering", "001:98; 001:126"},
    {"tower.engaged", "001:92"},
    {"import.wm.siege-foot", "000:75-77"},
    {"import.wm.siege-foot-reading", "000:75-77"},
    {"import.wm.siege-not-mounted", "000:75-77"},
    {"import.wm.siege-not-mounted-reading", "000:75-77"},
};

}  // namespace

std::string message_sources(const Message& said) {
    for (const MessageSource& known : built_in)
        if (known.id == said.text.id) return std::string(known.sources);
    return {};
}

}  // namespace muster
