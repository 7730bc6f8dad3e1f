#include "muster/wfb3/wfb3_costs.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "muster/rules/army_tally.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/util/suggest.hpp"
#include "muster/wfb3/wfb3_messages.hpp"
#include "muster/text/numbers.hpp"

namespace muster::wfb3 {

namespace {

const Creature& creature_or_throw(const PointsRules& rules, const std::string& id) {
    if (const Creature* c = rules.creature(id)) return *c;
    const auto close = rules.creatures_near(id);
    if (close.empty()) throw Error((message(messages::no_creature).with("id", VerbatimValue{id})));
    throw Error((message(messages::no_creature_near).with("id", VerbatimValue{id}).with("near", VerbatimValue{close.front()})));
}

using messages::say;

Cost& add(Cost& cost, const Message& what, double points) {
    cost.lines.emplace_back(say(what), points);
    cost.how.push_back(what);
    cost.total += points;
    return cost;
}

// Records a reading the cost rests on (once).
void note(Cost& cost, const LocalisedName& reading) {
    if (reading.en.empty()) return;
    for (const LocalisedName& r : cost.readings)
        if (r.en == reading.en) return;
    cost.readings.push_back(reading);
}

void note_all(Cost& cost, const Cost& from) {
    for (const LocalisedName& r : from.readings) note(cost, r);
}

Message named(const LocalisedName& name) { return message(messages::line_name).with("name", name); }

// Several names joined with commas, in each language.
LocalisedName comma_joined(const std::vector<LocalisedName>& names) {
    return in_every_language([&](Language language) {
        std::string joined;
        for (const LocalisedName& n : names) joined += (joined.empty() ? "" : ", ") + n.in(language);
        return joined;
    });
}

// An entry's total with its fractions rounded up, when the data says so.
Cost& round_entry(const PointsRules& rules, Cost& cost) {
    if (!rules.round_entries_up) return cost;
    const double rounded = std::ceil(cost.total - 1e-9);
    if (rounded != cost.total) {
        add(cost, message(messages::rounded_up), rounded - cost.total);
        note(cost, rules.rounding_reading);
    }
    return cost;
}

const Equipment& item_or_throw(const PointsRules& rules, const std::string& id) {
    if (const Equipment* item = rules.item(id)) return *item;
    std::vector<std::string> ids;
    for (const Equipment& e : rules.equipment) ids.push_back(e.id);
    const auto close = near_matches(id, ids);
    if (close.empty()) throw Error((message(messages::no_equipment).with("id", verbatim(id))));
    throw Error((message(messages::no_equipment_near).with("id", verbatim(id)).with("near", verbatim(close.front()))));
}

bool has_kind(const std::vector<const Equipment*>& items, const std::string& kind) {
    return std::any_of(items.begin(), items.end(), [&](const Equipment* e) { return e->kind == kind; });
}

bool is_protection(const Equipment& item) { return item.kind == "armour" || item.kind == "shield" || item.kind == "barding"; }

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
    return out;
}

// Throws the first restriction of the book the model's kit breaks.
std::vector<const Equipment*> checked_kit(const PointsRules& rules, const TrooperSpec& spec, const SpecialTroop* special) {
    std::vector<const Equipment*> items;
    for (const std::string& id : spec.equipment) {
        const Equipment& item = item_or_throw(rules, id);
        if (std::find(items.begin(), items.end(), &item) != items.end()) throw Error((message(messages::item_twice).with("item", item.name)));
        items.push_back(&item);
    }
    for (const KindLimit& limit : rules.kind_limits) {
        std::vector<LocalisedName> names;
        for (const Equipment* e : items)
            if (e->kind == limit.kind) names.push_back(e->name);
        if (static_cast<int>(names.size()) > limit.count)
            throw Error((message(messages::kind_limit)
                             .counting("count", limit.count)
                             .with("kind", rules.kind_name(limit.kind))
                             .with("items", comma_joined(names))
                             .with("source", verbatim(limit.source))));
    }
    for (const Exclusion& rule : rules.exclusions) {
        if (std::find(spec.equipment.begin(), spec.equipment.end(), rule.item) == spec.equipment.end()) continue;
        for (const std::string& other : rule.with)
            if (std::find(spec.equipment.begin(), spec.equipment.end(), other) != spec.equipment.end())
                throw Error((message(messages::not_together)
                                 .with("item", item_or_throw(rules, rule.item).name)
                                 .with("other", item_or_throw(rules, other).name)
                                 .with("source", verbatim(rule.source))));
    }
    for (const Equipment* e : items)
        if (!e->needs_kind.empty() && !has_kind(items, e->needs_kind))
            throw Error((message(messages::item_needs_kind).with("item", e->name).with("kind", rules.kind_name(e->needs_kind))));
    if (!special) return items;
    for (const Equipment* e : items) {
        if (std::find(special->forbids_kinds.begin(), special->forbids_kinds.end(), e->kind) != special->forbids_kinds.end())
            throw Error((message(messages::special_forbids).with("special", special->name).with("item", e->name).with("source", verbatim(special->source))));
        if (!special->armour_only.empty() && is_protection(*e) &&
            std::find(special->armour_only.begin(), special->armour_only.end(), e->id) == special->armour_only.end()) {
            std::vector<LocalisedName> allowed;
            for (const std::string& id : special->armour_only) allowed.push_back(item_or_throw(rules, id).name);
            throw Error((message(messages::special_armour_only)
                             .with("special", special->name)
                             .with("allowed", comma_joined(allowed))
                             .with("item", e->name)
                             .with("source", verbatim(special->source))));
        }
    }
    if (special->max_weapons > 0) {
        std::vector<LocalisedName> weapons;
        for (const Equipment* e : items)
            if (std::find(special->weapon_kinds.begin(), special->weapon_kinds.end(), e->kind) != special->weapon_kinds.end()) weapons.push_back(e->name);
        if (static_cast<int>(weapons.size()) > special->max_weapons)
            throw Error((message(messages::special_one_weapon)
                             .counting("count", special->max_weapons)
                             .with("special", special->name)
                             .with("items", comma_joined(weapons))
                             .with("source", verbatim(special->source))));
    }
    if (!special->needs_kind.empty() && !has_kind(items, special->needs_kind))
        throw Error((message(messages::special_needs_kind)
                         .with("special", special->name)
                         .with("kind", rules.kind_name(special->needs_kind))
                         .with("source", verbatim(special->source))));
    return items;
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
        if (!special) throw Error((message(messages::no_special).with("id", verbatim(spec.special))));
        if (special->kind == SpecialKind::character_role)
            throw Error((message(messages::special_is_character).with("role", verbatim(special->id)).with("source", verbatim(special->source))));
        if (!special->races.empty() && !creature.were_creature &&
            std::find(special->races.begin(), special->races.end(), creature.id) == special->races.end()) {
            std::vector<LocalisedName> races;
            for (const std::string& id : special->races) races.push_back(rules.creature(id) ? rules.creature(id)->name : LocalisedName{id, {}});
            throw Error((message(messages::special_race)
                             .with("special", special->name)
                             .with("races", comma_joined(races))
                             .with("creature", creature.name)
                             .with("source", verbatim(special->source))));
        }
        if (special->kind == SpecialKind::levy)
            base = std::max(std::min(special->minimum, creature.base), base - special->points);  // never dearer than the creature
    }
    if (spec.elite_steps != 0 && !(special && special->kind == SpecialKind::elite))
        throw Error((message(messages::steps_not_elite).with("steps", IntegerValue{spec.elite_steps})));
    add(cost, special && special->kind == SpecialKind::levy ? message(messages::line_levy).with("creature", creature.name) : named(creature.name), base);
    double elite = 0;
    if (special && special->kind == SpecialKind::elite) {
        if (spec.elite_steps < 1 || spec.elite_steps > special->max_steps)
            throw Error((message(messages::elite_steps).with("max", IntegerValue{special->max_steps})));
        elite = std::min(creature.base, special->step_cap) * spec.elite_steps;
    }
    const Creature* mount = spec.mount.empty() ? nullptr : &creature_or_throw(rules, spec.mount);
    if (mount && !mount->riding) throw Error((message(messages::not_riding).with("mount", mount->name)));
    const std::vector<const Equipment*> items = checked_kit(rules, spec, special);
    const double multiplier = equipment_multiplier(rules, base);
    double equipment = 0;
    std::vector<LocalisedName> names;
    for (const Equipment* item : items) {
        if (item->mounted_only && !mount) throw Error((message(messages::mounted_only).with("item", item->name)));
        if (item->kind == "barding" && !mount) throw Error((message(messages::barding_needs_mount)));
        equipment += mount && item->mounted_points ? *item->mounted_points : item->points;
        names.push_back(item->name);
        note(cost, item->reading);
    }
    if (equipment > 0 && multiplier != 1) note(cost, rules.multiplier_reading);
    if (special) note(cost, special->reading);
    if (equipment > 0)
        add(cost,
            message(messages::line_equipment)
                .with("items", comma_joined(names))
                .with("points", decimal_as_needed(equipment))
                .with("multiplier", decimal_as_needed(multiplier)),
            equipment * multiplier);
    if (mount) {
        // Elite troops pay the mount of a normal trooper of their race (003:7988-7990): the doubling leaves the elite steps out.
        const double rider = cost.total;
        note(cost, rules.mount_reading);
        add(cost, message(messages::line_ridden).with("factor", decimal_as_needed(rules.riding_factor)), rider * (rules.riding_factor - 1));
        if (mount->fights)
            add(cost, message(messages::line_mount_fights).with("mount", mount->name).with("points", decimal_as_needed(mount->base)),
                mount->base * rules.fighting_share);
    }
    if (elite > 0) add(cost, message(messages::line_elite).with("steps", IntegerValue{spec.elite_steps}), elite);
    if (mount) {
        const double rounded = std::ceil(cost.total - 1e-9);
        if (rounded != cost.total) {
            add(cost, message(messages::rounded_up), rounded - cost.total);
            note(cost, rules.rounding_reading);
        }
    }
    if (special && special->kind == SpecialKind::add && special->points > 0) add(cost, named(special->name), special->points);
    return cost;
}

