"""/对战: challenges (a member or the bot's AI, single games or best-of-N with 局制), resigning,
draw offers, status, log, my matches.

Thin: every command is a service call (bot/services/matches.py) plus the table that shows it
(bot/discord/tables.py). Challenge and draw buttons are persistent (``DynamicItem``).
"""

from __future__ import annotations

import functools
import io
import logging
import random
from datetime import timedelta

import discord
import orjson
from discord import app_commands
from discord.ext import commands

import engine
from bot.discord.components import PersistentButton, PersistentSelect
from bot.discord.decisions import carrier, from_elsewhere
from bot.discord.game_options import (
    LineupError,
    challenge_options,
    deck_autocomplete,
    game_choices,
    game_label,
    lineup,
    rotated,
    teams_line,
    variant_choices,
)
from bot.discord.series_tables import best_of_label
from bot.discord.tables import MatchTables
from bot.discord.watching import show_replay
from bot.messages import t
from bot.services.board_text import log_lines
from bot.services.decks import DeckError, DeckService
from bot.services.matches import MatchError, MatchService, check_deck, player_id, seat_of
from bot.services.series import BEST_OF_CHOICES, SeriesError
from bot.services.settings import (
    MIN_NOTICE_MINUTES,
    notice_reminder,
    set_board_on_status,
    set_notice_reminder,
)
from bot.services.timers import MAX_HOURS, load_settings, save_settings
from bot.storage.repositories import NewPlayer
from engine.ai import DEFAULT_LEVEL, LEVELS
from engine.core.stops import STOP_MODES

log = logging.getLogger(__name__)

STOP_CHOICES = [app_commands.Choice(name=t(f"match.stops.{mode}"), value=mode) for mode in STOP_MODES]
SERIES_CHOICES = [app_commands.Choice(name=best_of_label(n), value=n) for n in BEST_OF_CHOICES]
MENU_OPTIONS = 25  # the most options a Discord select menu takes
PAGE_PREFIX = "page:"  # a deck menu option that turns to another page of decks
AI_LEVEL_CHOICES = [app_commands.Choice(name=t(f"ai.level.{level}"), value=level) for level in LEVELS]


class ChallengeButton(PersistentButton, custom_id="tcg:ch:{match_id:hex}:{op:accept|decline}"):
    label_key = "challenge.{op}"

    def button_style(self) -> discord.ButtonStyle:
        return discord.ButtonStyle.success if self.op == "accept" else discord.ButtonStyle.danger

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: MatchCog = interaction.client.get_cog("MatchCog")
        await cog.answer_challenge(interaction, self.match_id, self.op)


