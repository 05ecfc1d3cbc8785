-- Card lookup: server aliases (绰号) for cards, and the channels inline lookup ([[名称]]) is limited
-- to. Whether inline lookup is on at all is the guild_settings key 'lookup.inline' ('0' or '1';
-- absent means on).

-- alias_key is the alias normalized for search (case-folded, no spaces or punctuation): one card
-- per alias and game in a server, however it is typed.
CREATE TABLE card_aliases (
    guild_id   TEXT NOT NULL,
    game       TEXT NOT NULL,
    alias      TEXT NOT NULL,
    alias_key  TEXT NOT NULL,
    card_id    TEXT NOT NULL,
    author_id  TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (guild_id, game, alias_key)
);

-- No rows for a server: inline lookup answers in every channel.
CREATE TABLE lookup_inline_channels (
    guild_id   TEXT NOT NULL,
    channel_id TEXT NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
);
