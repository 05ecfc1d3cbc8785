"""The catch-all for interactions: an unexpected error is logged with its trace and the user is
told in Chinese (``interaction.failed``) instead of Discord's bare "interaction failed".

Slash commands reach it through the command tree's ``on_error`` (``CompanionBot`` installs it),
buttons and select menus (all ``DynamicItem``s, registered through ``CompanionBot.add_dynamic_items``)
through ``guard_item``, and modals by deriving from ``GuardedModal``.
"""

from __future__ import annotations

import functools
import logging

import discord
from discord import app_commands

from bot.discord.decisions import reply
from bot.messages import t

log = logging.getLogger(__name__)


async def answer_failure(interaction: discord.Interaction, error: BaseException) -> None:
    """Log ``error`` with its trace and tell the user (an autocomplete can only suggest: logged)."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    data = interaction.data or {}
    log.error("interaction %s (%s) failed", data.get("custom_id") or data.get("name"), interaction.type.name, exc_info=error)
    if interaction.type == discord.InteractionType.autocomplete:
        return
    try:
        await reply(interaction, t("interaction.failed"))
    except discord.HTTPException:
        log.warning("could not tell the user that interaction %s failed", interaction.id)


def guard_item(item_cls: type[discord.ui.DynamicItem]) -> None:
    """Make the callback of a ``DynamicItem`` class answer unexpected errors (once per class;
    discord.py would only log them, leaving the click to fail)."""
    original = item_cls.callback
    if getattr(original, "guarded", False):
        return

    @functools.wraps(original)
    async def guarded(self, interaction: discord.Interaction) -> None:
        try:
            await original(self, interaction)
        except Exception as error:
            await answer_failure(interaction, error)

    guarded.guarded = True
    item_cls.callback = guarded


class GuardedModal(discord.ui.Modal):
    """A modal whose unexpected errors are answered like every other interaction's."""

    async def on_error(self, interaction: discord.Interaction, error: Exception, /) -> None:
        await answer_failure(interaction, error)
