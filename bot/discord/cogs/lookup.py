"""Card lookup in Discord: /查卡 with autocomplete and a menu to choose among close matches,
/搜卡 by what a card says (paged), inline ``[[名称]]`` in chat, /绰号 (server aliases) and /查卡设置 (where inline lookup answers).

A thin layer over ``bot.services.lookup``: everything shown comes from the cards' public lookup
records, so no command here can reveal anything hidden in a match.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import time
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.messages import t
from bot.render import RenderError, render_card
from bot.services.lookup import (
    CardRecord,
    Filters,
    LookupProblem,
    LookupService,
    close_matches,
    inline_references,
)
from engine.core.registry import GAME_NAMES, available_games

log = logging.getLogger(__name__)

AUTOCOMPLETE_LIMIT = 25  # Discord's limit on suggestions
CHOICE_LIMIT = 10  # cards offered in the "which one?" menu
INLINE_DELETE_WINDOW = 300.0  # seconds: deleting the triggering message within it deletes our reply
CATALOG_POLL_SECONDS = 60.0  # how often a `tcg cards import` from another process is noticed
EMBED_FIELD_LIMIT = 1024
SEARCH_PAGE_SIZE = 10  # cards per /搜卡 page (and options in its menu)
CUSTOM_ID_LIMIT = 100


def _with_card_filters(*, query_name: str, query_description: str) -> Callable:
    """The Chinese names and descriptions of a card command's query and its four filters (the
    option names `_suggest_*` read back from the namespace), shared by /查卡 and /搜卡."""

    def decorate(command: Callable) -> Callable:
        command = app_commands.describe(query=query_description, game=t("lookup.option.game"), cost=t("lookup.option.cost"),
                                        card_type=t("lookup.option.type"), colour=t("lookup.option.colour"))(command)  # fmt: skip
        return app_commands.rename(query=query_name, game="游戏", cost="费用", card_type="类型", colour="颜色")(command)

    return decorate


# The card image: a function that gives a card's PNG bytes (or None when it has none); embeds then
# show it. ``setup`` plugs in ``rendered_card_image``; tests may plug in their own.
CardImage = Callable[[CardRecord], Awaitable[bytes | None]]


async def rendered_card_image(record: CardRecord) -> bytes | None:
    """The card face bot/render draws, drawn off the event loop (it takes tens of milliseconds);
    None for a game without a renderer or a card it does not know (an imported-only card)."""
    try:
        return await asyncio.to_thread(render_card, record.game, record.id)
    except RenderError:
        return None


def card_embed(record: CardRecord) -> discord.Embed:
    """The public facts of a card, its generated Chinese text and its printed text."""
    lines = [t("lookup.embed.english", name=record.full_name_en)] if record.full_name_en else []
    lines.append(t("lookup.embed.playable") if record.implemented else t("lookup.embed.not_playable"))
    embed = discord.Embed(title=record.full_name, description="\n".join(lines),
                          colour=discord.Colour.green() if record.implemented else discord.Colour.light_grey())  # fmt: skip
    for label, value in record.facts:
        embed.add_field(name=label, value=value, inline=True)
    if len(record.printings) > 1:
        embed.add_field(name=t("lookup.embed.printings"), value="、".join(record.printings), inline=False)
    if record.text:
        embed.add_field(name=t("lookup.embed.text"), value=_clip(record.text), inline=False)
    if record.printed_text:
        embed.add_field(name=t("lookup.embed.printed_text"), value=_clip(record.printed_text), inline=False)
    if not record.text and not record.printed_text:
        embed.add_field(name=t("lookup.embed.text"), value=t("lookup.embed.no_text"), inline=False)
    embed.set_footer(text=t("lookup.embed.footer", game=record.game_name, id=record.id))
    return embed


def _clip(text: str) -> str:
    return text if len(text) <= EMBED_FIELD_LIMIT else text[: EMBED_FIELD_LIMIT - 1] + "…"


def suggestion_label(record: CardRecord) -> str:
    """One autocomplete or menu line (Discord allows 100 characters)."""
    if record.full_name_en:
        label = t("lookup.suggestion_en", name=record.full_name, english=record.full_name_en, game=record.game_name)
        if len(label) <= 100:
            return label
    return t("lookup.suggestion", name=record.full_name, game=record.game_name)[:100]


class CardChoice(discord.ui.DynamicItem[discord.ui.Select], template=r"lookup:choose"):
    """The "which card?" menu; persistent, so it still works after a restart."""

    def __init__(self, options: list[discord.SelectOption]) -> None:
        super().__init__(discord.ui.Select(custom_id="lookup:choose", placeholder=t("lookup.choose_placeholder"), options=options))

    @classmethod
    def for_records(cls, records: list[CardRecord], chosen: str) -> CardChoice:
        return cls([discord.SelectOption(label=suggestion_label(r), value=r.key, description=r.id, default=r.key == chosen)
                    for r in records])  # fmt: skip

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select, match) -> CardChoice:
        return cls(item.options)  # the menu as sent: its options are the cards offered

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog(LookupCog.__cog_name__)
        key = self.item.values[0] if self.item.values else ""
        record = cog.service.get(key) if cog is not None else None
        if record is None:
            await interaction.response.send_message(t("lookup.card_gone"), ephemeral=True)
            return
        for option in self.item.options:
            option.default = option.value == key
        view = discord.ui.View(timeout=None)
        view.add_item(self)
        if record.image_url:
            view.add_item(CardFace(record.key, drawn=False))
        embed, files = await cog.embed_with_image(record)
        await interaction.response.edit_message(embed=embed, view=view, attachments=files)


class CardFace(discord.ui.DynamicItem[discord.ui.Button], template=r"lookup:face:(?P<drawn>[01]):(?P<key>.+)"):
    """Switch a card between its official image and the face we draw (a card with both)."""

    def __init__(self, key: str, drawn: bool) -> None:
        label = t("lookup.face.official") if drawn else t("lookup.face.drawn")
        custom_id = f"lookup:face:{int(drawn)}:{key}"
        super().__init__(discord.ui.Button(label=label, custom_id=custom_id, style=discord.ButtonStyle.secondary))
        self.key, self.drawn = key, drawn

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match) -> CardFace:
        return cls(match["key"], drawn=match["drawn"] == "1")

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog(LookupCog.__cog_name__)
        record = cog.service.get(self.key) if cog is not None else None
        if record is None:
            await interaction.response.send_message(t("lookup.card_gone"), ephemeral=True)
            return
        show_drawn = not self.drawn  # the button shows the other face
        embed, files = await cog.embed_with_image(record, drawn=show_drawn)
        view = discord.ui.View(timeout=None)
        for child in interaction.message.components if interaction.message else []:
            for component in getattr(child, "children", []):
                if component.custom_id == "lookup:choose":
                    view.add_item(CardChoice([discord.SelectOption(label=o.label, value=o.value, description=o.description,
                                                                   default=o.default) for o in component.options]))  # fmt: skip
        view.add_item(CardFace(record.key, drawn=show_drawn))
        await interaction.response.edit_message(embed=embed, view=view, attachments=files)


def card_view(records: list[CardRecord], shown: CardRecord) -> discord.ui.View | None:
    """The controls under a looked-up card: the menu when several cards match, the face switch
    when the card has an official image."""
    if len(records) == 1 and not shown.image_url:
        return None
    view = discord.ui.View(timeout=None)
    if len(records) > 1:
        view.add_item(CardChoice.for_records(records, chosen=shown.key))
    if shown.image_url:
        view.add_item(CardFace(shown.key, drawn=False))
    return view


class SearchPage(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"lookup:page:(?P<page>\d+):(?P<game>[a-z_]*):(?P<cost>\d*):(?P<type>[^:]*):(?P<colour>[^:]*):(?P<query>.*)",
):
    """◀ / ▶ on a /搜卡 result: the query and filters ride in the custom id, so paging survives a
    restart and nothing is kept in memory."""

    def __init__(self, page: int, query: str, filters: Filters, label: str) -> None:
        custom_id = ":".join(["lookup:page", str(page), filters.game or "", "" if filters.cost is None else str(filters.cost),
                              filters.type or "", filters.colour or "", query])  # fmt: skip
        super().__init__(discord.ui.Button(label=label, custom_id=custom_id, style=discord.ButtonStyle.secondary))
        self.page, self.query, self.filters = page, query, filters

    @staticmethod
    def fits(query: str, filters: Filters) -> bool:
        """Whether the buttons' custom ids stay within Discord's 100 characters."""
        return len(SearchPage(999, query, filters, "").item.custom_id) <= CUSTOM_ID_LIMIT

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match) -> SearchPage:
        filters = Filters(game=match["game"] or None, cost=int(match["cost"]) if match["cost"] else None,
                          type=match["type"] or None, colour=match["colour"] or None)  # fmt: skip
        return cls(int(match["page"]), match["query"], filters, item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog(LookupCog.__cog_name__)
        content, embed, view = cog.search_page(self.query, self.filters, self.page)
        await interaction.response.edit_message(content=content, embed=embed, view=view)


async def _answer(interaction: discord.Interaction, work: Callable[[], Awaitable[str]]) -> None:
    """Send the Chinese answer ``work`` gives; bad input (``LookupProblem``) is answered privately."""
    try:
        text = await work()
    except LookupProblem as problem:
        await interaction.response.send_message(problem.message, ephemeral=True)
        return
    await interaction.response.send_message(text)


async def _require_manager(interaction: discord.Interaction) -> bool:
    """Server commands need a server and the Manage Server permission (answered in Chinese)."""
    if interaction.guild is None:
        await interaction.response.send_message(t("lookup.guild_only"), ephemeral=True)
        return False
    if not interaction.permissions.manage_guild:
        await interaction.response.send_message(t("lookup.needs_manage_guild"), ephemeral=True)
        return False
    return True


class LookupCog(commands.Cog):
    aliases = app_commands.Group(name="绰号", description=t("lookup.alias.group"), guild_only=True,
                                 default_permissions=discord.Permissions(manage_guild=True))  # fmt: skip
    settings = app_commands.Group(name="查卡设置", description=t("lookup.settings.group"), guild_only=True,
                                  default_permissions=discord.Permissions(manage_guild=True))  # fmt: skip

    def __init__(self, bot: commands.Bot, service: LookupService) -> None:
        self.bot = bot
        self.service = service
        self.card_image: CardImage | None = None
        self.clock: Callable[[], float] = time.monotonic  # tests move time forward
        # triggering message id -> (channel id, our reply's id, when we replied)
        self.inline_replies: dict[int, tuple[int, int, float]] = {}

    async def cog_load(self) -> None:
        await self.service.load()
        self.bot.add_dynamic_items(CardChoice, SearchPage, CardFace)
        self.watch_catalog.start()

    async def cog_unload(self) -> None:
        self.watch_catalog.cancel()
        self.bot.remove_dynamic_items(CardChoice, SearchPage, CardFace)

    @tasks.loop(seconds=CATALOG_POLL_SECONDS)
    async def watch_catalog(self) -> None:
        if await self.service.reload_if_imported():
            log.info("card index rebuilt after a catalog import: %d cards", len(self.service.index))

    async def embed_with_image(self, record: CardRecord, slot: int = 0, drawn: bool = False) -> tuple[discord.Embed, list[discord.File]]:
        """The card's embed with its official image when its catalog links one (the embed links
        it: nothing is downloaded or stored), else (or when ``drawn``) the face bot/render draws."""
        embed = card_embed(record)
        if record.image_url and not drawn:
            embed.set_image(url=record.image_url)
            return embed, []
        image = await self.card_image(record) if self.card_image is not None else None
        if image is None:
            return embed, []
        filename = f"card-{slot}.png"
        embed.set_image(url=f"attachment://{filename}")
        return embed, [discord.File(io.BytesIO(image), filename=filename)]

    # ---- /查卡
    @app_commands.command(name="查卡", description=t("lookup.command"))
    @_with_card_filters(query_name="名称", query_description=t("lookup.option.name"))
    async def lookup(
        self,
        interaction: discord.Interaction,
        query: str,
        game: str | None = None,
        cost: app_commands.Range[int, 0, 99] | None = None,
        card_type: str | None = None,
        colour: str | None = None,
    ) -> None:
        try:
            filters = self._filters(game, cost, card_type, colour)
            records = self._find(query, _guild_id(interaction), filters)
        except LookupProblem as problem:
            await interaction.response.send_message(problem.message, ephemeral=True)
            return
        embed, files = await self.embed_with_image(records[0])
        view = card_view(records, records[0])
        if len(records) == 1:
            await interaction.response.send_message(embed=embed, files=files, **({"view": view} if view else {}))
            return
        await interaction.response.send_message(t("lookup.choose", count=len(records)), embed=embed, files=files, view=view)

    def _filters(self, game: str | None, cost: int | None, card_type: str | None, colour: str | None) -> Filters:
        if game is not None:
            game = _game_id(game)
        return Filters(game=game, cost=cost, type=card_type or None, colour=colour or None)

    def _find(self, query: str, guild: str | None, filters: Filters) -> list[CardRecord]:
        """The card an autocomplete choice names, or the best matches: one, or several as close."""
        record = self.service.get(query)
        if record is not None and filters.accepts(record):
            return [record]
        matches = close_matches(self.service.search(query, guild=guild, filters=filters, limit=CHOICE_LIMIT))
        if not matches:
            raise LookupProblem("lookup.not_found", query=query)
        return [m.record for m in matches]

    # ---- /搜卡: by what the card says
    @app_commands.command(name="搜卡", description=t("lookup.search.command"))
    @_with_card_filters(query_name="文字", query_description=t("lookup.search.option.text"))
    async def search(
        self,
        interaction: discord.Interaction,
        query: str,
        game: str | None = None,
        cost: app_commands.Range[int, 0, 99] | None = None,
        card_type: str | None = None,
        colour: str | None = None,
    ) -> None:
        try:
            filters = self._filters(game, cost, card_type, colour)
        except LookupProblem as problem:
            await interaction.response.send_message(problem.message, ephemeral=True)
            return
        query = " ".join(query.split())
        content, embed, view = self.search_page(query, filters, 0)
        if embed is None:
            await interaction.response.send_message(content, ephemeral=True)
            return
        await interaction.response.send_message(content, embed=embed, view=view)

    def search_page(self, query: str, filters: Filters, page: int) -> tuple[str, discord.Embed | None, discord.ui.View | None]:
        """One page of a text search: the list, ◀ ▶ when there is more, and a menu to open a card."""
        found = self.service.search_text(query, filters)
        if not found:
            return t("lookup.search.none", query=query), None, None
        pages = (len(found) + SEARCH_PAGE_SIZE - 1) // SEARCH_PAGE_SIZE
        page = min(page, pages - 1)
        shown = found[page * SEARCH_PAGE_SIZE : (page + 1) * SEARCH_PAGE_SIZE]
        lines = [t("lookup.search.line", number=page * SEARCH_PAGE_SIZE + n, card=suggestion_label(r))
                 for n, r in enumerate(shown, start=1)]  # fmt: skip
        embed = discord.Embed(title=t("lookup.search.title", query=query, count=len(found)), description="\n".join(lines))
        embed.set_footer(text=t("lookup.search.page", page=page + 1, pages=pages))
        view = discord.ui.View(timeout=None)
        view.add_item(CardChoice.for_records(shown, chosen=""))
        if pages > 1 and SearchPage.fits(query, filters):
            if page > 0:
                view.add_item(SearchPage(page - 1, query, filters, t("lookup.search.previous")))
            if page < pages - 1:
                view.add_item(SearchPage(page + 1, query, filters, t("lookup.search.next")))
        return "", embed, view

    @lookup.autocomplete("query")
    async def _suggest_cards(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        namespace = interaction.namespace
        try:
            filters = self._filters(getattr(namespace, "游戏", None), getattr(namespace, "费用", None),
                                    getattr(namespace, "类型", None), getattr(namespace, "颜色", None))  # fmt: skip
        except LookupProblem:
            filters = Filters()
        matches = self.service.search(current, guild=_guild_id(interaction), filters=filters, limit=AUTOCOMPLETE_LIMIT)
        return [app_commands.Choice(name=suggestion_label(m.record), value=m.record.key) for m in matches]

    @search.autocomplete("game")
    @lookup.autocomplete("game")
    async def _suggest_games(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=GAME_NAMES.get(g, g), value=g) for g in available_games()
                if current.casefold() in g or current in GAME_NAMES.get(g, g)][:AUTOCOMPLETE_LIMIT]  # fmt: skip

    @search.autocomplete("card_type")
    @lookup.autocomplete("card_type")
    async def _suggest_types(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return self._suggest_values("type", interaction, current)

    @search.autocomplete("colour")
    @lookup.autocomplete("colour")
    async def _suggest_colours(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return self._suggest_values("colour", interaction, current)

    def _suggest_values(self, field: str, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "游戏", None)
        values = self.service.index.values(field, game if game in available_games() else None)
        return [app_commands.Choice(name=label, value=label) for _, label in values if current in label][:AUTOCOMPLETE_LIMIT]

    # ---- inline [[名称]]
    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot:
            return
        names = inline_references(message.content)
        if not names:
            return
        guild = str(message.guild.id) if message.guild else None
        channels = [str(message.channel.id), str(getattr(message.channel, "parent_id", None))]
        if guild is not None and not await self.service.inline_allowed(guild, channels):
            return
        embeds: list[discord.Embed] = []
        files: list[discord.File] = []
        missing = []
        for name in names:
            matches = self.service.search(name, guild=guild, limit=1)
            if not matches:
                missing.append(t("lookup.inline.not_found", query=name))
                continue
            embed, images = await self.embed_with_image(matches[0].record, slot=len(embeds))
            embeds.append(embed)
            files += images
        reply = await message.reply(content="\n".join(missing) or None, embeds=embeds, files=files, mention_author=False)
        self._remember_reply(message.id, message.channel.id, reply.id)

    def _remember_reply(self, trigger_id: int, channel_id: int, reply_id: int) -> None:
        now = self.clock()
        for old, (_, _, sent_at) in list(self.inline_replies.items()):  # oldest first: stop at the first fresh one
            if now - sent_at <= INLINE_DELETE_WINDOW:
                break
            del self.inline_replies[old]
        self.inline_replies[trigger_id] = (channel_id, reply_id, now)

    @commands.Cog.listener()
    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        remembered = self.inline_replies.pop(payload.message_id, None)
        if remembered is None:
            return
        channel_id, reply_id, sent_at = remembered
        if self.clock() - sent_at > INLINE_DELETE_WINDOW:
            return
        with contextlib.suppress(discord.NotFound):  # someone deleted it already
            await self.bot.get_partial_messageable(channel_id).get_partial_message(reply_id).delete()

    # ---- /绰号
    @aliases.command(name="添加", description=t("lookup.alias.add"))
    @app_commands.rename(alias="绰号", card="卡牌")
    @app_commands.describe(alias=t("lookup.alias.option.alias"), card=t("lookup.alias.option.card"))
    async def alias_add(self, interaction: discord.Interaction, alias: str, card: str) -> None:
        if not await _require_manager(interaction):
            return

        async def add() -> str:
            stored, record = await self.service.add_alias(str(interaction.guild_id), alias, card, str(interaction.user.id))
            return t("lookup.alias.added", alias=stored.alias, card=record.full_name, game=record.game_name)

        await _answer(interaction, add)

    @alias_add.autocomplete("card")
    async def _suggest_alias_cards(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        matches = self.service.search(current, guild=_guild_id(interaction), limit=AUTOCOMPLETE_LIMIT)
        return [app_commands.Choice(name=suggestion_label(m.record), value=m.record.key) for m in matches]

    @aliases.command(name="删除", description=t("lookup.alias.remove"))
    @app_commands.rename(alias="绰号")
    @app_commands.describe(alias=t("lookup.alias.option.alias"))
    async def alias_remove(self, interaction: discord.Interaction, alias: str) -> None:
        if not await _require_manager(interaction):
            return

        async def remove() -> str:
            removed = await self.service.remove_alias(str(interaction.guild_id), alias)
            return t("lookup.alias.removed", alias=removed[0].alias)

        await _answer(interaction, remove)

    @alias_remove.autocomplete("alias")
    async def _suggest_aliases(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        guild = _guild_id(interaction)
        names = sorted({a.alias for a in self.service.index.aliases if a.guild == guild and current in a.alias})
        return [app_commands.Choice(name=name, value=name) for name in names[:AUTOCOMPLETE_LIMIT]]

    @aliases.command(name="列表", description=t("lookup.alias.list"))
    async def alias_list(self, interaction: discord.Interaction) -> None:
        if not await _require_manager(interaction):
            return
        listed = await self.service.list_aliases(str(interaction.guild_id))
        if not listed:
            await interaction.response.send_message(t("lookup.alias.none"), ephemeral=True)
            return
        lines = [t("lookup.alias.heading", count=len(listed))]
        for alias, record in listed:
            game = GAME_NAMES.get(alias.game, alias.game)
            lines.append(t("lookup.alias.line", alias=alias.alias, card=record.full_name, game=game) if record
                         else t("lookup.alias.line_gone", alias=alias.alias, card_id=alias.card_id, game=game))  # fmt: skip
        await interaction.response.send_message(_clip_message("\n".join(lines)), ephemeral=True)

    # ---- /查卡设置
    @settings.command(name="行内", description=t("lookup.settings.inline"))
    @app_commands.rename(enabled="开启")
    @app_commands.describe(enabled=t("lookup.settings.option.enabled"))
    async def settings_inline(self, interaction: discord.Interaction, enabled: bool) -> None:
        if not await _require_manager(interaction):
            return
        await self.service.inline_settings.set_enabled(str(interaction.guild_id), enabled)
        await interaction.response.send_message(t("lookup.settings.inline_on" if enabled else "lookup.settings.inline_off"))

    @settings.command(name="频道", description=t("lookup.settings.channel"))
    @app_commands.rename(action="操作", channel="频道")
    @app_commands.describe(action=t("lookup.settings.option.action"), channel=t("lookup.settings.option.channel"))
    @app_commands.choices(action=[app_commands.Choice(name=t(f"lookup.settings.action.{a}"), value=a) for a in ("add", "remove", "clear")])
    async def settings_channel(
        self, interaction: discord.Interaction, action: str, channel: discord.TextChannel | None = None
    ) -> None:
        if not await _require_manager(interaction):
            return
        guild = str(interaction.guild_id)
        repository = self.service.inline_settings
        if action == "clear":
            await repository.clear_channels(guild)
            await interaction.response.send_message(t("lookup.settings.channels_cleared"))
            return
        if channel is None:
            await interaction.response.send_message(t("lookup.settings.needs_channel"), ephemeral=True)
            return
        if action == "add":
            await repository.add_channel(guild, str(channel.id))
            await interaction.response.send_message(t("lookup.settings.channel_added", channel=channel.mention))
        elif await repository.remove_channel(guild, str(channel.id)):
            await interaction.response.send_message(t("lookup.settings.channel_removed", channel=channel.mention))
        else:
            await interaction.response.send_message(t("lookup.settings.channel_not_listed", channel=channel.mention), ephemeral=True)

    @settings.command(name="查看", description=t("lookup.settings.show"))
    async def settings_show(self, interaction: discord.Interaction) -> None:
        if not await _require_manager(interaction):
            return
        guild = str(interaction.guild_id)
        enabled = await self.service.inline_settings.enabled(guild)
        channels = await self.service.inline_settings.channels(guild)
        await interaction.response.send_message(t(
            "lookup.settings.status",
            state=t("lookup.settings.state_on" if enabled else "lookup.settings.state_off"),
            channels="、".join(f"<#{c}>" for c in channels) or t("lookup.settings.all_channels"),
        ), ephemeral=True)  # fmt: skip


def _guild_id(interaction: discord.Interaction) -> str | None:
    return str(interaction.guild_id) if interaction.guild_id else None


def _game_id(game: str) -> str:
    """A game id or Chinese name, as typed or chosen."""
    games = available_games()
    for game_id in games:
        if game in (game_id, GAME_NAMES.get(game_id)):
            return game_id
    raise LookupProblem("lookup.unknown_game", game=game, available="、".join(GAME_NAMES.get(g, g) for g in games))


def _clip_message(text: str) -> str:
    return text if len(text) <= 2000 else text[:1999] + "…"


async def setup(bot: commands.Bot) -> None:
    cog = LookupCog(bot, LookupService(bot.db))
    cog.card_image = rendered_card_image
    await bot.add_cog(cog)