namespace {

// A beast pack: the beasts at their own cost, the masters with the unit's equipment and the pack-master surcharge;
// the free unit leader is one of the masters, a musician or standard bearer is a master at twice his cost.
Cost pack_cost(const PointsRules& rules, const UnitSpec& spec) {
    const SpecialTroop* master = nullptr;
    for (const SpecialTroop& s : rules.special_troops)
        if (s.id == "pack-master") master = &s;
    const Cost beast = trooper_cost(rules, TrooperSpec{spec.model.creature, {}, spec.model.mount, "", 0});
    const Cost one = trooper_cost(rules, TrooperSpec{spec.master_creature, spec.model.equipment, "", master ? master->id : "", 0});
    const int leader = rules.leader_free ? 1 : 0;
    const int command = (spec.musician ? 1 : 0) + (spec.standard ? 1 : 0);
    if (leader + command > spec.masters) throw Error((message(messages::no_room_for_leader).with("models", IntegerValue{spec.masters})));
    Cost cost;
    note_all(cost, beast);
    note_all(cost, one);
    if (leader) note(cost, rules.command_reading);
    add(cost,
        message(messages::pack_beasts)
            .with("count", IntegerValue{spec.models})
            .with("creature", creature_or_throw(rules, spec.model.creature).name)
            .with("each", PointsValue{beast.total}),
        spec.models * beast.total);
    if (leader) add(cost, message(messages::unit_leader), 0);
    const int paid = spec.masters - leader - command;
    add(cost,
        message(messages::pack_masters)
            .with("count", IntegerValue{paid})
            .with("each", PointsValue{one.total})
            .with("creature", creature_or_throw(rules, spec.master_creature).name),
        paid * one.total);
    if (spec.musician) add(cost, message(messages::line_musician).with("factor", decimal_as_needed(rules.musician_factor)), one.total * rules.musician_factor);
    if (spec.standard) add(cost, message(messages::line_standard).with("factor", decimal_as_needed(rules.standard_factor)), one.total * rules.standard_factor);
    for (const auto& [name, points] : spec.magic_items) add(cost, named(LocalisedName{name, {}}), points);
    return round_entry(rules, cost);
}

}  // namespace

