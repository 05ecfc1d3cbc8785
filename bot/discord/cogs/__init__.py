"""Discord cogs, one per area of the bot; each is an extension module with ``async def setup(bot)``
listed in ``bot.discord.client.COGS``."""
