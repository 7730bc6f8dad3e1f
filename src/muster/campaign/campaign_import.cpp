// Import from an exported JSON document, which may be hostile: every field is checked (type,
// range, size, references) and named by its JSON path before anything is written, and the
// new campaign file appears only when the whole import succeeded.
#include <cmath>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "muster/campaign/campaign.hpp"
#include "muster/campaign/campaign_server.hpp"
#include "muster/campaign/sqlite_store.hpp"
#include "muster/campaign/campaign_export_format.hpp"
#include "muster/campaign/campaign_input_file.hpp"
#include "muster/campaign/campaign_limits.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/campaign/campaign_messages.hpp"
#include "muster/campaign/campaign_new_file.hpp"
#include "muster/campaign/campaign_text.hpp"
#include "muster/campaign/migrations.hpp"
#include "muster/campaign/saved_verdict.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "muster/util/text_checks.hpp"
#include "muster/util/bounded_json.hpp"
#include "muster/util/json_refusals.hpp"

namespace muster {

namespace {

using nlohmann::json;
using namespace campaign_words;

// What a value is, as a message says it: by its kind, or for a number expected to be in a
// range, by its value.
MessageValue describe(const json& value, bool number_by_value = false) {
    switch (value.type()) {
        case json::value_t::number_integer:
        case json::value_t::number_unsigned:
        case json::value_t::number_float:
            return number_by_value ? MessageValue(VerbatimValue{value.dump()}) : nested(message(a_number));
        case json::value_t::null:
            return VerbatimValue{"null"};
        case json::value_t::boolean:
            return VerbatimValue{value.get<bool>() ? "true" : "false"};
        case json::value_t::string:
            return nested(message(a_text));
        case json::value_t::array:
            return nested(message(a_list));
        case json::value_t::object:
            return nested(message(an_object));
        default:
            return VerbatimValue{value.dump(-1, ' ', false, json::error_handler_t::replace)};
    }
}

// A bound as a message shows it: 1000000000, not 1000000000.0.
std::string bound(double value) {
    return value == std::floor(value) && std::fabs(value) < 1e15 ? std::to_string(static_cast<std::int64_t>(value)) : json(value).dump();
}

// A short, printable quotation of a text value.
std::string quote(const json& value) {
    std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
    if (text.size() > 40) text.replace(40, std::string::npos, "…");
    return printable_text(text, false);
}

std::string join(const std::string& path, const std::string& key) { return path + "/" + key; }
std::string join(const std::string& path, std::size_t index) { return path + "/" + std::to_string(index); }

Error wrong(const std::string& path, const MessageValue& found, const MessageValue& expected) {
    return Error(message(MUSTER_MESSAGE("campaign.import.export-wrong", "in the export, {path} is {found}; expected {expected}"),
                         {{"path", path}, {"found", found}, {"expected", expected}}));
}

const json& member(const json& object, const std::string& path, const char* key, const MessageValue& expected) {
    const auto found = object.find(key);
    if (found == object.end())
        throw Error(message(MUSTER_MESSAGE("campaign.import.export-missing-expected", "in the export, {path} is missing; expected {expected}"),
                            {{"path", join(path, key)}, {"expected", expected}}));
    return *found;
}

const json& object_at(const json& parent, const std::string& path, const char* key) {
    const json& value = member(parent, path, key, nested(message(an_object)));
    if (!value.is_object()) throw wrong(join(path, key), describe(value), nested(message(an_object)));
    return value;
}

const json& list_at(const json& parent, const std::string& path, const char* key) {
    const json& value = member(parent, path, key, nested(message(a_list)));
    if (!value.is_array()) throw wrong(join(path, key), describe(value), nested(message(a_list)));
    return value;
}

void require_object(const json& value, const std::string& path) {
    if (!value.is_object()) throw wrong(path, describe(value), nested(message(an_object)));
}

std::int64_t whole(const json& parent, const std::string& path, const char* key, std::int64_t least, std::int64_t most) {
    const MessageValue expected = nested(message(whole_number_range, {{"least", std::to_string(least)}, {"most", std::to_string(most)}}));
    const json& value = member(parent, path, key, expected);
    if (value.is_number_unsigned() && value.get<std::uint64_t>() <= static_cast<std::uint64_t>(most) &&
        static_cast<std::int64_t>(value.get<std::uint64_t>()) >= least)
        return static_cast<std::int64_t>(value.get<std::uint64_t>());
    if (value.is_number_integer() && !value.is_number_unsigned() && value.get<std::int64_t>() >= least && value.get<std::int64_t>() <= most)
        return value.get<std::int64_t>();
    throw wrong(join(path, key), describe(value, true), expected);
}

double number(const json& parent, const std::string& path, const char* key, double least, double most) {
    const MessageValue expected = nested(message(number_range, {{"least", bound(least)}, {"most", bound(most)}}));
    const json& value = member(parent, path, key, expected);
    if (value.is_number()) {
        const double n = value.get<double>();
        if (std::isfinite(n) && n >= least && n <= most) return n;
    }
    throw wrong(join(path, key), describe(value, true), expected);
}

bool flag(const json& parent, const std::string& path, const char* key) {
    const json& value = member(parent, path, key, nested(message(true_or_false)));
    if (!value.is_boolean()) throw wrong(join(path, key), describe(value), nested(message(true_or_false)));
    return value.get<bool>();
}

const std::string& string_at(const json& parent, const std::string& path, const char* key) {
    const json& value = member(parent, path, key, nested(message(a_text)));
    if (!value.is_string()) throw wrong(join(path, key), describe(value), nested(message(a_text)));
    return value.get_ref<const std::string&>();
}

// A name or a line of text, checked as the same text typed at the door would be.
std::string text(const json& parent, const std::string& path, const char* key, CampaignText what) {
    const std::string& value = string_at(parent, path, key);
    try {
        return checked_text(value, what);
    } catch (const Error& e) {
        throw Error(message(MUSTER_MESSAGE("campaign.import.export", "in the export, {path}: {problem}"), {{"path", join(path, key)}, {"problem", e.what()}}));
    }
}

// A whole document (roster, plan, verdict, details): UTF-8, line breaks allowed, bounded.
std::string document(const json& parent, const std::string& path, const char* key) {
    const std::string& value = string_at(parent, path, key);
    if (value.size() > longest_document_bytes)
        throw wrong(
            join(path, key), nested(message(MUSTER_MESSAGE("campaign.import.bytes-long", "{bytes} bytes long"), {{"bytes", std::to_string(value.size())}})),
            nested(message(MUSTER_MESSAGE("campaign.import.at-most-bytes", "at most {most} bytes"), {{"most", std::to_string(longest_document_bytes)}})));
    const TextCheck check = check_plain_text(value, true);
    if (check.fault != TextFault::none)
        throw Error(
            message(MUSTER_MESSAGE("campaign.import.export-holds-byte-plain", "in the export, {path} holds a byte that is not plain UTF-8 text (at byte {at})"),
                    {{"path", join(path, key)}, {"at", std::to_string(check.offset)}}));
    return value;
}

std::string one_of(const json& parent, const std::string& path, const char* key, std::initializer_list<const char*> allowed) {
    std::string choices;
    for (const char* a : allowed) choices += (choices.empty() ? "" : ", ") + std::string(a);
    const MessageValue expected = nested(message(MUSTER_MESSAGE("campaign.import.one-of", "one of {choices}"), {{"choices", choices}}));
    const json& value = member(parent, path, key, expected);
    if (value.is_string())
        for (const char* a : allowed)
            if (value.get_ref<const std::string&>() == a) return a;
    throw wrong(join(path, key), value.is_string() ? MessageValue(VerbatimValue{quote(value)}) : describe(value), expected);
}

std::int64_t record_id(const json& parent, const std::string& path, std::set<std::int64_t>& seen) {
    const std::int64_t id = whole(parent, path, "id", 1, largest_record_id);
    if (!seen.insert(id).second)
        throw Error(message(MUSTER_MESSAGE("campaign.import.export-repeats-id", "in the export, {path} repeats the id {id}"),
                            {{"path", join(path, "id")}, {"id", std::to_string(id)}}));
    return id;
}

std::int64_t reference(const json& parent, const std::string& path, const char* key, const std::set<std::int64_t>& known, const char* kind) {
    const std::int64_t id = whole(parent, path, key, 1, largest_record_id);
    if (!known.count(id))
        throw Error(message(MUSTER_MESSAGE("campaign.import.export-which-export", "in the export, {path} is {id}, which is no {kind} of the export"),
                            {{"path", join(path, key)}, {"id", std::to_string(id)}, {"kind", kind}}));
    return id;
}

void unique_name(std::set<std::string>& names, const std::string& name, const std::string& path) {
    if (!names.insert(name).second)
        throw Error(message(MUSTER_MESSAGE("campaign.import.export-repeats-name", "in the export, {path} repeats the name '{name}'"),
                            {{"path", join(path, "name")}, {"name", name}}));
}

// The export, checked whole; each record is inserted as it is checked, into a file nobody sees yet.
void import_checked(CampaignStore& db, const json& in) {
    const std::string root;
    const json& c = object_at(in, root, "campaign");
    db.prepare("INSERT INTO campaign (id, name, game_system, start_date, current_month, notes) VALUES (1, ?, ?, ?, ?, ?)")
        .bind(1, text(c, "/campaign", "name", CampaignText::campaign))
        .bind(2, text(c, "/campaign", "game_system", CampaignText::game_system))
        .bind(3, text(c, "/campaign", "start_date", CampaignText::start_date))
        .bind(4, whole(c, "/campaign", "current_month", 1, last_campaign_month))
        .bind(5, text(c, "/campaign", "notes", CampaignText::notes))
        .run();

    std::set<std::int64_t> players, armies, sieges, battles, events;
    std::set<std::string> player_names, army_names;
    std::map<std::int64_t, std::string> army_factions;
    std::set<std::pair<std::int64_t, std::int64_t>> versions;

    const json& player_list = list_at(in, root, "players");
    for (std::size_t i = 0; i < player_list.size(); ++i) {
        const std::string path = join("/players", i);
        require_object(player_list[i], path);
        const std::int64_t id = record_id(player_list[i], path, players);
        const std::string name = text(player_list[i], path, "name", CampaignText::player);
        unique_name(player_names, name, path);
        db.prepare("INSERT INTO player (id, name) VALUES (?, ?)").bind(1, id).bind(2, name).run();
    }
    const json& army_list = list_at(in, root, "armies");
    for (std::size_t i = 0; i < army_list.size(); ++i) {
        const std::string path = join("/armies", i);
        const json& a = army_list[i];
        require_object(a, path);
        const std::int64_t id = record_id(a, path, armies);
        const std::int64_t player = reference(a, path, "player_id", players, "player");
        const std::string name = text(a, path, "name", CampaignText::army);
        unique_name(army_names, name, path);
        const std::string faction = text(a, path, "faction", CampaignText::faction);
        army_factions[id] = faction;
        db.prepare("INSERT INTO army (id, player_id, name, faction) VALUES (?, ?, ?, ?)").bind(1, id).bind(2, player).bind(3, name).bind(4, faction).run();
    }
    const json& version_list = list_at(in, root, "roster_versions");
    for (std::size_t i = 0; i < version_list.size(); ++i) {
        const std::string path = join("/roster_versions", i);
        const json& r = version_list[i];
        require_object(r, path);
        const std::int64_t army = reference(r, path, "army_id", armies, "army");
        const std::int64_t version = whole(r, path, "version", 1, most_roster_versions);
        if (!versions.insert({army, version}).second)
            throw Error(message(MUSTER_MESSAGE("campaign.import.export-repeats-version-army", "in the export, {path} repeats version {version} of its army"),
                                {{"path", join(path, "version")}, {"version", std::to_string(version)}}));
        const std::string roster_xml = document(r, path, "roster_xml");
        Report report;
        const std::optional<Roster> roster = parse_roster(roster_xml, join(path, "roster_xml"), report);
        if (!roster)
            throw Error(message(MUSTER_MESSAGE("campaign.import.export-roster-muster-can", "in the export, {path} is not a roster Muster can read:\n{report}"),
                                {{"path", join(path, "roster_xml")}, {"report", format_human(report)}}));
        if (roster->faction_id != army_factions[army])
            throw Error(message(
                MUSTER_MESSAGE("campaign.import.export-roster-but-army", "in the export, {path} is a roster of '{roster}', but its army is of '{faction}'"),
                {{"path", join(path, "roster_xml")}, {"roster", roster->faction_id}, {"faction", army_factions[army]}}));
        const std::string verdict = document(r, path, "verdict_json");
        std::set<std::string> findings;
        if (read_saved_verdict(verdict, findings) != SavedVerdict::ours)
            throw Error(message(MUSTER_MESSAGE("campaign.import.export-json-verdict", "in the export, {path} is not the JSON of a verdict"),
                                {{"path", join(path, "verdict_json")}}));
        db.prepare(
              "INSERT INTO roster_version (army_id, version, roster_xml, points, legal, verdict_json, list_id, "
              "list_revision, saved_at, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            .bind(1, army)
            .bind(2, version)
            .bind(3, roster_xml)
            .bind(4, number(r, path, "points", 0, most_points))
            .bind(5, flag(r, path, "legal") ? 1 : 0)
            .bind(6, verdict)
            .bind(7, text(r, path, "list_id", CampaignText::faction))
            .bind(8, whole(r, path, "list_revision", 0, highest_list_revision))
            .bind(9, text(r, path, "saved_at", CampaignText::start_date))
            .bind(10, text(r, path, "reason", CampaignText::recorded))
            .run();
    }
    const json& siege_list = list_at(in, root, "sieges");
    for (std::size_t i = 0; i < siege_list.size(); ++i) {
        const std::string path = join("/sieges", i);
        const json& s = siege_list[i];
        require_object(s, path);
        const std::int64_t id = record_id(s, path, sieges);
        const std::string name = text(s, path, "name", CampaignText::siege);
        const std::int64_t attacker = reference(s, path, "attacker_army_id", armies, "army");
        const std::int64_t defender = reference(s, path, "defender_army_id", armies, "army");
        if (attacker == defender)
            throw Error(message(MUSTER_MESSAGE("campaign.import.export-besieges-own-attacker", "in the export, {path} besieges its own attacker"),
                                {{"path", join(path, "defender_army_id")}}));
        const std::string plan_xml = document(s, path, "plan_xml");
        Report report;
        if (!parse_siege_plan(plan_xml, join(path, "plan_xml"), report))
            throw Error(
                message(MUSTER_MESSAGE("campaign.import.export-siege-plan-muster", "in the export, {path} is not a siege plan Muster can read:\n{report}"),
                        {{"path", join(path, "plan_xml")}, {"report", format_human(report)}}));
        db.prepare(
              "INSERT INTO siege (id, name, attacker_army_id, defender_army_id, plan_xml, started_month, months_elapsed, "
              "status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            .bind(1, id)
            .bind(2, name)
            .bind(3, attacker)
            .bind(4, defender)
            .bind(5, plan_xml)
            .bind(6, whole(s, path, "started_month", 1, last_campaign_month))
            .bind(7, whole(s, path, "months_elapsed", 0, longest_siege_months))
            .bind(8, one_of(s, path, "status", {"preparing", "assault-due", "ended"}))
            .run();
    }
    const json& battle_list = list_at(in, root, "battles");
    for (std::size_t i = 0; i < battle_list.size(); ++i) {
        const std::string path = join("/battles", i);
        const json& b = battle_list[i];
        require_object(b, path);
        const std::int64_t id = record_id(b, path, battles);
        const std::int64_t army_a = reference(b, path, "army_a", armies, "army");
        const std::int64_t army_b = reference(b, path, "army_b", armies, "army");
        const std::string result = one_of(b, path, "result", {"win", "draw"});
        const json& winner =
            member(b, path, "winner_army_id", nested(message(MUSTER_MESSAGE("campaign.import.null-or-army", "null or one of the battle's armies"))));
        Query insert = db.prepare(
            "INSERT INTO battle (id, month, scenario, army_a, army_b, winner_army_id, result, vp_a, "
            "vp_b, details_json, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        insert.bind(1, id)
            .bind(2, whole(b, path, "month", 1, last_campaign_month))
            .bind(3, text(b, path, "scenario", CampaignText::scenario))
            .bind(4, army_a)
            .bind(5, army_b);
        if (winner.is_null()) {
            if (result == "win")
                throw Error(message(MUSTER_MESSAGE("campaign.import.export-null-but-battle", "in the export, {path} is null, but the battle was won"),
                                    {{"path", join(path, "winner_army_id")}}));
            insert.bind(6, std::nullopt);
        } else {
            const std::int64_t w = whole(b, path, "winner_army_id", 1, largest_record_id);
            if (w != army_a && w != army_b)
                throw Error(
                    message(MUSTER_MESSAGE("campaign.import.export-which-one-battle", "in the export, {path} is {id}, which is not one of the battle's armies"),
                            {{"path", join(path, "winner_army_id")}, {"id", std::to_string(w)}}));
            if (result == "draw")
                throw Error(message(MUSTER_MESSAGE("campaign.import.export-names-winner-drawn", "in the export, {path} names a winner of a drawn battle"),
                                    {{"path", join(path, "winner_army_id")}}));
            insert.bind(6, w);
        }
        insert.bind(7, result)
            .bind(8, number(b, path, "vp_a", 0, most_points))
            .bind(9, number(b, path, "vp_b", 0, most_points))
            .bind(10, document(b, path, "details_json"))
            .bind(11, text(b, path, "recorded_at", CampaignText::start_date));
        insert.run();
    }
    const json& event_list = list_at(in, root, "events");
    for (std::size_t i = 0; i < event_list.size(); ++i) {
        const std::string path = join("/events", i);
        const json& e = event_list[i];
        require_object(e, path);
        // The message and its arguments are optional: exports of files before schema 3 have none.
        const std::string message_id = e.contains("message_id") ? text(e, path, "message_id", CampaignText::scenario) : std::string();
        std::string message_args = "{}";
        if (e.contains("message_args") && !e["message_args"].is_null()) {
            const json& args = e["message_args"];
            if (!args.is_object() || read_event_arguments(args.dump(-1, ' ', false, json::error_handler_t::replace)).is_null())
                throw wrong(join(path, "message_args"), describe(args),
                            nested(message(MUSTER_MESSAGE("campaign.import.log-arguments", "an object of a log message's arguments (texts and numbers)"))));
            message_args = args.dump(-1, ' ', false, json::error_handler_t::replace);
        }
        db.prepare("INSERT INTO event (id, at, month, actor, kind, text, message_id, message_args) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            .bind(1, record_id(e, path, events))
            .bind(2, text(e, path, "at", CampaignText::start_date))
            .bind(3, whole(e, path, "month", 1, last_campaign_month))
            .bind(4, text(e, path, "actor", CampaignText::actor))
            .bind(5, text(e, path, "kind", CampaignText::scenario))
            .bind(6, text(e, path, "text", CampaignText::recorded))
            .bind(7, message_id)
            .bind(8, message_args)
            .run();
    }
}

}  // namespace

nlohmann::json Campaign::read_export(const std::filesystem::path& file) {
    const std::string text = read_campaign_input(file, largest_export_bytes,
                                                 MUSTER_MESSAGE("campaign.import.too-big", "{file} is {size} MB; Muster imports exports of at most {most} MB"));
    // Control characters are refused field by field, naming the field (/players/0/name).
    if (const auto refused = first_refused_json_token(text, false)) {
        const TextPosition at = text_position(text, refused->offset);
        throw Error(message(MUSTER_MESSAGE("campaign.import.number-too-large",
                                           "{file}:{line}:{column}: the number {number} is too large for Muster to read (at most about 1.8e308)"),
                            {{"file", file.string()}, {"line", std::to_string(at.line)}, {"column", std::to_string(at.column)}, {"number", refused->token}}));
    }
    // One pass: the tree is built while what it holds is counted, and never grows past the bounds.
    BoundedJson read = read_bounded_json(text, {deepest_export_nesting, most_export_containers, most_export_items});
    if (read.too_deep)
        throw Error(
            message(MUSTER_MESSAGE("campaign.import.nested-deeper-than-levels", "{file} is nested deeper than {most} levels, which no Muster export is"),
                    {{"file", file.string()}, {"most", std::to_string(deepest_export_nesting)}}));
    if (read.containers > most_export_containers)
        throw Error(message(
            MUSTER_MESSAGE("campaign.import.too-many-containers", "{file} holds {count} JSON objects and arrays; no Muster export holds more than {most}"),
            {{"file", file.string()}, {"count", std::to_string(read.containers)}, {"most", std::to_string(most_export_containers)}}));
    if (read.items > most_export_items)
        throw Error(message(MUSTER_MESSAGE("campaign.import.too-many-items", "{file} holds {count} JSON values; no Muster export holds more than {most}"),
                            {{"file", file.string()}, {"count", std::to_string(read.items)}, {"most", std::to_string(most_export_items)}}));
    if (read.syntax_error)
        throw Error(message(MUSTER_MESSAGE("campaign.import.json-byte-give-export",
                                           "{file} is not JSON (at byte {at}); give an export written by 'muster-cli campaign export'"),
                            {{"file", file.string()}, {"at", std::to_string(*read.syntax_error)}}));
    return std::move(read.value);
}

Campaign Campaign::import_json(const std::filesystem::path& file, const nlohmann::json& in) {
    if (!in.is_object())
        throw Error(message(MUSTER_MESSAGE("campaign.import.export-expected-object", "the export is {found}; expected an object"), {{"found", describe(in)}}));
    const MessageValue format_text =
        nested(message(MUSTER_MESSAGE("campaign.import.format-text", "the text \"{format}\""), {{"format", campaign_export_format}}));
    const json& format = member(in, "", "format", format_text);
    if (!format.is_string()) throw wrong("/format", describe(format), format_text);
    if (format.get_ref<const std::string&>() != campaign_export_format)
        throw Error(message(
            MUSTER_MESSAGE("campaign.import.muster-campaign-export-expected", "this is not a Muster campaign export (expected \"format\": \"{format}\")"),
            {{"format", campaign_export_format}}));
    const json& version = member(in, "", "version", nested(message(a_whole_number)));
    const bool newer_signed = version.is_number_integer() && !version.is_number_unsigned() && version.get<std::int64_t>() > campaign_export_version;
    const bool newer_unsigned = version.is_number_unsigned() && version.get<std::uint64_t>() > static_cast<std::uint64_t>(campaign_export_version);
    if (newer_signed || newer_unsigned)
        throw Error(message(MUSTER_MESSAGE("campaign.import.export-written-newer-muster",
                                           "this export was written by a newer Muster (export version {version}); update Muster to import it"),
                            {{"version", newer_signed ? std::to_string(version.get<std::int64_t>()) : std::to_string(version.get<std::uint64_t>())}}));
    whole(in, "", "version", 1, campaign_export_version);
    refuse_existing(file, "import into a new file");
    make_new_file(file, [&](const std::filesystem::path& temporary) {
        SqliteStore store(temporary, Database(temporary, false, 3000, false));
        StoreTransaction transaction(store);
        run_campaign_migrations(store.database(), 0);
        import_checked(store, in);
        transaction.commit();
    });
    return open(file);
}

Campaign Campaign::import_to_server(const std::string& server, const nlohmann::json& in) {
    if (!in.is_object() || !in.contains("format") || in["format"] != campaign_export_format || !in.contains("version") || !in["version"].is_number_integer() ||
        in["version"].get<std::int64_t>() > campaign_export_version)
        throw Error(message(
            MUSTER_MESSAGE("campaign.import.muster-campaign-export-expected", "this is not a Muster campaign export (expected \"format\": \"{format}\")"),
            {{"format", campaign_export_format}}));
    auto store = std::make_unique<PostgresStore>(server);
    {
        StoreTransaction transaction(*store);
        set_up_server_campaign(*store);
        import_checked(*store, in);
        store->ids_written();
        transaction.commit();
    }
    return Campaign({}, std::move(store));
}

}  // namespace muster
