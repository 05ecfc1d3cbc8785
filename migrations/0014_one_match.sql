-- One match model (issue 25): a single game is the best-of-1 case of a match. Every started game
-- belongs to a row of `series` (the match), and its games are rows of `matches` linked by
-- matches.series_id / series_game. A best-of-1 match has the id of its one game, so a game is one
-- of a best-of-N series exactly when series_id differs from its own id (Match.best_of_n). Its decks
-- live in that game (options_json): it holds no between-games lists and no game-by-game results
-- (match_results has the one result), only its status: playing until the game ends, then finished.
-- Pending challenges get theirs when accepted, as a best-of-N series already did.
INSERT INTO series (id, game, best_of, status, data_json, seed, created_at, updated_at)
SELECT id, game, 1, CASE WHEN status = 'active' THEN 'playing' ELSE 'finished' END,
       '{"best_of":1,"options":{},"registered":{},"current":{},"games":[]}', seed, created_at, updated_at
FROM matches WHERE series_id IS NULL AND status != 'pending';

UPDATE matches SET series_id = id, series_game = 1 WHERE series_id IS NULL AND status != 'pending';
