-- The difficulty of the bot's AI in a seat (issue 24, engine/ai/levels.py): "easy" or "normal",
-- chosen in /对战 发起 against the bot. NULL: a human, or an AI seat from before levels existed,
-- which keeps playing as the random agent it was.
ALTER TABLE match_players ADD COLUMN ai_level TEXT;
