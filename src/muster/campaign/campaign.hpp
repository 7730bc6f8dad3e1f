#pragma once
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "muster/campaign/saved_verdict.hpp"
#include "muster/campaign/campaign_store.hpp"
#include "muster/text/localised_name.hpp"
#include "muster/campaign/sqlite_database.hpp"
#include "muster/campaign/victory_points.hpp"
#include "muster/lists/list_library.hpp"
#include "muster/report/diagnostic.hpp"
#include "muster/roster/roster.hpp"

namespace muster {

/// Marks Muster's campaign files (PRAGMA application_id): "MUST".
inline constexpr std::int32_t campaign_application_id = 0x4D555354;

/// The campaign as a whole.
struct CampaignInfo {
    std::string name;
    std::string game_system;
    std::string start_date;
    int current_month = 1;
    std::string notes;
    int schema_version = 0;
};

/// A player of the campaign.
struct PlayerRecord {
    std::int64_t id = 0;
    std::string name;
};

/// An army and who leads it.
struct ArmyRecord {
    std::int64_t id = 0;
    std::int64_t player_id = 0;
    std::string player;
    std::string name;
    std::string faction;
    int versions = 0;  ///< roster versions saved
};

/// The battle whose losses made a roster version, and the units lost.
struct VersionLosses {
    std::int64_t battle = 0;
    LocalisedName units;  ///< "English archers" / "Archers anglais"
};

/// One saved version of an army's roster, exactly as it was.
struct RosterVersionRecord {
    std::int64_t army_id = 0;
    int version = 0;
    std::string roster_xml;  ///< the whole roster document
    double points = 0;
    bool legal = false;
    std::string verdict_json;  ///< the verdict when it was saved
    std::string list_id;
    int list_revision = 0;  ///< the list revision it was built against
    std::string saved_at;   ///< UTC, ISO 8601
    std::string reason;     ///< why it was saved, as stored (English): "losses at battle 3: Archers", or a player's own
    /// For a version a battle's losses made: the battle and the units lost in every language, from
    /// the battle's record (history() and roster_version() fill it; files older than that record have none).
    std::optional<VersionLosses> losses;
    /// Whether the reason, though it reads as a battle's losses, is a player's own: the battle it
    /// names records the versions its losses made, and this is not one of them.
    bool reason_typed = false;
};

/// A siege between two armies, with its plan.
struct SiegeRecord {
    std::int64_t id = 0;
    std::string name;
    std::int64_t attacker_army_id = 0;
    std::int64_t defender_army_id = 0;
    std::string plan_xml;
    int started_month = 1;
    int months_elapsed = 0;
    std::string status;  ///< preparing, assault-due, ended
};

/// A battle fought and its result.
struct BattleRecord {
    std::int64_t id = 0;
    int month = 1;
    std::string scenario;
    std::int64_t army_a = 0;
    std::int64_t army_b = 0;
    std::optional<std::int64_t> winner_army_id;  ///< none on a draw
    std::string result;                          ///< win or draw
    double vp_a = 0;
    double vp_b = 0;
    std::string details_json;  ///< the victory point breakdown and units lost (in English)
    std::string recorded_at;
    VictoryResult score;  ///< the breakdown as messages, for any language: set by record_battle only
};

/// A line of the campaign's log.
struct CampaignEvent {
    std::int64_t id = 0;
    std::string at;
    int month = 1;
    std::string actor;
    std::string kind;
    std::string text;        ///< English, as stored (the whole line in files before schema 3)
    std::string message_id;  ///< its catalogue message ("campaign.log.month-begins"); empty in older files
    nlohmann::json args;     ///< the message's named arguments as stored; null when unreadable
};

/// How a roster version reads against today's lists.
struct RosterComparison {
    double points_then = 0, points_now = 0;
    bool legal_then = false, legal_now = false;
    std::vector<std::string> messages_gone;   ///< findings of then that no longer apply (English, as saved)
    std::vector<std::string> messages_new;    ///< findings the current lists add (English)
    std::vector<SavedFinding> findings_gone;  ///< the findings gone as saved, to write in any language when they can be
    std::vector<Diagnostic> findings_new;     ///< the findings new whole, to write in any language
};

/// Who won a battle as the players say, for a game system whose books give no victory points.
enum class PlayersResult { first_wins, second_wins, draw };

/// What a battle report says: armies, victory inputs (or the players' result), losses.
struct BattleInput {
    std::string scenario;
    std::int64_t army_a = 0;
    std::int64_t army_b = 0;
    VictoryInput victory_a;
    VictoryInput victory_b;
    std::vector<std::string> units_lost_a;  ///< roster entry ids removed from army a
    std::vector<std::string> units_lost_b;
    std::optional<PlayersResult> players_result;  ///< set, with no victory points, when no victory table scores the battle
};

/// How a campaign file is opened.
struct CampaignOpenOptions {
    /// Reads the whole file first (PRAGMA quick_check): the window and imports do; the CLI,
    /// which runs one command at a time, does not.
    bool check_whole_file = true;
    /// The longest one call into SQLite may run before it stops with "took too long".
    std::chrono::milliseconds time_limit = default_sqlite_time_limit;
    /// The same for the whole-file check and for upgrading an older file.
    std::chrono::milliseconds whole_file_check_limit{30000};
};

/// What advancing the campaign month did.
struct MonthAdvance {
    int new_month = 1;
    std::vector<std::string> log_lines;  ///< the lines written, in English
    std::vector<CampaignEvent> events;   ///< the same lines with their messages (campaign_log.hpp renders them)
};

/// One campaign file: every user action is one transaction; errors throw muster::Error and
/// leave the file as it was.
class Campaign {
public:
    /// Opens an existing campaign file: refuses a file that is not a campaign, holds schema
    /// objects Muster did not create, is damaged or comes from a newer Muster (the file
    /// untouched); backs up and migrates an older one.
    static Campaign open(const std::filesystem::path& file, const CampaignOpenOptions& options = {});
    /// Creates a new campaign file (refuses to overwrite).
    static Campaign create(const std::filesystem::path& file, const std::string& name, const std::string& game_system, const std::string& start_date,
                           const std::string& actor, const LocalisedName& system_name = {});
    /// The default campaign in the user's data folder, created on first use with a name in `language`.
    static Campaign open_default(const std::string& actor, const CampaignOpenOptions& options = {}, Language language = Language::english);
    /// Opens the campaign on a PostgreSQL server: `server` is a postgresql:// address, a libpq
    /// connection string or service name, without a password (campaign_server.cpp).
    static Campaign open_server(const std::string& server);
    /// Creates a campaign in an empty database of a PostgreSQL server; the role creating it owns it.
    static Campaign create_on_server(const std::string& server, const std::string& name, const std::string& game_system, const std::string& start_date,
                                     const std::string& actor);
    /// Copies an exported campaign into an empty database of a server (as import_json does into a file).
    static Campaign import_to_server(const std::string& server, const nlohmann::json& exported);
    /// Where the default campaign lives.
    static std::filesystem::path default_file();
    /// The schema version this Muster writes.
    static int latest_schema_version();

