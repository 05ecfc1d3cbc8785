-- Picks in progress (bot/storage/drafts.py): a decision answered in several steps (pages or an
-- ordering, bot/discord/decisions.py) and the sideboard step of a best-of-N match
-- (bot/discord/series_tables.py). Kept in the database, not in a process, so that the next step of
-- a pick may reach another bot process (issue 25). kind: 'decision' or 'sideboard'; subject_id:
-- the match or series; step: the request id or the number of games played; body_json: the picks.
CREATE TABLE drafts (
    kind TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    step TEXT NOT NULL,
    user_id TEXT NOT NULL,
    body_json TEXT NOT NULL,
    PRIMARY KEY (kind, subject_id, step, user_id)
);
