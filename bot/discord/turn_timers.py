"""The turn-timer loop and restart recovery for matches in Discord.

Timers live in the database (bot/services/timers.py); this loop only asks which have come due and
acts on them under the match's lock, each once its runner has claimed it in the database (several
bot processes may share it, issue 25: one of them fires each timer, and the claim of a process
that died while firing lapses after ``CLAIM_LEASE``): a reminder in the thread (and DM), then an answer for an absent
player (the heuristic agent's, from that player's view: bot/services/ai_players.py), and finally a
forfeit. Each round also reminds a player whose decision has waited long without a notification
since they last came (bot/discord/notices.py, rule 4). The clock is injectable, so tests
move time instead of waiting.

On start, ``recover`` finishes what a crash may have interrupted: a table left half-open is opened
(or its match called off), the log the thread missed is posted, a decision committed but never
sent to its player is sent, an AI that was mid-turn plays on, and a series goes on between games.
While the bot runs, each round looks once at every match whose last change has just grown
``stall_after`` old: if another process died changing it (a table half-open, a decision not sent,
an AI mid-turn; a live process finishes those in seconds), this one claims it and finishes the
work, so the survivors of a crash carry its matches on without a restart (issue 25).
Sideboard steps of best-of-N series time out here too (bot/discord/series_tables.py).
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta

import discord

from bot.discord.tables import MatchTables
from bot.messages import t
from bot.services.matches import MatchService, player_id
from bot.services.outcomes import NO_CHANGE
from bot.services.timers import load_settings, next_timer
from bot.storage.repositories import Match

log = logging.getLogger(__name__)

# How long a timer claimed by a process stays its own: far longer than firing takes (an AI's
# default answer and a few Discord calls), so only a process that died mid-firing loses it.
CLAIM_LEASE = timedelta(minutes=5)
# How old a match's last change is when the loop checks whether the process making it died before
# finishing the work that follows it (far longer than that work takes in a live process).
STALL_AFTER = timedelta(minutes=2)


class TurnTimerRunner:
    def __init__(
        self, tables: MatchTables, clock: Callable[[], datetime], interval: float = 60.0, stall_after: timedelta = STALL_AFTER
    ) -> None:
        self.tables = tables
        self.matches: MatchService = tables.matches
        self.clock = clock
        self.interval = interval
        self.stall_after = stall_after
        # Matches last changed up to here were looked at (by ``recover`` at the start, then by
        # each round); None until ``recover`` ran.
        self._looked_until: datetime | None = None
        self._task: asyncio.Task | None = None
        self._stopped = False
        # Names this runner in the claims it writes (repositories.claim_match).
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"

    def start(self) -> None:
        # on_ready may still be recovering when the bot closes: a stopped runner stays stopped.
        if self._task is None and not self._stopped:
            self._task = asyncio.create_task(self._run(), name="turn-timers")

    async def stop(self) -> None:
        self._stopped = True
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                await self.fire_due()
            except Exception:  # one bad match must not stop every timer
                log.exception("turn timers failed")
            await asyncio.sleep(self.interval)

    async def fire_due(self) -> int:
        """Act on every timer due now; returns how many fired."""
        fired = 0
        repo = self.matches.repo
        for match in await repo.due_matches(self.clock()):
            if not await repo.claim_match(match, self.owner, CLAIM_LEASE):
                continue  # another process fires it, or it was answered meanwhile
            try:
                with self.tables.working():
                    if await self._fire(match):
                        fired += 1
            finally:  # a timer that acted was moved on already; one that did not waits for the next round
                await repo.release_match(match.id, self.owner)
        fired += await self.finish_stalled()
        with self.tables.working():
            fired += await self.tables.series.fire_due(self.clock())
        with self.tables.working():  # decisions waiting long on a player not notified since (notices.py)
            fired += await self.tables.remind_waiting(self.clock(), self.tables.bot.config.notice_reminder)
        return fired

    async def _fire(self, match: Match) -> bool:
        timer = match.timer
        pending = await self.matches.pending(match.id) or {}
        humans = {player_id(s.seat): s for s in match.players if not s.is_ai}
        # Only the decision the timer was set for (the match as listed): a click since may have
        # brought a new one, whose own timer has just started.
        waiting = [p for p in pending if p in humans and pending[p]["id"] == match.current_request_id]
        if timer is None or not waiting:
            return False
        thread = await self.tables.thread_of(match)
        await self.tables.post_held_log(match.id)  # the reminder or default follows the log it refers to
        mentions = "、".join(f"<@{humans[p].user_id}>" for p in waiting)
        if timer.stage == "remind":
            settings = await load_settings(self.matches.repo.conn, match.guild_id)
            last_active = min(humans[p].last_active_at or timer.asked_at for p in waiting)
            following = next_timer(timer, last_active, settings)
            if not await self.matches.repo.set_timer(match.id, match.current_request_id, following):
                return False  # answered meanwhile
            when = f"<t:{int(following.at.timestamp())}:R>"
            key = "timer.remind_forfeit" if following.stage == "forfeit" else "timer.remind"
            await self._say(thread, t(key, users=mentions, when=when))
            for player in waiting:  # their notification: no second reminder for this wait (notices.py)
                await self.tables.record_notice(match, humans[player].seat)
            return True
        if timer.stage == "default":
            answered, defaulted = NO_CHANGE, []
            for player in waiting:
                ask = pending[player]
                choice = await self.tables.ai.default_answer(match, player, ask)
                outcome = await self.matches.answer(match.id, player, ask["id"], choice, by_timer=True)
                if outcome.accepted:  # refused: the player answered since the match was read
                    answered, defaulted = outcome.after(answered), [*defaulted, player]
            if not defaulted:
                return False
            users = "、".join(f"<@{humans[p].user_id}>" for p in defaulted)
            await self._say(thread, t("timer.defaulted", users=users))
            await self.tables.after_change(match.id, answered)
            return True
        outcome = await self.matches.act(match.id, waiting[0], "concede", by_timer=True)
        if outcome.accepted:
            await self._say(thread, t("timer.forfeited", users=mentions))
            await self.tables.after_change(match.id, outcome)
        return outcome.accepted

    async def _say(self, thread, text: str) -> None:
        if thread is not None:
            await thread.send(text, allowed_mentions=discord.AllowedMentions(users=True))

    async def recover(self) -> int:
        """Finish what a crash interrupted, in the order it would have happened: a table left
        half-open is opened (or its match called off), a thread gets the log it missed, a player
        the private view, then decisions committed but never sent go out and a mid-turn AI plays
        on. Returns how many matches needed it."""
        self._looked_until = self.clock() - self.stall_after
        with self.tables.working():  # one piece of work: tests and shutdown wait for all of it
            recovered = await self._recover_matches()
            return recovered + await self.tables.series.recover()

    async def finish_stalled(self) -> int:
        """Finish the work of matches whose last change has just grown ``stall_after`` old but
        which still wait on it (a table half-open, a decision not sent, an AI mid-turn): the
        process changing them died. Each is claimed first, so one process finishes it. Returns how
        many needed it."""
        if self._looked_until is None:
            return 0  # recover() has not run: it looks at every match first
        until = self.clock() - self.stall_after
        finished = 0
        repo = self.matches.repo
        for match in await repo.changed_between(self._looked_until, until):
            if not await repo.claim_match(match, self.owner, CLAIM_LEASE):
                continue  # another process is on it, or it changed since: it is not stalled
            try:
                with self.tables.working():
                    finished += await self._recover_match(match)
            finally:
                await repo.release_match(match.id, self.owner)
        self._looked_until = until
        return finished

    async def _recover_matches(self) -> int:
        recovered: set[str] = set()
        for match in await self.matches.repo.unopened_matches():
            recovered.add(match.id)
            await self.tables.resume_opening(match)
        for match in await self.matches.repo.unnarrated_matches():
            recovered.add(match.id)
            events, seq = await self.matches.public_events_since(match.id, match.narrated_answers)
            await self.tables.narrate(match, events, seq)
        for match in await self.matches.repo.active_matches():
            if await self._recover_match(match, reopen=False):
                recovered.add(match.id)
        return len(recovered)

    async def _recover_match(self, match: Match, reopen: bool = True) -> bool:
        """Open the match's table if it is half-open (with ``reopen``; ``recover`` opened every
        such table first), then send its players the private views and decisions they miss and
        let a mid-turn AI play on; whether any of it was needed. (A log held for the thread is
        not lost: it goes out with the next change or reminder.)"""
        reopened = reopen and match.status_message_id is None
        if reopened:
            await self.tables.resume_opening(match)
            match = await self.matches.repo.get_match(match.id)
            if match is None or match.status != "active":
                return True  # called off
        async with self.tables.updating(match.id):
            # What is missing is judged under the match's lock, on the match as stored now: a
            # click's update may have been running since the match was listed, and it does its own
            # work. A match changed since it was read (and claimed) is not stalled at all.
            listed, match = match, await self.matches.repo.get_match(match.id)
            if match is None or match.status != "active" or match.row_version != listed.row_version:
                return reopened
            pending = await self.matches.pending(match.id) or {}
            ai = [player_id(s.seat) for s in match.players if s.is_ai]
            humans = [s for s in match.players if not s.is_ai]
            viewless = [s for s in humans if s.dm_message_id is None and not s.dm_blocked]
            missing = [s for s in humans if player_id(s.seat) in pending and s.prompted_request_id != pending[player_id(s.seat)]["id"]]
            if not viewless and not missing and not any(p in ai for p in pending):
                return reopened
            thread = await self.tables.thread_of(match)
            for seat in viewless:
                await self.tables.open_private_view(match, seat.seat, thread)
            for seat in missing:
                await self.tables.show_decision(match, seat, pending[player_id(seat.seat)])
        if any(p in ai for p in pending):
            await self.tables.play_ai(match, ai)
        return True
