-- First schema: users, settings, decks, matches with their answer log, snapshot and result.
-- Discord ids (snowflakes) are TEXT: identifiers, never computed with, and portable. Timestamps are
-- UTC text 'YYYY-MM-DDTHH:MM:SSZ' (bot/storage/database.py), so they compare correctly as strings.
-- JSON columns hold text produced by the engine; the database does not look inside them.

CREATE TABLE users (
    user_id      TEXT PRIMARY KEY,
    display_name TEXT NOT NULL DEFAULT '',
    locale       TEXT NOT NULL DEFAULT 'zh-CN',
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE user_settings (
    user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    key     TEXT NOT NULL,
    value   TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);

-- Per-server settings such as the turn timers (remind / default answer / forfeit delays).
CREATE TABLE guild_settings (
    guild_id TEXT NOT NULL,
    key      TEXT NOT NULL,
    value    TEXT NOT NULL,
    PRIMARY KEY (guild_id, key)
);

CREATE TABLE decks (
    id         INTEGER PRIMARY KEY,
    owner_id   TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    game       TEXT NOT NULL,
    name       TEXT NOT NULL,
    list_text  TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    UNIQUE (owner_id, game, name)
);

CREATE TABLE matches (
    id                 TEXT PRIMARY KEY,
    game               TEXT NOT NULL,
    status             TEXT NOT NULL DEFAULT 'pending'
                       CHECK (status IN ('pending', 'active', 'finished', 'aborted')),
    engine_version     TEXT NOT NULL,
    seed               INTEGER NOT NULL,
    options_json       TEXT NOT NULL DEFAULT '{}',
    guild_id           TEXT,
    channel_id         TEXT,
    thread_id          TEXT,
    status_message_id  TEXT,  -- the pinned status message in the thread
    current_request_id TEXT,  -- the engine request awaiting an answer, if any
    deadline_at        TEXT,  -- when the turn timer for that request next fires
    created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    result_json        TEXT
);

-- Reloading live matches at start, and the timer loop scanning due deadlines.
CREATE INDEX matches_by_status ON matches (status);
CREATE INDEX matches_active_by_deadline ON matches (deadline_at)
    WHERE status = 'active' AND deadline_at IS NOT NULL;

-- user_id is NULL for the bot's AI player. deck_id survives the deck's deletion as NULL: the
-- match state already holds the cards.
CREATE TABLE match_players (
    match_id      TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL CHECK (seat >= 0),
    user_id       TEXT REFERENCES users (user_id),
    deck_id       INTEGER REFERENCES decks (id) ON DELETE SET NULL,
    is_ai         INTEGER NOT NULL DEFAULT 0 CHECK (is_ai IN (0, 1)),
    dm_channel_id TEXT,
    dm_message_id TEXT,  -- the DM holding this player's private view
    dm_blocked    INTEGER NOT NULL DEFAULT 0 CHECK (dm_blocked IN (0, 1)),
    PRIMARY KEY (match_id, seat),
    CHECK (is_ai = 1 OR user_id IS NOT NULL)
);

-- "My matches" lists.
CREATE INDEX match_players_by_user ON match_players (user_id);

-- Append-only answer log; replaying it from the seed rebuilds the state. The UNIQUE key makes a
-- double click (same request answered twice by the same seat) impossible to record.
CREATE TABLE match_answers (
    match_id    TEXT NOT NULL,
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    request_id  TEXT NOT NULL,
    player      INTEGER NOT NULL,  -- the answering seat
    answer_json TEXT NOT NULL,
    answered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (match_id, seq),
    UNIQUE (match_id, request_id, player),
    FOREIGN KEY (match_id, player) REFERENCES match_players (match_id, seat) ON DELETE CASCADE
);

-- The latest state only: loading a match never needs a replay.
CREATE TABLE match_snapshots (
    match_id   TEXT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    version    INTEGER NOT NULL,
    state_json TEXT NOT NULL,
    saved_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- Finished matches, for leagues.
CREATE TABLE match_results (
    match_id        TEXT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    game            TEXT NOT NULL,
    winner_ids_json TEXT NOT NULL,
    game_wins_json  TEXT NOT NULL,
    finished_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE INDEX match_results_by_game ON match_results (game, finished_at);
