-- Restart recovery of the match log (issue 16): the answers (match_answers.seq) whose narration the
-- match's thread has been sent. NULL: not even the opening events were posted. After a crash
-- between committing an answer and posting its log, the bot posts what is missing when it starts.
ALTER TABLE matches ADD COLUMN narrated_answers INTEGER;
-- Matches already under way were narrated as they went.
UPDATE matches SET narrated_answers = (SELECT COALESCE(MAX(seq), 0) FROM match_answers WHERE match_id = matches.id)
    WHERE status IN ('active', 'finished');