class ChallengeDeckSelect(PersistentSelect, custom_id="tcg:chdeck:{match_id:hex}{message:int?}"):
    """The opponent's deck picker; its id also names the public challenge message, whose buttons
    go once the match starts (older pickers lack it)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values", [])
        value = values[0] if values else ""
        cog: MatchCog = interaction.client.get_cog("MatchCog")
        if value.startswith(PAGE_PREFIX) and value.removeprefix(PAGE_PREFIX).isdigit():
            await cog.turn_deck_page(interaction, self.match_id, self.message, int(value.removeprefix(PAGE_PREFIX)))
        else:
            await cog.start_challenge(interaction, self.match_id, value, self.message)


class DrawButton(PersistentButton, custom_id="tcg:draw:{match_id:hex}:{seat:int}{agreed:int?}"):
    """The opponents' "同意和棋" under a draw offer; the proposer's seat is in the id and, in a
    game of three or more, the seats that have agreed so far (a bit per seat; older offers lack
    it)."""

    label_key = "match.draw_accept"

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: MatchCog = interaction.client.get_cog("MatchCog")
        await cog.accept_draw(interaction, self.match_id, self.seat, self.agreed or 0)


def challenge_text(match) -> str:
    """The public challenge of a pending match: who is invited to what, where everyone sits (the
    teams of a 2v2) and, with three or more, who has accepted so far."""
    stored = orjson.loads(match.options_json)
    name = game_label(match.game, stored["options"])
    best_of = stored.get("series", {}).get("best_of", 1)
    if best_of > 1:
        name = t("challenge.game_best_of", game=name, best_of=best_of_label(best_of))
    mentions = {player_id(seat.seat): f"<@{seat.user_id}>" for seat in match.players}
    challenger = mentions[player_id(1)]
    if len(match.players) == 2:
        return t("challenge.posted", opponent=mentions[player_id(2)], challenger=challenger, game=name)
    seating = teams_line(match.game, stored["options"], mentions) or t(
        "challenge.seating", players=" ".join(f"{n}. {mentions[player_id(n)]}" for n in sorted(map(seat_of, mentions)))
    )
    invited = "、".join(m for p, m in mentions.items() if p != player_id(1))
    text = t("challenge.posted_many", invited=invited, challenger=challenger, game=name, count=len(mentions), seating=seating)
    accepted = [mentions[p] for p in MatchService.accepted(match) if p != player_id(1)]
    return text + ("\n" + t("challenge.accepted_so_far", players="、".join(accepted)) if accepted else "")


class MatchCog(commands.Cog, name="MatchCog"):
    group = app_commands.Group(name=t("cmd.match"), description=t("cmd.match.desc"), guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.matches: MatchService = bot.match_service
        self.decks = DeckService(bot.db)
        self.tables: MatchTables = bot.tables

    # ------------------------------------------------------------------ challenge
    @group.command(name=t("cmd.match.challenge"), description=t("cmd.match.challenge.desc"))
    @app_commands.rename(opponent=t("cmd.option.opponent"), game=t("cmd.option.game"), deck=t("cmd.option.deck"),
                         best_of=t("cmd.option.series"), ai_level=t("cmd.option.ai_level"),
                         opponent2=t("cmd.option.opponent2"), opponent3=t("cmd.option.opponent3"),
                         teammate=t("cmd.option.teammate"), variant=t("cmd.option.variant"))  # fmt: skip
    @app_commands.describe(opponent=t("cmd.option.opponent.desc"), game=t("cmd.option.game.desc"), deck=t("cmd.option.deck.desc"),
                           best_of=t("cmd.option.series.desc"), ai_level=t("cmd.option.ai_level.desc"),
                           opponent2=t("cmd.option.opponent2.desc"), opponent3=t("cmd.option.opponent3.desc"),
                           teammate=t("cmd.option.teammate.desc"), variant=t("cmd.option.variant.desc"))  # fmt: skip
    @app_commands.choices(game=game_choices(), best_of=SERIES_CHOICES, ai_level=AI_LEVEL_CHOICES, variant=variant_choices())
    @app_commands.autocomplete(deck=deck_autocomplete)
    async def challenge(
        self, interaction: discord.Interaction, opponent: discord.Member, game: str, deck: str, best_of: int | None = None,
        ai_level: str = DEFAULT_LEVEL, opponent2: discord.Member | None = None, opponent3: discord.Member | None = None,
        teammate: discord.Member | None = None, variant: str | None = None,
    ) -> None:
        """One opponent (a member, or the bot's AI for practice), or up to three members with
        ``opponent2``/``opponent3`` and, for 2v2, a ``teammate`` (game_options.lineup)."""
        with self.tables.working():  # until the table is updated (bot/discord/tables.py)
            try:
                seating = lineup(game, interaction.user, [opponent, opponent2, opponent3], teammate, variant, self.bot.user.id)
            except LineupError as error:
                await interaction.response.send_message(str(error), ephemeral=True)
                return
            practice = opponent.id == self.bot.user.id
            several = len(seating.members) > 2
            if (several or variant is not None) and best_of not in (None, 1):
                await interaction.response.send_message(t("challenge.series_two_players"), ephemeral=True)
                return
            try:
                cards, sideboard = await self.decks.lists_for(str(interaction.user.id), game, deck)
                check_deck(game, cards, seating.options)
            except (DeckError, MatchError) as error:
                await interaction.response.send_message(error.message, ephemeral=True)
                return
            # not chosen: the game's usual match (a best-of-N is one-to-one in the default rules)
            best_of = best_of or (1 if several or variant else engine.get_game(game).usual_best_of)
            for member in seating.members:
                if member.id != self.bot.user.id:
                    await self.tables.users.remember(str(member.id), member.display_name)
            seed = self.bot.new_seed()
            ai_seat = NewPlayer(2, None, is_ai=True, ai_level=ai_level)  # the level matters only against the bot
            seats = [NewPlayer(1, str(interaction.user.id)), ai_seat] if practice else [
                NewPlayer(n, str(member.id)) for n, member in enumerate(seating.members, start=1)
            ]  # fmt: skip
            try:
                if practice:
                    await self._start_practice(interaction, game, seats, cards, sideboard, seed, best_of, seating.options)
                else:
                    await self._post_challenge(interaction, game, seats, cards, sideboard, seed, best_of, seating.options)
            except SeriesError as error:  # raised before anything is stored or answered
                await interaction.response.send_message(error.message, ephemeral=True)

    async def _start_practice(self, interaction, game: str, seats, cards, sideboard, seed: int, best_of: int, options: dict) -> None:
        """A match against the bot's AI, which plays a preset that fits the match (without a
        sideboard: it never swaps)."""
        definition = engine.get_game(game)
        presets = [deck for deck in map(definition.parse_deck, sorted(definition.preset_decks().values()))
                   if definition.preset_fits(deck, options)]  # fmt: skip
        handle = await self.matches.create(
            game, seats, {"p1": cards, "p2": random.Random(seed).choice(presets)}, seed, options,
            guild_id=str(interaction.guild_id), channel_id=str(interaction.channel_id), best_of=best_of,
            sideboards={"p1": sideboard},
        )  # fmt: skip
        answer = functools.partial(interaction.response.send_message, ephemeral=True)
        await self.tables.open_table(handle, interaction.channel, t("challenge.practice_started"), answer)

    async def _post_challenge(self, interaction, game: str, seats, cards, sideboard, seed: int, best_of: int, options: dict) -> None:
        """Post a challenge to the members of ``seats`` after the first with accept and decline
        buttons."""
        pending = await self.matches.propose(
            game, seats, {"p1": cards}, seed, guild_id=str(interaction.guild_id), channel_id=str(interaction.channel_id),
            best_of=best_of, sideboards={"p1": sideboard}, options=options,
        )  # fmt: skip
        view = carrier(ChallengeButton(pending.id, "accept"), ChallengeButton(pending.id, "decline"))
        await interaction.response.send_message(challenge_text(pending), view=view, allowed_mentions=discord.AllowedMentions(users=True))

    async def answer_challenge(self, interaction: discord.Interaction, match_id: str, op: str) -> None:
        match = await self.matches.get(match_id)
        if match is None or match.status != "pending" or from_elsewhere(interaction, match.guild_id):
            await interaction.response.send_message(t("match.not_pending"), ephemeral=True)
            return
        challenger, invited = match.players[0].user_id, [seat.user_id for seat in match.players[1:]]
        user = str(interaction.user.id)
        if op == "decline" and (user == challenger or user in invited):
            if await self.matches.decline(match_id):
                key = "challenge.declined" if user in invited else "challenge.withdrawn"
                text = t(key, opponent=f"<@{user}>", challenger=f"<@{challenger}>", game=game_label(match.game, orjson.loads(match.options_json)["options"]))
                await interaction.response.edit_message(content=text, view=None)
            else:
                await interaction.response.send_message(t("match.not_pending"), ephemeral=True)
            return
        if user not in invited:
            await interaction.response.send_message(t("challenge.not_for_you"), ephemeral=True)
            return
        if self.tables.player_of(match, interaction.user.id) in self.matches.accepted(match):
            await interaction.response.send_message(t("challenge.already_accepted"), ephemeral=True)
            return
        picker = await self._deck_picker(user, match.game, match_id, interaction.message.id, page=0)
        await interaction.response.send_message(t("challenge.pick_deck"), view=picker, ephemeral=True)

    async def _deck_picker(self, user: str, game: str, match_id: str, challenge_id: int | None, page: int) -> discord.ui.View:
        """The opponent's deck menu. A Discord menu holds 25 options, so a longer list (their own
        decks, then the presets) is shown in pages whose last option turns to the next page."""
        choices = await self.decks.choices(user, game)
        options = [discord.SelectOption(label=c.label[:100], value=c.value[:100]) for c in choices]
        if len(options) > MENU_OPTIONS:
            pages = -(-len(options) // (MENU_OPTIONS - 1))
            page %= pages
            options = options[page * (MENU_OPTIONS - 1) : (page + 1) * (MENU_OPTIONS - 1)]
            following = (page + 1) % pages  # 下一页 goes round
            options.append(discord.SelectOption(label=t("decision.next_page", page=following + 1, pages=pages), value=f"{PAGE_PREFIX}{following}"))
        select = discord.ui.Select(
            custom_id=ChallengeDeckSelect.id_for(match_id, challenge_id), placeholder=t("challenge.pick_deck"), options=options
        )
        return carrier(ChallengeDeckSelect(select))

    async def _invited_pending(self, interaction: discord.Interaction, match_id: str):
        """The pending challenge ``match_id`` and the caller's player id when they are invited to
        it, or None (after replying)."""
        match = await self.matches.get(match_id)
        if match is None or match.status != "pending" or from_elsewhere(interaction, match.guild_id):
            await interaction.response.send_message(t("match.not_pending"), ephemeral=True)
            return None
        player = self.tables.player_of(match, interaction.user.id)
        if player is None or player == player_id(1):
            await interaction.response.send_message(t("challenge.not_for_you"), ephemeral=True)
            return None
        return match, player

    async def turn_deck_page(self, interaction: discord.Interaction, match_id: str, challenge_id: int | None, page: int) -> None:
        found = await self._invited_pending(interaction, match_id)
        if found is None:
            return
        picker = await self._deck_picker(str(interaction.user.id), found[0].game, match_id, challenge_id, page)
        await interaction.response.edit_message(content=t("challenge.pick_deck"), view=picker)

    async def start_challenge(self, interaction: discord.Interaction, match_id: str, deck: str, challenge_id: int | None) -> None:
        """An invited member's deck: the match starts once everyone has given theirs."""
        with self.tables.working():  # until the table is updated (bot/discord/tables.py)
            found = await self._invited_pending(interaction, match_id)
            if found is None:
                return
            match, player = found
            try:
                cards, sideboard = await self.decks.lists_for(str(interaction.user.id), match.game, deck)
                handle = await self.matches.accept(match_id, player, cards, sideboard)
            except (DeckError, MatchError, SeriesError, engine.GameError) as error:
                await interaction.response.send_message(error.message, ephemeral=True)
                return
            channel = self.bot.get_channel(int(match.channel_id)) or await self.bot.fetch_channel(int(match.channel_id))
            if handle is None:  # others have yet to accept: the public challenge says who has
                await interaction.response.edit_message(content=t("challenge.waiting_others"), view=None)
                await self._edit_challenge(channel, challenge_id, match_id, challenge_text(await self.matches.get(match_id)), keep_view=True)
                return
            invited = "、".join(f"<@{seat.user_id}>" for seat in match.players[1:])
            text = t("challenge.accepted", opponent=invited, challenger=f"<@{match.players[0].user_id}>", game=game_label(match.game, orjson.loads(match.options_json)["options"]))
            opened = await self.tables.open_table(
                handle, channel, t("challenge.accepted_you"), lambda reply: interaction.response.edit_message(content=reply, view=None),
                starter_id=challenge_id, headline=text,
            )  # fmt: skip
            if not opened or (await self.matches.get(match_id)).thread_id != str(challenge_id):  # else it is the status now
                await self._edit_challenge(channel, challenge_id, match_id, text if opened else None, keep_view=False)

    async def _edit_challenge(self, channel, challenge_id: int | None, match_id: str, text: str | None, keep_view: bool) -> None:
        """Edit the public challenge message (older pickers do not name it): its new ``text`` if
        any, and without buttons unless ``keep_view``."""
        if challenge_id is None:
            return
        changes = ({"content": text} if text is not None else {}) | ({} if keep_view else {"view": None})
        try:
            await channel.get_partial_message(challenge_id).edit(**changes)
        except discord.HTTPException:
            log.warning("could not edit the challenge message of match %s", match_id)

        # ------------------------------------------------------------------ in a match
    async def _newest_match_here(self, interaction: discord.Interaction):
        """The thread's newest match, finished or not (public facts for anyone: the board, the
        status, the log; between the games of a series, the last game), or None (after replying)."""
        match = await self.matches.match_in_thread(str(interaction.channel_id))
        if match is None:
            await interaction.response.send_message(t("match.none_here"), ephemeral=True)
        return match

    async def _match_here(self, interaction: discord.Interaction):
        """The active match of this thread with the caller's player id, or None (after replying)."""
        match = await self.matches.match_in_thread(str(interaction.channel_id))
        player = self.tables.player_of(match, interaction.user.id) if match else None
        if match is None or match.status != "active":  # a finished one: a second resignation, say
            key = "match.finished" if match is not None and match.status == "finished" else "match.none_here"
            await interaction.response.send_message(t(key), ephemeral=True)
            return None
        if player is None:
            await interaction.response.send_message(t("table.not_a_player"), ephemeral=True)
            return None
        return match, player

    @group.command(name=t("cmd.match.resign"), description=t("cmd.match.resign.desc"))
    async def resign(self, interaction: discord.Interaction) -> None:
        with self.tables.working():  # until the table is updated (bot/discord/tables.py)
            match = await self.matches.match_in_thread(str(interaction.channel_id))
            if match is not None and await self.tables.series.offers_resign(match, interaction.user.id):
                await self.tables.series.offer_resign(interaction, match)
                return
            found = await self._match_here(interaction)
            if found is None:
                return
            match, player = found
            outcome = await self.matches.act(match.id, player, "concede")
            if not outcome.accepted:
                await interaction.response.send_message(outcome.message, ephemeral=True)
                return
            await interaction.response.send_message(t("match.resigned"), ephemeral=True)
            await self.tables.after_change(match.id, outcome)

    @group.command(name=t("cmd.match.draw"), description=t("cmd.match.draw.desc"))
    async def offer_draw(self, interaction: discord.Interaction) -> None:
        found = await self._match_here(interaction)
        if found is None:
            return
        match, player = found
        names = await self.tables.names(match)
        in_game = await self.matches.in_game(match.id)
        others = [s for s in match.players if player_id(s.seat) in in_game and player_id(s.seat) != player]
        opponents = "、".join(f"<@{s.user_id}>" if s.user_id else names[player_id(s.seat)] for s in others)
        view = carrier(DrawButton(match.id, seat_of(player)))
        text = t("match.draw_offer", proposer=names[player], opponent=opponents)
        await self.tables.post_held_log(match.id)  # the offer comes after what led to it
        sent = await interaction.response.send_message(text, view=view, allowed_mentions=discord.AllowedMentions(users=True))
        if sent.resource is not None:
            self.tables.draw_offers.setdefault(match.id, []).append((sent.resource.id, player))

    async def accept_draw(self, interaction: discord.Interaction, match_id: str, proposer_seat: int, agreed: int) -> None:
        """An agreed draw needs every player still in the game: the proposer, and each other one
        clicking 同意和棋 (``agreed``: a bit per seat that has). The last agreement ends the game."""
        with self.tables.working():  # until the table is updated (bot/discord/tables.py)
            match = await self.matches.get(match_id)
            if match is not None and from_elsewhere(interaction, match.guild_id):
                match = None  # another server's match: refused as not this player's offer
            if match is not None and match.status == "finished":  # an offer the bot forgot (a restart)
                names = await self.tables.names(match)
                await interaction.response.edit_message(content=t("match.draw_offer_over", proposer=names[player_id(proposer_seat)]), view=None)
                return
            player = self.tables.player_of(match, interaction.user.id) if match else None
            in_game = await self.matches.in_game(match_id) if player is not None else []
            if player not in in_game or player == player_id(proposer_seat):
                await interaction.response.send_message(t("match.draw_not_for_you"), ephemeral=True)
                return
            if agreed & 1 << seat_of(player):
                await interaction.response.send_message(t("match.draw_already_agreed"), ephemeral=True)
                return
            agreed |= 1 << proposer_seat | 1 << seat_of(player)
            waiting = [p for p in in_game if not agreed & 1 << seat_of(p)]
            if waiting:  # a game of three or more: the offer now says who has agreed
                names = await self.tables.names(match)
                text = t("match.draw_agreed_so_far", proposer=names[player_id(proposer_seat)],
                         agreed="、".join(names[p] for p in in_game if p not in waiting),
                         waiting="、".join(names[p] for p in waiting))  # fmt: skip
                await interaction.response.edit_message(content=text, view=carrier(DrawButton(match_id, proposer_seat, agreed)))
                return
            outcome = await self.matches.act(match_id, player, "agree_draw")
            if not outcome.accepted:
                await interaction.response.send_message(outcome.message, ephemeral=True)
                return
            await interaction.response.edit_message(view=None)
            await self.tables.after_change(match_id, outcome)

    @group.command(name=t("cmd.match.board"), description=t("cmd.match.board.desc"))
    async def board(self, interaction: discord.Interaction) -> None:
        """The public board image, for everyone in the thread (spectators included)."""
        match = await self._newest_match_here(interaction)
        if match is None:
            return
        await interaction.response.defer()
        image = await self.tables.board_file(match, None)
        if image is None:
            await interaction.followup.send(t("match.no_board", game=engine.get_game(match.game).name))
            return
        await interaction.followup.send(await self.tables.status_text(match), file=image)

    @group.command(name=t("cmd.match.status"), description=t("cmd.match.status.desc"))
    async def status(self, interaction: discord.Interaction) -> None:
        match = await self._newest_match_here(interaction)
        if match is not None:
            await interaction.response.send_message(await self.tables.status_text(match), ephemeral=True)

    @group.command(name=t("cmd.match.log"), description=t("cmd.match.log.desc"))
    async def full_log(self, interaction: discord.Interaction) -> None:
        match = await self._newest_match_here(interaction)
        if match is None:
            return
        events = await self.matches.public_events(match.id)
        lines = log_lines(engine.get_game(match.game), events, await self.tables.names(match))
        data = io.BytesIO("\n".join(lines).encode("utf-8"))
        await interaction.response.send_message(
            t("match.log_ready"), file=discord.File(data, filename=t("match.log_file")), ephemeral=True
        )

    @group.command(name=t("cmd.match.replay"), description=t("cmd.match.replay.desc"))
    @app_commands.rename(match_id=t("cmd.option.match"))
    @app_commands.describe(match_id=t("cmd.option.match.desc"))
    async def replay(self, interaction: discord.Interaction, match_id: str | None = None) -> None:
        """A finished match scene by scene (bot/discord/watching.py): this thread's, or by its id."""
        if match_id is None:
            match = await self._newest_match_here(interaction)
            if match is None:
                return
            match_id = match.id
        await show_replay(interaction, match_id.strip().lower(), 0, edit=False)

    async def rematch(self, interaction: discord.Interaction, match_id: str) -> None:
        """再来一局: the same players in the same seating (turned so that the caller sits first) with
        the same decks and variant. Against the AI it starts at once; members get a challenge to
        accept (picking their deck, as always)."""
        with self.tables.working():
            match = await self.matches.get(match_id)
            if match is None or match.guild_id != str(interaction.guild_id):
                await interaction.response.send_message(t("match.unknown", match_id=match_id), ephemeral=True)
                return
            player = self.tables.player_of(match, interaction.user.id)
            if player is None:
                await interaction.response.send_message(t("table.not_a_player"), ephemeral=True)
                return
            if match.status != "finished":
                await interaction.response.send_message(t("summary.rematch_not_finished"), ephemeral=True)
                return
            stored = orjson.loads(match.options_json)
            options = challenge_options(match.game, stored["options"])  # the variant and teams, not a series' choices
            me = next(s for s in match.players if player_id(s.seat) == player)
            order = rotated(sorted(match.players, key=lambda s: s.seat), me)  # the caller challenges; teams stay
            seats = [NewPlayer(n, s.user_id, is_ai=s.is_ai, ai_level=s.ai_level) for n, s in enumerate(order, start=1)]
            seed = self.bot.new_seed()
            if not any(s.is_ai for s in order):
                await self._post_challenge(interaction, match.game, seats, stored["decks"][player], None, seed, 1, options)
                return
            decks = {player_id(n): stored["decks"][player_id(s.seat)] for n, s in enumerate(order, start=1)}
            handle = await self.matches.create(
                match.game, seats, decks, seed, options, guild_id=match.guild_id, channel_id=match.channel_id,
            )  # fmt: skip
            channel = self.bot.get_channel(int(match.channel_id)) or await self.bot.fetch_channel(int(match.channel_id))
            answer = functools.partial(interaction.response.send_message, ephemeral=True)
            await self.tables.open_table(handle, channel, t("challenge.practice_started"), answer)

    @group.command(name=t("cmd.match.timers"), description=t("cmd.match.timers.desc"))
    @app_commands.rename(
        remind=t("cmd.option.remind_hours"), default=t("cmd.option.default_hours"), forfeit=t("cmd.option.forfeit_hours")
    )
    @app_commands.describe(
        remind=t("cmd.option.remind_hours.desc"),
        default=t("cmd.option.default_hours.desc"),
        forfeit=t("cmd.option.forfeit_hours.desc"),
    )
    async def timers(
        self, interaction: discord.Interaction, remind: float | None = None, default: float | None = None, forfeit: float | None = None
    ) -> None:
        guild_id = str(interaction.guild_id)
        current = (await load_settings(self.bot.db, guild_id)).hours()
        changes = {k: v for k, v in {"remind": remind, "default": default, "forfeit": forfeit}.items() if v is not None}
        if changes:
            if not interaction.permissions.manage_guild:
                await interaction.response.send_message(t("timer.need_manage_guild"), ephemeral=True)
                return
            wanted = {**current, **changes}
            ordered = wanted["remind"] <= wanted["default"] <= wanted["forfeit"]
            if not ordered or not all(0.1 <= h <= MAX_HOURS for h in wanted.values()):
                await interaction.response.send_message(t("timer.bad_order", max=MAX_HOURS), ephemeral=True)
                return
            await save_settings(self.bot.db, guild_id, changes)
            current = wanted
        shown = {k: f"{v:g}" for k, v in current.items()}
        prefix = t("timer.saved") + "\n" if changes else ""
        await interaction.response.send_message(prefix + t("timer.settings", **shown), ephemeral=True)

    @group.command(name=t("cmd.match.board_setting"), description=t("cmd.match.board_setting.desc"))
    @app_commands.rename(enabled=t("cmd.option.enabled"))
    @app_commands.describe(enabled=t("cmd.option.enabled.desc"))
    async def board_setting(self, interaction: discord.Interaction, enabled: bool) -> None:
        if not interaction.permissions.manage_guild:
            await interaction.response.send_message(t("settings.need_manage_guild"), ephemeral=True)
            return
        await set_board_on_status(self.bot.db, str(interaction.guild_id), enabled)
        await interaction.response.send_message(t("settings.board_on" if enabled else "settings.board_off"), ephemeral=True)

    @group.command(name=t("cmd.match.notice_setting"), description=t("cmd.match.notice_setting.desc"))
    @app_commands.rename(minutes=t("cmd.option.minutes"))
    @app_commands.describe(minutes=t("cmd.option.minutes.desc"))
    async def notice_setting(self, interaction: discord.Interaction, minutes: float | None = None) -> None:
        """The server's notification reminder delay (bot/discord/notices.py, rule 4), beside 计时."""
        guild_id = str(interaction.guild_id)
        prefix = ""
        if minutes is not None:
            if not interaction.permissions.manage_guild:
                await interaction.response.send_message(t("settings.need_manage_guild"), ephemeral=True)
                return
            if not MIN_NOTICE_MINUTES <= minutes <= MAX_HOURS * 60:
                await interaction.response.send_message(
                    t("settings.notice_bad", low=MIN_NOTICE_MINUTES, high=MAX_HOURS * 60), ephemeral=True
                )
                return
            await set_notice_reminder(self.bot.db, guild_id, minutes)
            prefix = t("settings.notice_saved") + "\n"
        delay = await notice_reminder(self.bot.db, guild_id) or self.bot.config.notice_reminder
        shown = f"{delay / timedelta(minutes=1):g}"
        await interaction.response.send_message(prefix + t("settings.notice_reminder", minutes=shown), ephemeral=True)

    @group.command(name=t("cmd.match.stops"), description=t("cmd.match.stops.desc"))
    @app_commands.rename(mode=t("cmd.option.stop_mode"))
    @app_commands.describe(mode=t("cmd.option.stop_mode.desc"))
    @app_commands.choices(mode=STOP_CHOICES)
    async def stops(self, interaction: discord.Interaction, mode: str | None = None) -> None:
        """The user's priority stops (engine/core/stops.py), for all of their matches."""
        user_id = str(interaction.user.id)
        if mode is not None:
            await self.matches.set_stop_mode(user_id, mode)
        current = t(f"match.stops.{await self.matches.stop_mode(user_id)}")
        key = "match.stops.saved" if mode is not None else "match.stops.current"
        await interaction.response.send_message(t(key, mode=current), ephemeral=True)

    @group.command(name=t("cmd.match.list"), description=t("cmd.match.list.desc"))
    async def my_matches(self, interaction: discord.Interaction) -> None:
        matches = await self.matches.matches_of_user(str(interaction.user.id))
        if not matches:
            await interaction.response.send_message(t("match.list_empty"), ephemeral=True)
            return
        lines = [
            t(
                "match.list_line",
                game=engine.get_game(m.game).name,
                status=t(f"match.status_{m.status}"),
                link=f"<#{m.thread_id}>" if m.thread_id else "",
            )
            for m in matches
        ]
        await interaction.response.send_message("\n".join(lines)[:2000], ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(*bot.tables.dynamic_items(), ChallengeButton, ChallengeDeckSelect, DrawButton)
    await bot.add_cog(MatchCog(bot))
