"""/卡组: import (a modal to paste the list; every problem listed), list, view (private), delete.

Every reply is ephemeral: deck lists are private to their owner.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import engine
from bot.discord.errors import GuardedModal
from bot.discord.game_options import game_choices
from bot.messages import t
from bot.services.decks import MAX_LIST_LENGTH, MAX_NAME_LENGTH, DeckError, DeckService, example_lines


class DeckImportModal(GuardedModal):
    def __init__(self, game: str) -> None:
        super().__init__(title=t("deck.modal_title", game=engine.get_game(game).name)[:45], custom_id=f"tcg:deckimport:{game}", timeout=None)
        self.game = game
        self.deck_name = discord.ui.TextInput(label=t("deck.modal_name"), custom_id="name", max_length=MAX_NAME_LENGTH)
        self.deck_list = discord.ui.TextInput(
            label=t("deck.modal_list"),
            custom_id="list",
            style=discord.TextStyle.long,
            max_length=MAX_LIST_LENGTH,
            placeholder=t("deck.modal_list_placeholder", examples="\n".join(example_lines(game, 2)))[:100],
        )
        self.add_item(self.deck_name)
        self.add_item(self.deck_list)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        service = DeckService(interaction.client.db)
        name, game_name = self.deck_name.value.strip(), engine.get_game(self.game).name
        try:
            _, count, created = await service.save(str(interaction.user.id), self.game, name, self.deck_list.value)
        except DeckError as error:
            text = t("deck.invalid", name=name, problems=error.message)
            await interaction.response.send_message(text[:2000], ephemeral=True)
            return
        key = "deck.saved" if created else "deck.replaced"
        await interaction.response.send_message(t(key, name=name, game=game_name, count=count), ephemeral=True)


async def own_deck_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    decks = await DeckService(interaction.client.db).list(str(interaction.user.id))
    needle = current.strip().lower()
    return [app_commands.Choice(name=d.name[:100], value=d.name[:100]) for d in decks if needle in d.name.lower()][:25]


class DeckCog(commands.Cog, name="DeckCog"):
    group = app_commands.Group(name=t("cmd.deck"), description=t("cmd.deck.desc"))

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.decks = DeckService(bot.db)

    @group.command(name=t("cmd.deck.import"), description=t("cmd.deck.import.desc"))
    @app_commands.rename(game=t("cmd.option.game"))
    @app_commands.describe(game=t("cmd.option.game.desc"))
    @app_commands.choices(game=game_choices())
    async def import_deck(self, interaction: discord.Interaction, game: str) -> None:
        await interaction.response.send_modal(DeckImportModal(game))

    @group.command(name=t("cmd.deck.list"), description=t("cmd.deck.list.desc"))
    async def list_decks(self, interaction: discord.Interaction) -> None:
        decks = await self.decks.list(str(interaction.user.id))
        if not decks:
            await interaction.response.send_message(t("deck.none"), ephemeral=True)
            return
        lines = [t("deck.list_title")] + [
            t("deck.list_line", game=engine.get_game(d.game).name, name=d.name, updated=d.updated_at.strftime("%Y-%m-%d"))
            for d in decks
        ]
        await interaction.response.send_message("\n".join(lines)[:2000], ephemeral=True)

    @group.command(name=t("cmd.deck.view"), description=t("cmd.deck.view.desc"))
    @app_commands.rename(game=t("cmd.option.game"), name=t("cmd.option.deck_name"))
    @app_commands.describe(game=t("cmd.option.game.desc"), name=t("cmd.option.deck_name.desc"))
    @app_commands.choices(game=game_choices())
    @app_commands.autocomplete(name=own_deck_autocomplete)
    async def view_deck(self, interaction: discord.Interaction, game: str, name: str) -> None:
        try:
            deck = await self.decks.get(str(interaction.user.id), game, name)
        except DeckError as error:
            await interaction.response.send_message(error.message, ephemeral=True)
            return
        embed = discord.Embed(
            title=t("deck.view_title", name=deck.name, game=engine.get_game(game).name)[:256],
            description=discord.utils.escape_markdown(deck.list_text)[:4096],
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @group.command(name=t("cmd.deck.delete"), description=t("cmd.deck.delete.desc"))
    @app_commands.rename(game=t("cmd.option.game"), name=t("cmd.option.deck_name"))
    @app_commands.describe(game=t("cmd.option.game.desc"), name=t("cmd.option.deck_name.desc"))
    @app_commands.choices(game=game_choices())
    @app_commands.autocomplete(name=own_deck_autocomplete)
    async def delete_deck(self, interaction: discord.Interaction, game: str, name: str) -> None:
        try:
            await self.decks.delete(str(interaction.user.id), game, name)
        except DeckError as error:
            await interaction.response.send_message(error.message, ephemeral=True)
            return
        await interaction.response.send_message(t("deck.deleted", name=name, game=engine.get_game(game).name), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(DeckCog(bot))
