#include "muster/siege_tower/tower_level_lines.hpp"

namespace muster::siege_tower {

std::vector<Message> level_lines(const TowerVerdict& verdict) {
    std::vector<Message> lines;
    for (const LevelUse& level : verdict.levels) {
        if (!level.used) {
            lines.push_back(message(MUSTER_MESSAGE("cli.tower.level-unused", "level {level}: not used against a level-{rampart} rampart"))
                                .with("level", IntegerValue{level.number})
                                .with("rampart", IntegerValue{verdict.rampart_level}));
            continue;
        }
        Message line = message(level.spans > 1 ? MUSTER_MESSAGE("cli.tower.level-spanning",
                                                                "level {level}: height {height} (spans {spans} heights), ladder up to it {mp} MP")
                                               : MUSTER_MESSAGE("cli.tower.level", "level {level}: height {height}, ladder up to it {mp} MP"))
                           .with("level", IntegerValue{level.number})
                           .with("height", IntegerValue{level.height})
                           .with("spans", IntegerValue{level.spans})
                           .with("mp", IntegerValue{level.ladder_mp});
        lines.push_back(level.drawbridge ? message(MUSTER_MESSAGE("cli.tower.drawbridge", "{line}, drawbridge")).with("line", nested(line)) : line);
    }
    return lines;
}

}  // namespace muster::siege_tower
