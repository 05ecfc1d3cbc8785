-- League play: events (a league season or a Swiss tournament), registrations with private deck
-- lists, rounds with their timers, pairings with reported / confirmed / disputed results, the bot
-- games played for a pairing, and Glicko-2 ratings per server and game.
-- Discord ids are TEXT and timestamps UTC text, as in 0001_init.sql.

CREATE TABLE league_events (
    id                    INTEGER PRIMARY KEY,
    guild_id              TEXT NOT NULL,
    game                  TEXT NOT NULL,
    name                  TEXT NOT NULL,
    kind                  TEXT NOT NULL CHECK (kind IN ('league', 'tournament')),
    best_of               INTEGER NOT NULL CHECK (best_of IN (1, 3)),
    format                TEXT NOT NULL DEFAULT '',  -- shown to players; decks are checked by the engine
    schedule              TEXT NOT NULL DEFAULT '',  -- free text for players ("每周六 20:00")
    status                TEXT NOT NULL DEFAULT 'registration'
                          CHECK (status IN ('registration', 'running', 'top_cut', 'finished')),
    round_minutes         INTEGER NOT NULL CHECK (round_minutes > 0),
    top_cut               INTEGER NOT NULL DEFAULT 0 CHECK (top_cut IN (0, 2, 4, 8)),
    organizer_id          TEXT NOT NULL,
    to_role_id            TEXT,  -- members with this role run the event, besides Manage Server
    channel_id            TEXT,  -- where pairings and standings are posted
    standings_message_id  TEXT,  -- the one standings message, edited as results come in
    created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    ended_at              TEXT
);

CREATE INDEX league_events_by_guild ON league_events (guild_id, status);

-- deck_list is private until the event ends (the TO may read it). first_round > 1 for late entries:
-- the rounds before it count as losses. dropped_after is the last round the player was in
-- (0: dropped before the first round).
CREATE TABLE league_registrations (
    event_id       INTEGER NOT NULL REFERENCES league_events (id) ON DELETE CASCADE,
    user_id        TEXT NOT NULL,
    display_name   TEXT NOT NULL,
    deck_list      TEXT,
    checked_in     INTEGER NOT NULL DEFAULT 0 CHECK (checked_in IN (0, 1)),
    first_round    INTEGER NOT NULL DEFAULT 1 CHECK (first_round >= 1),
    dropped_after  INTEGER,
    dropped_by     TEXT,
    registered_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (event_id, user_id)
);

-- A round's timer is its deadline: the bot announces the end of the round once it passes, after a
-- restart too (timer_announced keeps it from announcing twice).
CREATE TABLE league_rounds (
    event_id         INTEGER NOT NULL REFERENCES league_events (id) ON DELETE CASCADE,
    number           INTEGER NOT NULL CHECK (number >= 1),
    stage            TEXT NOT NULL CHECK (stage IN ('swiss', 'top_cut')),
    deadline_at      TEXT,
    timer_announced  INTEGER NOT NULL DEFAULT 0 CHECK (timer_announced IN (0, 1)),
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (event_id, number)
);

CREATE INDEX league_rounds_by_deadline ON league_rounds (deadline_at) WHERE timer_announced = 0;

-- kind 'match': player1 vs player2; 'bye': player1 alone, a 2-0 win; 'missed': a late entrant's
-- loss (0-2) for a round played before they joined. The result (games won by each side, drawn
-- games) counts for standings only once status is 'final'. claims_json keeps what each player
-- reported ({user_id: [wins1, wins2, draws]}) for the TO to see in a dispute.
CREATE TABLE league_pairings (
    id            INTEGER PRIMARY KEY,
    event_id      INTEGER NOT NULL,
    round_number  INTEGER NOT NULL,
    table_number  INTEGER NOT NULL,
    kind          TEXT NOT NULL CHECK (kind IN ('match', 'bye', 'missed')),
    player1_id    TEXT NOT NULL,
    player2_id    TEXT,
    wins1         INTEGER,
    wins2         INTEGER,
    draws         INTEGER,
    status        TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'reported', 'disputed', 'final')),
    source        TEXT CHECK (source IN ('players', 'bot', 'organizer', 'bye', 'missed')),
    reported_by   TEXT,
    claims_json   TEXT NOT NULL DEFAULT '{}',
    decided_by    TEXT,  -- the TO who set the result
    thread_id     TEXT,
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    FOREIGN KEY (event_id, round_number) REFERENCES league_rounds (event_id, number) ON DELETE CASCADE,
    UNIQUE (event_id, round_number, table_number),
    CHECK ((kind = 'match') = (player2_id IS NOT NULL))
);

CREATE INDEX league_pairings_by_player ON league_pairings (event_id, player1_id);
CREATE INDEX league_pairings_by_opponent ON league_pairings (event_id, player2_id);

-- Games of a pairing played in the bot: each finished match adds its game win to the pairing.
CREATE TABLE league_match_games (
    match_id    TEXT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    pairing_id  INTEGER NOT NULL REFERENCES league_pairings (id) ON DELETE CASCADE,
    counted     INTEGER NOT NULL DEFAULT 0 CHECK (counted IN (0, 1))
);

CREATE INDEX league_match_games_by_pairing ON league_match_games (pairing_id);

-- Glicko-2 ratings per server and game (rating and deviation on the Glicko scale).
CREATE TABLE ratings (
    guild_id    TEXT NOT NULL,
    game        TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL,
    volatility  REAL NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (guild_id, game, user_id)
);

CREATE INDEX ratings_by_board ON ratings (guild_id, game, rating);

-- Every rated result once: 'pairing:<id>' or 'match:<id>'.
CREATE TABLE rated_results (
    result_key  TEXT PRIMARY KEY,
    guild_id    TEXT NOT NULL,
    game        TEXT NOT NULL,
    rated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
