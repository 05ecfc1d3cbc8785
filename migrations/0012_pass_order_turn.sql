-- The turn a standing pass order was given in (engine/core/stops.py): "stack" (让过直到有新事件)
-- ends when that turn does, so it never passes a whole turn of the player's own. NULL: none.
ALTER TABLE match_players ADD COLUMN pass_order_turn INTEGER;
