"""Teams (102.3, chapter 9): a game of two players, or of four in two teams of two (900.1).

The players sit alternately, so that both neighbours of a player are enemies (900.2): the
seating the match gives fixes the teams, the 1st and 3rd seats against the 2nd and 4th (digest
E24: 2v2 only). Turns go round the seating from the starting player (900.2); a player who left
the game is passed over (900.3). In a two-player game each player is a team of one.

- 敌方 (enemy): the players of the other team (102.8, 106.4); 己方 (own): the controller (102.6);
  我方 (our side): the controller's team (102.7, 105.11b).
- A team wins together, members who left included (104.2c); a player whose whole team has left
  loses (104.3d).
"""


def seat_teams(players: list[str]) -> list[list[str]]:
    """900.2: alternate seats are teammates (one team per player in a two-player game)."""
    if len(players) == 2:
        return [[players[0]], [players[1]]]
    return [players[0::2], players[1::2]]


def seating(state: dict) -> list[str]:
    """Every player as seated at the start, whoever has left since (``state["players"]`` keeps
    that order for a game saved before teams were recorded)."""
    return state["data"].get("seating") or list(state["players"])


def team_of(state: dict, player: str) -> list[str]:
    """The player's whole team as seated at the start, members who left included."""
    return next(team for team in state["data"].get("teams") or seat_teams(seating(state)) if player in team)


def are_enemies(state: dict, player: str, other: str | None) -> bool:
    """102.8: the other team's players are enemies; a teammate is not (and nobody is their own)."""
    return other is not None and other not in team_of(state, player)


def enemies(state: dict, player: str) -> list[str]:
    """The player's enemies still in the game, in seat order."""
    return [p for p in state["seats"] if are_enemies(state, player, p)]


def next_seated(state: dict, player: str) -> str:
    """The next player clockwise still in the game (900.2; ``player`` may have left)."""
    order = seating(state)
    start = order.index(player) + 1
    return next(p for p in order[start:] + order[:start] if p in state["seats"])


def seated_from(state: dict, player: str) -> str:
    """``player`` while still in the game, else the next one who is."""
    return player if player in state["seats"] else next_seated(state, player)


def on_side(state: dict, controller: str, player: str, side: str) -> bool:
    """Is ``player`` on the ``side`` a card of ``controller`` names: "own" 己方 (102.6), "team"
    我方 (102.7), "enemy" 敌方 (102.8) or "any"?"""
    if side == "own":
        return player == controller
    if side == "team":
        return player in team_of(state, controller)
    if side == "enemy":
        return are_enemies(state, controller, player)
    return True
