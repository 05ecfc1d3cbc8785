-- Official catalogs imported with `tcg cards import GAME FILE`: every card can be looked up with
-- its printed text, whether or not the engine implements it.
CREATE TABLE catalog_cards (
    game TEXT NOT NULL,
    card_id TEXT NOT NULL,
    name TEXT NOT NULL,
    subtitle TEXT,
    name_en TEXT,
    subtitle_en TEXT,
    card_type TEXT,
    printed_text TEXT NOT NULL DEFAULT '',
    facts_json TEXT NOT NULL,
    implemented INTEGER NOT NULL DEFAULT 0 CHECK (implemented IN (0, 1)),
    imported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (game, card_id)
);

CREATE INDEX catalog_cards_by_name ON catalog_cards (game, name);
