"""Services: the bot's game logic over storage, independent of Discord."""
