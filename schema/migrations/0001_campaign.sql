-- Muster campaign file, schema version 1.
CREATE TABLE campaign (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    name          TEXT    NOT NULL,
    game_system   TEXT    NOT NULL,
    start_date    TEXT    NOT NULL,
    current_month INTEGER NOT NULL DEFAULT 1 CHECK (current_month >= 1),
    notes         TEXT    NOT NULL DEFAULT ''
);

CREATE TABLE player (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE army (
    id        INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES player(id),
    name      TEXT    NOT NULL UNIQUE,
    faction   TEXT    NOT NULL
);

CREATE TABLE roster_version (
    id            INTEGER PRIMARY KEY,
    army_id       INTEGER NOT NULL REFERENCES army(id),
    version       INTEGER NOT NULL,
    roster_xml    TEXT    NOT NULL,
    points        REAL    NOT NULL,
    legal         INTEGER NOT NULL,
    verdict_json  TEXT    NOT NULL,
    list_id       TEXT    NOT NULL,
    list_revision INTEGER NOT NULL,
    saved_at      TEXT    NOT NULL,
    reason        TEXT    NOT NULL DEFAULT '',
    UNIQUE (army_id, version)
);

CREATE TABLE siege (
    id               INTEGER PRIMARY KEY,
    name             TEXT    NOT NULL,
    attacker_army_id INTEGER NOT NULL REFERENCES army(id),
    defender_army_id INTEGER NOT NULL REFERENCES army(id),
    plan_xml         TEXT    NOT NULL,
    started_month    INTEGER NOT NULL,
    months_elapsed   INTEGER NOT NULL DEFAULT 0,
    status           TEXT    NOT NULL DEFAULT 'preparing' CHECK (status IN ('preparing', 'assault-due', 'ended'))
);

CREATE TABLE battle (
    id             INTEGER PRIMARY KEY,
    month          INTEGER NOT NULL,
    scenario       TEXT    NOT NULL,
    army_a         INTEGER NOT NULL REFERENCES army(id),
    army_b         INTEGER NOT NULL REFERENCES army(id),
    winner_army_id INTEGER REFERENCES army(id),
    result         TEXT    NOT NULL CHECK (result IN ('win', 'draw')),
    vp_a           REAL    NOT NULL,
    vp_b           REAL    NOT NULL,
    details_json   TEXT    NOT NULL,
    recorded_at    TEXT    NOT NULL
);

CREATE TABLE event (
    id    INTEGER PRIMARY KEY,
    at    TEXT    NOT NULL,
    month INTEGER NOT NULL,
    actor TEXT    NOT NULL,
    kind  TEXT    NOT NULL,
    text  TEXT    NOT NULL
);
