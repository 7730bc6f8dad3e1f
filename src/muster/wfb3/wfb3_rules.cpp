#include "muster/wfb3/wfb3_rules.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>

#include "muster/lists/reference_table_reader.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/wfb3/wfb3_messages.hpp"
#include "muster/xml/data_file.hpp"

namespace muster::wfb3 {

const char* choice_word(SpecialKind kind) {
    switch (kind) {
        case SpecialKind::elite:
            return "elite";
        case SpecialKind::levy:
            return "levy";
        case SpecialKind::character_role:
            return "character-role";
        case SpecialKind::add:
            break;
    }
    return "add";
}

namespace {

template <typename T>
const T* by_id(const std::vector<T>& items, const std::string& id) {
    for (const T& item : items)
        if (item.id == id) return &item;
    return nullptr;
}

void read_creatures(const XmlSource& source, pugi::xml_node parent, PointsRules& rules, Report& report) {
    for (pugi::xml_node node : parent.children("creature")) {
        ElementReader r(source, node, report);
        Creature c;
        c.id = r.required_text("id");
        c.name = r.required_localised("name");
        c.base = r.required_number("base", 0, 100000).value_or(0);
        c.riding = r.flag("riding", false);
        c.fights = r.flag("fights", false);
        c.monster = r.flag("monster", false);
        c.places = r.number("places", 0, 1000).value_or(1);
        c.commands_all_races = r.flag("commands-all-races", false);
        c.were_creature = r.flag("were-creature", false);
        for (const std::string& word : r.words("profile")) {
            double value = 0;  // from_chars, not strtod: a French desktop's locale reads "1.5" as 1
            const auto [end, fault] = std::from_chars(word.data(), word.data() + word.size(), value);
            if (fault != std::errc() || end != word.data() + word.size() || !std::isfinite(value) || std::fabs(value) > 1e6) {
                const Message meaning = message(messages::profile_not_number)
                                            .with("profile", VerbatimValue{r.text("profile")})
                                            .with("id", VerbatimValue{c.id})
                                            .with("word", VerbatimValue{word});
                r.error("profile", "wfb3.profile", messages::say(meaning)).says(meaning);
                break;
            }
            c.profile.push_back(value);
        }
        if (!c.profile.empty() && !rules.characteristics.empty() && c.profile.size() != rules.characteristics.size()) {
            std::string names;
            for (const std::string& n : rules.characteristics) names += (names.empty() ? "" : " ") + n;
            const Message meaning = message(messages::profile_size)
                                        .with("id", VerbatimValue{c.id})
                                        .with("count", IntegerValue{static_cast<long long>(c.profile.size())})
                                        .with("expected", IntegerValue{static_cast<long long>(rules.characteristics.size())})
                                        .with("characteristics", VerbatimValue{names});
            r.error("profile", "wfb3.profile", messages::say(meaning)).says(meaning);
        }
        c.file = source.file();
        const std::optional<double> mount_points = r.number("character-mount", 0, 1e6);
        if (const Creature* existing = rules.creature(c.id))
            r.error("id", "wfb3.duplicate-creature", {})
                .says(message(MUSTER_MESSAGE("wfb3.duplicate-creature", "creature '{id}' is already defined in {file}"))
                          .with("id", VerbatimValue{c.id})
                          .with("file", VerbatimValue{existing->file}));
        else {
            if (mount_points) rules.character_mounts.emplace_back(c.id, *mount_points);
            rules.add_creature(std::move(c));
        }
    }
    rules.index();
}

}  // namespace

const Creature* PointsRules::creature(const std::string& creature_id) const {
    if (creatures_indexed_ != creatures.size()) return by_id(creatures, creature_id);  // changed by hand since index()
    const std::optional<std::size_t> found = creature_ids_.find(creature_id);
    return found ? &creatures[creature_at_[*found]] : nullptr;
}

bool PointsRules::add_creature(Creature added) {
    if (creature(added.id)) return false;
    if (creatures_indexed_ == creatures.size()) {
        creature_ids_.insert(added.id);
        creature_at_.push_back(creatures.size());
        ++creatures_indexed_;
    }
    creatures.push_back(std::move(added));
    creature_matcher_.reset();
    return true;
}

std::vector<std::string> PointsRules::creatures_near(const std::string& typed) const {
    if (creature_matcher_ && creatures_indexed_ == creatures.size()) return creature_matcher_->near(typed);
    std::vector<std::string> ids;
    for (const Creature& c : creatures) ids.push_back(c.id);
    return near_matches(typed, ids);
}

void PointsRules::index() {
    creature_ids_ = IdSet();
    creature_at_.clear();
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < creatures.size(); ++i) {
        if (creature_ids_.insert(creatures[i].id)) creature_at_.push_back(i);
        ids.push_back(creatures[i].id);
    }
    creatures_indexed_ = creatures.size();
    creature_matcher_ = std::make_shared<const NearMatcher>(std::move(ids));
}

