"""/联赛 and /排行榜: league events run by a TO, played and reported by members.

Thin: every action is a LeagueService call (bot/services/league/), then the messages that show
it. An event lives in the channel it was created in: one message with the 报名 / 签到 / 提交卡表 /
退赛 buttons, the pairings of each round, a thread per match with its result buttons, and one
standings message (text and image) edited as results come in. Buttons are ``DynamicItem``s
carrying the event or pairing id, so they work after a restart; round timers are deadlines in the
database, announced by a polling task.

TO actions need the event's TO role or Manage Server (creating an event needs Manage Server).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import logging
import random

import discord
from discord import app_commands
from discord.ext import commands

import engine
from bot.discord.components import PersistentButton
from bot.discord.decisions import carrier
from bot.discord.errors import GuardedModal
from bot.discord.game_options import game_choices
from bot.discord.tables import split_message
from bot.messages import t
from bot.render.standings import render_standings
from bot.services.decks import MAX_LIST_LENGTH
from bot.services.league.errors import LeagueError
from bot.services.league.export import export_files, result_text
from bot.services.league.glicko2 import PROVISIONAL_GAMES
from bot.services.league.rating_history import MAX_PERIOD_DAYS
from bot.services.league.service import LeagueService, PairedRound, ResultUpdate
from bot.services.league.standings import Standing, as_percent
from bot.services.series import SeriesError
from bot.storage.league import Event, NewEvent, Pairing

log = logging.getLogger(__name__)

TIMER_POLL_SECONDS = 30
STANDINGS_TEXT_ROWS = 16
AUTOCOMPLETE_LIMIT = 25
DEFAULT_ROUND_MINUTES = {"tournament": 50, "league": 60 * 24 * 7}
SCORE_BUTTONS = {  # (own games, opponent's games, drawn games) offered to report, by best-of
    1: [(1, 0, 0), (0, 1, 0), (0, 0, 1)],
    3: [(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1)],
}


def _score_label(own: int, theirs: int, draws: int) -> str:
    if own > theirs:
        return t("league.button_won", score=f"{own}-{theirs}" + (f"-{draws}" if draws else ""))
    if own < theirs:
        return t("league.button_lost", score=f"{own}-{theirs}" + (f"-{draws}" if draws else ""))
    return t("league.button_drawn", score=f"{own}-{theirs}-{draws}")


# ---------------------------------------------------------------------- persistent components


def _cog(interaction: discord.Interaction) -> LeagueCog:
    return interaction.client.get_cog("LeagueCog")


class EventButton(PersistentButton, custom_id="lg:ev:{event_id:int}:{op:reg|chk|deck|drop}"):
    label_key = "league.button_{op}"
    STYLES = {"reg": discord.ButtonStyle.success, "chk": discord.ButtonStyle.primary,
              "deck": discord.ButtonStyle.secondary, "drop": discord.ButtonStyle.danger}  # fmt: skip

    def button_style(self) -> discord.ButtonStyle:
        return self.STYLES[self.op]

    async def callback(self, interaction: discord.Interaction) -> None:
        await _cog(interaction).event_button(interaction, self.event_id, self.op)


class ReportButton(PersistentButton, custom_id="lg:rp:{pairing_id:int}:{own:digit}:{theirs:digit}:{draws:digit}"):
    def default_label(self) -> str:
        return _score_label(self.own, self.theirs, self.draws)

    def button_style(self) -> discord.ButtonStyle:
        return discord.ButtonStyle.success if self.own > self.theirs else discord.ButtonStyle.secondary

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = _cog(interaction)
        score = (self.own, self.theirs, self.draws)
        await cog.result_action(
            interaction, lambda: cog.league.report(self.pairing_id, str(interaction.user.id), *score), self.pairing_id
        )


class ConfirmButton(PersistentButton, custom_id="lg:cf:{pairing_id:int}:{op:ok|no}"):
    label_key = "league.button_confirm_{op}"

    def button_style(self) -> discord.ButtonStyle:
        return discord.ButtonStyle.success if self.op == "ok" else discord.ButtonStyle.danger

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = _cog(interaction)
        act = cog.league.confirm if self.op == "ok" else cog.league.dispute
        await cog.result_action(interaction, lambda: act(self.pairing_id, str(interaction.user.id)), self.pairing_id)


class PlayButton(PersistentButton, custom_id="lg:play:{pairing_id:int}"):
    label_key = "league.button_play"
    style = discord.ButtonStyle.primary

    async def callback(self, interaction: discord.Interaction) -> None:
        await _cog(interaction).play_in_bot(interaction, self.pairing_id)


class DeckListModal(GuardedModal):
    """The deck list of a registration (or of a late entry, which registers with it)."""

    def __init__(self, event: Event) -> None:
        super().__init__(title=t("league.deck_modal_title", name=event.name)[:45], custom_id=f"lg:deck:{event.id}", timeout=None)
        self.event_id = event.id
        self.deck_list = discord.ui.TextInput(
            label=t("league.deck_modal_list"), custom_id="list", style=discord.TextStyle.long, max_length=MAX_LIST_LENGTH
        )
        self.add_item(self.deck_list)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await _cog(interaction).deck_submitted(interaction, self.event_id, self.deck_list.value)


def report_view(pairing: Pairing, best_of: int) -> discord.ui.View:
    buttons = [ReportButton(pairing.id, *score) for score in SCORE_BUTTONS[best_of]]
    return carrier(*buttons, PlayButton(pairing.id))


# ---------------------------------------------------------------------- options


async def event_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    cog = _cog(interaction)
    events = await cog.league.events(str(interaction.guild_id), active_only=False)
    needle = current.strip().lower()
    return [
        app_commands.Choice(name=t("league.event_choice", id=e.id, name=e.name, status=t(f"league.event_status.{e.status}"))[:100], value=e.id)
        for e in events
        if needle in e.name.lower() or needle in str(e.id)
    ][:AUTOCOMPLETE_LIMIT]


KIND_CHOICES = [app_commands.Choice(name=t(f"league.kind.{k}"), value=k) for k in ("tournament", "league")]
BEST_OF_CHOICES = [app_commands.Choice(name=t(f"league.best_of_{n}"), value=n) for n in (1, 3)]
TOP_CUT_CHOICES = [app_commands.Choice(name=t("league.top_cut_choice", size=n), value=n) for n in (2, 4, 8)]
EVENT_OPTION = {"event": t("cmd.option.event")}
EVENT_DESCRIPTION = {"event": t("cmd.option.event.desc")}


class LeagueCog(commands.Cog, name="LeagueCog"):
    group = app_commands.Group(name=t("cmd.league"), description=t("cmd.league.desc"), guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.league = LeagueService(bot.db, bot.match_service)
        self._timer_task: asyncio.Task | None = None

    async def cog_load(self) -> None:
        rated = await self.league.recover_results()
        if rated:
            log.info(t("league.results_rated_after_restart", count=rated))
        self.bot.match_service.finish_listeners.append(self.match_finished)
        self.bot.match_service.series.finish_listeners.append(self.series_finished)
        self._timer_task = asyncio.create_task(self._announce_timers(), name="league-round-timers")

    async def cog_unload(self) -> None:
        with contextlib.suppress(ValueError):
            self.bot.match_service.finish_listeners.remove(self.match_finished)
            self.bot.match_service.series.finish_listeners.remove(self.series_finished)
        if self._timer_task is not None:
            self._timer_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._timer_task

    # ------------------------------------------------------------------ helpers
    async def _event(self, interaction: discord.Interaction, event_id: int | None) -> Event | None:
        """The event named, or the server's one unfinished event; None after a refusal."""
        try:
            if event_id is not None:
                return await self.league.event_in(str(interaction.guild_id), event_id)
            events = await self.league.events(str(interaction.guild_id))
            if len(events) == 1:
                return events[0]
            raise LeagueError("league.which_event" if events else "league.no_events")
        except LeagueError as error:
            await _reply(interaction, error.message)
            return None

    @staticmethod
    def is_organizer(interaction: discord.Interaction, event: Event) -> bool:
        if interaction.permissions.manage_guild:
            return True
        roles = getattr(interaction.user, "roles", [])
        return event.to_role_id is not None and any(str(role.id) == event.to_role_id for role in roles)

    async def _organizer_event(self, interaction: discord.Interaction, event_id: int | None) -> Event | None:
        event = await self._event(interaction, event_id)
        if event is not None and not self.is_organizer(interaction, event):
            await _reply(interaction, t("league.organizers_only"))
            return None
        return event

    async def _pairing_here(self, interaction: discord.Interaction, pairing_id: int) -> tuple[Pairing, Event]:
        """The pairing of a button, if it belongs to this server and the button is in the pairing's
        thread or the event channel (a forged custom id elsewhere is refused as unknown)."""
        pairing, event = await self.league.pairing_in(str(interaction.guild_id), pairing_id)
        places = {pairing.thread_id, event.channel_id} - {None}
        if places and str(interaction.channel_id) not in places:
            raise LeagueError("league.unknown_pairing")
        return pairing, event

    async def _channel(self, event: Event):
        channel_id = int(event.channel_id)
        return self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)

    @staticmethod
    def _organizer_mention(event: Event) -> str:
        return f"<@&{event.to_role_id}>" if event.to_role_id else f"<@{event.organizer_id}>"

    # ------------------------------------------------------------------ creating and registering
    @group.command(name=t("cmd.league.create"), description=t("cmd.league.create.desc"))
    @app_commands.rename(name=t("cmd.option.event_name"), game=t("cmd.option.game"), kind=t("cmd.option.kind"),
                         best_of=t("cmd.option.best_of"), format=t("cmd.option.format"), schedule=t("cmd.option.schedule"),
                         round_minutes=t("cmd.option.round_minutes"), top_cut=t("cmd.option.top_cut"),
                         to_role=t("cmd.option.to_role"))  # fmt: skip
    @app_commands.describe(name=t("cmd.option.event_name.desc"), game=t("cmd.option.game.desc"), kind=t("cmd.option.kind.desc"),
                           best_of=t("cmd.option.best_of.desc"), format=t("cmd.option.format.desc"),
                           schedule=t("cmd.option.schedule.desc"), round_minutes=t("cmd.option.round_minutes.desc"),
                           top_cut=t("cmd.option.top_cut.desc"), to_role=t("cmd.option.to_role.desc"))  # fmt: skip
    @app_commands.choices(game=game_choices(), kind=KIND_CHOICES, best_of=BEST_OF_CHOICES, top_cut=TOP_CUT_CHOICES)
    async def create(self, interaction: discord.Interaction, name: str, game: str, kind: str, best_of: int,
                     format: str = "", schedule: str = "", round_minutes: int | None = None, top_cut: int = 0,
                     to_role: discord.Role | None = None) -> None:  # fmt: skip
        if not interaction.permissions.manage_guild:
            await _reply(interaction, t("league.create_needs_manage_guild"))
            return
        new = NewEvent(
            guild_id=str(interaction.guild_id), game=game, name=name, kind=kind, best_of=best_of,
            round_minutes=round_minutes or DEFAULT_ROUND_MINUTES[kind], organizer_id=str(interaction.user.id),
            format=format, schedule=schedule, top_cut=top_cut, to_role_id=str(to_role.id) if to_role else None,
            channel_id=str(interaction.channel_id),
        )  # fmt: skip
        try:
            event = await self.league.create_event(new)
        except (LeagueError, engine.GameError) as error:
            await _reply(interaction, error.message)
            return
        view = carrier(*(EventButton(event.id, op) for op in ("reg", "deck", "chk", "drop")))
        await interaction.response.send_message(self._event_text(event), view=view)

    def _event_text(self, event: Event) -> str:
        lines = [
            t("league.event_title", id=event.id, name=event.name, kind=t(f"league.kind.{event.kind}")),
            t("league.event_game", game=engine.get_game(event.game).name, best_of=event.best_of),
        ]
        if event.format:
            lines.append(t("league.event_format", format=event.format))
        if event.schedule:
            lines.append(t("league.event_schedule", schedule=event.schedule))
        if event.top_cut:
            lines.append(t("league.event_top_cut", size=event.top_cut))
        lines.append(t("league.event_howto"))
        return "\n".join(lines)

    async def event_button(self, interaction: discord.Interaction, event_id: int, op: str) -> None:
        user = str(interaction.user.id)
        try:
            event = await self.league.event_in(str(interaction.guild_id), event_id)
            if op == "deck" or (op == "reg" and event.status == "running"):
                await interaction.response.send_modal(DeckListModal(event))  # a late entry brings its list
                return
            if op == "reg":
                await self.league.register(event_id, user, interaction.user.display_name)
                text = t("league.registered", name=event.name)
            elif op == "chk":
                await self.league.check_in(event_id, user)
                text = t("league.checked_in", name=event.name)
            else:
                text = t("league.withdrawn" if await self.league.drop(event_id, user, by=user) is None else "league.dropped", name=event.name)
        except LeagueError as error:
            await _reply(interaction, error.message)
            return
        await _reply(interaction, text)

    async def deck_submitted(self, interaction: discord.Interaction, event_id: int, deck_text: str) -> None:
        user = str(interaction.user.id)
        try:
            event = await self.league.event_in(str(interaction.guild_id), event_id)
            if await self.league.repo.get_registration(event_id, user) is None:
                await self.league.register(event_id, user, interaction.user.display_name, deck_text)
                key = "league.late_entry" if event.status == "running" else "league.registered_with_deck"
                text = t(key, name=event.name)
            else:
                count = await self.league.submit_deck(event_id, user, deck_text)
                text = t("league.deck_saved", name=event.name, count=count)
        except LeagueError as error:
            await _reply(interaction, error.message[:2000])
            return
        await _reply(interaction, text)

    @group.command(name=t("cmd.league.deck"), description=t("cmd.league.deck.desc"))
    @app_commands.rename(member=t("cmd.option.member"), **EVENT_OPTION)
    @app_commands.describe(member=t("cmd.option.member.desc"), **EVENT_DESCRIPTION)
    @app_commands.autocomplete(event=event_autocomplete)
    async def view_deck(self, interaction: discord.Interaction, member: discord.Member | None = None, event: int | None = None) -> None:
        found = await self._event(interaction, event)
        if found is None:
            return
        owner = member or interaction.user
        try:
            text = await self.league.deck_list(found.id, str(owner.id), str(interaction.user.id), self.is_organizer(interaction, found))
        except LeagueError as error:
            await _reply(interaction, error.message)
            return
        embed = discord.Embed(title=t("league.deck_title", player=owner.display_name, name=found.name)[:256],
                              description=discord.utils.escape_markdown(text)[:4096])  # fmt: skip
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @group.command(name=t("cmd.league.drop"), description=t("cmd.league.drop.desc"))
    @app_commands.rename(member=t("cmd.option.member"), **EVENT_OPTION)
    @app_commands.describe(member=t("cmd.option.drop_member.desc"), **EVENT_DESCRIPTION)
    @app_commands.autocomplete(event=event_autocomplete)
    async def drop(self, interaction: discord.Interaction, member: discord.Member | None = None, event: int | None = None) -> None:
        found = await self._event(interaction, event)
        if found is None:
            return
        if member is not None and member.id != interaction.user.id and not self.is_organizer(interaction, found):
            await _reply(interaction, t("league.organizers_only"))
            return
        target = member or interaction.user
        try:
            kept = await self.league.drop(found.id, str(target.id), by=str(interaction.user.id))
        except LeagueError as error:
            await _reply(interaction, error.message)
            return
        await interaction.response.send_message(
            t("league.withdrawn_member" if kept is None else "league.dropped_member", user=target.mention, name=found.name),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def drop_departed(self, guild: discord.Guild, event: Event) -> None:
        """Drop the players who left the server, before a round is paired. Asking Discord for each
        member needs no privileged intent (a member-leave event would need Server Members)."""
        for registration in await self.league.registrations(event.id):
            if registration.dropped or not registration.checked_in:
                continue
            try:
                await guild.fetch_member(int(registration.user_id))
            except discord.NotFound:
                await self.league.drop(event.id, registration.user_id, by="left_server")
                channel = await self._channel(event)
                await channel.send(t("league.left_server", user=f"<@{registration.user_id}>", name=event.name),
                                   allowed_mentions=discord.AllowedMentions.none())  # fmt: skip

    # ------------------------------------------------------------------ running the event (TO)
    @group.command(name=t("cmd.league.start"), description=t("cmd.league.start.desc"))
    @app_commands.rename(**EVENT_OPTION)
    @app_commands.describe(**EVENT_DESCRIPTION)
    @app_commands.autocomplete(event=event_autocomplete)
    async def start(self, interaction: discord.Interaction, event: int | None = None) -> None:
        found = await self._organizer_event(interaction, event)
        if found is None:
            return
        try:
            absent = await self.league.start(found.id)
        except LeagueError as error:
            await _reply(interaction, error.message)
            return
        players = len(await self.league.standings(found.id))
        text = t("league.started", name=found.name, count=players)
        if absent:
            text += "\n" + t("league.absent", names="、".join(r.display_name for r in absent))
        await interaction.response.send_message(text)

    @group.command(name=t("cmd.league.pair"), description=t("cmd.league.pair.desc"))
    @app_commands.rename(**EVENT_OPTION)
    @app_commands.describe(**EVENT_DESCRIPTION)
    @app_commands.autocomplete(event=event_autocomplete)
    async def pair(self, interaction: discord.Interaction, event: int | None = None) -> None:
        await self._pair(interaction, event, repair=False)

    @group.command(name=t("cmd.league.repair"), description=t("cmd.league.repair.desc"))
    @app_commands.rename(**EVENT_OPTION)
    @app_commands.describe(**EVENT_DESCRIPTION)
    @app_commands.autocomplete(event=event_autocomplete)
    async def repair(self, interaction: discord.Interaction, event: int | None = None) -> None:
        await self._pair(interaction, event, repair=True)

    @group.command(name=t("cmd.league.top_cut"), description=t("cmd.league.top_cut.desc"))
    @app_commands.rename(size=t("cmd.option.top_cut"), **EVENT_OPTION)
    @app_commands.describe(size=t("cmd.option.top_cut.desc"), **EVENT_DESCRIPTION)
    @app_commands.choices(size=TOP_CUT_CHOICES)
    @app_commands.autocomplete(event=event_autocomplete)
    async def top_cut(self, interaction: discord.Interaction, size: int | None = None, event: int | None = None) -> None:
        await self._pair(interaction, event, repair=False, cut_size=size or 0)

    async def _pair(self, interaction: discord.Interaction, event_id: int | None, *, repair: bool, cut_size: int | None = None) -> None:
        found = await self._organizer_event(interaction, event_id)
        if found is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # members and threads take a moment
        try:
            if found.status == "running":
                await self.drop_departed(interaction.guild, found)
            if cut_size is not None:
                paired = await self.league.start_top_cut(found.id, cut_size or None)
            elif repair:
                paired = await self.league.repair_round(found.id)
            else:
                paired = await self.league.pair_next_round(found.id)
        except LeagueError as error:
            await _reply(interaction, error.message)
            return
        await self.post_pairings(await self.league.event(found.id), paired)
        await interaction.followup.send(t("league.paired", number=paired.round.number), ephemeral=True)

    async def post_pairings(self, event: Event, paired: PairedRound) -> None:
        """The round's pairings in the event channel, then a thread per match with its buttons."""
        names = await self.league.names(event.id)
        channel = await self._channel(event)
        stage = t(f"league.stage.{paired.round.stage}")
        deadline = discord.utils.format_dt(paired.round.deadline_at, "t") if paired.round.deadline_at else ""
        lines = [t("league.pairings_title", name=event.name, number=paired.round.number, stage=stage, deadline=deadline)]
        for p in paired.pairings:
            if p.kind == "match":
                lines.append(t("league.pairing_line", table=p.table_number, first=names[p.player1_id], second=names[p.player2_id]))
            else:
                lines.append(t(f"league.pairing_{p.kind}", table=p.table_number, player=names[p.player1_id]))
        for chunk in split_message(lines):
            await channel.send(chunk)
        for p in paired.pairings:
            if p.kind != "match":
                continue
            starter = await channel.send(
                t("league.table_opening", number=paired.round.number, table=p.table_number,
                  first=f"<@{p.player1_id}>", second=f"<@{p.player2_id}>"),
                allowed_mentions=discord.AllowedMentions(users=True),
            )  # fmt: skip
            title = t("league.thread_name", number=paired.round.number, table=p.table_number,
                      first=names[p.player1_id], second=names[p.player2_id])  # fmt: skip
            thread = await starter.create_thread(name=title[:100], auto_archive_duration=10080)
            await thread.send(t("league.report_prompt", best_of=event.best_of), view=report_view(p, event.best_of))
            await self.league.repo.set_pairing_thread(p.id, str(thread.id))
        await self.refresh_standings(event)

    @group.command(name=t("cmd.league.override"), description=t("cmd.league.override.desc"))
    @app_commands.rename(table=t("cmd.option.table"), wins1=t("cmd.option.wins1"), wins2=t("cmd.option.wins2"),
                         draws=t("cmd.option.draws"), round=t("cmd.option.round"), **EVENT_OPTION)  # fmt: skip
    @app_commands.describe(table=t("cmd.option.table.desc"), wins1=t("cmd.option.wins1.desc"), wins2=t("cmd.option.wins2.desc"),
                           draws=t("cmd.option.draws.desc"), round=t("cmd.option.round.desc"), **EVENT_DESCRIPTION)  # fmt: skip
    @app_commands.autocomplete(event=event_autocomplete)
    async def override(self, interaction: discord.Interaction, table: int, wins1: int, wins2: int, draws: int = 0,
                       round: int | None = None, event: int | None = None) -> None:  # fmt: skip
        found = await self._organizer_event(interaction, event)
        if found is None:
            return
        organizer = str(interaction.user.id)

        async def act() -> ResultUpdate:
            pairing = await self.league.find_pairing(found.id, round, table)
            return await self.league.override(pairing.id, organizer, (wins1, wins2, draws))

        await self.result_action(interaction, act)

    @group.command(name=t("cmd.league.end"), description=t("cmd.league.end.desc"))
    @app_commands.rename(**EVENT_OPTION)
    @app_commands.describe(**EVENT_DESCRIPTION)
    @app_commands.autocomplete(event=event_autocomplete)
    async def end(self, interaction: discord.Interaction, event: int | None = None) -> None:
        found = await self._organizer_event(interaction, event)
        if found is None:
            return
        try:
            standings = await self.league.end(found.id)
            champion = await self.league.champion(found.id)
        except LeagueError as error:
            await _reply(interaction, error.message)
            return
        names = await self.league.names(found.id)
        lines = [t("league.ended", name=found.name)]
        if champion is not None:
            lines.append(t("league.champion", player=names[champion]))
        lines += [_standing_line(p.standing, names, p.place) for p in standings[:STANDINGS_TEXT_ROWS]]
        lines.append(t("league.lists_revealed"))
        lists = "\n\n".join(
            f"## {r.display_name}\n{r.deck_list}" for r in await self.league.registrations(found.id) if r.deck_list and r.checked_in
        )
        file = discord.File(io.BytesIO(lists.encode("utf-8")), filename=t("league.lists_file", id=found.id))
        await interaction.response.send_message("\n".join(lines)[:2000], file=file)
        await self.refresh_standings(await self.league.event(found.id))

    # ------------------------------------------------------------------ results
    async def result_action(self, interaction: discord.Interaction, act, pairing_id: int | None = None) -> None:
        """Run a result change (report, confirm, dispute, override) and show what it did; a button's
        ``pairing_id`` is checked to belong here first."""
        try:
            if pairing_id is not None:
                await self._pairing_here(interaction, pairing_id)
            update: ResultUpdate = await act()
        except LeagueError as error:
            await _reply(interaction, error.message)
            return
        await _reply(interaction, t(f"league.ack_{update.pairing.status}"))
        await self.announce_result(update)

    async def announce_result(self, update: ResultUpdate) -> None:
        pairing = update.pairing
        event = await self.league.event(pairing.event_id)
        names = await self.league.names(event.id)
        score = t("league.score", first=names[pairing.player1_id], result=result_text(pairing), second=names[pairing.player2_id])
        thread = None
        if pairing.thread_id is not None:
            with contextlib.suppress(discord.HTTPException):
                thread = self.bot.get_channel(int(pairing.thread_id)) or await self.bot.fetch_channel(int(pairing.thread_id))
        target = thread or await self._channel(event)
        if pairing.status == "reported":
            opponent = pairing.opponent_of(pairing.reported_by)
            text = t("league.reported", reporter=f"<@{pairing.reported_by}>", score=score, opponent=f"<@{opponent}>")
            view = carrier(ConfirmButton(pairing.id, "ok"), ConfirmButton(pairing.id, "no"))
            await target.send(text, view=view, allowed_mentions=discord.AllowedMentions(users=True))
        elif pairing.status == "disputed":
            claims = "；".join(
                t("league.claim", player=names.get(user, user), result="-".join(map(str, claim)))
                for user, claim in pairing.claims.items()
            )
            text = t("league.disputed", score=score, claims=claims, organizer=self._organizer_mention(event))
            await target.send(text, allowed_mentions=discord.AllowedMentions(users=True, roles=True))
        else:
            await target.send(t(f"league.final_{pairing.source}", score=score))
        if update.final:
            await self.refresh_standings(event)

    async def play_in_bot(self, interaction: discord.Interaction, pairing_id: int) -> None:
        tables = self.bot.tables
        with tables.working():  # until the table is open (bot/discord/tables.py)
            try:
                pairing, event = await self._pairing_here(interaction, pairing_id)
                seed = random.SystemRandom().getrandbits(48)
                handle = await self.league.start_bot_game(pairing_id, str(interaction.user.id), seed, event.channel_id)
            except (LeagueError, SeriesError, engine.GameError) as error:
                await _reply(interaction, error.message)
                return
            names = await self.league.names(event.id)
            for player in pairing.players():
                await tables.users.remember(player, names[player])
            answer = functools.partial(_reply, interaction)
            await tables.open_table(handle, await self._channel(event), t("league.game_started"), answer)

    async def match_finished(self, match_id: str) -> None:
        """The match service's finish listener: a BO1 league game is its pairing's result."""
        update = await self.league.on_match_finished(match_id)
        if update is not None:
            await self.announce_result(update)

    async def series_finished(self, series_id: str) -> None:
        """The series service's finish listener: a BO3 pairing's series is its result."""
        update = await self.league.on_series_finished(series_id)
        if update is not None:
            await self.announce_result(update)

    # ------------------------------------------------------------------ standings, export, timers
    @group.command(name=t("cmd.league.standings"), description=t("cmd.league.standings.desc"))
    @app_commands.rename(**EVENT_OPTION)
    @app_commands.describe(**EVENT_DESCRIPTION)
    @app_commands.autocomplete(event=event_autocomplete)
    async def standings(self, interaction: discord.Interaction, event: int | None = None) -> None:
        found = await self._event(interaction, event)
        if found is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        url = await self.refresh_standings(found)
        await interaction.followup.send(t("league.standings_updated", link=url), ephemeral=True)

    async def refresh_standings(self, event: Event) -> str:
        """Edit the event's one standings message (posting it the first time); returns its link."""
        placings = await self.league.final_standings(event.id)
        names = await self.league.names(event.id)
        rounds = await self.league.repo.rounds(event.id)
        title = t("league.standings_title", name=event.name, rounds=len(rounds), status=t(f"league.event_status.{event.status}"))
        lines = [f"**{title}**", *(_standing_line(p.standing, names, p.place) for p in placings[:STANDINGS_TEXT_ROWS])]
        if len(placings) > STANDINGS_TEXT_ROWS:
            lines.append(t("league.standings_more", count=len(placings) - STANDINGS_TEXT_ROWS))
        header = [t(f"league.column.{c}") for c in ("rank", "player", "stage", "points", "record", "omw", "gw", "ogw")]
        rows = [
            [str(p.place), names.get(s.player, s.player), t(f"league.place.{p.stage}"), str(s.match_points), s.record,
             as_percent(s.opponents_match_win), as_percent(s.game_win), as_percent(s.opponents_game_win)]
            for p in placings
            for s in (p.standing,)
        ]  # fmt: skip
        files = [discord.File(io.BytesIO(await asyncio.to_thread(render_standings, title, header, rows)), filename="standings.png")]
        cut = [r.number for r in rounds if r.stage == "top_cut"]
        if cut:  # the top-cut bracket, round by round, as its own image
            bracket = [
                [t("league.top_cut_round", number=cut.index(p.round_number) + 1), str(p.table_number),
                 names.get(p.player1_id, p.player1_id), names.get(p.player2_id, p.player2_id), result_text(p)]
                for p in await self.league.repo.pairings(event.id)
                if p.round_number in cut
            ]  # fmt: skip
            bracket_header = [t(f"league.column.{c}") for c in ("stage", "table", "player1", "player2", "result")]
            image = await asyncio.to_thread(render_standings, t("league.bracket_title", name=event.name), bracket_header, bracket)
            files.append(discord.File(io.BytesIO(image), filename="bracket.png"))
        channel = await self._channel(event)
        content = "\n".join(lines)[:2000]
        if event.standings_message_id is not None:
            try:
                message = await channel.get_partial_message(int(event.standings_message_id)).edit(content=content, attachments=files)
                return message.jump_url
            except discord.NotFound:
                pass  # deleted: post a new one
        message = await channel.send(content, files=files)
        await self.league.repo.set_standings_message(event.id, str(channel.id), str(message.id))
        return message.jump_url

    @group.command(name=t("cmd.league.export"), description=t("cmd.league.export.desc"))
    @app_commands.rename(**EVENT_OPTION)
    @app_commands.describe(**EVENT_DESCRIPTION)
    @app_commands.autocomplete(event=event_autocomplete)
    async def export(self, interaction: discord.Interaction, event: int | None = None) -> None:
        found = await self._event(interaction, event)
        if found is None:
            return
        files = export_files(found, await self.league.final_standings(found.id), await self.league.repo.pairings(found.id),
                             await self.league.repo.rounds(found.id), await self.league.names(found.id))  # fmt: skip
        attachments = [discord.File(io.BytesIO(data), filename=name) for name, data in files.items()]
        await interaction.response.send_message(t("league.exported", name=found.name), files=attachments, ephemeral=True)

    async def _announce_timers(self) -> None:
        """Announce rounds whose time ran out; deadlines live in the database, so a restart
        announces what came due while the bot was down."""
        await self.bot.wait_until_ready()
        while True:
            try:
                for event, round_ in await self.league.due_timers():
                    channel = await self._channel(event)
                    await channel.send(t("league.time_up", name=event.name, number=round_.number))
            except (discord.HTTPException, LeagueError):
                log.exception("could not announce a round timer")
            await asyncio.sleep(TIMER_POLL_SECONDS)

    # ------------------------------------------------------------------ ratings
    @group.command(name=t("cmd.league.rating_period"), description=t("cmd.league.rating_period.desc"))
    @app_commands.rename(days=t("cmd.option.days"))
    @app_commands.describe(days=t("cmd.option.days.desc", max=MAX_PERIOD_DAYS))
    async def rating_period(self, interaction: discord.Interaction, days: app_commands.Range[int, 1, MAX_PERIOD_DAYS] | None = None) -> None:
        guild_id = str(interaction.guild_id)
        if days is None:
            await _reply(interaction, t("league.rating_period", days=await self.league.ratings.period_days(guild_id)))
            return
        if not interaction.permissions.manage_guild:
            await _reply(interaction, t("settings.need_manage_guild"))
            return
        await self.league.ratings.set_period_days(guild_id, days)
        await _reply(interaction, t("league.rating_period_saved", days=days))

    @app_commands.command(name=t("cmd.leaderboard"), description=t("cmd.leaderboard.desc"))
    @app_commands.rename(game=t("cmd.option.game"))
    @app_commands.describe(game=t("cmd.option.game.desc"))
    @app_commands.choices(game=game_choices())
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        board = await self.league.ratings.leaderboard(str(interaction.guild_id), game)
        name = engine.get_game(game).name
        if not board.established and not board.provisional:
            await interaction.response.send_message(t("league.leaderboard_empty", game=name), ephemeral=True)
            return
        lines = [t("league.leaderboard_title", game=name)]
        for title, entries in ((None, board.established), ("league.leaderboard_provisional_title", board.provisional)):
            if title and entries:
                lines.append(t(title, games=PROVISIONAL_GAMES))
            for rank, (user_id, rating) in enumerate(entries, start=1):
                lines.append(t("league.leaderboard_line", rank=rank, user=f"<@{user_id}>", rating=round(rating.rating),
                               deviation=round(rating.deviation), games=rating.games))  # fmt: skip
        await interaction.response.send_message("\n".join(lines)[:2000], allowed_mentions=discord.AllowedMentions.none())


def _standing_line(s: Standing, names: dict[str, str], place: int | None = None) -> str:
    return t("league.standing_line", rank=s.rank if place is None else place, player=names.get(s.player, s.player), points=s.match_points,
             record=s.record, omw=as_percent(s.opponents_match_win), gw=as_percent(s.game_win),
             ogw=as_percent(s.opponents_game_win))  # fmt: skip


async def _reply(interaction: discord.Interaction, text: str) -> None:
    """A private answer (refusals change nothing)."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(EventButton, ReportButton, ConfirmButton, PlayButton)
    await bot.add_cog(LeagueCog(bot))