    /// The campaign's name, system, dates, month and notes.
    CampaignInfo info();
    /// The file this campaign lives in.
    const std::filesystem::path& file() const { return file_; }
    /// Where the campaign is, for a message: its file, or its database and server.
    std::string where() const { return store_->where(); }
    /// True for a campaign on a server.
    bool on_server() const { return file_.empty(); }
    /// The store the campaign is kept in (the window listens to a server's for others' writes).
    CampaignStore& store() { return *store_; }
    /// Replaces the notes.
    void set_notes(const std::string& notes, const std::string& actor);

    /// Adds a player; returns its id. On a server, `login` (a PostgreSQL role) is mapped to the
    /// player, who may then write their own armies' versions and battles: all in one
    /// transaction, so a login refused leaves no player behind.
    std::int64_t add_player(const std::string& name, const std::string& actor, const std::string& login = "");
    /// Every player.
    std::vector<PlayerRecord> players();
    /// The player with this id or name; throws Error when there is none.
    PlayerRecord player(const std::string& id_or_name);
    /// Adds an army led by a player; returns its id. The log names the list as players do
    /// (`faction_name`, "French (Français)"), or by its id when the name is not given.
    std::int64_t add_army(std::int64_t player_id, const std::string& name, const std::string& faction, const std::string& actor,
                          const LocalisedName& faction_name = {});
    /// Every army.
    std::vector<ArmyRecord> armies();
    /// The army with this id or name; throws Error when there is none.
    ArmyRecord army(const std::string& id_or_name);

    /// Saves a roster as the army's next version, with its verdict against the lists; returns the version.
    int save_roster_version(std::int64_t army_id, const Roster& roster, const ListLibrary& lists, const std::string& reason, const std::string& actor);
    /// Every version of an army's roster, oldest first.
    std::vector<RosterVersionRecord> history(std::int64_t army_id);
    /// One version (the latest when version is 0); throws Error when there is none.
    RosterVersionRecord roster_version(std::int64_t army_id, int version = 0);
    /// Re-validates a saved version against the current lists.
    static RosterComparison compare_with_current_lists(const RosterVersionRecord& saved, const ListLibrary& lists);

    /// Starts a siege with a plan (XML of a siege plan); returns its id.
    std::int64_t start_siege(const std::string& name, std::int64_t attacker_army_id, std::int64_t defender_army_id, const std::string& plan_xml,
                             const std::string& actor);
    /// Every siege.
    std::vector<SiegeRecord> sieges();
    /// Moves the campaign a month on; every siege's engineering advances by its schedule.
    MonthAdvance advance_month(const std::string& actor);
    /// Moves the campaign 1 to 24 months on in one transaction (refused beyond, or past the last month).
    MonthAdvance advance_months(int months, const std::string& actor);
    /// True when the current month can be taken back: it was reached by an advance and nothing
    /// but that advance happened in it since (campaign_month_undo.cpp).
    bool can_take_back_month();
    /// Takes back the last month advanced: the month and every siege it moved go back one, and
    /// the log says so (it keeps the month's lines). Returns the month now; throws Error, changing
    /// nothing, when something else was recorded in the month.
    int take_back_month(const std::string& actor);