const Equipment* PointsRules::item(const std::string& item_id) const { return by_id(equipment, item_id); }
const SpecialTroop* PointsRules::special(const std::string& special_id) const { return by_id(special_troops, special_id); }
const WarMachine* PointsRules::machine(const std::string& machine_id) const { return by_id(machines, machine_id); }
const CharacterRole* PointsRules::role(const std::string& role_id) const { return by_id(roles, role_id); }
const ChariotType* PointsRules::chariot_type(const std::string& chariot_id) const { return by_id(chariot_types, chariot_id); }
LocalisedName PointsRules::kind_name(const std::string& kind) const {
    for (const auto& [kind_id, kind_label] : kind_names)
        if (kind_id == kind) return kind_label;
    return LocalisedName{kind, {}};
}

const ReferenceTable* PointsRules::table(const std::string& table_id) const { return by_id(tables, table_id); }

namespace {

const DataFileKind points_file{"wfb3-points", "wfb3.wrong-root", true, MUSTER_MESSAGE("wfb3.points-wrong-root", "expected <wfb3-points>, found <{found}>")};
const DataFileKind bestiary_file{"wfb3-bestiary", "wfb3.wrong-root", false,
                                 MUSTER_MESSAGE("wfb3.bestiary-wrong-root", "expected <wfb3-bestiary>, found <{found}>")};

void read_points_rules(const XmlSource& source, ElementReader& top, PointsRules& rules, Report& report) {
    const pugi::xml_node root = top.node();

    const pugi::xml_node multiplier = root.child("equipment-multiplier");
    rules.multiplier_reading = localised_attribute(multiplier, "reading");
    for (pugi::xml_node band : multiplier.children("band")) {
        ElementReader r(source, band, report);
        const double m = r.required_number("multiplier", 0, 1000).value_or(1);
        if (band.attribute("below")) {
            rules.half_below = r.number("below", 0, 1e6).value_or(5);
            rules.bands.emplace_back(std::nullopt, m);
        } else {
            rules.bands.emplace_back(r.required_number("up-to", 0, 1e6), m);
        }
    }
    if (pugi::xml_node beyond = multiplier.child("beyond")) {
        ElementReader r(source, beyond, report);
        rules.beyond_width = r.required_number("width", 1, 1e6).value_or(10);
    }
    if (rules.bands.empty())
        top.error(nullptr, "wfb3.missing", {}).says(message(MUSTER_MESSAGE("wfb3.missing-bands", "<equipment-multiplier> needs <band> rows")));

    for (pugi::xml_node node : root.child("equipment").children("item")) {
        ElementReader r(source, node, report);
        Equipment e;
        e.id = r.required_text("id");
        e.name = r.required_localised("name");
        e.points = r.required_number("points", 0, 1e6).value_or(0);
        e.mounted_points = r.number("mounted-points", 0, 1e6);
        e.mounted_only = r.flag("mounted-only", false);
        e.kind = r.text("kind", "other");
        e.needs_kind = r.text("needs-kind");
        e.unit_points = r.number("unit-points", 0, 1e6).value_or(0);
        e.reading = r.localised("reading");
        rules.equipment.push_back(e);
    }
    for (pugi::xml_node node : root.child("equipment-kinds").children("kind")) {
        ElementReader r(source, node, report);
        rules.kind_names.emplace_back(r.required_text("id"), r.required_localised("name"));
    }
    for (pugi::xml_node node : root.child("equipment-restrictions").children("at-most")) {
        ElementReader r(source, node, report);
        rules.kind_limits.push_back({r.required_text("kind"), r.required_integer("count", 0, 100).value_or(1), r.text("source"), r.localised("reading")});
    }
    for (pugi::xml_node node : root.child("equipment-restrictions").children("not-together")) {
        ElementReader r(source, node, report);
        rules.exclusions.push_back({r.required_text("item"), r.words("with"), r.text("source"), r.localised("reading")});
    }
    if (pugi::xml_node n = root.child("riding-mount")) {
        ElementReader r(source, n, report);
        rules.riding_factor = r.required_number("factor", 0, 100).value_or(2);
        rules.fighting_share = r.required_number("fighting-share", 0, 1).value_or(0.5);
        rules.mount_reading = r.localised("reading");
    }
    if (pugi::xml_node n = root.child("command")) {
        ElementReader r(source, n, report);
        rules.musician_factor = r.required_number("musician-factor", 0, 100).value_or(2);
        rules.standard_factor = r.required_number("standard-factor", 0, 100).value_or(2);
        rules.leader_free = r.flag("leader-free", false);
        rules.command_reading = r.localised("reading");
    }
    if (pugi::xml_node n = root.child("rounding")) {
        ElementReader r(source, n, report);
        rules.round_entries_up = r.choice("entries", {"up", "none"}, "none") == "up";
        rules.rounding_reading = r.localised("reading");
    }
    if (pugi::xml_node n = root.child("army-standard")) {
        ElementReader r(source, n, report);
        rules.general_standard_last_resort = r.flag("general-as-last-resort", false);
        rules.standard_per_contingent = r.flag("per-contingent", false);
        rules.army_standard_reading = r.localised("reading");
    }
    if (pugi::xml_node n = root.child("profiles")) {
        ElementReader r(source, n, report);
        rules.characteristics = r.words("characteristics");
        for (const std::string& english : rules.characteristics) rules.characteristic_labels.push_back(LocalisedName{english, {}});
        for (const auto& [language, text] : r.localised("characteristics").translations) {
            const std::string attribute = "characteristics-" + std::string(language.code());
            const std::vector<std::string> translated = split_words(text);
            if (translated.size() != rules.characteristics.size()) {
                r.error(attribute.c_str(), "wfb3.profile", {})
                    .says(message(MUSTER_MESSAGE("wfb3.characteristics-translated", "{attribute} needs as many names as characteristics"))
                              .with("attribute", VerbatimValue{attribute}));
                continue;
            }
            for (std::size_t i = 0; i < translated.size(); ++i) rules.characteristic_labels[i].set(language, translated[i]);
        }
        const std::string leadership = r.text("leadership", "Ld");
        for (std::size_t i = 0; i < rules.characteristics.size(); ++i)
            if (rules.characteristics[i] == leadership) rules.leadership_index = static_cast<int>(i);
        rules.characteristic_cap = r.number("cap", 0, 1000).value_or(10);
        rules.profile_source = r.text("source");
        rules.profile_reading = r.localised("reading");
        const auto row = [&](ElementReader& br, const char* attribute) {
            std::vector<double> bonus;
            bool numbers = true;
            for (const std::string& word : br.words(attribute)) {
                double value = 0;
                const auto [end, fault] = std::from_chars(word.data(), word.data() + word.size(), value);
                numbers = numbers && fault == std::errc() && end == word.data() + word.size() && std::isfinite(value) && std::fabs(value) <= 1e6;
                bonus.push_back(numbers ? value : 0);
            }
            if (!numbers || bonus.size() != rules.characteristics.size())
                br.error(attribute, "wfb3.profile", {})
                    .says(message(MUSTER_MESSAGE("wfb3.bonus-row", "a bonus row needs {count} numbers"))
                              .with("count", IntegerValue{static_cast<long long>(rules.characteristics.size())}));
            return bonus;
        };
        for (pugi::xml_node b : n.children()) {
            if (b.type() != pugi::node_element) continue;
            ElementReader br(source, b, report);
            const std::string kind = b.name();
            if (kind == "elite") {
                const int steps = br.required_integer("steps", 0, 100).value_or(0);
                rules.elite_shock.emplace_back(steps, row(br, "shock"));
                rules.elite_shooter.emplace_back(steps, row(br, "shooter"));
            } else if (kind == "levy") {
                rules.levy_bonus = row(br, "bonus");
            } else {
                const int level = br.required_integer("level", 0, 1000).value_or(0);
                (kind == "wizard" ? rules.wizard_bonuses : rules.level_bonuses).emplace_back(level, row(br, "bonus"));
            }
        }
    }
    if (pugi::xml_node n = root.child("command-radius")) {
        ElementReader r(source, n, report);
        rules.general_radius = r.required_number("general", 0, 1000).value_or(12);
        rules.second_radius_dice = r.required_integer("second-dice", 0, 100).value_or(2);
        rules.second_same_race = r.flag("second-same-race", true);
        rules.command_source = r.text("source");
        rules.command_radius_reading = r.localised("reading");
    }
    for (pugi::xml_node n : root.child("character-roles").children("role")) {
        ElementReader r(source, n, report);
        CharacterRole role;
        role.id = r.required_text("id");
        role.name = r.required_localised("name");
        role.surcharge = r.required_number("surcharge", 0, 1e6).value_or(0);
        role.min_level = r.integer("min-level", 0, 1000).value_or(5);
        role.hides = r.flag("hides", false);
        role.source = r.text("source");
        role.reading = r.localised("reading");
        rules.roles.push_back(role);
    }
    if (pugi::xml_node n = root.child("character")) {
        ElementReader r(source, n, report);
        rules.level_step = r.required_integer("level-step", 1, 100).value_or(5);
        rules.max_level = r.required_integer("max-level", 1, 1000).value_or(25);
        rules.low_base_limit = r.required_number("low-base-limit", 0, 1e6).value_or(10);
        rules.high_base_per_level = r.required_number("high-base-per-level", 0, 1e6).value_or(10);
        rules.character_reading = r.localised("reading");
    }
    for (pugi::xml_node n : root.child("character-mounts").children("mount")) {
        ElementReader r(source, n, report);
        rules.character_mounts.emplace_back(r.required_text("creature"), r.required_number("points", 0, 1e6).value_or(0));
    }
    rules.wizard_reading = localised_attribute(root.child("wizards"), "reading");
    for (pugi::xml_node n : root.child("wizards").children("wizard")) {
        ElementReader r(source, n, report);
        rules.wizard_surcharges.emplace_back(r.required_integer("level", 1, 1000).value_or(0), r.required_number("surcharge", 0, 1e6).value_or(0));
    }
    for (pugi::xml_node n : root.child("special-troops").children("special")) {
        ElementReader r(source, n, report);
        SpecialTroop s;
        s.id = r.required_text("id");
        s.name = r.required_localised("name");
        s.kind = r.choice("kind", {SpecialKind::add, SpecialKind::elite, SpecialKind::levy, SpecialKind::character_role}, SpecialKind::add);
        s.points = r.number("points", 0, 1e6).value_or(0);
        s.minimum = r.number("minimum", 0, 1e6).value_or(1);
        s.max_steps = r.integer("max-steps", 1, 100).value_or(4);
        s.step_cap = r.number("step-cap", 0, 1e6).value_or(10);
        s.forbids_kinds = r.words("forbids-kinds");
        s.needs_kind = r.text("needs-kind");
        s.armour_only = r.words("armour-only");
        s.max_foot = r.integer("max-foot", 0, 100000).value_or(0);
        s.max_mounted = r.integer("max-mounted", 0, 100000).value_or(0);
        s.team = r.integer("team", 0, 1000).value_or(0);
        s.hide_share = r.number("hide-share", 0, 1).value_or(0);
        s.max_weapons = r.integer("max-weapons", 0, 100).value_or(0);
        s.weapon_kinds = r.words("weapon-kinds");
        s.races = r.words("races");
        s.source = r.text("source");
        s.reading = r.localised("reading");
        rules.special_troops.push_back(s);
    }
    if (pugi::xml_node n = root.child("chariot")) {
        ElementReader r(source, n, report);
        rules.chariot_factor = r.required_number("factor", 0, 100).value_or(2);
        rules.chariot_scythes = r.required_number("scythes", 0, 1e6).value_or(20);
        rules.chariot_min_animals = r.integer("min-animals", 0, 100).value_or(1);
        rules.chariot_max_animals = r.integer("max-animals", 1, 100).value_or(4);
        rules.chariot_reading = r.localised("reading");
        for (pugi::xml_node t : n.children("type")) {
            ElementReader tr(source, t, report);
            ChariotType type;
            type.id = tr.required_text("id");
            type.name = tr.required_localised("name");
            type.capacity = tr.required_number("capacity", 0, 1000).value_or(2);
            type.min_animals = tr.integer("min-animals", 0, 100).value_or(rules.chariot_min_animals);
            type.max_animals = tr.integer("max-animals", 0, 100).value_or(rules.chariot_max_animals);
            type.source = tr.text("source");
            rules.chariot_types.push_back(type);
        }
    }
    if (pugi::xml_node n = root.child("war-machines")) {
        ElementReader r(source, n, report);
        rules.crew_surcharge = r.required_number("crew-surcharge", 0, 1e6).value_or(5);
        rules.crew_surcharge_multiplied = r.flag("surcharge-multiplied", false);
        rules.crew_reading = r.localised("reading");
        for (pugi::xml_node m : n.children("machine")) {
            ElementReader mr(source, m, report);
            WarMachine machine{mr.required_text("id"),
                               mr.required_localised("name"),
                               mr.required_number("per-crew", 0, 1e6).value_or(5),
                               mr.required_integer("min-crew", 1, 100).value_or(1),
                               mr.required_integer("max-crew", 1, 100).value_or(1),
                               mr.integer("tournament-max-crew", 0, 100).value_or(0),
                               mr.localised("reading")};
            rules.machines.push_back(machine);
        }
    }
    if (pugi::xml_node n = root.child("monster-mount")) {
        ElementReader r(source, n, report);
        rules.howdah_per_crew = r.required_number("howdah-per-crew", 0, 1e6).value_or(1);
    }
    if (pugi::xml_node n = root.child("war-altar")) {
        ElementReader r(source, n, report);
        rules.altar_min_guards = r.integer("min-guards", 0, 1000).value_or(2);
        rules.altar_max_guards = r.integer("max-guards", 0, 1000).value_or(5);
        rules.altar_points = r.number("altar-points", 0, 1e6).value_or(0);
        rules.altar_source = r.text("source");
        rules.altar_reading = r.localised("reading");
    }
    rules.level_cap_reading = localised_attribute(root.child("level-cap"), "reading");
    rules.level_cap_sources = root.child("level-cap").attribute("sources").as_string();
    for (pugi::xml_node n : root.child("level-cap").children("cap")) {
        ElementReader r(source, n, report);
        rules.level_caps.emplace_back(r.required_number("up-to", 0, 1e9).value_or(0), r.required_integer("level", 0, 1000).value_or(0));
    }
    if (pugi::xml_node n = root.child("supply-train")) {
        ElementReader r(source, n, report);
        rules.train_min_points = r.required_number("min-points", 0, 1e9).value_or(1000);
        rules.train_per_points = r.required_number("per-points", 1, 1e9).value_or(1000);
        rules.train_wagons = r.required_integer("wagons", 0, 100).value_or(1);
        rules.train_civilians = r.required_integer("civilians", 0, 1000).value_or(5);
        rules.train_width = r.required_number("width", 0, 1000).value_or(6);
        rules.train_base_length = r.required_number("base-length", 0, 1000).value_or(4);
        rules.train_length_per_block = r.required_number("length-per-block", 0, 1000).value_or(2);
        rules.train_reading = r.localised("reading");
    }
    if (pugi::xml_node n = root.child("minimum-unit-size")) {
        ElementReader r(source, n, report);
        rules.minimum_unit_size = r.required_integer("models", 1, 1000).value_or(5);
    }
    if (pugi::xml_node n = root.child("tournament")) {
        ElementReader r(source, n, report);
        rules.tournament_bundled_animals_only = r.flag("bundled-draught-animals-only", false);
        rules.tournament_reading = r.localised("reading");
        rules.tournament_sources = r.text("sources");
    }
    read_creatures(source, root.child("creatures"), rules, report);
    for (pugi::xml_node t : root.child("tables").children("table")) rules.tables.push_back(read_reference_table(source, t, report));
    for (const auto& [creature, points] : rules.character_mounts)
        if (!rules.creature(creature))
            report.error_at(
                source.location_of(root.child("character-mounts")), "wfb3.unknown-creature",
                message(MUSTER_MESSAGE("wfb3.unknown-mount", "character mount '{id}' is not a creature of this file")).with("id", VerbatimValue{creature}));
}

void read_bestiary(const XmlSource& source, ElementReader& top, PointsRules& rules, Report& report) { read_creatures(source, top.node(), rules, report); }

}  // namespace

std::optional<PointsRules> load_points_rules(const std::filesystem::path& file, Report& report) {
    return load_data_file<PointsRules>(file, points_file, report, read_points_rules);
}

bool load_bestiary(const std::filesystem::path& file, PointsRules& rules, Report& report) {
    return read_data_file_into(XmlSource::load_file(file, report, XmlSource::AttributeCheck::as_read), bestiary_file, rules, report, read_bestiary);
}

bool parse_bestiary(std::string text, const std::string& display_name, PointsRules& rules, Report& report) {
    return read_data_file_into(XmlSource::from_text(std::move(text), display_name, report, XmlSource::AttributeCheck::as_read), bestiary_file, rules, report,
                               read_bestiary);
}

}  // namespace muster::wfb3