Cost unit_cost(const PointsRules& rules, const UnitSpec& spec) {
    if (spec.models < 1) throw Error((message(messages::unit_needs_model)));
    if (spec.masters > 0) return pack_cost(rules, spec);
    if (const SpecialTroop* s = spec.model.special.empty() ? nullptr : rules.special(spec.model.special); s && s->id == "pack-master")
        throw Error((message(messages::pack_master_alone).with("source", verbatim(s->source))));
    const Cost model = trooper_cost(rules, spec.model);
    const SpecialTroop* special = spec.model.special.empty() ? nullptr : rules.special(spec.model.special);
    const bool team = special && special->team > 0;
    const int leader = rules.leader_free && !team ? 1 : 0;
    const int command = (spec.musician ? 1 : 0) + (spec.standard ? 1 : 0);
    if (command + leader > spec.models) throw Error((message(messages::no_room_for_leader).with("models", IntegerValue{spec.models})));
    Cost cost;
    note_all(cost, model);
    if (leader || spec.musician || spec.standard) note(cost, rules.command_reading);
    if (leader) add(cost, message(messages::unit_leader), 0);
    const int normal = spec.models - command - leader;
    add(cost, message(messages::line_models).with("count", IntegerValue{normal}).with("points", decimal_as_needed(model.total)), normal * model.total);
    if (spec.musician)
        add(cost, message(messages::line_musician).with("factor", decimal_as_needed(rules.musician_factor)), model.total * rules.musician_factor);
    if (spec.standard)
        add(cost, message(messages::line_standard).with("factor", decimal_as_needed(rules.standard_factor)), model.total * rules.standard_factor);
    for (const std::string& id : spec.model.equipment)
        if (const Equipment* item = rules.item(id); item && item->unit_points > 0)
            add(cost, message(messages::once_per_unit).with("item", item->name), item->unit_points);
    if (spec.hidden > 0) {
        const SpecialTroop* hidden = rules.special(spec.hidden_special);
        if (!hidden || hidden->hide_share <= 0) throw Error((message(messages::cannot_hide).with("special", verbatim(spec.hidden_special))));
        const int everyone = spec.models + spec.hidden;
        if (spec.hidden > hidden->hide_share * everyone + 1e-9)
            throw Error((message(messages::too_many_hidden)
                             .with("count", IntegerValue{spec.hidden})
                             .with("special", hidden->name)
                             .with("models", IntegerValue{everyone})
                             .with("share", PercentValue{hidden->hide_share, 0})
                             .with("source", verbatim(hidden->source))));
        // Each looks like one of the unit's models but keeps only the kit its type may carry.
        // With a weapon limit, they keep the first weapons the unit lists.
        TrooperSpec hidden_trooper{spec.model.creature, {}, spec.model.mount, hidden->id, 0};
        int weapons = 0;
        for (const std::string& id : spec.model.equipment) {
            const Equipment* item = rules.item(id);
            if (!item || std::find(hidden->forbids_kinds.begin(), hidden->forbids_kinds.end(), item->kind) != hidden->forbids_kinds.end()) continue;
            const bool weapon = std::find(hidden->weapon_kinds.begin(), hidden->weapon_kinds.end(), item->kind) != hidden->weapon_kinds.end();
            if (weapon && hidden->max_weapons > 0 && weapons >= hidden->max_weapons) continue;
            weapons += weapon;
            hidden_trooper.equipment.push_back(id);
        }
        const Cost hidden_model = trooper_cost(rules, hidden_trooper);
        const double each = hidden_model.total;
        note_all(cost, hidden_model);
        add(cost, message(messages::hidden_line).with("count", IntegerValue{spec.hidden}).with("special", hidden->name).with("each", PointsValue{each}),
            spec.hidden * each);
    }
    for (const auto& [name, points] : spec.magic_items) add(cost, named(LocalisedName{name, {}}), points);
    const double rounded = std::ceil(cost.total - 1e-9);
    if (rounded != cost.total) {
        add(cost, message(messages::rounded_up), rounded - cost.total);
        note(cost, rules.rounding_reading);
    }
    return cost;
}

