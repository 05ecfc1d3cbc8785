"""A match as Discord sees it: its thread, status message, private DMs and decisions.

``MatchTables`` turns service results into messages and interactions into service calls. What it
shows a player comes from ``engine.view`` / ``engine.events_for`` / ``engine.ask_for`` for that
player; the thread only ever gets the spectator forms (the log, and the status message heading it,
which shows the game, the players and where to see the match live while it is played, then its
result).

Each player has one **control panel** in their DM: the board image, their private view and the
current decision's components in one message, edited in place as the game moves (the click's own
interaction response edits it, so answering costs no extra message). A new panel message (the old
one deleted) is sent only when the player's attention is needed: a decision comes to them after
someone else acted, and bot/discord/notices.py's rule says they need a notification (away from
the table, not notified since they last came, not yet in this turn; a reminder when a decision has
waited long). That new DM message is their one notification; the thread does not ping them as well. When the DM
is blocked (403 / 50007) the thread mentions the player at those moments instead, with the
"我的手牌" button that shows the same panel ephemerally. The thread's log is held while one player
goes on deciding and posted in one message when the decision passes on.

The games of a best-of-N series share one thread and its status message; what happens between
them (score, sideboard steps, the next game, conceding the series) is bot/discord/series_tables.py.

Nothing here keeps match state: after a restart every click finds the match in the database.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import logging
import weakref
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime, timedelta

import discord
import orjson

import engine
from bot.discord.components import PersistentButton
from bot.discord.decisions import (
    DYNAMIC_ITEMS,
    Draft,
    add_picks,
    carrier,
    decision_text,
    decision_view,
    draft_for,
    drop_drafts,
    existing_draft,
    from_elsewhere,
    needs_draft,
    reply,
    save_draft,
    with_names,
)
from bot.discord.game_options import game_label, teams_line
from bot.discord.match_end import DYNAMIC_ITEMS as MATCH_END_ITEMS
from bot.discord.match_end import post_summary
from bot.discord.notices import needs_notice, reminder_due, turn_key
from bot.discord.pass_orders import PassOrderButton, cancel_button, order_buttons
from bot.discord.series_tables import DYNAMIC_ITEMS as SERIES_ITEMS
from bot.discord.series_tables import SeriesTables
from bot.discord.watching import DYNAMIC_ITEMS as WATCHING_ITEMS
from bot.discord.watching import SpectateButton
from bot.messages import t
from bot.render import RenderError, render_board
from bot.services.ai_players import AiPlayers
from bot.services.board_text import board_lines, log_lines
from bot.services.matches import MatchService, player_id, seat_of
from bot.services.outcomes import NO_CHANGE, AnswerOutcome, MatchHandle
from bot.services.settings import board_on_status, notice_reminder, shortest_notice_reminder
from bot.storage.drafts import DraftRepository
from bot.storage.repositories import Match
from bot.storage.users import UserRepository
from engine.core.priority import PASS

log = logging.getLogger(__name__)

MESSAGE_LIMIT = 2000
# Characters of a panel for the log held back from the thread (its 最近): the log waits only while
# all of it fits there, so a player asked to decide has seen every public event (_tell_thread).
HELD_ROOM = 800
AI_STEP_LIMIT = 2000  # an AI turn longer than this is a rules loop, not a turn


class HandButton(PersistentButton, custom_id="tcg:hand:{match_id:hex}"):
    """The thread's persistent "我的手牌" button: the private view and decision, ephemerally."""

    label_key = "table.hand_button"
    style = discord.ButtonStyle.primary

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.tables.show_hand(interaction, self.match_id)


def status_view(match_id: str) -> discord.ui.View:
    """The status message's buttons: 我的手牌 for the players, 观战 for everyone."""
    return carrier(HandButton(match_id), SpectateButton(match_id))


