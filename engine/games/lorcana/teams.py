"""Team play (the match option "teams", e.g. [["p1", "p3"], ["p2", "p4"]]).

Teammates are fixed before the game and are not opponents (1.4.2). A team takes its turn
together, a simultaneous turn (1.10.3.1): its members go through every phase and step at once,
and in the main phase take turn actions one at a time, each finished before the next. Triggers of
a team go into the bag as one set that the team orders (1.10.3.2). The document leaves the rest
of team play open (1.10.1, digest §12.25): how a team wins is the option "team_win"
(options.py); a member who loses leaves as in any multiplayer game (1.10.2.3), and the team plays
on while a member is left.

The team whose turn it is is named by its turn holder, ``state["turn"]["active"]``: the member who
holds the team's first seat. "During their turn" effects of any member name that player (see
``turn_holder``). Without teams every player is their own team and all of this is the plain
multiplayer game.
"""

from .options import option


def _teams(state: dict) -> list[list[str]] | None:
    """The option "teams" (read directly: it is asked on hot paths, and its default is None)."""
    return state["options"].get("teams")


def team_of(state: dict, player: str) -> list[str]:
    """The player's team still in the game, in seat order (just the player without teams)."""
    if not _teams(state):
        return [player]
    team = team_of_all(state, player)
    return [p for p in state["seats"] if p in team]


def are_opponents(state: dict, player: str, other: str) -> bool:
    """1.4.1-1.4.2: every other player but a teammate."""
    if player == other:
        return False
    teams = _teams(state)
    return not teams or not any(player in team and other in team for team in teams)


def opponents(state: dict, player: str) -> list[str]:
    if not _teams(state):  # the common case, on the hot path of the action menu
        return [p for p in state["seats"] if p != player]
    return [p for p in state["seats"] if are_opponents(state, player, p)]


def turn_holder(state: dict, player: str) -> str:
    """The player whose name the turns of the player's team go by: its first seat still taken."""
    if not _teams(state):
        return player
    return team_of(state, player)[0]


def active_players(state: dict) -> list[str]:
    """The players whose turn it is: the active player, or every member of the active team, as
    long as they are in the game."""
    active = state["turn"].get("active")
    if not _teams(state):
        return [active] if active in state["seats"] else []
    team = team_of_all(state, active)
    return [p for p in state["seats"] if p in team]


def is_active(state: dict, player: str) -> bool:
    active = state["turn"].get("active")
    return player == active or (bool(_teams(state)) and player in active_players(state))


def team_of_all(state: dict, player: str) -> list[str]:
    """The player's whole team as given at the start, whoever has left."""
    teams = _teams(state)
    return next(team for team in teams if player in team) if teams else [player]


def next_in_game(state: dict, player: str) -> str:
    """The first player to the left of ``player`` (1.10.2.1) still in the game, in the seating at
    the start (``state["players"]`` keeps it): players who left are passed over (3.2.1.2), even
    several who left at once, and ``player`` may have left too."""
    seating = list(state["players"])
    start = seating.index(player) + 1
    return next(p for p in seating[start:] + seating[:start] if p in state["seats"])


def next_turn_holder(state: dict, following: str) -> str:
    """Who takes the next turn, given the player to the left of the one who played (1.10.2.1):
    with teams, the first player from there who is not on the team that just played, as their
    team's turn holder."""
    teams = _teams(state)
    if not teams:
        return following
    played = team_of_all(state, state["turn"]["active"])
    seats = state["seats"]
    for _ in seats:
        if following not in played:
            break
        following = seats[(seats.index(following) + 1) % len(seats)]
    return turn_holder(state, following)


def last_team(state: dict) -> list[str] | None:
    """The players left when they are all one team (or one player): they win (3.2.1.3)."""
    seats = state["seats"]
    return list(seats) if seats and all(not are_opponents(state, seats[0], p) for p in seats) else None


def lore_towards_win(state: dict, player: str) -> int:
    """The lore that counts for the player's win (1.9.1.1): their own, or with the option
    "team_win": "total" their team's together."""
    if option(state, "team_win") == "total" and _teams(state):
        return sum(state["players"][p]["lore"] for p in team_of(state, player))
    return state["players"][player]["lore"]