int unit_models_in_all(const UnitSpec& spec) { return spec.models + std::max(spec.masters, 0) + std::max(spec.hidden, 0); }

int default_unit_models(const PointsRules& rules, const UnitSpec& spec) {
    const SpecialTroop* special = spec.model.special.empty() ? nullptr : rules.special(spec.model.special);
    return special && special->team > 0 ? special->team : rules.minimum_unit_size;
}

std::vector<Message> unit_size_findings(const PointsRules& rules, const UnitSpec& spec, const std::string& id) {
    std::vector<Message> findings;
    const int in_all = unit_models_in_all(spec);
    const SpecialTroop* special = spec.model.special.empty() ? nullptr : rules.special(spec.model.special);
    const int most = !special ? 0 : spec.model.mount.empty() ? special->max_foot : special->max_mounted;
    if (most > 0 && in_all > most)
        findings.push_back(message(spec.model.mount.empty() ? messages::unit_size_foot : messages::unit_size_mounted)
                               .with("id", verbatim(id))
                               .with("models", IntegerValue{in_all})
                               .with("special", lowercase_name(special->name))
                               .with("max", IntegerValue{most})
                               .with("source", verbatim(special->source)));
    if (special && special->team > 0) {
        if (spec.models % special->team != 0)
            findings.push_back(message(messages::unit_size_team)
                                   .with("special", lowercase_name(special->name))
                                   .with("team", IntegerValue{special->team})
                                   .with("id", verbatim(id))
                                   .with("models", IntegerValue{spec.models})
                                   .with("source", verbatim(special->source)));
    } else if (in_all < rules.minimum_unit_size) {
        findings.push_back(
            message(messages::unit_size).with("id", verbatim(id)).with("models", IntegerValue{in_all}).with("minimum", IntegerValue{rules.minimum_unit_size}));
    }
    return findings;
}

