-- A player's standing pass order in one match, given from their panel (issue 16): "my_turn"
-- (让过直到我的回合) or "stack" (让过直到有新事件), see engine/core/stops.py. NULL: none.
ALTER TABLE match_players ADD COLUMN pass_order TEXT;
