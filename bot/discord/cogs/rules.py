"""`/规则` and `/裁定`: rules lookup and card rulings, a thin layer over bot.services.rules.

`/规则 游戏 编号或关键词` answers with an embed (the rule, its subrules and the rules it cites, or
the glossary term and the best keyword hits) and a select menu to jump to any rule listed; the
menu is a DynamicItem carrying the game in its custom id, so it keeps working after a restart.
`/裁定 查询|添加|删除` reads and edits the server's rulings; adding and removing need Manage Server.
"""

from __future__ import annotations

import asyncio
import contextlib

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.components import PersistentSelect
from bot.messages import t
from bot.services.rules import RuleDetail, RulesAnswer, RulesError, RulesService
from bot.services.rules.presentation import excerpt, rule_title
from bot.services.rules.rulings import CardRulingsResult, RulingsService
from bot.services.rules.service import RULE_GAMES
from bot.storage.rulings import RulingsRepository
from engine.core.registry import GAME_NAMES

GAME_CHOICES = [app_commands.Choice(name=GAME_NAMES[game], value=game) for game in RULE_GAMES]
DESCRIPTION_LIMIT = 4096
FIELD_LIMIT = 1024
FIELD_ITEMS = 12
SELECT_OPTIONS = 25
EMBED_COLOUR = discord.Colour.dark_teal()


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _listing(lines: list[str]) -> str:
    shown = lines[:FIELD_ITEMS]
    if len(lines) > len(shown):
        shown.append(t("rules.more", count=len(lines) - len(shown)))
    return _clip("\n".join(shown), FIELD_LIMIT)


def detail_embed(game: str, detail: RuleDetail) -> discord.Embed:
    rule = detail.rule
    body = "\n\n".join([rule.text, *(t("rules.example", text=e) for e in rule.examples)]).strip()
    embed = discord.Embed(
        title=t("rules.rule_header", game=GAME_NAMES[game], title=rule_title(rule)),
        description=_clip(body or rule.heading, DESCRIPTION_LIMIT),
        colour=EMBED_COLOUR,
    )
    if detail.subrules:
        lines = [f"**{s.id}** {excerpt(s.text or s.heading, 60)}" for s in detail.subrules]
        embed.add_field(name=t("rules.subrules_header", count=len(detail.subrules)), value=_listing(lines), inline=False)
    if detail.references:
        lines = [f"**{r.id}** {r.heading or excerpt(r.text, 40)}" for r in detail.references]
        embed.add_field(name=t("rules.references_header"), value=_listing(lines), inline=False)
    if detail.same_number:
        embed.add_field(
            name=t("rules.same_number_field"), value="、".join(r.id for r in detail.same_number), inline=False
        )
    if detail.parent is not None:
        embed.set_footer(text=t("rules.parent", title=rule_title(detail.parent)))
    return embed


def answer_embed(answer: RulesAnswer) -> discord.Embed:
    if answer.detail is not None:
        return detail_embed(answer.game, answer.detail)
    if answer.term is not None:
        title = t("rules.term_header", game=GAME_NAMES[answer.game], term=answer.term.term)
        description = answer.term.text
    else:
        title = t("rules.hits_header", game=GAME_NAMES[answer.game], query=answer.query)
        description = ""
    embed = discord.Embed(title=_clip(title, 256), description=_clip(description, DESCRIPTION_LIMIT), colour=EMBED_COLOUR)
    if answer.hits:
        lines = [f"**{rule_title(h.rule)}** {excerpt(h.rule.text or h.rule.heading, 60)}" for h in answer.hits]
        embed.add_field(name=t("rules.hits_field"), value=_listing(lines), inline=False)
    return embed


def jump_targets(answer: RulesAnswer) -> list:
    """The rules a reader may want to open next: references, subrules, parent, or the hits."""
    if answer.detail is None:
        return [hit.rule for hit in answer.hits]
    detail = answer.detail
    parent = [detail.parent] if detail.parent is not None else []
    targets, seen = [], set()
    for rule in [*detail.references, *detail.subrules, *detail.same_number, *parent]:
        if rule.id not in seen:
            seen.add(rule.id)
            targets.append(rule)
    return targets[:SELECT_OPTIONS]


class RuleJumpSelect(PersistentSelect, custom_id="rules:jump:{game:letters}"):
    """Open one of the rules listed under an answer, in place of it."""

    @classmethod
    def for_targets(cls, game: str, targets: list) -> RuleJumpSelect:
        options = [discord.SelectOption(label=_clip(rule_title(rule), 100), value=rule.id[:100]) for rule in targets]
        return cls(discord.ui.Select(custom_id=cls.id_for(game), placeholder=t("rules.jump_placeholder"), options=options))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: RulesCog = interaction.client.get_cog(RulesCog.__cog_name__)
        values = interaction.data.get("values", [])
        detail = cog.rules.rule(self.game, values[0]) if values and self.game in cog.rules.books else None
        if detail is None:
            await interaction.response.send_message(t("rules.jump_gone"), ephemeral=True)
            return
        answer = RulesAnswer(self.game, detail.rule.id, detail=detail)
        await interaction.response.edit_message(embed=answer_embed(answer), view=_jump_view(answer))


