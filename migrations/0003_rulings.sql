-- Server-editable card rulings (/裁定 添加|删除), for games whose rulings are not shipped.
-- card_key is the game's card id or the card name in compact form (lower case, no spaces or
-- punctuation: bot/services/rules/rulings.py), so "Cloud, Midgar Mercenary" and "cloud midgar
-- mercenary" are one card.
CREATE TABLE rulings (
    id         INTEGER PRIMARY KEY,
    guild_id   TEXT NOT NULL,
    game       TEXT NOT NULL,
    card_key   TEXT NOT NULL,
    card_name  TEXT NOT NULL,  -- the name as the moderator typed it, for display
    text       TEXT NOT NULL,
    author_id  TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE INDEX rulings_by_card ON rulings (guild_id, game, card_key);
