"""Match options: choices the rules leave open, each with the digest's recommended default.

`state["options"]` holds only what a match sets; `option(state, name)` reads it with the default.
"""

from engine.core.errors import GameError
from engine.core.match_options import check_match_options


def check_teams(teams, players: list[str]) -> None:
    """Option `teams`: None, or two teams at least with every player on exactly one."""
    if teams is None:
        return
    valid = isinstance(teams, list) and len(teams) >= 2 and all(isinstance(team, list) and team for team in teams)
    members = [p for team in teams for p in team] if valid else []
    if not valid or not all(isinstance(p, str) for p in members) or sorted(members) != sorted(players):
        raise GameError("lorcana.options.bad_teams", players="、".join(players))


OPTIONS: dict[str, dict] = {
    # 3.1.2: in game 2+ of a best-of-N the previous game's loser chooses who goes first;
    # None means a randomly chosen player chooses.
    "chooser": {"default": None, "players": True},
    # Digest §12.7: two players reaching 20 lore in one check. "turn_order": the first in turn
    # order wins (required actions happen in turn order, 1.9.2.1); "shared": they all win.
    "simultaneous_win": {"default": "turn_order", "choices": ("turn_order", "shared")},
    # Two or more players drawing from an empty deck in one check (1.9.1.2), e.g. everyone under
    # 7 cards when "each player draws 7". "turn_order": required actions happen in turn order
    # (1.9.2.1) and the check repeats after each (1.9.3), so they leave one at a time from the
    # active player, and the last player (team) left wins (3.2.1.3). "draw": they all leave at
    # once (1.9.5); if nobody is left the game is a draw.
    "simultaneous_loss": {"default": "turn_order", "choices": ("turn_order", "draw")},
    # Digest §12.27: the inked card is revealed to verify its inkwell symbol (4.3.3.1), though
    # the inkwell itself is hidden even from its owner (8.5.3). True keeps the inked card's
    # identity out of the log.
    "hide_inked_cards": {"default": False, "choices": (False, True)},
    # Digest §12.4: Shift needs "the same name" (10.8.1); a dual name ("A与B") counts as either
    # name (6.2.4.1). "exact" asks for the same name line instead.
    "shift_dual_name": {"default": "either", "choices": ("either", "exact")},
    # Digest §12.9: the bag goes on round the table from the player who just finished (8.7.6-
    # 8.7.7), so after the last player it comes back to the active player. "active_first" starts
    # again from the active player whenever a player has finished.
    "bag_cycle": {"default": "turn_order", "choices": ("turn_order", "active_first")},
    # Digest §12.10: in "each player may ..." every affected player decides their own part
    # (1.6.2, 1.8.1). "controller": the player whose card it is decides for all (7.1.3).
    "each_player_may": {"default": "each", "choices": ("each", "controller")},
    # Digest §12.12: only ⟳ abilities need a dry character (4.3.8.2). "forbidden": a drying
    # character uses no activated ability at all.
    "drying_activated": {"default": "allowed", "choices": ("allowed", "forbidden")},
    # Digest §12.14: a Reckless character must challenge if it can challenge anything, a location
    # included (10.5.3). False: only an exerted opposing character obliges it.
    "reckless_locations": {"default": True, "choices": (True, False)},
    # Digest §12.16: Singer N lets a character sing as if it cost N (10.9); its printed cost
    # still counts when higher. False: a Singer sings only with N.
    "singer_printed_cost": {"default": True, "choices": (True, False)},
    # Digest §12.18: lore never goes below 0 (the rules give no negative lore). False lets
    # "lose lore" take it below 0.
    "lore_floor": {"default": True, "choices": (True, False)},
    # Team play (teams.py): None, or the teams as lists of players, fixed before the game (1.4.2),
    # e.g. [["p1", "p3"], ["p2", "p4"]]. Every player is on exactly one team; two teams at least.
    "teams": {"default": None, "check": check_teams},
    # Digest §12.25: the document does not cover team play (1.10.1), so not how a team wins.
    # "member": a team wins when one of its members reaches 20 lore (1.9.1.1 is checked per
    # player; teammates are not opponents, 1.4.2, so they win together). "total": the members'
    # lore counts together towards 20.
    "team_win": {"default": "member", "choices": ("member", "total")},
}


def check_options(options: dict, players: list[str]) -> None:
    check_match_options(OPTIONS, options, players)


def option(state: dict, name: str):
    return state["options"].get(name, OPTIONS[name]["default"])
