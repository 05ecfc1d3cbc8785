"""Discord cogs, one per area; bot/discord/client.py lists the ones loaded at start."""
