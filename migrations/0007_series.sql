-- Best-of-N matches (多局赛制, Ultraman 1.0.2 / 1.2.2a, Lorcana 3.1.2): the games of a series are
-- ordinary matches in one thread, linked to their series by matches.series_id.
CREATE TABLE series (
    id                    TEXT PRIMARY KEY,
    game                  TEXT NOT NULL,
    best_of               INTEGER NOT NULL CHECK (best_of >= 1 AND best_of % 2 = 1),
    -- playing: a game is on; sideboarding: between games, waiting for the players' sideboard steps
    -- (games without sideboards go on at once); finished: a player has the wins or conceded.
    status                TEXT NOT NULL DEFAULT 'playing'
                          CHECK (status IN ('playing', 'sideboarding', 'finished')),
    -- The engine's series data (engine/games/ultraman/series.py): registered and current decks and
    -- sideboards, and each game's winners and chooser. Private: never shown as it is.
    data_json             TEXT NOT NULL,
    seed                  INTEGER NOT NULL,  -- each game's seed is derived from it
    sideboarded_json      TEXT NOT NULL DEFAULT '[]',  -- player ids done with this break's step
    sideboard_deadline_at TEXT,  -- when an unanswered sideboard step counts as 不换
    conceded_by           TEXT,  -- the player id who conceded the whole series, if any
    -- Games whose end the thread was told about (result, score, sideboard steps): after a crash
    -- in between, the bot tells it on restart.
    announced_games       INTEGER NOT NULL DEFAULT 0,
    created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE INDEX series_by_status ON series (status);

ALTER TABLE matches ADD COLUMN series_id TEXT REFERENCES series (id);
ALTER TABLE matches ADD COLUMN series_game INTEGER CHECK (series_game IS NULL OR series_game >= 1);
CREATE UNIQUE INDEX matches_by_series_game ON matches (series_id, series_game) WHERE series_id IS NOT NULL;
