#include "muster/wfb3/wfb3_costs.hpp"

#include <cmath>

#include "muster/rules/army_tally.hpp"
#include "muster/util/error.hpp"
#include "muster/util/suggest.hpp"

namespace muster::wfb3 {

namespace {

const Creature& creature_or_throw(const PointsRules& rules, const std::string& id) {
    if (const Creature* c = rules.creature(id)) return *c;
    const auto close = rules.creatures_near(id);
    throw Error("no creature '" + id + "' in the bestiary" + (close.empty() ? std::string("; add it in a bestiary file of your own")
                                                                            : " (did you mean '" + close.front() + "'?)"));
}

Cost& add(Cost& cost, std::string what, double points) {
    cost.lines.emplace_back(std::move(what), points);
    cost.total += points;
    return cost;
}

}  // namespace

double equipment_multiplier(const PointsRules& rules, double base) {
    double last_limit = 0, last_multiplier = 1;
    for (const auto& [limit, multiplier] : rules.bands) {
        if (!limit) {
            if (base < rules.half_below) return multiplier;
            continue;
        }
        if (base <= *limit + 1e-9) return multiplier;
        last_limit = *limit;
        last_multiplier = multiplier;
    }
    return last_multiplier + std::ceil((base - last_limit) / rules.beyond_width - 1e-9);
}

Cost trooper_cost(const PointsRules& rules, const TrooperSpec& spec) {
    const Creature& creature = creature_or_throw(rules, spec.creature);
    Cost cost;
    double base = creature.base;
    const SpecialTroop* special = nullptr;
    if (!spec.special.empty()) {
        special = rules.special(spec.special);
        if (!special) throw Error("no special troop type '" + spec.special + "'");
        if (special->kind == "levy") base = std::max(special->minimum, base - special->points);
    }
    add(cost, creature.name.en + (special && special->kind == "levy" ? " (levy)" : ""), base);
    if (special && special->kind == "elite") {
        if (spec.elite_steps < 1 || spec.elite_steps > special->max_steps)
            throw Error("elite troops are +1 to +" + std::to_string(special->max_steps));
        add(cost, "Elite +" + std::to_string(spec.elite_steps), std::min(creature.base, special->step_cap) * spec.elite_steps);
    }
    const Creature* mount = spec.mount.empty() ? nullptr : &creature_or_throw(rules, spec.mount);
    if (mount && !mount->riding) throw Error(mount->name.en + " is not a riding animal; a monster carries crew instead");
    const double multiplier = equipment_multiplier(rules, base);
    double equipment = 0;
    std::string names;
    for (const std::string& id : spec.equipment) {
        const Equipment* item = rules.item(id);
        if (!item) {
            std::vector<std::string> ids;
            for (const Equipment& e : rules.equipment) ids.push_back(e.id);
            const auto close = near_matches(id, ids);
            throw Error("no equipment '" + id + "'" + (close.empty() ? std::string() : " (did you mean '" + close.front() + "'?)"));
        }
        if (item->mounted_only && !mount) throw Error(item->name.en + " is for mounted troops only");
        if (id == "barding" && !mount) throw Error("barding needs a riding animal");
        equipment += mount && item->mounted_points ? *item->mounted_points : item->points;
        names += (names.empty() ? "" : ", ") + item->name.en;
    }
    if (equipment > 0) add(cost, names + " (" + format_points(equipment) + " × " + format_points(multiplier) + ")", equipment * multiplier);
    if (mount) {
        const double rider = cost.total;
        add(cost, "ridden: × " + format_points(rules.riding_factor), rider * (rules.riding_factor - 1));
        if (mount->fights) add(cost, mount->name.en + " fights: half its " + format_points(mount->base), mount->base * rules.fighting_share);
        const double rounded = std::ceil(cost.total - 1e-9);
        if (rounded != cost.total) add(cost, "rounded up", rounded - cost.total);
    }
    if (special && special->kind == "add") add(cost, special->name.en, special->points);
    return cost;
}

Cost unit_cost(const PointsRules& rules, const UnitSpec& spec) {
    if (spec.models < 1) throw Error("a unit needs at least one model");
    const Cost model = trooper_cost(rules, spec.model);
    const int command = (spec.musician ? 1 : 0) + (spec.standard ? 1 : 0);
    if (command > spec.models) throw Error("the unit has fewer models than command models");
    Cost cost;
    add(cost, std::to_string(spec.models - command) + " × " + format_points(model.total), (spec.models - command) * model.total);
    if (spec.musician) add(cost, "musician (× " + format_points(rules.musician_factor) + ")", model.total * rules.musician_factor);
    if (spec.standard) add(cost, "standard bearer (× " + format_points(rules.standard_factor) + ")", model.total * rules.standard_factor);
    for (const auto& [name, points] : spec.magic_items) add(cost, name, points);
    const double rounded = std::ceil(cost.total - 1e-9);
    if (rounded != cost.total) add(cost, "rounded up", rounded - cost.total);
    return cost;
}

Cost character_cost(const PointsRules& rules, const CharacterSpec& spec) {
    const Creature& creature = creature_or_throw(rules, spec.creature);
    if (spec.level < rules.level_step || spec.level > rules.max_level || spec.level % rules.level_step != 0)
        throw Error("character levels are " + std::to_string(rules.level_step) + " to " + std::to_string(rules.max_level) +
                    " in steps of " + std::to_string(rules.level_step));
    Cost cost;
    if (creature.base <= rules.low_base_limit) {
        double value = creature.base * spec.level + creature.base;
        if (value > rules.low_base_limit) value = std::ceil(value - 1e-9);
        add(cost, creature.name.en + " level " + std::to_string(spec.level) + " (" + format_points(creature.base) + " × " +
                      std::to_string(spec.level) + " + " + format_points(creature.base) + ")",
            value);
    } else {
        add(cost, creature.name.en + " level " + std::to_string(spec.level) + " (" + format_points(rules.high_base_per_level) + " × " +
                      std::to_string(spec.level) + " + " + format_points(creature.base) + ")",
            rules.high_base_per_level * spec.level + creature.base);
    }
    if (spec.wizard) {
        bool found = false;
        for (const auto& [level, surcharge] : rules.wizard_surcharges)
            if (level == spec.level) {
                add(cost, "wizard level " + std::to_string(level), surcharge);
                found = true;
            }
        if (!found) throw Error("no wizard surcharge for level " + std::to_string(spec.level));
    }
    if (!spec.mount.empty()) {
        bool found = false;
        for (const auto& [mount, points] : rules.character_mounts)
            if (mount == spec.mount) {
                add(cost, "mount: " + creature_or_throw(rules, mount).name.en, points);
                found = true;
            }
        if (!found) throw Error("'" + spec.mount + "' is not a character mount (horse, warhorse, giant-wolf, boar)");
    }
    for (const auto& [name, points] : spec.items) add(cost, name, points);
    return cost;
}

Cost chariot_cost(const PointsRules& rules, const ChariotSpec& spec) {
    if (spec.animals.empty()) throw Error("a chariot needs draught animals");
    Cost cost;
    double sum = 0;
    for (const std::string& animal : spec.animals) sum += creature_or_throw(rules, animal).base;
    for (const TrooperSpec& crew : spec.crew) sum += trooper_cost(rules, crew).total;
    add(cost, std::to_string(spec.animals.size()) + " animals and " + std::to_string(spec.crew.size()) + " crew (" +
                  format_points(sum) + ") × " + format_points(rules.chariot_factor),
        sum * rules.chariot_factor);
    if (spec.scythes) add(cost, "scythes", rules.chariot_scythes);
    return cost;
}

Cost war_machine_cost(const PointsRules& rules, const WarMachineSpec& spec) {
    const WarMachine* machine = rules.machine(spec.machine);
    if (!machine) throw Error("no war machine '" + spec.machine + "' (ballista, catapult, mortar)");
    if (spec.crew < machine->min_crew || spec.crew > machine->max_crew)
        throw Error(machine->name.en + " takes " + std::to_string(machine->min_crew) + " to " + std::to_string(machine->max_crew) + " crew");
    const Creature& crew = creature_or_throw(rules, spec.crew_creature);
    Cost cost;
    add(cost, machine->name.en + " with " + std::to_string(spec.crew) + " crew", machine->per_crew * spec.crew);
    add(cost, std::to_string(spec.crew) + " × " + crew.name.en + " crew (" + format_points(crew.base) + " + " +
                  format_points(rules.crew_surcharge) + ")",
        spec.crew * (crew.base + rules.crew_surcharge));
    return cost;
}

Cost monster_cost(const PointsRules& rules, const MonsterSpec& spec) {
    const Creature& monster = creature_or_throw(rules, spec.creature);
    Cost cost;
    add(cost, monster.name.en, monster.base);
    for (const TrooperSpec& crew : spec.crew) add(cost, "crew: " + crew.creature, trooper_cost(rules, crew).total);
    if (spec.howdah) add(cost, "howdah (" + format_points(rules.howdah_per_crew) + " per crew)", rules.howdah_per_crew * static_cast<double>(spec.crew.size()));
    return cost;
}

int level_cap(const PointsRules& rules, double game_points) {
    for (const auto& [up_to, level] : rules.level_caps)
        if (game_points <= up_to) return level;
    return 0;
}

SupplyTrain supply_train(const PointsRules& rules, double army_points) {
    SupplyTrain train;
    if (army_points < rules.train_min_points) return train;
    const int blocks = static_cast<int>(std::floor(army_points / rules.train_per_points + 1e-9));
    train.wagons = blocks * rules.train_wagons;
    train.civilians = blocks * rules.train_civilians;
    train.width = rules.train_width;
    train.length = rules.train_base_length + rules.train_length_per_block * blocks;
    return train;
}

}  // namespace muster::wfb3