Cost character_cost(const PointsRules& rules, const CharacterSpec& spec) {
    const Creature& creature = creature_or_throw(rules, spec.creature);
    if (spec.level < rules.level_step || spec.level > rules.max_level || spec.level % rules.level_step != 0)
        throw Error((message(messages::character_levels).with("step", IntegerValue{rules.level_step}).with("max", IntegerValue{rules.max_level})));
    Cost cost;
    note(cost, rules.character_reading);
    if (spec.wizard) note(cost, rules.wizard_reading);
    if (const CharacterRole* role = spec.role.empty() ? nullptr : rules.role(spec.role)) note(cost, role->reading);
    if (creature.base <= rules.low_base_limit) {
        double value = creature.base * spec.level + creature.base;
        if (value > rules.low_base_limit) value = std::ceil(value - 1e-9);
        add(cost,
            message(messages::line_character)
                .with("creature", creature.name)
                .with("level", IntegerValue{spec.level})
                .with("per_level", decimal_as_needed(creature.base))
                .with("base", decimal_as_needed(creature.base)),
            value);
    } else {
        add(cost,
            message(messages::line_character)
                .with("creature", creature.name)
                .with("level", IntegerValue{spec.level})
                .with("per_level", decimal_as_needed(rules.high_base_per_level))
                .with("base", decimal_as_needed(creature.base)),
            rules.high_base_per_level * spec.level + creature.base);
    }
    if (spec.wizard) {
        bool found = false;
        for (const auto& [level, surcharge] : rules.wizard_surcharges)
            if (level == spec.level) {
                add(cost, message(messages::line_wizard).with("level", IntegerValue{level}), surcharge);
                found = true;
            }
        if (!found) throw Error((message(messages::no_wizard_level).with("level", IntegerValue{spec.level})));
    }
    if (!spec.mount.empty()) {
        bool found = false;
        for (const auto& [mount, points] : rules.character_mounts)
            if (mount == spec.mount) {
                add(cost, message(messages::line_mount).with("mount", creature_or_throw(rules, mount).name), points);
                found = true;
            }
        if (!found) {
            std::vector<std::string> ids;
            for (const auto& [mount, points] : rules.character_mounts) ids.push_back(mount);
            throw Error((message(messages::not_character_mount).with("mount", verbatim(spec.mount)).with("mounts", verbatim(joined(ids)))));
        }
    }
    for (const auto& [name, points] : spec.items) add(cost, named(LocalisedName{name, {}}), points);
    if (!spec.role.empty()) {
        const CharacterRole* role = rules.role(spec.role);
        if (!role) throw Error((message(messages::no_role).with("role", verbatim(spec.role))));
        if (spec.level < role->min_level)
            throw Error((message(messages::role_level)
                             .with("role", lowercase_name(role->name))
                             .with("level", IntegerValue{role->min_level})
                             .with("source", verbatim(role->source))));
        add(cost,
            message(messages::role_surcharge).with("role", role->name).with("points", PointsValue{role->surcharge}).with("source", verbatim(role->source)),
            role->surcharge);
    }
    if (cost.total <= rules.low_base_limit + 1e-9) return cost;  // "Lorsque le résultat est supérieur à 10" (003:11445-11447): not below
    return round_entry(rules, cost);
}