def split_message(lines: list[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join lines into as few messages as fit Discord's length limit."""
    chunks, current = [], ""
    for line in lines:
        line = line[:limit]
        if current and len(current) + 1 + len(line) > limit:
            chunks.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        chunks.append(current)
    return chunks


def _in_progress(handler):
    """Count an interaction as in progress until its whole update (AI turns included) is done,
    so tests and shutdown can wait until the bot is idle."""

    @functools.wraps(handler)
    async def counted(self, *args, **kwargs):
        with self.working():
            return await handler(self, *args, **kwargs)

    return counted


def game_ended(spectator_events: list[dict]) -> bool:
    return any(e["type"] == "game_over" for e in spectator_events)


def turn_began(spectator_events: list[dict]) -> bool:
    """Whether these events start a turn or end the game: every panel shows the board anew."""
    return any(e["type"] in ("turn_started", "game_over") for e in spectator_events)


class MatchTables:
    def __init__(self, bot: discord.Client, matches: MatchService) -> None:
        self.bot = bot
        self.matches = matches
        self.series = SeriesTables(self, matches.series)  # best-of-N: between games, score, concession
        self.users = UserRepository(matches.repo.conn)
        self.drafts = DraftRepository(matches.repo.conn)  # picks in progress, shared by every process
        self.ai = AiPlayers(matches)  # the AI seats' agents and the turn timer's default answers
        self.busy = 0  # interactions being handled (see _in_progress)
        # Draw offers by match (message id, proposer), whose 同意和棋 buttons go when the match
        # ends. In memory: after a restart a click on an old offer removes its button (cogs/matches.py).
        self.draw_offers: dict[str, list[tuple[int, str]]] = {}
        self._status_shown: dict[str, str] = {}  # by match: the match status its status message shows (_edit_status)
        # By match: the log of answers committed but not posted yet (events, last answer's seq, the
        # match's narrated_answers then), held while one player goes on deciding (_tell_thread).
        # A restart posts it from the answer log instead (narrated_answers lags behind until it is
        # posted); so does this process when another one answered or posted meanwhile (_follows).
        self._unposted: dict[str, tuple[list[dict], int | None, int | None]] = {}
        self._log_in_step: set[str] = set()  # matches whose log this process has followed (_tell_thread)
        # By (match, seat): the turn whose board image the seat's DM panel shows (panel_board). In
        # memory: after a restart the next edit draws the image anew.
        self._board_turns: dict[tuple[str, int], int] = {}
        # By match (see updating); a lock lives while someone holds or awaits it.
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    @contextmanager
    def working(self) -> Iterator[None]:
        self.busy += 1
        try:
            yield
        finally:
            self.busy -= 1

    @staticmethod
    def dynamic_items() -> tuple[type, ...]:
        return (*DYNAMIC_ITEMS, *SERIES_ITEMS, *WATCHING_ITEMS, *MATCH_END_ITEMS, HandButton, PassOrderButton)

    # ------------------------------------------------------------------ names and seats
    async def names(self, match: Match) -> dict[str, str]:
        """Display names by player id, as remembered when the players challenged or accepted."""
        known = await self.users.display_names([s.user_id for s in match.players if s.user_id])
        names = {}
        for seat in match.players:
            if seat.is_ai:
                names[player_id(seat.seat)] = t("table.ai_name")
            else:
                names[player_id(seat.seat)] = known.get(seat.user_id) or t("table.player_n", seat=seat.seat)
        return names

    @staticmethod
    def player_of(match: Match, user_id: int) -> str | None:
        for seat in match.players:
            if seat.user_id == str(user_id):
                return player_id(seat.seat)
        return None

    # ------------------------------------------------------------------ opening a table
    # A table opens completely or the match does not start: the thread and its status message
    # come first; until the status message is stored no timer runs for the match and nothing can
    # be answered (repositories.due_matches). The status message is the thread's starter message
    # (the public challenge, or an opening message posted for the table): Discord shows it at the
    # top of the thread and in the channel, so it needs no post or pin of its own, and its id is
    # the thread's. If Discord refuses the thread (no permission, a channel without threads) the
    # match is called off, unrated, and the players are told why. What follows (private views,
    # the opening log, the first decisions) is recovered at start-up after a crash
    # (turn_timers.recover).
    @_in_progress
    async def open_table(
        self,
        handle: MatchHandle,
        channel,
        started: str,
        answer: Callable[[str], Awaitable],
        starter_id: int | None = None,
        headline: str | None = None,
    ) -> bool:
        """Open the table of the new match ``handle`` and ``answer`` the interaction that started it:
        ``started``, or why the match was called off; whether it opened. ``starter_id``: the
        public challenge message in ``channel``, which the thread starts from and which becomes
        the status message, led by ``headline`` (open_thread)."""
        reason = await self.open_thread(handle.id, channel, starter_id, headline)
        await answer(reason or started)
        if reason is None:
            await self.fill_table(handle.id, handle)
        return reason is None

    async def open_thread(self, match_id: str, channel, starter_id: int | None = None, headline: str | None = None) -> str | None:
        """The table's thread (in the parent channel when ``channel`` is a thread: threads do not
        nest) and its status message; None once open, else the Chinese reason the match was
        called off for. The thread starts from the challenge message ``starter_id`` when there is
        one in that channel, else from an opening message of its own (_new_thread); either
        becomes the status message (``headline`` first, then status_text)."""
        match = await self.matches.get(match_id)
        parent = channel
        try:
            parent = await self._parent_channel(channel)
            thread = await self.thread_of(match)  # created before a crash, status still missing
            if thread is None:
                in_parent = starter_id is not None and getattr(channel, "id", None) == parent.id
                thread = await self._new_thread(match, parent, starter_id if in_parent else None, headline)
                await self.matches.repo.set_thread(match_id, str(thread.id), None)
                status_id = thread.id if thread.id != starter_id else await self._make_status(match, thread, headline)
            else:
                status_id = await self._make_status(match, thread, headline)
        except discord.HTTPException as error:
            return await self._call_off(match, parent, error)
        await self.matches.repo.set_thread(match_id, str(thread.id), str(status_id))
        return None

    async def _opening_text(self, match: Match, headline: str | None) -> str:
        status = await self.status_text(match, pinned=True)
        return f"{headline}\n{status}" if headline else status

    async def _make_status(self, match: Match, thread, headline: str | None) -> int:
        """Turn the thread's starter message (the challenge) into the status message; its id. A
        starter message gone (deleted by a moderator) gives way to a status message posted and
        pinned in the thread."""
        text = await self._opening_text(match, headline)
        try:
            await (await self._parent_channel(thread)).get_partial_message(thread.id).edit(content=text, view=status_view(match.id))
            return thread.id
        except discord.NotFound:
            log.warning("the starter message of match %s is gone: its status goes in the thread", match.id)
        status = await thread.send(text, view=status_view(match.id))
        try:
            await status.pin()
        except discord.HTTPException:
            log.warning("could not pin the status message of match %s", match.id)
        return status.id

    async def _new_thread(self, match: Match, parent, starter_id: int | None, headline: str | None):
        """A new thread in ``parent`` for the table: from the message ``starter_id`` (the challenge:
        one REST call), or when there is none or Discord refuses it (deleted, a thread already
        started from it) from an opening message posted for it, which is already the status
        message. No permission to create threads (403) is not retried: the match is called off
        (open_thread)."""
        names = "、".join((await self.names(match)).values())
        game = engine.get_game(match.game)
        title = t("table.thread_name", game=game.name, players=names)[:100]
        if starter_id is not None:
            try:
                return await parent.get_partial_message(starter_id).create_thread(name=title, auto_archive_duration=10080)
            except discord.Forbidden:
                raise
            except discord.HTTPException as error:
                log.warning("could not start the thread of match %s from its challenge: %s", match.id, error)
        opening = headline or t("table.opening", game=game.name, players=names)
        starter = await parent.send(await self._opening_text(match, opening), view=status_view(match.id))
        return await starter.create_thread(name=title, auto_archive_duration=10080)

    async def _parent_channel(self, channel):
        """Where a table's thread goes: ``channel``, or its parent when it is a thread itself."""
        if isinstance(channel, discord.PartialMessageable):  # an interaction's channel not in the cache
            channel = await self.bot.fetch_channel(channel.id)
        if isinstance(channel, discord.Thread):
            return channel.parent or await self.bot.fetch_channel(channel.parent_id)
        return channel

    async def resume_opening(self, match: Match) -> None:
        """At start-up: open the table of a match a crash left half-open, or call the match off."""
        if match.series_game is not None and match.series_game > 1:  # a series goes on in its thread
            games = await self.matches.series.games(match.series_id)
            await self._move_status(games[match.series_game - 2], match)
            return
        channel = None
        if match.channel_id is not None:
            with contextlib.suppress(discord.HTTPException):
                channel = self.bot.get_channel(int(match.channel_id)) or await self.bot.fetch_channel(int(match.channel_id))
        if channel is None:
            log.warning("match %s has no channel to open its table in: it is called off", match.id)
            await self.matches.repo.abort_unopened(match.id)
            return
        await self.open_thread(match.id, channel)

    async def _call_off(self, match: Match, channel, error: discord.HTTPException) -> str:
        """Roll back a match whose thread could not be made: aborted (no timer, no rating), and
        the players told where the challenge was made."""
        log.warning("could not open the table of match %s: %s", match.id, error)
        if isinstance(error, discord.Forbidden):
            reason = t("table.open_forbidden", channel=getattr(channel, "mention", ""))
        else:
            reason = t("table.open_failed", code=error.code or error.status)
        await self.matches.repo.abort_unopened(match.id)
        humans = [f"<@{s.user_id}>" for s in match.players if not s.is_ai]
        try:
            await channel.send(
                t("table.open_failed_public", players="、".join(humans), reason=reason),
                allowed_mentions=discord.AllowedMentions(users=True),
            )
        except discord.HTTPException:
            log.warning("could not tell the players of match %s that it was called off", match.id)
        return reason

    async def fill_table(self, match_id: str, change: MatchHandle) -> None:
        """After ``open_thread``: the players' private views, the opening log, the first decisions."""
        await self.after_change(match_id, change, opening=True)

    async def continue_table(self, previous: Match, match: Match, change: MatchHandle) -> None:
        """The next game of a series in the thread of ``previous``: the status message and
        its 我的手牌 button now show it; each player gets a new private view."""
        await self._move_status(previous, match)
        await self.fill_table(match.id, change)

    async def _move_status(self, previous: Match, match: Match) -> None:
        await self.matches.repo.set_thread(match.id, previous.thread_id, previous.status_message_id)
        match = await self.matches.get(match.id)
        thread = await self.thread_of(match)
        if thread is not None and match.status_message_id is not None:
            try:
                message = await self._status_message(match, thread)
                await message.edit(content=await self.status_text(match, pinned=True), view=status_view(match.id))
            except discord.HTTPException:
                log.warning("could not move the status message to match %s", match.id)

    async def open_private_view(self, match: Match, seat: int, thread: discord.abc.Messageable) -> None:
        """The seat's first control panel (with its pending decision, if any), in the player's DM
        channel (_send_private)."""
        user_id = int(next(s for s in match.players if s.seat == seat).user_id)
        player = player_id(seat)
        ask = await self.ask_of(match, player)
        content, view = await self.panel(match, player, ask)
        await self.record_notice(match, seat)  # the new panel (or the mention) notifies them
        try:
            message = await self._send_private(user_id, content, view, lambda: self.panel_board(match, player, always=True))
        except discord.Forbidden:
            await self.matches.repo.set_private_channel(match.id, seat, None, None, True)
            await thread.send(t("table.dm_blocked", user=f"<@{user_id}>"), view=carrier(HandButton(match.id)))
            return
        await self.matches.repo.set_private_channel(match.id, seat, str(message.channel.id), str(message.id), False)
        if ask is not None:
            await self.matches.repo.set_prompted(match.id, seat, ask["id"])

    async def _send_private(
        self, user_id: int, content: str, view: discord.ui.View, board: Callable[[], Awaitable[discord.File | None]]
    ) -> discord.Message:
        """Send a panel (its image drawn by ``board``) to the user's DM channel: the one remembered
        in the database, which costs no REST call to open, else one opened now from the user id
        alone (fetching the user would cost another) and remembered. A remembered channel Discord
        refuses (404, or 403: gone, or DMs closed since) is forgotten and opened anew, once; a
        refusal then (403: DMs closed) is the caller's."""

        async def send(channel) -> discord.Message:
            file = await board()  # anew for each attempt: a file is spent once sent
            return await channel.send(content, view=view, files=[file] if file else [])

        remembered = await self.users.dm_channel(str(user_id))
        if remembered is not None:
            try:
                return await send(self.bot.get_partial_messageable(int(remembered), type=discord.ChannelType.private))
            except (discord.NotFound, discord.Forbidden) as error:
                log.info("the remembered DM channel of user %s was refused (%s): opened anew", user_id, error)
                await self.users.set_dm_channel(str(user_id), None)
        channel = await self.bot.create_dm(discord.Object(id=user_id))
        message = await send(channel)
        await self.users.set_dm_channel(str(user_id), str(channel.id))
        return message

    # ------------------------------------------------------------------ texts
    async def status_text(self, match: Match, pinned: bool = False) -> str:
        """The match at a glance: turn, players, result. The ``pinned`` status message of a match in
        play is edited only when it ends (_edit_status), so it leaves out what changes as it goes
        (the turn, the scores, whom the game waits for, the timer) and says where to see it live:
        the panels and the turn's ping say whose turn it is, the on-demand forms (观战, /对战 状态)
        show it all."""
        game = engine.get_game(match.game)
        view = await self.matches.view(match.id, None)
        names = await self.names(match)
        options = orjson.loads(match.options_json)["options"]
        lines = [t("table.status_title", game=game_label(game.id, options))]
        teams = teams_line(game.id, options, names)  # a 2v2
        if teams:
            lines.append(teams)
        series_line = await self.series.status_line(match)
        if series_line:
            lines.append(series_line)
        result = view["result"]
        if pinned and result is None:
            lines.append(t("table.status_live"))
            return "\n".join(lines)
        if view["turn"].get("number"):
            lines.append(t("table.status_turn", number=view["turn"]["number"], player=names.get(view["turn"].get("active"), "")))
        summary = game.player_summary(view, names)
        if summary:
            lines.append(summary)
        if result is not None:
            if result["winners"]:
                lines.append(t("table.status_won", winners="、".join(names[p] for p in result["winners"])))
            else:
                lines.append(t("table.status_drawn"))
        else:
            pending = view["request"]["waiting_for"] if view.get("request") else []
            lines.append(t("table.status_waiting", players="、".join(names[p] for p in pending)))
            timer = match.timer
            if timer is not None:
                lines.append(t(f"table.status_timer_{timer.stage}", when=f"<t:{int(timer.at.timestamp())}:R>"))
        return "\n".join(lines)

    async def private_text(self, match: Match, player: str) -> str:
        game = engine.get_game(match.game)
        names = await self.names(match)
        view = await self.matches.view(match.id, player)
        lines = [t("table.private_title", game=game.name, player=names[player]), *board_lines(game, view, names)]
        return "\n".join(lines)[:MESSAGE_LIMIT]

    async def panel(
        self,
        match: Match,
        player: str,
        ask: dict | None,
        draft: Draft | None = None,
        picked: str | None = None,
        news: list[dict] = (),
    ) -> tuple[str, discord.ui.View]:
        """A player's control panel: their private view, what they just chose, and the decision
        they face (with its components; a priority request also offers the 让过直到… orders) or
        whom the game waits for (and the pass order they gave, with a button to cancel it). Under
        最近 the log the thread has not been told yet, with ``news`` (the events of the click this
        panel answers, not held yet). The private view gives way when the message is full."""
        order = next(s for s in match.players if s.seat == seat_of(player)).pass_order
        standing = order is not None and match.status == "active"
        cancel = (cancel_button(match.id),) if standing else ()
        if ask is not None:
            footer = decision_text(ask, draft)
            offers = order_buttons(match.id, ask["id"]) if await self.matches.is_priority(match.id) else ()
            view = decision_view(match.id, ask, draft, (*offers, *cancel))
        else:
            footer = await self._waiting_line(match)
            view = carrier(*cancel)
        if standing:
            footer = f"{footer}\n{t('table.pass_order_standing', order=t(f'table.pass_order_{order}'))}"
        if picked is not None:
            footer = f"{t('table.answered', choice=picked)}\n{footer}"
        recent = await self.held_lines(match, news)
        if recent:  # what the thread has not been told yet
            footer = t("table.recent", lines="\n".join(recent)) + f"\n{footer}"
        room = max(0, MESSAGE_LIMIT - len(footer) - 2)
        return f"{(await self.private_text(match, player))[:room]}\n\n{footer}"[:MESSAGE_LIMIT], view

    async def _waiting_line(self, match: Match) -> str:
        view = await self.matches.view(match.id, None)
        names = await self.names(match)
        result = view["result"]
        if result is not None:
            if result["winners"]:
                return t("table.status_won", winners="、".join(names[p] for p in result["winners"]))
            return t("table.status_drawn")
        pending = view["request"]["waiting_for"] if view.get("request") else []
        return t("table.panel_waiting", players="、".join(names[p] for p in pending))

    async def board_file(self, match: Match, viewer: str | None) -> discord.File | None:
        """The board image for ``viewer`` (None: the public board), or None when the game has
        no renderer yet. Rendering (tens of ms) runs off the event loop."""
        view = await self.matches.view(match.id, viewer)
        names = await self.names(match)
        try:
            data = await asyncio.to_thread(render_board, match.game, view, names)
        except RenderError:
            return None
        return discord.File(io.BytesIO(data), filename="board.png")

    async def panel_board(self, match: Match, player: str, always: bool = False) -> discord.File | None:
        """The board image for ``player``'s DM panel, when it needs one: ``always`` (a new panel),
        or when the image it shows is of an earlier turn. A new turn does not edit every panel
        (only those it gives something to decide, issue 16): a panel left alone shows its older
        image until its next edit brings it up to date."""
        key, turn = (match.id, seat_of(player)), await self._turn(match)
        if not always and self._board_turns.get(key) == turn:
            return None
        self._board_turns[key] = turn
        return await self.board_file(match, player)

    # ------------------------------------------------------------------ after every change
    async def after_change(
        self,
        match_id: str,
        change: AnswerOutcome | MatchHandle,
        answered_by: str | None = None,
        shown: bool = False,
        opening: bool = False,
    ) -> None:
        """Log, status and panels after ``change`` (answers, or the start of a match: ``opening``
        sends the first panels); then the AI answers its own decisions."""
        async with self.updating(match_id):
            match, pending = await self._update_table(match_id, change, answered_by, shown, opening)
        await self._next_steps(match, pending)

    async def _update_table(
        self, match_id: str, change, answered_by: str | None = None, shown: bool = False, opening: bool = False
    ) -> tuple[Match, dict]:
        """The thread's log and status, then each human's panel (run inside ``updating``, so the
        panels follow the answers in order). ``answered_by`` is the player whose click made the
        change; ``shown``: the click's response already showed them their panel (with the board
        image at a new turn)."""
        match = await self.matches.get(match_id)
        if opening:
            # The opening's log (shuffles, who starts, draws) goes with the thread's first log post
            # when it may wait (_tell_thread); the first panels show it. Until it is posted the
            # thread counts as told nothing, so a restart posts it from the start.
            self._log_in_step.add(match_id)
            self._unposted[match_id] = (list(change.spectator_events), change.seq, match.narrated_answers)
            change = NO_CHANGE
            thread = await self.thread_of(match)
            for seat in match.players:
                if not seat.is_ai:
                    await self.open_private_view(match, seat.seat, thread)
            match = await self.matches.get(match_id)
        pending = await self.matches.pending(match_id) or {}
        callouts = await self._callouts(match, pending, answered_by)
        over = match.status == "finished" and game_ended(change.spectator_events)
        if over:
            self.ai.forget(match.id)
        await self._tell_thread(match, change, answered_by, pending, callouts, opening, summary=over)
        await drop_drafts(self.drafts, match_id, {ask["id"] for ask in pending.values()})
        ended = game_ended(change.spectator_events)
        for seat in match.players:
            if not seat.is_ai:
                clicked = player_id(seat.seat) == answered_by
                ask = pending.get(player_id(seat.seat))
                await self._update_panel(match, seat, ask, clicked, shown and clicked, ended, seat.seat in callouts)
        if match.status == "finished":
            for seat in match.players:
                self._board_turns.pop((match.id, seat.seat), None)
        return match, pending

    async def _callouts(self, match: Match, pending: dict, answered_by: str | None) -> dict[int, str]:
        """By seat: the line the thread's log post ends with for a closed-DM player a new decision
        comes to (someone else acted). The post then carries the 我的手牌 button: one message, no
        separate "轮到你做决定了". It mentions them (their one ping) when they need a notice, the
        same rule as a DM panel (_needs_notice); else it names them without a ping. The mention
        is recorded before the post exists, as a DM panel is before it is sent: a click on the
        post's button must find it recorded to clear it."""
        lines = {}
        for seat in match.players:
            ask = pending.get(player_id(seat.seat))
            if not seat.dm_blocked or ask is None or seat.prompted_request_id == ask["id"] or player_id(seat.seat) == answered_by:
                continue
            if await self._needs_notice(match, seat):
                await self.record_notice(match, seat.seat)
                lines[seat.seat] = t("table.your_decision_blocked", user=f"<@{seat.user_id}>")
            else:
                lines[seat.seat] = t("table.decision_of", player=(await self.names(match))[player_id(seat.seat)])
        return lines

    async def _next_steps(self, match: Match, pending: dict) -> None:
        ai_players = [player_id(s.seat) for s in match.players if s.is_ai]
        if any(p in ai_players for p in pending):
            await self.play_ai(match, ai_players)
        elif match.best_of_n and match.status == "finished":
            await self.series.after_game(match)

    @contextlib.asynccontextmanager
    async def updating(self, match_id: str):
        """One update of a match's messages at a time, so two clicks (or a click and the start-up
        recovery) never both replace a panel (in memory: one process per database)."""
        lock = self._locks.get(match_id)
        if lock is None:
            lock = self._locks[match_id] = asyncio.Lock()
        async with lock:
            yield

    async def _update_panel(
        self, match: Match, seat, ask: dict | None, clicked: bool, shown: bool, ended: bool, announced: bool = False
    ) -> None:
        """Bring one seat's panel up to date; the seat's ``prompted_request_id`` is the decision its
        panel shows. A decision that comes to a player after someone else acted gets a new panel
        message (their notification) when bot/discord/notices.py's rule says so (away, not
        notified since they last came, not yet in this turn); otherwise the panel is edited in place
        (with the board image when its own is of an earlier turn). A new turn by itself edits no
        panel: the player's next decision, or the click's response, brings the new board; the
        end of the game (``ended``) edits every panel that did not show it, with the final board.
        ``announced``: the thread's log post already called a closed-DM player (_callouts): that
        was their notice (or its absence), whatever they clicked since."""
        player = player_id(seat.seat)
        if ask is not None and seat.prompted_request_id == ask["id"]:
            return  # a simultaneous request still waiting on this player: no second message
        if ask is not None and not clicked and not announced and await self._needs_notice(match, seat):
            await self.ask(match, player, ask)
            return
        # The clicker's next decision (or none), a decision for a player still at the table, or a
        # panel whose decision went away (answered by a timer, a concession): edited in place.
        changed = not clicked and (seat.prompted_request_id is not None or ask is not None)
        if (((ended or clicked) and not shown) or changed) and not seat.dm_blocked:
            await self.refresh_panel(match, seat, with_board=ended)
        request_id = ask["id"] if ask is not None else None
        if seat.prompted_request_id != request_id:
            await self.matches.repo.set_prompted(match.id, seat.seat, request_id)

    async def show_decision(self, match: Match, seat, ask: dict) -> None:
        """A decision committed but never shown (start-up recovery): as at any hand-over, a
        notification if the player needs one, else their panel edited in place."""
        await self._update_panel(match, seat, ask, clicked=False, shown=False, ended=False)

    async def _needs_notice(self, match: Match, seat) -> bool:
        """Whether a decision coming to ``seat`` after someone else acted notifies them
        (bot/discord/notices.py: away, not notified since they last came, not yet in this turn)."""
        return needs_notice(seat, await self._turn(match), self.bot.clock())

    async def _turn(self, match: Match) -> int:
        return turn_key(await self.matches.view(match.id, None))

    async def record_notice(self, match: Match, seat: int) -> None:
        """Remember (in the database: a restart does not repeat it) that ``seat`` was notified now."""
        await self.matches.repo.set_noticed(match.id, seat, await self._turn(match))

    async def remind_waiting(self, now: datetime, default_delay: timedelta) -> int:
        """The turn-timer loop's safety net (notices.py, rule 4): a player whose decision has waited
        the server's reminder delay (``default_delay`` where the server set none), who has come
        since their last notification and was not notified in this turn, gets one (a new panel
        message, or the thread mention when their DM is closed). Returns how many were reminded."""
        conn = self.matches.repo.conn
        reminded = 0
        for match in await self.matches.repo.waiting_matches(now - await shortest_notice_reminder(conn, default_delay)):
            delay = await notice_reminder(conn, match.guild_id) or default_delay
            async with self.updating(match.id):
                match = await self.matches.get(match.id)  # as it is now, under the lock
                if match.status != "active":
                    continue
                pending = await self.matches.pending(match.id) or {}
                turn = await self._turn(match)
                for seat in match.players:
                    ask = pending.get(player_id(seat.seat))
                    if ask is None or ask["id"] != seat.prompted_request_id:
                        continue  # not waiting on this seat, or not shown yet (recover sends it)
                    due = reminder_due(seat, turn, match.request_asked_at, now, delay)
                    if due and await self.matches.repo.claim_notice(match.id, seat.seat, turn):  # once over processes
                        if seat.dm_blocked:  # the mention follows the log it refers to (a DM panel shows it)
                            await self.post_held_log_locked(match)
                        await self.ask(match, player_id(seat.seat), ask)
                        reminded += 1
        return reminded

    async def _tell_thread(
        self,
        match: Match,
        change,
        answered_by: str | None,
        pending: dict,
        callouts: dict[int, str],
        opening: bool = False,
        summary: bool = False,
    ) -> None:
        """The thread's log and status after ``change``. The log is held while the player who
        answered is the only one asked next (their own run of decisions: they know what they did),
        and while the decision passes back and forth within a turn between players whose DM panel
        shows what is held, as long as all of it fits there (HELD_ROOM); it is posted in one
        message at a new turn, when it would not fit, when the decision passes to a player without
        a DM panel, when the game ends, or when anything
        else changed the match (a timer, the AI, a concession: ``answered_by`` is None). The
        opening's log (``opening``) waits as a hand-over's does, to start the first post. So the next decider always knows
        what happened, and a hand-over costs no thread post. The post ends with the ``callouts``
        of closed-DM players, or at the end of the game (``summary``) with its summary."""
        held = self._unposted.pop(match.id, None)
        if match.id in self._log_in_step and self._follows(match, held, change):
            events, seq = (held[0], held[1]) if held is not None else ([], None)
            events, seq = events + change.spectator_events, change.seq if change.seq is not None else seq
        else:
            # This process's first news of the match (a new match, one running before a restart, or
            # one another process answered or told the thread of meanwhile): the log starts where
            # the thread was last told, so what a crash kept from it comes first.
            events, seq = await self.matches.public_events_since(match.id, match.narrated_answers)
            self._log_in_step.add(match.id)
        may_wait = (answered_by is not None or opening) and match.status == "active" and not callouts
        if may_wait and self._may_hold(match, pending, answered_by, events) and await self._fits_panel(match, events):
            self._unposted[match.id] = (events, seq, match.narrated_answers)
            thread = await self.thread_of(match)
            if thread is not None:  # the status follows the turn even while the log waits
                await self._edit_status(match, thread, await self._board_on_status(match, change.spectator_events))
            return
        if match.status == "finished":
            self._log_in_step.discard(match.id)
        await self.narrate(match, events, seq, list(callouts.values()), summary)

    @staticmethod
    def _follows(match: Match, held: tuple | None, change) -> bool:
        """Whether this process's log of the match leads up to ``change``: the answers before it
        were told to the thread, or are in what this process ``held``, so none came through another
        process (several processes, issue 25), and no other process posted what it holds. A
        change of no answer (the opening's) is followed as it comes."""
        if held is not None and held[2] != match.narrated_answers:
            return False  # another process told the thread meanwhile
        first = getattr(change, "first_seq", None)
        if first is None:
            return True
        told = (held[1] or 0) if held is not None else match.narrated_answers
        return told == first - 1

    @staticmethod
    def _may_hold(match: Match, pending: dict, answered_by: str | None, events: list[dict]) -> bool:
        """Whether the log may wait (_tell_thread): the answering player's own run, or a hand-over
        within a turn to players who each have a DM panel to show it in."""
        if list(pending) == [answered_by]:
            return True
        seats = {player_id(seat.seat): seat for seat in match.players}
        with_panel = all(not seats[p].is_ai and not seats[p].dm_blocked and seats[p].dm_message_id is not None for p in pending)
        return bool(pending) and with_panel and not turn_began(events)

    async def _fits_panel(self, match: Match, events: list[dict]) -> bool:
        """Whether the log of ``events`` fits a panel's 最近 (HELD_ROOM): if not, it is posted."""
        return len("\n".join(await self._log_of(match, events))) <= HELD_ROOM

    async def _log_of(self, match: Match, events: list[dict]) -> list[str]:
        return log_lines(engine.get_game(match.game), events, await self.names(match))

    async def held_lines(self, match: Match, news: list[dict] = ()) -> list[str]:
        """The log held back from the thread (_tell_thread) and then ``news``, for the panels:
        all of it while it fits HELD_ROOM (the log waits only then); else its newest lines that
        do, for a click's response while the update it starts posts it all to the thread."""
        held = self._unposted.get(match.id)
        lines = await self._log_of(match, [*(held[0] if held else []), *news])
        while len("\n".join(lines)) > HELD_ROOM:
            lines = lines[1:]
        return lines

    async def post_held_log(self, match_id: str) -> None:
        """Post the log held back for ``match_id`` (_tell_thread) now: before a thread message
        that refers to it (a timer's reminder, a draw offer)."""
        if match_id not in self._unposted:
            return
        async with self.updating(match_id):
            await self.post_held_log_locked(await self.matches.get(match_id))

    async def post_held_log_locked(self, match: Match) -> None:
        """``post_held_log`` for a caller inside ``updating``."""
        held = self._unposted.pop(match.id, None)
        if held is not None and held[2] == match.narrated_answers:  # else another process posted it
            await self.narrate(match, held[0], held[1])

    async def narrate(
        self, match: Match, spectator_events: list, seq: int | None, callouts: list[str] = (), summary: bool = False
    ) -> None:
        """The log of the events up to answer ``seq`` in the thread and the status brought up to
        date; then the thread counts as told up to ``seq`` (a restart posts what a crash kept
        from it, see turn_timers.recover). ``callouts`` (closed-DM players to answer) end the
        post, whose last message then carries the 我的手牌 button; with ``summary`` the game-over
        summary does, with the log's last lines when they fit (one REST call less)."""
        thread = await self.thread_of(match)
        if thread is None:
            return
        chunks = split_message([*await self._log_of(match, spectator_events), *callouts])
        last = chunks.pop() if summary and chunks else ""
        for index, chunk in enumerate(chunks):
            if callouts and index == len(chunks) - 1:
                await thread.send(chunk, view=carrier(HandButton(match.id)), allowed_mentions=discord.AllowedMentions(users=True))
            else:
                await thread.send(chunk)
        if summary:
            await post_summary(self, match, thread, last)
        await self._edit_status(match, thread, await self._board_on_status(match, spectator_events))
        if match.status == "finished":
            await self._close_draw_offers(match, thread)
        if seq is not None:
            await self.matches.repo.set_narrated(match.id, seq)

    async def _board_on_status(self, match: Match, spectator_events: list) -> bool:
        """Whether the status gets the public board image anew: at a new turn, if the server wants it."""
        return turn_began(spectator_events) and await board_on_status(self.matches.repo.conn, match.guild_id)

    async def play_ai(self, match: Match, ai_players: list[str]) -> None:
        """The AI answers until a human must decide or the game ends; the humans then see the
        log of everything it did (public forms only) in one update. One AI loop per match at a
        time: a human's click during the AI's turn waits for it (``updating``)."""
        async with self.updating(match.id):
            played = await self._ai_answers(match, ai_players)
            if played is NO_CHANGE:
                return
            match, pending = await self._update_table(match.id, played)
        await self._next_steps(match, pending)

    async def _ai_answers(self, match: Match, ai_players: list[str]) -> AnswerOutcome:
        played = NO_CHANGE
        for _ in range(AI_STEP_LIMIT):
            pending = await self.matches.pending(match.id)
            movers = [p for p in (pending or {}) if p in ai_players]
            if not movers:
                break
            player = movers[0]
            ask = pending[player]
            level = next(s.ai_level for s in match.players if player_id(s.seat) == player)
            outcome = await self.matches.answer(match.id, player, ask["id"], await self.ai.answer(match, player, ask, level))
            if not outcome.accepted:
                log.error("the AI's answer was refused in match %s: %s", match.id, outcome.message)
                break
            played = outcome.after(played)
        return played

    async def ask_of(self, match: Match, player: str) -> dict | None:
        """The player's pending ask as they read it (display names for player ids), or None."""
        ask = (await self.matches.pending(match.id) or {}).get(player)
        return with_names(ask, await self.names(match)) if ask else None

    async def ask(self, match: Match, player: str, ask: dict) -> None:
        """A decision that needs the player's attention: a new panel message in their DM (the old
        one deleted), or when their DM is blocked a mention in the thread with the "我的手牌"
        button (when the log post did not call them already, see _callouts). The request is then
        recorded as shown, so a restart knows what still has to go out."""
        seat = next(s for s in match.players if s.seat == seat_of(player))
        if not seat.dm_blocked and seat.dm_channel_id is None:
            return  # no private view yet (the table is being opened): not sent, so not recorded
        await self.record_notice(match, seat.seat)
        if not seat.dm_blocked:
            content, view = await self.panel(match, player, with_names(ask, await self.names(match)))
            board = await self.panel_board(match, player, always=True)
            try:
                channel = await self.dm_channel(seat)
                message = await channel.send(content, view=view, files=[board] if board else [])
            except discord.Forbidden:
                await self.matches.repo.set_private_channel(match.id, seat.seat, None, None, True)
                seat = replace(seat, dm_blocked=True)
            else:
                await self._delete_old_panel(channel, seat)
                await self.matches.repo.set_private_channel(match.id, seat.seat, str(channel.id), str(message.id), False)
        if seat.dm_blocked:
            thread = await self.thread_of(match)
            if thread is not None:
                await thread.send(
                    t("table.your_decision_blocked", user=f"<@{seat.user_id}>"),
                    view=carrier(HandButton(match.id)),
                    allowed_mentions=discord.AllowedMentions(users=True),
                )
        await self.matches.repo.set_prompted(match.id, seat.seat, ask["id"])

    async def _delete_old_panel(self, channel, seat) -> None:
        if seat.dm_message_id is None:
            return
        try:
            await channel.get_partial_message(int(seat.dm_message_id)).delete()
        except discord.HTTPException as error:
            log.warning("could not delete an old panel of seat %s: %s", seat.seat, error)

    async def thread_of(self, match: Match):
        if match.thread_id is None:
            return None
        return self.bot.get_channel(int(match.thread_id)) or await self.bot.fetch_channel(int(match.thread_id))

    async def dm_channel(self, seat):
        """The DM channel holding a seat's private view (the seat must have one); no REST call,
        also in a process that did not open it."""
        return self.bot.get_partial_messageable(int(seat.dm_channel_id), type=discord.ChannelType.private)

    async def refresh_status(self, match: Match) -> None:
        thread = await self.thread_of(match)
        if thread is not None:
            await self._edit_status(match, thread, always=True)

    async def _edit_status(self, match: Match, thread, attach_board: bool = False, always: bool = False) -> None:
        """Keep the status message current: what it shows of a match in play (status_text) does not
        change until the match ends, so it is edited then (``always`` forces it), and at a new
        turn only with ``attach_board`` (a server setting: the public board image replacing the
        one attached before). Whose turn it is and who must answer now is what the panels and the
        turn's ping say: a turn costs no status edit."""
        if match.status_message_id is None:
            return
        if not always and not attach_board and self._status_shown.get(match.id, "active") == match.status:
            return
        text = await self.status_text(match, pinned=True)
        try:
            message = await self._status_message(match, thread)
            board = await self.board_file(match, None) if attach_board else None
            if board is not None:
                await message.edit(content=text, attachments=[board])
            else:
                await message.edit(content=text)
        except discord.HTTPException:
            log.warning("could not edit the status message of match %s", match.id)
            return
        self._status_shown[match.id] = match.status

    async def _status_message(self, match: Match, thread) -> discord.PartialMessage:
        """The status message: the thread's starter message, in the parent channel (its id is the
        thread's), or one posted in the thread (_make_status)."""
        status_id = int(match.status_message_id)
        channel = await self._parent_channel(thread) if status_id == thread.id else thread
        return channel.get_partial_message(status_id)

    async def _close_draw_offers(self, match: Match, thread) -> None:
        names = await self.names(match)
        for message_id, proposer in self.draw_offers.pop(match.id, []):
            try:
                message = thread.get_partial_message(message_id)
                await message.edit(content=t("match.draw_offer_over", proposer=names[proposer]), view=None)
            except discord.HTTPException:
                log.warning("could not close a draw offer of match %s", match.id)

    async def refresh_panel(self, match: Match, seat, with_board: bool = False) -> None:
        """Edit a seat's panel in place (no notification), with the board image anew when the one
        it shows is of an earlier turn (panel_board) or ``with_board``."""
        if seat.dm_blocked or seat.dm_message_id is None:
            return
        player = player_id(seat.seat)
        ask = await self.ask_of(match, player)
        draft = await existing_draft(self.drafts, match.id, ask["id"], int(seat.user_id)) if ask is not None else None
        content, view = await self.panel(match, player, ask, draft)  # picks in progress stay shown
        board = await self.panel_board(match, player, always=with_board)
        try:
            message = (await self.dm_channel(seat)).get_partial_message(int(seat.dm_message_id))
            if board is not None:
                await message.edit(content=content, view=view, attachments=[board])
            else:
                await message.edit(content=content, view=view)
        except discord.HTTPException as error:
            log.warning("could not edit the panel of seat %s in match %s: %s", seat.seat, match.id, error)

    # ------------------------------------------------------------------ interactions
    async def _participant(self, interaction: discord.Interaction, match_id: str) -> tuple[Match, str] | None:
        match = await self.matches.get(match_id)
        if match is None or from_elsewhere(interaction, match.guild_id):
            await reply(interaction, t("match.unknown", match_id=match_id))
            return None
        player = self.player_of(match, interaction.user.id)
        if player is None:
            await reply(interaction, t("table.not_a_player"))
            return None
        if next(s for s in match.players if s.seat == seat_of(player)).notice_unanswered:
            await self.matches.repo.clear_notice(match.id, seat_of(player))  # they are here: a later need notifies again
        return match, player

    async def _current_ask(self, interaction: discord.Interaction, match_id: str, request_id: str):
        """(match, player, ask) when the clicker is a player and ``request_id`` is their pending
        request; otherwise a polite refusal is sent and None returned."""
        found = await self._participant(interaction, match_id)
        if found is None:
            return None
        match, player = found
        ask = await self.ask_of(match, player)
        if ask is None or ask["id"] != request_id:
            await reply(interaction, t("table.stale"))
            return None
        return match, player, ask

    @_in_progress
    async def pick_indices(self, interaction: discord.Interaction, match_id: str, request_id: str, indices: list[int]) -> None:
        current = await self._current_ask(interaction, match_id, request_id)
        if current is None:
            return
        match, player, ask = current
        if any(i >= len(ask["options"]) for i in indices):
            await reply(interaction, t("table.stale"))
            return
        await self.submit(interaction, match, player, ask, [ask["options"][i]["id"] for i in indices])

    async def submit(self, interaction: discord.Interaction, match: Match, player: str, ask: dict, choice: list[str]) -> None:
        """Apply the answer; the clicked message (the DM panel, or the ephemeral hand view) becomes
        the player's panel at once (what they chose, their next decision); then the table. All
        inside ``updating``: each update sees exactly the state its own answer made."""
        async with self.updating(match.id):
            outcome: AnswerOutcome = await self.matches.answer(match.id, player, ask["id"], choice)
            if not outcome.accepted:
                await reply(interaction, outcome.message)
                return
            labels = {o["id"]: o["label"] for o in ask["options"]}
            picked = "、".join(labels[c] for c in choice) if choice else t("decision.nothing")
            match = await self.matches.get(match.id)
            news = outcome.spectator_events  # the click's events: held by _update_table below, or posted
            content, view = await self.panel(match, player, await self.ask_of(match, player), picked=picked, news=news)
            seat = next(s for s in match.players if s.seat == seat_of(player))
            shown = interaction.message is not None and str(interaction.message.id) == seat.dm_message_id
            # The response brings the board image when the panel's is of an earlier turn or the
            # game ended (an ephemeral hand view: at a new turn): the panel needs no second edit.
            if shown:
                board = await self.panel_board(match, player, always=game_ended(outcome.spectator_events))
            else:
                board = await self.board_file(match, player) if turn_began(outcome.spectator_events) else None
            try:
                if board is not None:
                    await interaction.response.edit_message(content=content, view=view, attachments=[board])
                else:
                    await interaction.response.edit_message(content=content, view=view)
            except discord.HTTPException:  # the clicked message is gone: the answer stands
                shown = False
            match, pending = await self._update_table(match.id, outcome, player, shown)
        await self._next_steps(match, pending)

    @_in_progress
    async def give_pass_order(self, interaction: discord.Interaction, match_id: str, request_id: str, order: str) -> None:
        """让过直到…: pass the current priority request and keep passing while the order stands;
        or cancel a standing order ("off")."""
        if order == "off":
            found = await self._participant(interaction, match_id)
            if found is None:
                return
            match, player = found
            await self.matches.give_pass_order(match.id, seat_of(player), None)
            match = await self.matches.get(match.id)
            content, view = await self.panel(match, player, await self.ask_of(match, player))
            await interaction.response.edit_message(content=content, view=view)
            return
        current = await self._current_ask(interaction, match_id, request_id)
        if current is None:
            return
        match, player, ask = current
        if not await self.matches.is_priority(match.id):
            await reply(interaction, t("table.stale"))
            return
        await self.matches.give_pass_order(match.id, seat_of(player), order)
        await self.submit(interaction, await self.matches.get(match.id), player, ask, [PASS])

    @_in_progress
    async def add_to_draft(self, interaction: discord.Interaction, match_id: str, request_id: str, indices: list[int]) -> None:
        current = await self._current_ask(interaction, match_id, request_id)
        if current is None:
            return
        ask = current[2]
        if not needs_draft(ask):
            await reply(interaction, t("table.stale"))
            return
        draft = await draft_for(self.drafts, match_id, request_id, interaction.user.id)
        add_picks(ask, draft, indices)
        await save_draft(self.drafts, match_id, request_id, interaction.user.id, draft)
        await self._redraw(interaction, current, draft)

    @_in_progress
    async def finish_draft(self, interaction: discord.Interaction, match_id: str, request_id: str, op: str) -> None:
        current = await self._current_ask(interaction, match_id, request_id)
        if current is None:
            return
        match, player, ask = current
        draft = await draft_for(self.drafts, match_id, request_id, interaction.user.id)
        if op == "reset":
            draft = Draft()
            await save_draft(self.drafts, match_id, request_id, interaction.user.id, draft)
            await self._redraw(interaction, current, draft)
            return
        await self.submit(interaction, match, player, ask, list(draft.picked))

    @_in_progress
    async def turn_page(self, interaction: discord.Interaction, match_id: str, request_id: str, page: int) -> None:
        current = await self._current_ask(interaction, match_id, request_id)
        if current is None:
            return
        draft = await draft_for(self.drafts, match_id, request_id, interaction.user.id)
        draft.page = max(0, page)
        await save_draft(self.drafts, match_id, request_id, interaction.user.id, draft)
        await self._redraw(interaction, current, draft)

    async def _redraw(self, interaction: discord.Interaction, current: tuple[Match, str, dict], draft: Draft) -> None:
        """Show the panel again with the draft's picks and page."""
        match, player, ask = current
        content, view = await self.panel(match, player, ask, draft)
        await interaction.response.edit_message(content=content, view=view)

    @_in_progress
    async def show_hand(self, interaction: discord.Interaction, match_id: str) -> None:
        """The player's panel (private view, board image, decision), ephemerally: for players whose
        DM is blocked, and for anyone who lost their DM panel."""
        found = await self._participant(interaction, match_id)
        if found is None:
            return
        match, player = found
        if match.best_of_n:  # the button of a series' status message: its current game
            match = (await self.series.service.games(match.series_id))[-1]
            if await self.series.show_hand(interaction, match, player):
                return
        ask = await self.ask_of(match, player)
        draft = await draft_for(self.drafts, match.id, ask["id"], interaction.user.id) if ask is not None else None
        content, view = await self.panel(match, player, ask, draft)
        board = await self.board_file(match, player)  # the private image: their own hidden cards too
        await interaction.response.send_message(content, files=[board] if board else [], view=view, ephemeral=True)
