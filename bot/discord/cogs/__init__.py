"""Discord cogs, one per area; each module is an extension with ``async def setup(bot)``, loaded
from ``bot.discord.client.COGS``."""
