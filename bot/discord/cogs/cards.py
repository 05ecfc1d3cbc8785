"""/卡牌包 重新加载: reload every game's community card packs (the bot owner only, since packs
apply to every server), then rebuild the card lookup index so the new cards can be found."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from bot.messages import t
from bot.render import render_card
from bot.services.lookup.service import LookupService
from engine.core.registry import get_game, reload_cards


class CardPackCog(commands.Cog, name="CardPackCog"):
    group = app_commands.Group(name=t("cmd.packs"), description=t("cmd.packs.desc"))

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @group.command(name=t("cmd.packs.reload"), description=t("cmd.packs.reload.desc"))
    async def reload(self, interaction: discord.Interaction) -> None:
        if not await self.bot.is_owner(interaction.user):
            await interaction.response.send_message(t("packs.owner_only"), ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        problems = await asyncio.to_thread(reload_cards, self.bot.config.card_packs_path)
        render_card.cache_clear()  # a changed pack card must not keep its old face
        for cog in self.bot.cogs.values():  # new and removed cards reach /查卡 at once
            if isinstance(getattr(cog, "service", None), LookupService):
                await cog.service.load()
        lines = [t("packs.reloaded", path=self.bot.config.card_packs_path)]
        for game_id, found in problems.items():
            name = get_game(game_id).name
            if found:
                lines.append(t("packs.problems", game=name, count=len(found)))
                lines.extend(f"• {problem}" for problem in found[:20])
            else:
                lines.append(t("packs.ok", game=name))
        await interaction.followup.send("\n".join(lines)[:2000], ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(CardPackCog(bot))
