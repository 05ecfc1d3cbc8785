"""Slash-command options shared by cogs: the game choice and deck autocomplete."""

from __future__ import annotations

import discord
from discord import app_commands

import engine
from bot.services.decks import DeckService

AUTOCOMPLETE_LIMIT = 25


def game_choices() -> list[app_commands.Choice[str]]:
    """Every game whose rules engine is installed, by its Chinese name."""
    return [app_commands.Choice(name=engine.get_game(g).name, value=g) for g in engine.available_games()]


async def deck_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The caller's own decks and the presets of the chosen game; nobody else's lists."""
    game = getattr(interaction.namespace, "game", None) or getattr(interaction.namespace, "游戏", None)
    if game not in engine.available_games():
        return []
    choices = await DeckService(interaction.client.db).choices(str(interaction.user.id), game)
    needle = current.strip().lower()
    return [
        app_commands.Choice(name=c.label[:100], value=c.value[:100])
        for c in choices
        if needle in c.label.lower()
    ][:AUTOCOMPLETE_LIMIT]