Cost chariot_cost(const PointsRules& rules, const ChariotSpec& spec) {
    if (spec.animals.empty()) throw Error((message(messages::chariot_needs_animals)));
    Cost cost;
    note(cost, rules.chariot_reading);
    double sum = 0;
    for (const std::string& animal : spec.animals) sum += creature_or_throw(rules, animal).base;
    for (const TrooperSpec& crew : spec.crew) {
        const Cost member = trooper_cost(rules, crew);
        note_all(cost, member);
        sum += member.total;
    }
    add(cost,
        message(messages::line_chariot)
            .with("animals", IntegerValue{static_cast<long long>(spec.animals.size())})
            .with("crew", IntegerValue{static_cast<long long>(spec.crew.size())})
            .with("sum", decimal_as_needed(sum))
            .with("factor", decimal_as_needed(rules.chariot_factor)),
        sum * rules.chariot_factor);
    if (spec.scythes) add(cost, message(messages::line_scythes), rules.chariot_scythes);
    round_entry(rules, cost);
    if (spec.chariots > 1) {
        const double one = cost.total;
        add(cost, message(messages::chariot_count).counting("count", spec.chariots - 1).with("points", PointsValue{one}), one * (spec.chariots - 1));
    }
    if ((spec.musician || spec.standard) && !spec.crew.empty()) {
        const double crew = trooper_cost(rules, spec.crew.front()).total;
        const auto command = [&](const MessageText& what, double factor) {
            add(cost,
                message(messages::chariot_command)
                    .with("what", nested(message(what)))
                    .with("factor", decimal_as_needed(factor))
                    .with("crew", PointsValue{crew})
                    .with("source", verbatim("003:9744-9749")),
                crew * (factor - 1) * rules.chariot_factor);
        };
        if (spec.musician) command(messages::word_musician, rules.musician_factor);
        if (spec.standard) command(messages::word_standard, rules.standard_factor);
        round_entry(rules, cost);
    }
    return cost;
}

std::string chariot_type_of(const PointsRules& rules, const ChariotSpec& spec) {
    if (!spec.type.empty()) return spec.type;
    const ChariotType* light = rules.chariot_type("light");
    return light && static_cast<int>(spec.animals.size()) <= light->max_animals ? "light" : "heavy";
}

std::vector<std::string> chariot_problems(const PointsRules& rules, const ChariotSpec& spec, const std::string& id) {
    std::vector<std::string> problems;
    for (const Message& finding : chariot_findings(rules, spec, id)) problems.push_back(say(finding));
    return problems;
}

