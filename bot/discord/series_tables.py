"""A best-of-N series as Discord shows it, in the thread of its games (bot/services/series.py).

After each game but the last the thread gets the result and the series score; for a game with a
sideboard each player gets a private sideboard step (their DM, or the ephemeral 我的手牌 reply when
DMs are closed): pick deck cards out and sideboard cards in (select menus), then 完成 or 不换. What
a player swaps is shown to that player only; the thread just says who is done. When everyone is
done (or the default-answer delay ran out: 不换) the next game opens in the same thread, its first
player chosen by the previous loser through the engine's own setup request.

Drafts (the picks before 完成) live in memory per (series, game, user): a restart only means
picking again. Every component's custom id carries the series id and the number of games played,
so a click on a step that is over is refused politely.
"""

from __future__ import annotations

import logging
from collections import Counter
from contextlib import AbstractContextManager
from dataclasses import asdict, dataclass, field
from typing import Protocol

import discord

import engine
from bot.discord.components import PersistentButton, PersistentSelect
from bot.discord.decisions import carrier, from_elsewhere, reply
from bot.messages import t
from bot.services.matches import MatchService
from bot.services.outcomes import AnswerOutcome, MatchHandle
from bot.services.series import SeriesError, SeriesService, chooser_of, has_sideboard, score_text, winner
from bot.storage.drafts import DraftRepository
from bot.storage.repositories import Match
from bot.storage.series import Series

log = logging.getLogger(__name__)

PAGE_SIZE = 25  # options in a select menu


@dataclass
class SideboardDraft:
    out: list[str] = field(default_factory=list)
    into: list[str] = field(default_factory=list)
    page: int = 0  # of the deck's select menu


async def _draft(drafts: DraftRepository, series_id: str, games: int, user_id: int) -> SideboardDraft:
    """The user's swaps so far in the sideboard step after ``games`` games (none yet: empty)."""
    body = await drafts.load("sideboard", series_id, str(games), user_id)
    return SideboardDraft(**body) if body is not None else SideboardDraft()


async def _save_draft(drafts: DraftRepository, series_id: str, games: int, user_id: int, draft: SideboardDraft) -> None:
    await drafts.save("sideboard", series_id, str(games), user_id, asdict(draft))


def best_of_label(best_of: int) -> str:
    return t(f"series.best_of_{best_of}")


# ---------------------------------------------------------------------- the persistent components


class SideboardSelect(PersistentSelect, custom_id="tcg:sb{pile:out|in}:{series_id:hex}:{games:int}:{page:int}"):
    """The deck ("out") or sideboard ("in") menu of a sideboard step: each pick adds one copy."""

    async def callback(self, interaction: discord.Interaction) -> None:
        values = [str(v) for v in (interaction.data or {}).get("values", [])]
        await interaction.client.tables.series.pick(interaction, self.series_id, self.games, self.pile, values)


class SideboardButton(PersistentButton, custom_id="tcg:sb:{series_id:hex}:{games:int}:{op:ok|keep|reset|page}"):
    """完成 (the swap picked), 不换, 重选, and the deck menu's next page (labelled by the caller)."""

    STYLES = {"ok": discord.ButtonStyle.success, "keep": discord.ButtonStyle.primary}
    LABELS = {"ok": "series.confirm", "keep": "series.keep", "reset": "series.reset"}

    def default_label(self) -> str:
        return t(self.LABELS[self.op])

    def button_style(self) -> discord.ButtonStyle:
        return self.STYLES.get(self.op, discord.ButtonStyle.secondary)

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.tables.series.step_button(interaction, self.series_id, self.games, self.op)


class ResignButton(PersistentButton, custom_id="tcg:resign:{match_id:hex}:{what:game|series}"):
    """The two answers of 认输 during a series: this game only, or the whole series."""

    label_key = "series.resign_{what}"

    def button_style(self) -> discord.ButtonStyle:
        return discord.ButtonStyle.danger if self.what == "series" else discord.ButtonStyle.secondary

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.tables.series.resign(interaction, self.match_id, self.what)


DYNAMIC_ITEMS = (SideboardSelect, SideboardButton, ResignButton)


class Table(Protocol):
    """What the between-games steps need of a match's table: bot/discord/tables.py's MatchTables,
    which owns them and depends on this module, never the other way round."""

    matches: MatchService
    drafts: DraftRepository  # picks in progress, the sideboard steps' too

    def working(self) -> AbstractContextManager[None]: ...

    def player_of(self, match: Match, user_id: int) -> str | None: ...

    async def names(self, match: Match) -> dict[str, str]: ...

    async def thread_of(self, match: Match) -> discord.Thread | None: ...

    async def dm_channel(self, seat) -> discord.abc.Messageable: ...

    async def refresh_status(self, match: Match) -> None: ...

    async def after_change(self, match_id: str, change: AnswerOutcome | MatchHandle) -> None: ...

    async def continue_table(self, previous: Match, match: Match, change: MatchHandle) -> None: ...