    /// Records a battle: victory points, result, and losses applied as new roster versions.
    BattleRecord record_battle(const BattleInput& battle, const VictoryTable& table, const ListLibrary& lists, const std::string& actor);
    /// The same, with the lists read only when a loss makes a new roster version (muster-cli: a
    /// battle without losses reads no list).
    BattleRecord record_battle(const BattleInput& battle, const VictoryTable& table, const std::function<const ListLibrary&()>& lists,
                               const std::string& actor);
    /// The same with the victory table of the campaign's game system (victory_table_for): none
    /// records the players' result (battle.players_result, required then) and no victory points.
    BattleRecord record_battle(const BattleInput& battle, const VictoryTable* table, const std::function<const ListLibrary&()>& lists,
                               const std::string& actor);
    /// The same, scored as the campaign's own game system scores a battle (the one way the
    /// window and muster-cli record one): by its victory table when it has one (a result the
    /// players give is refused), else by the players' result (refused without one).
    BattleRecord record_battle(const BattleInput& battle, const std::function<const ListLibrary&()>& lists, const std::string& actor);
    /// Every battle, in the order recorded.
    std::vector<BattleRecord> battles();
    /// How many battles were recorded (counted, not read).
    std::int64_t battle_count();

    /// Corrections (campaign_corrections.cpp), the organiser's: a player, an army or a battle
    /// renamed or deleted, each logged as a "correction" line. A player who leads an army, or an
    /// army that fought a battle or is in a siege, is not deleted (Error saying what to delete
    /// first); an army goes with its roster versions, a battle with the versions its losses made.
    void rename_player(std::int64_t player_id, const std::string& name, const std::string& actor);
    void delete_player(std::int64_t player_id, const std::string& actor);
    void rename_army(std::int64_t army_id, const std::string& name, const std::string& actor);
    void delete_army(std::int64_t army_id, const std::string& actor);
    /// A battle is named by its scenario.
    void rename_battle(std::int64_t battle_id, const std::string& scenario, const std::string& actor);
    void delete_battle(std::int64_t battle_id, const std::string& actor);
    /// The last line of the log when it is a correction (which undo_correction takes back).
    std::optional<CampaignEvent> undoable_correction();
    /// Takes back the last correction (a name given back, what was deleted restored) and logs
    /// it; throws Error, changing nothing, when the log's last line is not a correction.
    void undo_correction(const std::string& actor);

    /// The log, oldest first.
    std::vector<CampaignEvent> log();
    /// Each line of the log, oldest first, one at a time: a log of 600,000 lines is shown
    /// holding one line, not all of them.
    void each_event(const std::function<void(const CampaignEvent&)>& take);

    /// The whole campaign as one portable JSON document.
    nlohmann::json export_json();
    /// Reads an export file: a regular file of bounded size and nesting that is JSON; throws Error.
    static nlohmann::json read_export(const std::filesystem::path& file);
    /// Creates a campaign file from an exported document, every field checked and named by
    /// its JSON path when wrong (refuses to overwrite; creates nothing on failure).
    static Campaign import_json(const std::filesystem::path& file, const nlohmann::json& exported);

private:
    Campaign(std::filesystem::path file, std::unique_ptr<CampaignStore> store) : file_(std::move(file)), store_(std::move(store)) {}
    /// Writes a log line: a campaign log message (campaign_log.cpp) and its arguments, with its English text.
    CampaignEvent log_event(const std::string& kind, const char* message_id, nlohmann::json args, const std::string& actor);
    /// In the caller's transaction: maps a server login to the player (campaign_server.cpp).
    void give_login(std::int64_t player_id, const std::string& login);
    /// `losses` ({"battle": id, "units": "u1, u2"}) when the version records a battle's losses.
    int insert_roster_version(std::int64_t army_id, const Roster& roster, const ListLibrary& lists, const std::string& reason, const std::string& actor,
                              const nlohmann::json& losses = nullptr);
    int current_month();
    void advance_one_month(MonthAdvance& advance, const std::string& actor);
    RosterVersionRecord latest_roster_for_losses(std::int64_t army_id, const std::string& army_name);
    /// Fills each version's losses (and reason_typed) from the battles of its army that record theirs.
    void attach_losses(std::vector<RosterVersionRecord>& versions, std::int64_t army_id);

    std::filesystem::path file_;  ///< empty for a campaign on a server
    std::unique_ptr<CampaignStore> store_;
};

/// The current time, UTC, ISO 8601 ("2026-11-22T16:05:00Z").
std::string utc_now();

}  // namespace muster
