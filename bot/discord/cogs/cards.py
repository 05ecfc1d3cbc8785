"""/卡牌包 重新加载: reload every game's community card packs (the bot owner only, since packs
apply to every server), then rebuild the card lookup index so the new cards can be found.
/卡牌包 检查: a server admin attaches a card file; the bot replies privately with its problems, or
with the face and text of each card as players will see them. Nothing is loaded."""

from __future__ import annotations

import asyncio
import io
import tempfile
from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands

from bot.messages import t
from bot.render import render_card
from bot.render.card_face import draw_card_face
from bot.render.registry import renderer_for
from bot.render.shapes import png_bytes
from bot.services.lookup.service import LookupService
from engine.core.registry import available_games, get_game, reload_cards

MAX_CARD_FILE = 64 * 1024  # bytes: a card file is a few hundred
PROBLEMS_SHOWN = 20
PREVIEWS_SHOWN = 5  # card faces in one reply
PACK_GAMES = [game_id for game_id in available_games() if get_game(game_id).card_library is not None]


def check_card_file(game_id: str, filename: str, data: bytes) -> tuple[str, list[tuple[str, bytes]]]:
    """The reply to a checked card file: its problems, each with file and line, or a line per card
    with its Chinese text and the card faces as (file name, PNG). The file is read from a
    temporary folder and never loaded into the game."""
    game = get_game(game_id)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / Path(filename).name
        path.write_bytes(data)
        cards, problems = game.read_card_pack(path)
    if problems:
        lines = [t("packs.check_problems", game=game.name, count=len(problems))]
        lines += [f"• {problem}" for problem in problems[:PROBLEMS_SHOWN]]
        return "\n".join(lines)[:2000], []
    lines, images = [t("packs.check_ok", game=game.name, count=len(cards))], []
    lines += [f"• {warning}" for warning in game.card_pack_warnings(cards)]  # the cards still load
    for number, card in enumerate(list(cards.values())[:PREVIEWS_SHOWN], start=1):
        face = renderer_for(game_id).definition_face(card)
        lines.append(f"**{face.name}**\n{face.text}")
        images.append((f"card{number}.png", png_bytes(draw_card_face(face).image)))
    return "\n".join(lines)[:2000], images


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
        # On the event loop's thread (about a second, and only the owner can ask): the reload
        # empties and refills the card libraries that every live match reads, which a worker
        # thread would do while another match's answer is reading them.
        problems = reload_cards(self.bot.config.card_packs_path)
        self.bot.search_workers.restart()  # the search workers load the new cards too
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

    @group.command(name=t("cmd.packs.check"), description=t("cmd.packs.check.desc"))
    @app_commands.describe(game=t("cmd.packs.check.game"), file=t("cmd.packs.check.file"))
    @app_commands.choices(game=[app_commands.Choice(name=get_game(g).name, value=g) for g in PACK_GAMES])
    async def check(self, interaction: discord.Interaction, game: str, file: discord.Attachment) -> None:
        member = interaction.user
        if interaction.guild is None or not getattr(member, "guild_permissions", None) or \
                not member.guild_permissions.manage_guild:  # fmt: skip
            await interaction.response.send_message(t("packs.admin_only"), ephemeral=True)
            return
        if not file.filename.endswith(".toml") or file.size > MAX_CARD_FILE:
            await interaction.response.send_message(t("packs.check_bad_file", limit=MAX_CARD_FILE // 1024), ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        data = await file.read()
        text, images = await asyncio.to_thread(check_card_file, game, file.filename, data)
        files = [discord.File(io.BytesIO(png), filename=name) for name, png in images]
        await interaction.followup.send(text, files=files, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(CardPackCog(bot))