std::vector<Message> chariot_findings(const PointsRules& rules, const ChariotSpec& spec, const std::string& id) {
    std::vector<Message> problems;
    const long long animals = static_cast<long long>(spec.animals.size());
    if (animals < rules.chariot_min_animals || animals > rules.chariot_max_animals)
        problems.push_back((message(messages::chariot_animals)
                                .with("min", IntegerValue{rules.chariot_min_animals})
                                .with("max", IntegerValue{rules.chariot_max_animals})
                                .with("id", verbatim(id))
                                .with("count", IntegerValue{animals})));
    const std::string type_id = chariot_type_of(rules, spec);
    const ChariotType* type = rules.chariot_type(type_id);
    if (!type) {
        if (!rules.chariot_types.empty()) problems.push_back((message(messages::no_chariot_type).with("type", verbatim(type_id))));
        return problems;
    }
    if (animals >= rules.chariot_min_animals && animals <= rules.chariot_max_animals && (animals < type->min_animals || animals > type->max_animals))
        problems.push_back((message(messages::chariot_type_animals)
                                .with("type", lowercase_name(type->name))
                                .with("min", IntegerValue{type->min_animals})
                                .with("max", IntegerValue{type->max_animals})
                                .with("id", verbatim(id))
                                .with("count", IntegerValue{animals})
                                .with("source", verbatim(type->source))));
    double places = 0;
    for (const TrooperSpec& crew : spec.crew)
        if (const Creature* c = rules.creature(crew.creature)) places += c->places;
    if (places > type->capacity + 1e-9)
        problems.push_back((message(messages::chariot_places)
                                .with("id", verbatim(id))
                                .with("places", DecimalValue{places, places == std::floor(places) ? 0 : 1})
                                .with("type", lowercase_name(type->name))
                                .with("capacity", DecimalValue{type->capacity, 0})
                                .with("source", verbatim(type->source))));
    return problems;
}

Cost war_altar_cost(const PointsRules& rules, const TrooperSpec& guard, int guards) {
    const Cost each = trooper_cost(rules, guard);
    Cost cost;
    add(cost, message(messages::altar_line).with("reading", rules.altar_reading), rules.altar_points);
    add(cost, message(messages::line_models).with("count", IntegerValue{guards}).with("points", PointsValue{each.total}), guards * each.total);
    return cost;
}

std::optional<Message> war_altar_guards_finding(const PointsRules& rules, int guards, const std::string& id) {
    if (guards >= rules.altar_min_guards && guards <= rules.altar_max_guards) return std::nullopt;
    return message(messages::altar_guards)
        .with("min", IntegerValue{rules.altar_min_guards})
        .with("max", IntegerValue{rules.altar_max_guards})
        .with("id", verbatim(id))
        .with("count", IntegerValue{guards})
        .with("source", verbatim(rules.altar_source));
}

Cost war_machine_cost(const PointsRules& rules, const WarMachineSpec& spec) {
    const WarMachine* machine = rules.machine(spec.machine);
    if (!machine) {
        std::vector<std::string> ids;
        for (const WarMachine& m : rules.machines) ids.push_back(m.id);
        throw Error((message(messages::no_machine).with("id", verbatim(spec.machine)).with("machines", verbatim(joined(ids)))));
    }
    if (spec.crew < machine->min_crew || spec.crew > machine->max_crew)
        throw Error((message(messages::machine_crew)
                         .with("machine", machine->name)
                         .with("min", IntegerValue{machine->min_crew})
                         .with("max", IntegerValue{machine->max_crew})));
    if (spec.extra_crew < 0) throw Error(message(messages::extra_crew_negative));
    const Creature& crew = creature_or_throw(rules, spec.crew_creature);
    // A crew member: his race and equipment as a trooper, + the surcharge (003:9004-9007).
    const Cost model = trooper_cost(rules, TrooperSpec{spec.crew_creature, spec.equipment, "", "", 0});
    const double multiplier = equipment_multiplier(rules, crew.base);
    const double equipment = model.total - crew.base;
    const double each = rules.crew_surcharge_multiplied ? crew.base + (equipment + rules.crew_surcharge) * multiplier : model.total + rules.crew_surcharge;
    const int everyone = spec.crew + spec.extra_crew;
    Cost cost;
    note_all(cost, model);
    note(cost, rules.crew_reading);
    note(cost, machine->reading);
    add(cost, message(messages::machine_crew_line).with("machine", machine->name).with("crew", IntegerValue{spec.crew}), machine->per_crew * spec.crew);
    const Message line = rules.crew_surcharge_multiplied ? message(messages::crew_line_multiplied)
                                                               .with("count", IntegerValue{everyone})
                                                               .with("creature", crew.name)
                                                               .with("each", PointsValue{each})
                                                               .with("base", PointsValue{crew.base})
                                                               .with("equipment", PointsValue{equipment})
                                                               .with("surcharge", PointsValue{rules.crew_surcharge})
                                                               .with("multiplier", DecimalValue{multiplier, multiplier == std::floor(multiplier) ? 0 : 1})
                                                         : message(messages::crew_line)
                                                               .with("count", IntegerValue{everyone})
                                                               .with("creature", crew.name)
                                                               .with("each", PointsValue{each})
                                                               .with("model", PointsValue{model.total})
                                                               .with("surcharge", PointsValue{rules.crew_surcharge});
    add(cost, line, everyone * each);
    if (spec.extra_crew > 0) add(cost, message(messages::extra_crew_note).counting("count", spec.extra_crew).with("crew", IntegerValue{spec.crew}), 0);
    return round_entry(rules, cost);
}

