"""The game-over summary in the thread: who won and why, turns, duration, the final board, and
the buttons 再来一局 (the same players and decks, bot/discord/cogs/matches.py) and 查看回放
(bot/discord/watching.py)."""

from __future__ import annotations

import logging
from datetime import timedelta

import discord
import orjson

from bot.discord.components import PersistentButton
from bot.discord.decisions import PLAYER_ID, carrier
from bot.discord.watching import MESSAGE_LIMIT, ReplayButton
from bot.messages import t
from bot.storage.repositories import Match
from engine.core.messages import t as engine_t

log = logging.getLogger(__name__)


class RematchButton(PersistentButton, custom_id="tcg:again:{match_id:hex}"):
    label_key = "summary.rematch"
    style = discord.ButtonStyle.success

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.get_cog("MatchCog").rematch(interaction, self.match_id)


DYNAMIC_ITEMS = (RematchButton,)


def result_reason(result: dict, names: dict[str, str]) -> str:
    """Why the game ended, in Chinese, with display names for player ids."""
    params = {k: PLAYER_ID.sub(lambda m: names.get(m.group(0), m.group(0)), str(v)) for k, v in result.get("params", {}).items()}
    return engine_t(result["reason"], **params)


def duration_text(elapsed: timedelta) -> str:
    """"1 天 8 小时": each unit is a number and its word, spaced as one ("8 小时"), so the units are too."""
    minutes = max(1, int(elapsed.total_seconds() // 60))
    days, minutes = divmod(minutes, 24 * 60)
    hours, minutes = divmod(minutes, 60)
    parts = [t("summary.days", n=days) if days else "", t("summary.hours", n=hours) if hours else "", t("summary.minutes", n=minutes) if minutes else ""]
    return " ".join(part for part in parts if part)


async def post_summary(tables, match: Match, thread, lead: str = "") -> None:
    """The summary, after ``lead`` (the last part of the match's log, tables.narrate) in the same
    message when both fit in one (a separate message before it otherwise)."""
    result = orjson.loads(match.result_json)
    names = await tables.names(match)
    turns = (await tables.matches.view(match.id, None))["turn"].get("number") or 0
    facts = {"reason": result_reason(result, names), "turns": turns, "duration": duration_text(match.updated_at - match.created_at)}
    if result["winners"]:
        text = t("summary.won", winners="、".join(names[p] for p in result["winners"]), **facts)
    else:
        text = t("summary.drawn", **facts)
    buttons = [ReplayButton(match.id, 0, "open")]
    if not match.best_of_n:  # a series goes on by itself
        buttons.insert(0, RematchButton(match.id))
    board = await tables.board_file(match, None)
    if lead and len(lead) + 2 + len(text) <= MESSAGE_LIMIT:
        text, lead = f"{lead}\n\n{text}", ""
    if lead:
        await thread.send(lead)
    try:
        await thread.send(text, files=[board] if board else [], view=carrier(*buttons))
    except discord.HTTPException:
        log.warning("could not post the summary of match %s", match.id)
