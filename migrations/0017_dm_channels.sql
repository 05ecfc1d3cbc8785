-- Each player's DM channel with the bot (bot/discord/tables.py, _send_private), remembered so a
-- fresh process sends their first panel of a match without opening the channel again (one REST
-- call each). NULL: not known yet, or forgotten when Discord refused it (opened again then).
ALTER TABLE users ADD COLUMN dm_channel_id TEXT;