def _jump_view(answer: RulesAnswer) -> discord.ui.View | None:
    targets = jump_targets(answer)
    if not targets:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(RuleJumpSelect.for_targets(answer.game, targets))
    return view


def rulings_embed(results: list[CardRulingsResult]) -> discord.Embed:
    embed = discord.Embed(title=_clip(t("rules.rulings_title", name=results[0].card_name), 256), colour=EMBED_COLOUR)
    for result in results:
        lines = [t("rules.ruling_item", number=n, text=text) for n, text in enumerate(result.shipped, start=1)]
        lines += [
            t("rules.server_ruling_item", id=r.id, text=r.text, author=f"<@{r.author_id}>", date=f"{r.created_at:%Y-%m-%d}")
            for r in result.server
        ]
        name = t("rules.rulings_field", game=GAME_NAMES[result.game], card=result.card_name)
        embed.add_field(name=_clip(name, 256), value=_listing(lines) if lines else t("rules.rulings_none"), inline=False)
    return embed


class RulesCog(commands.Cog, name="规则"):
    rulings_group = app_commands.Group(name="裁定", description="查询、添加或删除卡牌裁定", guild_only=True)

    def __init__(self, rules: RulesService, rulings: RulingsService) -> None:
        self.rules = rules
        self.rulings = rulings

    @app_commands.command(name="规则", description="按编号、关键词（中文或拼音）或术语查规则")
    @app_commands.rename(game="游戏", query="编号或关键词")
    @app_commands.describe(game="要查的游戏", query="规则编号（如 4.3.6）、关键词（如 挑战 或 tiaozhan）或术语")
    @app_commands.choices(game=GAME_CHOICES)
    async def rule(self, interaction: discord.Interaction, game: app_commands.Choice[str], query: str) -> None:
        try:
            answer = self.rules.lookup(game.value, query)
        except RulesError as error:
            if game.value == "mtg":  # a card name: its rulings (the release notes' and the server's)
                with contextlib.suppress(RulesError):
                    results = await self.rulings.find(str(interaction.guild_id), query, "mtg")
                    await interaction.response.send_message(embed=rulings_embed(results))
                    return
            await interaction.response.send_message(error.message, ephemeral=True)
            return
        view = _jump_view(answer)
        if view is None:
            await interaction.response.send_message(embed=answer_embed(answer))
        else:
            await interaction.response.send_message(embed=answer_embed(answer), view=view)

    @rulings_group.command(name="查询", description="查看一张卡的裁定")
    @app_commands.rename(card="卡名", game="游戏")
    @app_commands.describe(card="中文或英文卡名", game="只查这个游戏（可不填）")
    @app_commands.choices(game=GAME_CHOICES)
    async def show_rulings(
        self, interaction: discord.Interaction, card: str, game: app_commands.Choice[str] | None = None
    ) -> None:
        try:
            results = await self.rulings.find(str(interaction.guild_id), card, game.value if game else None)
        except RulesError as error:
            await interaction.response.send_message(error.message, ephemeral=True)
            return
        await interaction.response.send_message(embed=rulings_embed(results))

    @rulings_group.command(name="添加", description="为一张卡添加本服务器的裁定（需要“管理服务器”权限）")
    @app_commands.rename(game="游戏", card="卡名", text="内容")
    @app_commands.describe(game="卡牌所属的游戏", card="卡名", text="裁定内容")
    @app_commands.choices(game=GAME_CHOICES)
    async def add_ruling(
        self, interaction: discord.Interaction, game: app_commands.Choice[str], card: str, text: str
    ) -> None:
        if not await _moderator(interaction):
            return
        try:
            ruling = await self.rulings.add(str(interaction.guild_id), game.value, card, text, str(interaction.user.id))
        except RulesError as error:
            await interaction.response.send_message(error.message, ephemeral=True)
            return
        await interaction.response.send_message(
            t("rules.ruling_added", id=ruling.id, game=GAME_NAMES[ruling.game], card=ruling.card_name)
        )

    @rulings_group.command(name="删除", description="删除本服务器的一条裁定（需要“管理服务器”权限）")
    @app_commands.rename(ruling_id="编号")
    @app_commands.describe(ruling_id="裁定编号（见 /裁定 查询）")
    async def remove_ruling(self, interaction: discord.Interaction, ruling_id: int) -> None:
        if not await _moderator(interaction):
            return
        try:
            ruling = await self.rulings.remove(str(interaction.guild_id), ruling_id)
        except RulesError as error:
            await interaction.response.send_message(error.message, ephemeral=True)
            return
        await interaction.response.send_message(t("rules.ruling_removed", id=ruling.id, card=ruling.card_name))


async def _moderator(interaction: discord.Interaction) -> bool:
    """Manage Server is required to edit rulings; others get a private refusal."""
    if interaction.permissions.manage_guild:
        return True
    await interaction.response.send_message(t("rules.ruling_forbidden"), ephemeral=True)
    return False


async def setup(bot: commands.Bot) -> None:
    rules = await asyncio.to_thread(RulesService.load)  # ~0.3 s of JSON and indexes, off the event loop
    bot.add_dynamic_items(RuleJumpSelect)
    await bot.add_cog(RulesCog(rules, RulingsService(RulingsRepository(bot.db), rules)))
