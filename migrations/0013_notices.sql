-- Who was already notified of a decision (bot/discord/notices.py), so a restart does not ping
-- everyone again. notice_unanswered: the seat was notified (a new DM panel or a thread mention)
-- and has not interacted with the match since. noticed_turn: the turn number of that
-- notification (0 before the first turn); NULL: never notified.
ALTER TABLE match_players ADD COLUMN notice_unanswered INTEGER NOT NULL DEFAULT 0;
ALTER TABLE match_players ADD COLUMN noticed_turn INTEGER;
