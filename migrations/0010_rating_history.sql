-- Ratings derivable from the result history (issue 23): every rated result keeps its players and
-- score, so the ratings table is a cache that is rebuilt from rated_results (a TO's correction
-- replaces the score and the ratings are recomputed; `tcg db check-ratings` compares the two).
-- ratings.last_played_at is the last rated result of the player: with the server's rating period
-- it gives the idle periods that grow the deviation (Glicko-2 step 6).
ALTER TABLE rated_results ADD COLUMN player1_id TEXT;
ALTER TABLE rated_results ADD COLUMN player2_id TEXT;
ALTER TABLE rated_results ADD COLUMN score1 REAL;
ALTER TABLE ratings ADD COLUMN last_played_at TEXT;
-- Results rated before this migration are read back: a league result from its pairing, a casual
-- match from its seats and result (the first human seat is player 1, as the bot rated it). A
-- casual series ('series:<id>') is not read back and stays out of a recomputation.
UPDATE rated_results SET
    player1_id = (SELECT player1_id FROM league_pairings WHERE id = CAST(substr(result_key, 9) AS INTEGER)),
    player2_id = (SELECT player2_id FROM league_pairings WHERE id = CAST(substr(result_key, 9) AS INTEGER)),
    score1 = (SELECT CASE WHEN wins1 > wins2 THEN 1.0 WHEN wins1 = wins2 THEN 0.5 ELSE 0.0 END
              FROM league_pairings WHERE id = CAST(substr(result_key, 9) AS INTEGER) AND wins1 IS NOT NULL)
    WHERE result_key LIKE 'pairing:%';
UPDATE rated_results SET
    player1_id = (SELECT user_id FROM match_players WHERE match_id = substr(result_key, 7) AND is_ai = 0
                  ORDER BY seat LIMIT 1),
    player2_id = (SELECT user_id FROM match_players WHERE match_id = substr(result_key, 7) AND is_ai = 0
                  ORDER BY seat LIMIT 1 OFFSET 1),
    score1 = (SELECT CASE
                  WHEN json_array_length(m.result_json, '$.winners') = 0 THEN 0.5
                  WHEN EXISTS (SELECT 1 FROM json_each(m.result_json, '$.winners') AS w
                               WHERE w.value = 'p' || (SELECT seat FROM match_players WHERE match_id = m.id
                                                       AND is_ai = 0 ORDER BY seat LIMIT 1)) THEN 1.0
                  ELSE 0.0 END
              FROM matches AS m WHERE m.id = substr(result_key, 7) AND m.result_json IS NOT NULL)
    WHERE result_key LIKE 'match:%';
UPDATE ratings SET last_played_at = updated_at;
CREATE INDEX rated_results_by_board ON rated_results (guild_id, game, rated_at);
