-- Several bot processes on one database (issue 25). The database is the source of truth for a
-- match; what a process caches is checked against it before it is used.
--
-- row_version: raised by every write to a match or its seats (bot/storage/repositories.py), so a
-- process answers from its cached row only while no other process changed the match.
-- state_version: the version of the match's snapshot (match_snapshots.version), kept with the
-- row: an answer is recorded only on the state it was applied to (else it is retried afresh).
-- timer_claimed_by / timer_claimed_at: the process acting on the match's due turn timer; a timer
-- is claimed before it acts so it fires once, and a claim left by a dead process lapses.
ALTER TABLE matches ADD COLUMN row_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN state_version INTEGER;
ALTER TABLE matches ADD COLUMN timer_claimed_by TEXT;
ALTER TABLE matches ADD COLUMN timer_claimed_at TEXT;

UPDATE matches SET state_version = (SELECT version FROM match_snapshots WHERE match_snapshots.match_id = matches.id);