Cost monster_cost(const PointsRules& rules, const MonsterSpec& spec) {
    const Creature& monster = creature_or_throw(rules, spec.creature);
    if (!monster.monster) throw Error((message(messages::not_monster).with("creature", monster.name)));
    Cost cost;
    add(cost, named(monster.name), monster.base);
    for (const TrooperSpec& crew : spec.crew) {
        const Cost member = trooper_cost(rules, crew);
        note_all(cost, member);
        add(cost, message(messages::line_crew_member).with("creature", creature_or_throw(rules, crew.creature).name), member.total);
    }
    if (spec.howdah)
        add(cost, message(messages::line_howdah).with("points", decimal_as_needed(rules.howdah_per_crew)),
            rules.howdah_per_crew * static_cast<double>(spec.crew.size()));
    return round_entry(rules, cost);
}

std::vector<double> character_profile(const PointsRules& rules, const CharacterSpec& spec) {
    const Creature* creature = rules.creature(spec.creature);
    if (!creature || creature->profile.size() != rules.characteristics.size() || creature->profile.empty()) return {};
    std::vector<double> profile = creature->profile;
    for (const auto& [level, bonus] : spec.wizard ? rules.wizard_bonuses : rules.level_bonuses)
        if (level == spec.level && bonus.size() == profile.size())
            for (std::size_t i = 0; i < profile.size(); ++i) profile[i] += bonus[i];
    for (double& value : profile) value = std::min(value, rules.characteristic_cap);  // every character, 003:7216-7217
    return profile;
}

std::vector<double> trooper_profile(const PointsRules& rules, const TrooperSpec& spec) {
    const Creature* creature = rules.creature(spec.creature);
    if (!creature || creature->profile.empty() || creature->profile.size() != rules.characteristics.size()) return {};
    std::vector<double> profile = creature->profile;
    const auto apply = [&](const std::vector<double>& bonus) {
        if (bonus.size() == profile.size())
            for (std::size_t i = 0; i < profile.size(); ++i) profile[i] += bonus[i];
    };
    const SpecialTroop* special = spec.special.empty() ? nullptr : rules.special(spec.special);
    if (special && special->kind == SpecialKind::levy) apply(rules.levy_bonus);
    if (special && special->kind == SpecialKind::elite)
        for (const auto& [steps, bonus] : spec.elite_shooter ? rules.elite_shooter : rules.elite_shock)
            if (steps == spec.elite_steps) apply(bonus);
    return profile;
}

std::vector<std::string> characteristic_names(const PointsRules& rules, Language language) {
    std::vector<std::string> names;
    for (const LocalisedName& label : rules.characteristic_labels) names.push_back(label.in(language));
    return names;
}

std::string format_profile(const PointsRules& rules, const std::vector<double>& profile, Language language) {
    const std::vector<std::string> names = characteristic_names(rules, language);
    std::string out;
    for (std::size_t i = 0; i < profile.size() && i < names.size(); ++i) out += (out.empty() ? "" : ", ") + names[i] + " " + write_amount(profile[i], language);
    return out;
}

std::vector<std::pair<std::string, double>> cost_lines(const Cost& cost, Language language) {
    if (language == Language::english || cost.how.size() != cost.lines.size()) return cost.lines;
    std::vector<std::pair<std::string, double>> lines;
    for (std::size_t i = 0; i < cost.lines.size(); ++i) lines.emplace_back(render_message(cost.how[i], language), cost.lines[i].second);
    return lines;
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
