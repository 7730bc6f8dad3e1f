// The campaign's log in the player's language: each line is a catalogue message id and named
// arguments, read back only into the campaign log's own messages.
#include "muster/campaign/campaign_log.hpp"

#include <cmath>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "muster/campaign/campaign_limits.hpp"
#include "muster/text/render.hpp"
#include "muster/util/text_checks.hpp"
#include "muster/util/json_nesting.hpp"

namespace muster {

namespace {

// What a placeholder of a log message holds, and so which JSON values may fill it.
enum class Hole { text, record_id, whole, points, number };

struct Placeholder {
    const char* name;
    Hole kind;
};

struct LogMessage {
    MessageText text;
    std::vector<Placeholder> placeholders;
    const char* count = nullptr;  ///< the placeholder that picks the plural form
};

// Every message a campaign log line may name. An id read from a file selects one of these or nothing.
const std::vector<LogMessage>& log_messages() {
    static const std::vector<LogMessage> all = {
        {MUSTER_MESSAGE("campaign.log.campaign-created", "Campaign '{name}' created ({system})"), {{"name", Hole::text}, {"system", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.notes-changed", "Campaign notes changed"), {}},
        {MUSTER_MESSAGE("campaign.log.player-joined", "Player '{name}' joined"), {{"name", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.army-raised", "{player} raised the army '{army}' ({faction})"),
         {{"player", Hole::text}, {"army", Hole::text}, {"faction", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.roster-saved-legal", "{army}: roster version {version} saved ({points}, legal)"),
         {{"army", Hole::text}, {"version", Hole::whole}, {"points", Hole::points}}},
        {MUSTER_MESSAGE("campaign.log.roster-saved-illegal", "{army}: roster version {version} saved ({points}, not legal)"),
         {{"army", Hole::text}, {"version", Hole::whole}, {"points", Hole::points}}},
        {MUSTER_MESSAGE("campaign.log.roster-saved-legal-why", "{army}: roster version {version} saved ({points}, legal) — {reason}"),
         {{"army", Hole::text}, {"version", Hole::whole}, {"points", Hole::points}, {"reason", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.roster-saved-illegal-why", "{army}: roster version {version} saved ({points}, not legal) — {reason}"),
         {{"army", Hole::text}, {"version", Hole::whole}, {"points", Hole::points}, {"reason", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.roster-saved-losses", "{army}: roster version {version} saved ({points}, legal) — losses at battle {battle}: {units}"),
         {{"army", Hole::text}, {"version", Hole::whole}, {"points", Hole::points}, {"battle", Hole::record_id}, {"units", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.roster-saved-losses-illegal",
                        "{army}: roster version {version} saved ({points}, not legal) — losses at battle {battle}: {units}"),
         {{"army", Hole::text}, {"version", Hole::whole}, {"points", Hole::points}, {"battle", Hole::record_id}, {"units", Hole::text}}},
        {MUSTER_MESSAGE_PLURAL("campaign.log.siege-started", "{attacker} lays siege to {defender} ({siege}): {months} month of preparation",
                               "{attacker} lays siege to {defender} ({siege}): {months} months of preparation"),
         {{"attacker", Hole::text}, {"defender", Hole::text}, {"siege", Hole::text}, {"months", Hole::whole}},
         "months"},
        {MUSTER_MESSAGE("campaign.log.month-begins", "Month {month} begins"), {{"month", Hole::whole}}},
        {MUSTER_MESSAGE("campaign.log.siege-month-digging", "{siege}, month {elapsed} of {months}: the engineers dig on"),
         {{"siege", Hole::text}, {"elapsed", Hole::whole}, {"months", Hole::whole}}},
        {MUSTER_MESSAGE("campaign.log.siege-month-finished", "{siege}, month {elapsed} of {months}: finished {finished}"),
         {{"siege", Hole::text}, {"elapsed", Hole::whole}, {"months", Hole::whole}, {"finished", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.assault-due", "{siege}: the preparation is over — the assault is due"), {{"siege", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.assault-due-unbuilt", "{siege}: the preparation is over — the assault is due (never built: {unbuilt})"),
         {{"siege", Hole::text}, {"unbuilt", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.battle-won-players", "Battle {battle}: {army_a} against {army_b} — {winner} wins"),
         {{"battle", Hole::record_id}, {"army_a", Hole::text}, {"army_b", Hole::text}, {"winner", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.battle-won-players-scenario", "Battle {battle} ({scenario}): {army_a} against {army_b} — {winner} wins"),
         {{"battle", Hole::record_id}, {"scenario", Hole::text}, {"army_a", Hole::text}, {"army_b", Hole::text}, {"winner", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.battle-drawn-players", "Battle {battle}: {army_a} against {army_b} — draw"),
         {{"battle", Hole::record_id}, {"army_a", Hole::text}, {"army_b", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.battle-drawn-players-scenario", "Battle {battle} ({scenario}): {army_a} against {army_b} — draw"),
         {{"battle", Hole::record_id}, {"scenario", Hole::text}, {"army_a", Hole::text}, {"army_b", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.player-renamed", "Correction: the player '{from}' is now called '{to}'"), {{"from", Hole::text}, {"to", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.player-deleted", "Correction: the player '{name}' deleted"), {{"name", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.army-renamed", "Correction: the army '{from}' is now called '{to}'"), {{"from", Hole::text}, {"to", Hole::text}}},
        {MUSTER_MESSAGE_PLURAL("campaign.log.army-deleted", "Correction: the army '{name}' deleted with its {versions} roster version",
                               "Correction: the army '{name}' deleted with its {versions} roster versions"),
         {{"name", Hole::text}, {"versions", Hole::whole}},
         "versions"},
        {MUSTER_MESSAGE("campaign.log.battle-renamed", "Correction: battle {battle} is now called '{to}'"), {{"battle", Hole::record_id}, {"to", Hole::text}}},
        {MUSTER_MESSAGE_PLURAL("campaign.log.battle-deleted", "Correction: battle {battle} deleted, with {versions} roster version its losses made",
                               "Correction: battle {battle} deleted, with {versions} roster versions its losses made"),
         {{"battle", Hole::record_id}, {"versions", Hole::whole}},
         "versions"},
        {MUSTER_MESSAGE("campaign.log.correction-undone", "Correction undone: {correction}"), {{"correction", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.month-taken-back", "Month {month} taken back: month {previous} again"),
         {{"month", Hole::whole}, {"previous", Hole::whole}}},
        {MUSTER_MESSAGE("campaign.log.battle-won", "Battle {battle}: {army_a} {vp_a} VP, {army_b} {vp_b} VP — {winner} wins"),
         {{"battle", Hole::record_id}, {"army_a", Hole::text}, {"vp_a", Hole::number}, {"army_b", Hole::text}, {"vp_b", Hole::number}, {"winner", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.battle-won-scenario", "Battle {battle} ({scenario}): {army_a} {vp_a} VP, {army_b} {vp_b} VP — {winner} wins"),
         {{"battle", Hole::record_id},
          {"scenario", Hole::text},
          {"army_a", Hole::text},
          {"vp_a", Hole::number},
          {"army_b", Hole::text},
          {"vp_b", Hole::number},
          {"winner", Hole::text}}},
        {MUSTER_MESSAGE("campaign.log.battle-drawn", "Battle {battle}: {army_a} {vp_a} VP, {army_b} {vp_b} VP — draw"),
         {{"battle", Hole::record_id}, {"army_a", Hole::text}, {"vp_a", Hole::number}, {"army_b", Hole::text}, {"vp_b", Hole::number}}},
        {MUSTER_MESSAGE("campaign.log.battle-drawn-scenario", "Battle {battle} ({scenario}): {army_a} {vp_a} VP, {army_b} {vp_b} VP — draw"),
         {{"battle", Hole::record_id},
          {"scenario", Hole::text},
          {"army_a", Hole::text},
          {"vp_a", Hole::number},
          {"army_b", Hole::text},
          {"vp_b", Hole::number}}},
    };
    return all;
}

// A month of a siege at its bounds finishes one batch per engineer (1,100 of them): the list of
// what was finished must fit one argument whole.
constexpr std::size_t longest_argument = 256 * 1024;           // bytes of one text argument
constexpr std::size_t longest_listed = 200 * 1024;             // bytes of a list written into one argument
constexpr std::size_t longest_stored_arguments = 1024 * 1024;  // bytes of a line's whole arguments
constexpr double largest_number = 1e15;                        // beyond any points, months or id Muster writes
constexpr std::size_t longest_shown_id = 80;                   // bytes of an unknown id quoted in the fallback

const LogMessage* find_log_message(std::string_view id) {
    for (const LogMessage& m : log_messages())
        if (id == m.text.id) return &m;
    return nullptr;
}

// The value of one placeholder, or nothing when the argument is missing or not of its kind.
std::optional<MessageValue> hole_value(const nlohmann::json& args, const Placeholder& hole) {
    const auto found = args.find(hole.name);
    if (found == args.end()) return std::nullopt;
    const nlohmann::json& value = *found;
    switch (hole.kind) {
        case Hole::text: {
            // A text is one string, or its words per language ({"en": …, "fr": …}, each key a language
            // code) where Muster wrote them from its own data (the siege works a month finished).
            const auto words = [](const nlohmann::json& text) -> std::optional<std::string> {
                if (!text.is_string() || text.get_ref<const std::string&>().size() > longest_argument) return std::nullopt;
                return printable_text(text.get_ref<const std::string&>(), false);
            };
            if (value.is_object()) {
                const auto en = value.find("en");
                if (en == value.end() || value.size() > most_stored_languages) return std::nullopt;
                LocalisedName name;
                for (const auto& [code, text] : value.items()) {
                    const std::optional<std::string> said = words(text);
                    if (!Language::is_code(code) || !said) return std::nullopt;
                    name.set(Language(code), *said);
                }
                return name;
            }
            const std::optional<std::string> text = words(value);
            if (!text) return std::nullopt;
            return VerbatimValue{*text};
        }
        case Hole::record_id:
        case Hole::whole: {
            if (!value.is_number_integer()) return std::nullopt;
            if (value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<std::uint64_t>(largest_number)) return std::nullopt;
            const long long whole = value.get<long long>();
            if (std::fabs(static_cast<double>(whole)) > largest_number) return std::nullopt;
            if (hole.kind == Hole::record_id) return VerbatimValue{std::to_string(whole)};
            return IntegerValue{whole};
        }
        case Hole::points:
        case Hole::number: {
            if (!value.is_number()) return std::nullopt;
            const double number = value.get<double>();
            if (!std::isfinite(number) || std::fabs(number) > largest_number) return std::nullopt;
            if (hole.kind == Hole::points) return PointsValue{number};
            const int decimals = number == std::floor(number) ? 0 : number * 10 == std::floor(number * 10) ? 1 : 2;
            return DecimalValue{number, decimals};
        }
    }
    return std::nullopt;
}

// The id as a fallback sentence quotes it: printable and short.
std::string shown_id(std::string_view id) {
    std::string shown = printable_text(id, false);
    if (shown.size() > longest_shown_id) {
        std::size_t cut = longest_shown_id;
        while (cut > 0 && (static_cast<unsigned char>(shown[cut]) & 0xC0) == 0x80) --cut;
        shown.replace(cut, std::string::npos, "…");
    }
    return shown;
}

}  // namespace

std::optional<Message> event_message(std::string_view id, const nlohmann::json& args) {
    const LogMessage* known = find_log_message(id);
    if (!known || !args.is_object()) return std::nullopt;
    Message said = message(known->text);
    for (const Placeholder& hole : known->placeholders) {
        std::optional<MessageValue> value = hole_value(args, hole);
        if (!value) return std::nullopt;
        if (known->count && std::string_view(known->count) == hole.name) said.count = std::get<IntegerValue>(*value).value;
        said.with(hole.name, std::move(*value));
    }
    return said;
}

std::string event_actor(const CampaignEvent& event, Language language) {
    if (!event.actor.empty() && event.actor != "someone") return event.actor;
    return render_message(message(MUSTER_MESSAGE("campaign.log.unknown-actor", "someone")), language);
}

std::string event_text(const CampaignEvent& event, Language language) {
    if (event.message_id.empty()) return event.text;
    if (const std::optional<Message> said = event_message(event.message_id, event.args)) return render_message(*said, language);
    if (!event.text.empty()) return event.text;
    const Message fallback = find_log_message(event.message_id)
                                 ? message(MUSTER_MESSAGE("campaign.log.unreadable-arguments",
                                                          "(a log line this Muster cannot show: the values of its message '{id}' are missing or "
                                                          "of the wrong kind)"))
                                 : message(MUSTER_MESSAGE("campaign.log.unknown-message",
                                                          "(a log line this Muster cannot show: it names the message '{id}', which this Muster "
                                                          "does not know)"));
    return render_message(Message(fallback).with("id", VerbatimValue{shown_id(event.message_id)}), language);
}

nlohmann::json event_arguments(const CampaignEvent& event) {
    const std::optional<Message> said = event_message(event.message_id, event.args);
    if (!said) return nullptr;
    nlohmann::json shown = nlohmann::json::object();
    for (const MessageArgument& argument : said->arguments) {
        if (const auto* text = std::get_if<VerbatimValue>(&argument.value)) {
            const nlohmann::json& stored = event.args[argument.name];
            shown[argument.name] = stored.is_number() ? stored : nlohmann::json(text->text);
        } else {
            shown[argument.name] = event.args[argument.name];
        }
    }
    return shown;
}

nlohmann::json read_event_arguments(std::string_view stored) {
    if (stored.size() > longest_stored_arguments) return nullptr;
    // An object of values, a value at most an object of words per language: nothing nests deeper.
    if (json_nesting_depth(stored) > 2) return nullptr;
    nlohmann::json args = nlohmann::json::parse(stored, nullptr, false);
    if (args.is_discarded() || !args.is_object()) return nullptr;
    return args;
}

std::string listed_for_log(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items) {
        if (out.size() + item.size() + 2 > longest_listed) return out.empty() ? std::string("…") : out + ", …";
        out += (out.empty() ? "" : ", ") + item;
    }
    return out;
}

namespace {
constexpr MessageText losses_at_battle = MUSTER_MESSAGE("campaign.reason.losses", "losses at battle {battle}: {units}");
}  // namespace

std::string losses_reason(long long battle, const std::string& units) {
    return render_message(message(losses_at_battle).with("battle", VerbatimValue{std::to_string(battle)}).with("units", VerbatimValue{units}),
                          Language::english);
}

std::optional<LossesReason> read_losses_reason(std::string_view text) {
    // Read by hand, not with std::regex: its matcher recurses once per character, and a reason
    // listing thousands of lost units overflowed the stack.
    constexpr std::string_view prefix = "losses at battle ";
    if (text.substr(0, prefix.size()) != prefix) return std::nullopt;
    const std::size_t digits_end = text.find_first_not_of("0123456789", prefix.size());
    const std::size_t digits = digits_end == std::string_view::npos ? 0 : digits_end - prefix.size();
    if (digits < 1 || digits > 18 || text.substr(digits_end, 2) != ": " || text.find_first_of("\r\n", digits_end) != std::string_view::npos)
        return std::nullopt;
    return LossesReason{std::string(text.substr(prefix.size(), digits)), std::string(text.substr(digits_end + 2))};
}

Message version_reason_message(const RosterVersionRecord& version) {
    if (version.losses)
        return message(losses_at_battle).with("battle", VerbatimValue{std::to_string(version.losses->battle)}).with("units", version.losses->units);
    if (const std::optional<LossesReason> losses = read_losses_reason(version.reason); losses && !version.reason_typed)
        return message(losses_at_battle).with("battle", VerbatimValue{losses->battle}).with("units", VerbatimValue{losses->units});
    return message(MUSTER_MESSAGE("campaign.reason.typed", "{reason}")).with("reason", VerbatimValue{version.reason});
}

Message siege_status_message(const std::string& status) {
    if (status == "preparing") return message(MUSTER_MESSAGE("campaign.siege-status.preparing", "preparing"));
    if (status == "assault-due") return message(MUSTER_MESSAGE("campaign.siege-status.assault-due", "assault due"));
    if (status == "ended") return message(MUSTER_MESSAGE("campaign.siege-status.ended", "ended"));
    return message(MUSTER_MESSAGE("campaign.siege-status.other", "{status}")).with("status", VerbatimValue{status});
}

}  // namespace muster