class SeriesTables:
    def __init__(self, tables: Table, service: SeriesService) -> None:
        self.tables = tables
        self.service = service

    # ------------------------------------------------------------------ texts
    async def status_line(self, match: Match) -> str | None:
        """The status message's series line: format, game number and score."""
        series = await self.service.get(match.series_id) if match.best_of_n else None
        if series is None:
            return None
        names = await self.tables.names(match)
        label = best_of_label(series.best_of)
        return t("series.status_line", label=label, number=match.series_game, score=score_text(series, names))

    # ------------------------------------------------------------------ after a game
    async def after_game(self, match: Match) -> None:
        """A game of a series just ended (and was counted, or is now: after a crash): tell the
        thread, then the sideboard steps or the next game, once. Not after a series concession,
        which has its own message."""
        await self.service.record(match)
        series = await self.service.get(match.series_id)
        if series.conceded_by is not None or series.announced_games >= match.series_game:
            return
        names = await self.tables.names(match)
        thread = await self.tables.thread_of(match)
        result = await self.tables.matches.result(match.id)
        score = score_text(series, names)
        if result["winners"]:
            text = t("series.game_won", number=match.series_game, winners="、".join(names[p] for p in result["winners"]), score=score)
        else:
            text = t("series.game_drawn", number=match.series_game, score=score)
        await self._say(thread, text)
        await self.tables.refresh_status(match)
        if series.status == "finished":
            await self._say(thread, t("series.won", winner=names[winner(series)], label=best_of_label(series.best_of), score=score))
        elif has_sideboard(series):
            when = f"<t:{int(series.sideboard_deadline_at.timestamp())}:R>"
            await self._say(thread, t("series.sideboarding", when=when))
            for player in await self.service.waiting_for(series):
                await self.send_step(match, series, player)
        await self.service.repo.announced(series.id, match.series_game)
        await self.start_next(series.id)

    async def send_step(self, match: Match, series: Series, player: str) -> None:
        """The player's sideboard step in their DM; the thread tells them where to find it."""
        seat = next(s for s in match.players if f"p{s.seat}" == player)
        thread = await self.tables.thread_of(match)
        mention = f"<@{seat.user_id}>"
        if not seat.dm_blocked and seat.dm_channel_id is not None:
            try:
                channel = await self.tables.dm_channel(seat)
                await channel.send(self.step_text(series, player, None), view=self.step_view(series, player, None))
                await self._say(thread, t("series.sideboard_your_turn", user=mention))
                return
            except discord.Forbidden:
                await self.tables.matches.repo.set_private_channel(match.id, seat.seat, None, None, True)
        await self._say(thread, t("series.sideboard_your_turn_blocked", user=mention))

    async def start_next(self, series_id: str) -> None:
        """Open the next game in the series' thread once every sideboard step is done."""
        handle = await self.service.next_game(series_id)
        if handle is None:
            return
        series = await self.service.get(series_id)
        games = await self.service.games(series_id)
        previous, match = games[-2], games[-1]
        names = await self.tables.names(match)
        last = series.data["games"][-1]
        key = "series.next_game_loser" if last["winners"] else "series.next_game_draw"
        text = t(key, number=match.series_game, chooser=names[chooser_of(match)])
        await self._say(await self.tables.thread_of(match), text)
        await self.tables.continue_table(previous, match, handle)

    # ------------------------------------------------------------------ the sideboard step
    def step_text(self, series: Series, player: str, draft: SideboardDraft | None) -> str:
        game = engine.get_game(series.game)
        lists = self.service.lists(series, player)
        lines = [
            t("series.sideboard_title", number=series.games_played + 1),
            t("series.sideboard_hint" if game.one_for_one_swaps else "series.sideboard_hint_free"),
            t("series.sideboard_deck", count=len(lists.deck), cards=_counted(game, lists.deck)),
            t("series.sideboard_side", count=len(lists.sideboard), cards=_counted(game, lists.sideboard)),
        ]
        if draft is not None and draft.out:
            lines.append(t("series.sideboard_out", cards=_counted(game, draft.out)))
        if draft is not None and draft.into:
            lines.append(t("series.sideboard_in", cards=_counted(game, draft.into)))
        return "\n".join(lines)[:2000]

    def step_view(self, series: Series, player: str, draft: SideboardDraft | None) -> discord.ui.View:
        draft = draft or SideboardDraft()
        game = engine.get_game(series.game)
        lists = self.service.lists(series, player)
        out_left = sorted((Counter(lists.deck) - Counter(draft.out)).items())
        in_left = sorted((Counter(lists.sideboard) - Counter(draft.into)).items())
        pages = max(1, -(-len(out_left) // PAGE_SIZE))
        page = draft.page % pages  # 下一页 goes round
        view = discord.ui.View(timeout=None)
        for pile, left, shown_page in (("out", out_left, page), ("in", in_left, 0)):
            shown = left[shown_page * PAGE_SIZE : (shown_page + 1) * PAGE_SIZE]
            if shown:
                select = discord.ui.Select(
                    custom_id=SideboardSelect.id_for(pile, series.id, series.games_played, shown_page),
                    placeholder=t(f"series.pick_{pile}"),
                    options=[discord.SelectOption(label=t("series.card_count", card=game.card_name(c), count=n)[:100], value=c) for c, n in shown],
                )
                view.add_item(SideboardSelect(select))
        if pages > 1:
            label = t("decision.next_page", page=(page + 1) % pages + 1, pages=pages)
            view.add_item(SideboardButton(series.id, series.games_played, "page", label=label))
        view.add_item(SideboardButton(series.id, series.games_played, "ok"))
        view.add_item(SideboardButton(series.id, series.games_played, "keep"))
        if draft.out or draft.into:
            view.add_item(SideboardButton(series.id, series.games_played, "reset"))
        view.stop()  # persistent items only, like decisions.carrier
        return view

    async def _step_of(self, interaction: discord.Interaction, series_id: str, games: int) -> tuple[Series, str, SideboardDraft] | None:
        """(series, player, draft) when the clicker's sideboard step ``games`` is open, else a refusal."""
        series = await self.service.get(series_id)
        last = (await self.service.games(series_id))[-1] if series is not None else None
        if last is None or from_elsewhere(interaction, last.guild_id):
            await reply(interaction, t("series.step_over"))
            return None
        player = self.tables.player_of(last, interaction.user.id)
        if player is None:
            await reply(interaction, t("table.not_a_player"))
            return None
        if series.games_played != games or player not in await self.service.waiting_for(series):
            await reply(interaction, t("series.step_over"))
            return None
        return series, player, await _draft(self.tables.drafts, series_id, games, interaction.user.id)

    async def _redraw(self, interaction: discord.Interaction, series: Series, player: str, draft: SideboardDraft) -> None:
        await interaction.response.edit_message(content=self.step_text(series, player, draft), view=self.step_view(series, player, draft))

    async def pick(self, interaction: discord.Interaction, series_id: str, games: int, pile: str, values: list[str]) -> None:
        with self.tables.working():
            found = await self._step_of(interaction, series_id, games)
            if found is None:
                return
            series, player, draft = found
            lists = self.service.lists(series, player)
            source, picked = (lists.deck, draft.out) if pile == "out" else (lists.sideboard, draft.into)
            for card in values:  # one copy per pick, never more than the pile holds
                if picked.count(card) < source.count(card):
                    picked.append(card)
            await _save_draft(self.tables.drafts, series_id, games, interaction.user.id, draft)
            await self._redraw(interaction, series, player, draft)

    async def step_button(self, interaction: discord.Interaction, series_id: str, games: int, op: str) -> None:
        with self.tables.working():
            found = await self._step_of(interaction, series_id, games)
            if found is None:
                return
            series, player, draft = found
            if op in ("reset", "page"):
                if op == "reset":
                    draft.out.clear()
                    draft.into.clear()
                draft.page = draft.page + 1 if op == "page" else 0
                await _save_draft(self.tables.drafts, series_id, games, interaction.user.id, draft)
                await self._redraw(interaction, series, player, draft)
                return
            out, into = (list(draft.out), list(draft.into)) if op == "ok" else ([], [])
            try:
                await self.service.swap(series_id, player, games, out, into)
            except SeriesError as error:
                await reply(interaction, error.message)  # nothing changed: the draft stays for a fix
                return
            await self.tables.drafts.drop("sideboard", series_id, user_id=interaction.user.id)
            game = engine.get_game(series.game)
            done = t("series.swapped", out=_counted(game, out), into=_counted(game, into)) if out or into else t("series.kept")
            await interaction.response.edit_message(content=done, view=None)
            await self.step_finished(series_id, [player])

    async def step_finished(self, series_id: str, players: list[str], timed_out: bool = False) -> None:
        """The thread learns who is done (never what they swapped); the next game may start."""
        match = (await self.service.games(series_id))[-1]
        thread = await self.tables.thread_of(match)
        if timed_out:
            users = "、".join(f"<@{s.user_id}>" for s in match.players if f"p{s.seat}" in players)
            await self._say(thread, t("series.sideboard_timed_out", users=users))
        else:
            names = await self.tables.names(match)
            for player in players:
                await self._say(thread, t("series.sideboard_done", player=names[player]))
        await self.start_next(series_id)

    async def show_hand(self, interaction: discord.Interaction, match: Match, player: str) -> bool:
        """我的手牌 between games: the player's open sideboard step (ephemeral); False when the
        series has none for them, so the usual private view is shown."""
        series = await self.service.get(match.series_id) if match.best_of_n else None
        if series is None or player not in await self.service.waiting_for(series):
            return False
        draft = await _draft(self.tables.drafts, series.id, series.games_played, interaction.user.id)
        await interaction.response.send_message(
            self.step_text(series, player, draft), view=self.step_view(series, player, draft), ephemeral=True
        )
        return True

    # ------------------------------------------------------------------ conceding
    async def offers_resign(self, match: Match, user_id: int) -> bool:
        """Whether 认输 by this user in this thread concerns a series still going on."""
        if not match.best_of_n or self.tables.player_of(match, user_id) is None:
            return False
        series = await self.service.get(match.series_id)
        return series is not None and series.status != "finished"

    async def offer_resign(self, interaction: discord.Interaction, match: Match) -> None:
        """认输 during a series: this game, or the whole series (clear Chinese labels)."""
        series = await self.service.get(match.series_id)
        buttons = [ResignButton(match.id, "series")]
        if match.status == "active":
            buttons.insert(0, ResignButton(match.id, "game"))
        text = t("series.resign_choice", label=best_of_label(series.best_of))
        await interaction.response.send_message(text, view=carrier(*buttons), ephemeral=True)

    async def resign(self, interaction: discord.Interaction, match_id: str, what: str) -> None:
        with self.tables.working():
            match = await self.tables.matches.get(match_id)
            here = match is not None and not from_elsewhere(interaction, match.guild_id)
            player = self.tables.player_of(match, interaction.user.id) if here else None
            if player is None:
                await reply(interaction, t("table.not_a_player"))
                return
            if what == "game":
                outcome = await self.tables.matches.act(match_id, player, "concede")
                if not outcome.accepted:
                    await reply(interaction, outcome.message)
                    return
                await interaction.response.edit_message(content=t("match.resigned"), view=None)
                await self.tables.after_change(match_id, outcome)
                return
            try:
                series, outcome = await self.service.concede(match.series_id, player)
            except SeriesError as error:
                await reply(interaction, error.message)
                return
            await interaction.response.edit_message(content=t("series.resigned_series"), view=None)
            if outcome is not None and outcome.accepted:
                await self.tables.after_change(match_id, outcome)
            names = await self.tables.names(match)
            text = t("series.conceded", player=names[player], winner=names[winner(series)], score=score_text(series, names))
            await self._say(await self.tables.thread_of(match), text)
            await self.tables.refresh_status((await self.service.games(series.id))[-1])

    # ------------------------------------------------------------------ timers and restarts
    async def fire_due(self, now) -> int:
        """Sideboard steps unanswered for the default-answer delay count as 不换."""
        fired = 0
        for series in await self.service.repo.due_sideboard_steps(now):
            late = []
            for player in await self.service.waiting_for(series):
                try:
                    await self.service.swap(series.id, player, series.games_played, [], [])
                    late.append(player)
                except SeriesError:
                    continue  # answered meanwhile
            if late:
                fired += 1
                await self.step_finished(series.id, late, timed_out=True)
        return fired

    async def recover(self) -> int:
        """After a restart: count and tell a game's end a crash cut short, and start a game
        everyone was ready for."""
        recovered = 0
        for series in await self.service.repo.unsettled():
            last = (await self.service.games(series.id))[-1]
            if last.status == "finished" and series.announced_games < last.series_game:
                await self.after_game(last)  # counts it first if need be
            elif series.status == "sideboarding":
                await self.start_next(series.id)
            else:
                continue
            recovered += 1
        return recovered

    async def _say(self, thread, text: str) -> None:
        if thread is not None:
            await thread.send(text, allowed_mentions=discord.AllowedMentions(users=True))


def _counted(game, cards: list[str]) -> str:
    if not cards:
        return t("decision.nothing")
    return "、".join(t("series.card_count", card=game.card_name(c), count=n) for c, n in sorted(Counter(cards).items()))
