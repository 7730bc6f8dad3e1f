// Campaigns on a PostgreSQL server: created in an empty database, opened and upgraded with the
// same migrations as a campaign file.
#include "muster/campaign/campaign_server.hpp"

#include "muster/campaign/campaign.hpp"
#include "muster/campaign/campaign_rules.hpp"
#include "muster/campaign/campaign_text.hpp"
#include "muster/campaign/migrations.hpp"
#include "muster/util/error.hpp"
#include "muster/campaign/campaign_messages.hpp"
#include "muster/text/message.hpp"

namespace muster {

void run_server_migrations(PostgresStore& store, int from) {
    const auto& all = campaign_migrations();
    for (std::size_t i = static_cast<std::size_t>(from); i < all.size(); ++i) store.exec(all[i].postgresql_sql);
    store.exec("UPDATE muster_schema SET version = " + std::to_string(all.size()));
}

void set_up_server_campaign(PostgresStore& store) {
    if (store.holds_campaign())
        throw Error(
            message(MUSTER_MESSAGE("campaign.server.already-campaign", "{where} already holds a campaign; open it, or create the new one in another database"),
                    {{"where", store.where()}}));
    if (store.scalar("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                     "WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'm', 'S', 'f', 'p')") != 0)
        throw Error(message(MUSTER_MESSAGE("campaign.server.database-not-empty",
                                           "{where} holds tables that are not a campaign; create the campaign in a database of its own (createdb)"),
                            {{"where", store.where()}}));
    store.exec("CREATE TABLE muster_schema (version integer NOT NULL); INSERT INTO muster_schema VALUES (0)");
    run_server_migrations(store, 0);
    set_up_server_rules(store);
}

// Row-level security: everyone the organiser let in reads everything; a player (a login mapped
// to a campaign player) writes their own armies' versions, the battles one of their armies
// fought and those actions' log lines; the organiser, who owns the tables, writes everything.
void set_up_server_rules(PostgresStore& store) {
    store.exec(R"sql(
CREATE TABLE player_login (
    player_id bigint PRIMARY KEY REFERENCES player(id),
    login     name   NOT NULL UNIQUE
);
CREATE FUNCTION muster_leads(army_id bigint) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path = pg_catalog, public AS
$$ SELECT EXISTS (SELECT 1 FROM public.army a JOIN public.player_login l ON l.player_id = a.player_id
                  WHERE a.id = army_id AND l.login = session_user) $$;
REVOKE ALL ON FUNCTION muster_leads(bigint) FROM PUBLIC;
)sql");
    for (const char* table : {"muster_schema", "campaign", "player", "army", "roster_version", "siege", "battle", "event", "player_login"})
        store.exec(std::string("ALTER TABLE ") + table + " ENABLE ROW LEVEL SECURITY; CREATE POLICY everyone_reads ON " + table +
                   " FOR SELECT USING (true); GRANT SELECT ON " + table + " TO PUBLIC");
    store.exec(R"sql(
CREATE POLICY own_armies_versions ON roster_version FOR INSERT WITH CHECK (muster_leads(army_id));
CREATE POLICY own_battles ON battle FOR INSERT WITH CHECK (muster_leads(army_a) OR muster_leads(army_b));
ALTER TABLE event ALTER COLUMN actor SET DEFAULT session_user;
CREATE POLICY players_log_their_actions ON event FOR INSERT WITH CHECK (kind IN ('battle', 'roster') AND actor = session_user);
GRANT INSERT ON roster_version, battle, event TO PUBLIC;
GRANT USAGE ON SEQUENCE roster_version_id_seq, battle_id_seq, event_id_seq TO PUBLIC;
GRANT EXECUTE ON FUNCTION muster_leads(bigint) TO PUBLIC;
)sql");
    // Only the roles the organiser lets in connect (the database's owner may say so).
    if (store.scalar("SELECT pg_has_role(session_user, datdba, 'MEMBER')::int FROM pg_database WHERE datname = current_database()") == 1) {
        Query revoke = store.prepare("SELECT format('REVOKE CONNECT, TEMPORARY ON DATABASE %I FROM PUBLIC', current_database())");
        if (revoke.step()) store.exec(revoke.text(0));
    }
}

void give_player_login(PostgresStore& store, std::int64_t player_id, const std::string& login) {
    Query role = store.prepare("SELECT count(*) FROM pg_roles WHERE rolname = ?");
    role.bind(1, login);
    if (!role.step() || role.integer(0) != 1)
        throw Error(
            message(MUSTER_MESSAGE("campaign.server.no-such-login", "the server has no login '{login}'; its administrator makes it first (createuser {login})"),
                    {{"login", login}}));
    Query taken = store.prepare("SELECT p.name FROM player_login l JOIN player p ON p.id = l.player_id WHERE l.login = ?");
    taken.bind(1, login);
    if (taken.step())
        throw Error(message(MUSTER_MESSAGE("campaign.server.login-taken",
                                           "the login '{login}' is already the player {player}'s; each player logs in with a login of their own"),
                            {{"login", login}, {"player", stored_line(taken, 0)}}));
    store.prepare("INSERT INTO player_login (player_id, login) VALUES (?, ?)").bind(1, player_id).bind(2, login).run();
    Query grant = store.prepare("SELECT format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), ?::text)");
    grant.bind(1, login);
    if (grant.step()) store.exec(grant.text(0));
}

namespace {

Message newer_server_message(const std::string& where, int version) {
    return message(MUSTER_MESSAGE("campaign.server.newer-muster",
                                  "{where} was written by a newer Muster (campaign schema {version}; this one knows up to {latest}); update Muster to open it"),
                   {{"where", where}, {"version", std::to_string(version)}, {"latest", std::to_string(Campaign::latest_schema_version())}});
}

}  // namespace

void Campaign::give_login(std::int64_t player_id, const std::string& login) {
    auto* server = dynamic_cast<PostgresStore*>(store_.get());
    if (!server) throw Error(message(MUSTER_MESSAGE("campaign.server.login-needs-server", "a player's login is for a campaign on a server (--server)")));
    give_player_login(*server, player_id, login);
}

Campaign Campaign::open_server(const std::string& server) {
    auto store = std::make_unique<PostgresStore>(server);
    int version = 0;
    {
        StoreSnapshot snapshot(*store);
        if (!store->holds_campaign())
            throw Error(
                message(MUSTER_MESSAGE("campaign.server.no-campaign", "{where} holds no Muster campaign; 'muster-cli campaign --server … create' makes one"),
                        {{"where", store->where()}}));
        version = store->schema_version();
    }
    const int latest = latest_schema_version();
    if (version > latest) throw Error(newer_server_message(store->where(), version));
    if (version < latest) {
        StoreTransaction transaction(*store);
        version = store->schema_version();  // another program may have upgraded it since
        if (version < latest) run_server_migrations(*store, version);
        transaction.commit();
    }
    return Campaign({}, std::move(store));
}

Campaign Campaign::create_on_server(const std::string& server, const std::string& name, const std::string& game_system, const std::string& start_date,
                                    const std::string& actor) {
    const std::string title = checked_text(name, CampaignText::campaign);
    const std::string system = checked_text(game_system, CampaignText::game_system);
    const std::string start = checked_text(start_date, CampaignText::start_date);
    checked_text(actor, CampaignText::actor);
    if (title.empty()) throw Error(message(MUSTER_MESSAGE("campaign.file.needs-name", "a campaign needs a name")));
    auto store = std::make_unique<PostgresStore>(server);
    PostgresStore& server_store = *store;
    Campaign campaign({}, std::move(store));
    StoreTransaction transaction(server_store);
    set_up_server_campaign(server_store);
    server_store.prepare("INSERT INTO campaign (id, name, game_system, start_date) VALUES (1, ?, ?, ?)")
        .bind(1, title)
        .bind(2, system)
        .bind(3, start.empty() ? utc_now().substr(0, 10) : start)
        .run();
    campaign.log_event("campaign", "campaign.log.campaign-created", {{"name", title}, {"system", system}}, actor);
    transaction.commit();
    return campaign;
}

}  // namespace muster
