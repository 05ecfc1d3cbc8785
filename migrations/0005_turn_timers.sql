-- Turn timers (remind, answer with the request's default, forfeit) and restart recovery.
-- matches.deadline_at (0001) is when the timer next fires; timer_stage says what it does then.
ALTER TABLE matches ADD COLUMN timer_stage TEXT
    CHECK (timer_stage IS NULL OR timer_stage IN ('remind', 'default', 'forfeit'));
-- When the current request was first asked: the remind and default delays count from here.
ALTER TABLE matches ADD COLUMN request_asked_at TEXT;
-- A seat's last own answer (timer defaults do not count): the forfeit delay counts from here.
ALTER TABLE match_players ADD COLUMN last_active_at TEXT;
-- The request whose decision was last sent to this seat's DM: after a crash between committing an
-- answer and sending the next decision, the bot sends what is missing when it starts again.
ALTER TABLE match_players ADD COLUMN prompted_request_id TEXT;
