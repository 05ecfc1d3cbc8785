"""Slash-command options shared by cogs: the game choice, deck autocomplete, and the seating of a
challenge of several members (variants such as Commander, 2v2 teams)."""

from __future__ import annotations

from dataclasses import dataclass

import discord
from discord import app_commands

import engine
from bot.messages import t
from bot.services.decks import DeckService
from bot.services.matches import player_id

AUTOCOMPLETE_LIMIT = 25


def game_choices() -> list[app_commands.Choice[str]]:
    """Every game whose rules engine is installed, by its Chinese name."""
    return [app_commands.Choice(name=engine.get_game(g).name, value=g) for g in engine.available_games()]


async def deck_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The caller's own decks and the presets of the chosen game; nobody else's lists."""
    game = getattr(interaction.namespace, "game", None) or getattr(interaction.namespace, "游戏", None)
    if game not in engine.available_games():
        return []
    choices = await DeckService(interaction.client.db).choices(str(interaction.user.id), game)
    needle = current.strip().lower()
    return [
        app_commands.Choice(name=c.label[:100], value=c.value[:100])
        for c in choices
        if needle in c.label.lower()
    ][:AUTOCOMPLETE_LIMIT]


# Variants a challenge may name (the 赛制 option): the game they belong to and its match options.
VARIANTS: dict[str, tuple[str, dict]] = {"commander": ("mtg", {"format": "commander"})}  # CR 903

# Games played 2v2 with a 队友 option: the players sit alternately (the 1st and 3rd seats against
# the 2nd and 4th). The value is the match option naming the teams, or None where the seating
# alone makes them (三国智 900.2).
TEAM_OPTION: dict[str, str | None] = {"lorcana": "teams", "sanguozhi": None}
# Games whose every game of four is 2v2 (三国智 900.1): a teammate must be named.
TEAMS_ONLY = frozenset({"sanguozhi"})
ALTERNATE_TEAMS = [[1, 3], [2, 4]]


def variant_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=t(f"challenge.variant.{v}"), value=v) for v in VARIANTS]


class LineupError(Exception):
    """A challenge whose members or options cannot make a match; the message is Chinese."""


@dataclass(frozen=True)
class Lineup:
    """Who sits where in a challenged match (seat 1: the challenger) and its engine options (the
    teams of a 2v2 follow from them, ``teams_of``)."""

    members: list  # discord members (or anything with ``id``), in seat order
    options: dict


def lineup(game: str, challenger, opponents: list, teammate, variant: str | None, bot_id: int) -> Lineup:
    """Seat a challenge: the challenger, then the opponents in order; with a teammate (2v2), the
    teammate sits third so that the teams are alternate seats. Raises LineupError for a member
    invited twice, the challenger invited, the bot's AI with others, a player count the game does
    not take, a teammate where no teams are played and a variant of another game."""
    definition = engine.get_game(game)
    invited = [m for m in [*opponents, teammate] if m is not None]
    if any(m.id == challenger.id for m in invited):
        raise LineupError(t("challenge.self"))
    twice = next((m for i, m in enumerate(invited) if any(m.id == o.id for o in invited[:i])), None)
    if twice is not None:
        raise LineupError(t("challenge.invited_twice", member=f"<@{twice.id}>"))
    if len(invited) > 1 and any(m.id == bot_id for m in invited):
        raise LineupError(t("challenge.practice_alone"))
    if any(m.bot and m.id != bot_id for m in invited):
        raise LineupError(t("challenge.bot_user"))
    count = len(invited) + 1
    if count > definition.max_players:
        raise LineupError(t("challenge.too_many", game=definition.name, max=definition.max_players, count=count))
    options = {}
    if variant is not None:
        variant_game, options = VARIANTS[variant]
        if variant_game != game:
            raise LineupError(t("challenge.variant_not_for_game", variant=t(f"challenge.variant.{variant}"), game=definition.name))
    opponents = [m for m in opponents if m is not None]
    if teammate is None:
        if game in TEAMS_ONLY and count > 2:
            raise LineupError(t("challenge.needs_teammate", game=definition.name))
        return Lineup([challenger, *opponents], dict(options))
    if game not in TEAM_OPTION:
        raise LineupError(t("challenge.no_teams", game=definition.name))
    if len(opponents) != 2:
        raise LineupError(t("challenge.teams_need_four"))
    team_option = TEAM_OPTION[game]
    if team_option is not None:
        options = {**options, team_option: [[player_id(seat) for seat in team] for team in ALTERNATE_TEAMS]}
    return Lineup([challenger, opponents[0], teammate, opponents[1]], dict(options))


def variant_of(game: str, options: dict) -> str | None:
    """The variant whose match options a match was started with, if any."""
    return next((v for v, (g, wanted) in VARIANTS.items() if g == game and wanted.items() <= options.items()), None)


def teams_of(game: str, options: dict, count: int) -> list[list[int]] | None:
    """The teams (seat numbers) of a match of ``count`` players with these options, or None."""
    if count != len(ALTERNATE_TEAMS) * 2 or game not in TEAM_OPTION:
        return None
    return ALTERNATE_TEAMS if game in TEAMS_ONLY or TEAM_OPTION[game] in options else None


def game_label(game: str, options: dict) -> str:
    """The game's name, with the variant a match is played in (万智牌：最终幻想（指挥官）)."""
    name = engine.get_game(game).name
    variant = variant_of(game, options)
    return name if variant is None else t("challenge.game_variant", game=name, variant=t(f"challenge.variant.{variant}"))


def teams_line(game: str, options: dict, names: dict[str, str]) -> str | None:
    """「队伍：A、C 对 B、D」 for a 2v2 match of these options (``names`` by player id), else None."""
    teams = teams_of(game, options, len(names))
    if teams is None:
        return None
    team, other = ("、".join(names[player_id(n)] for n in seats) for seats in teams)
    return t("challenge.teams", team=team, other=other)


def challenge_options(game: str, options: dict) -> dict:
    """What a challenge chose of a match's options (its variant and teams), for a rematch: not
    what a series sets from game to game."""
    chosen = {k for g, wanted in VARIANTS.values() if g == game for k in wanted} | {TEAM_OPTION.get(game)}
    return {k: v for k, v in options.items() if k in chosen}


def rotated(players: list, first) -> list:
    """The seating turned round so that ``first`` sits first: the order of play and alternate
    teams stay as they were."""
    start = players.index(first)
    return players[start:] + players[:start]
