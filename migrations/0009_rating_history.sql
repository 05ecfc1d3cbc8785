-- Ratings derivable from the result history (issue 23): every rated result keeps its players and
-- score, so the ratings table is a cache that is rebuilt from rated_results (a TO's correction
-- replaces the score and the ratings are recomputed; `tcg db check-ratings` compares the two).
-- ratings.last_played_at is the last rated result of the player: with the server's rating period
-- it gives the idle periods that grow the deviation (Glicko-2 step 6).
ALTER TABLE rated_results ADD COLUMN player1_id TEXT;
ALTER TABLE rated_results ADD COLUMN player2_id TEXT;
ALTER TABLE rated_results ADD COLUMN score1 REAL;
ALTER TABLE ratings ADD COLUMN last_played_at TEXT;
-- League results rated before this migration are read back from their pairing. Casual results rated
-- before it kept no players: they stay out of a recomputation.
UPDATE rated_results SET
    player1_id = (SELECT player1_id FROM league_pairings WHERE id = CAST(substr(result_key, 9) AS INTEGER)),
    player2_id = (SELECT player2_id FROM league_pairings WHERE id = CAST(substr(result_key, 9) AS INTEGER)),
    score1 = (SELECT CASE WHEN wins1 > wins2 THEN 1.0 WHEN wins1 = wins2 THEN 0.5 ELSE 0.0 END
              FROM league_pairings WHERE id = CAST(substr(result_key, 9) AS INTEGER) AND wins1 IS NOT NULL)
    WHERE result_key LIKE 'pairing:%';
UPDATE ratings SET last_played_at = updated_at;
CREATE INDEX rated_results_by_board ON rated_results (guild_id, game, rated_at);
