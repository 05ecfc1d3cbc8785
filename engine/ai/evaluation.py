"""How good a position is for a player, where a search playout stops before the game ends.

``evaluate(world, player)`` is a number in [-1, 1]: 1 a won game, -1 a lost one, 0 even. A
finished game scores its result; otherwise each game's race to its win condition counts (lore to
20, life, damage cards, 粮草, score), plus a little for cards on the board. The search agent reads
this only in its own worlds (``worlds.py``), where hidden cards are guesses.

A game without a function here scores every unfinished position 0: only results count.
"""

from __future__ import annotations

import math
from collections.abc import Callable

BOARD_WEIGHT = 0.03  # per card more than the opponent on the board: a tenth of a typical race step


def result_value(world: dict, player: str) -> float:
    winners = world["result"]["winners"]
    if player in winners:
        return 1.0 if len(winners) == 1 else 0.0
    return -1.0 if winners else 0.0


def _cards(world: dict, zone_name: str) -> int:
    zone = world["zones"].get(zone_name)
    return len(zone["cards"]) if zone else 0


def _versus(world: dict, player: str, measure: Callable[[str], float]) -> float:
    """``measure`` for ``player`` minus the best opponent's."""
    return measure(player) - max(measure(p) for p in world["seats"] if p != player)


# Lorcana, in lore points: a card in play is worth a quarter of its cost, a character also half of
# its lore for each later quest it may make (less as damage wears it down); ink and hand are options.
LORCANA_COST_SHARE = 0.25
LORCANA_QUESTS_AHEAD = 0.5
LORCANA_INK = 0.3
LORCANA_HAND = 0.25


def _lorcana(world: dict, player: str) -> float:
    from engine.games.lorcana.cards import card_db
    from engine.games.lorcana.checks import WINNING_LORE

    def in_play(card: dict) -> float:
        printed = card_db().get(card["def"])
        if printed is None:
            return 0.0
        value = LORCANA_COST_SHARE * printed.cost
        if printed.willpower:
            damage = card.get("counters", {}).get("damage", 0)
            standing = max(0, printed.willpower - damage) / printed.willpower
            value += LORCANA_QUESTS_AHEAD * (printed.lore or 0) * standing
        return value

    def assets(p: str) -> float:
        board = sum(in_play(world["cards"][c]) for c in world["zones"][f"{p}.play"]["cards"])
        return board + LORCANA_INK * _cards(world, f"{p}.inkwell") + LORCANA_HAND * _cards(world, f"{p}.hand")

    lore = _versus(world, player, lambda p: world["players"][p]["lore"])
    return (lore + _versus(world, player, assets)) / WINNING_LORE


def _mtg(world: dict, player: str) -> float:
    def permanents(p: str) -> int:
        return sum(
            1
            for c in world["zones"]["battlefield"]["cards"]
            if world["cards"][c].get("controller", world["cards"][c]["owner"]) == p
        )

    life = _versus(world, player, lambda p: world["players"][p]["life"]) / 20  # 103.4 starting life
    return life + BOARD_WEIGHT * _versus(world, player, permanents)


# 奥特曼, in the log-odds of winning: a logistic fit to 1,200 games of the heuristic against itself
# (seeds 0-599 and 5000-5599; the position at each turn start against the game's winner). Log loss
# 0.43, against 0.59 for damage and characters alone (the function this replaced) and 0.69 for a coin.
ULTRAMAN_DAMAGE = 0.85  # a damage card (the fifth loses, R1.3.2a)
ULTRAMAN_BATTLEFIELD = 0.15  # a character to fight with (R4.2.3)
ULTRAMAN_HAND = 0.25  # a support to come (R4.3.2)
ULTRAMAN_DECK = 0.15  # a deck card: one more turn start in a deck race (R1.3.2b-c, R4.0.2-R4.0.3)
# Once no battle can bring either side to five damage, the deck race decides: of 1,856 such
# positions in those games, 1,854 went to the side whose deck lasts longer.
ULTRAMAN_RACE = 6.0


def _ultraman(world: dict, player: str) -> float:
    """The expected result, 2 P(win) - 1, on the scale of a finished game's. Battles go on while
    both battlefields hold a character (digest A9) and each defeat moves one to the damage zone
    (R4.4.4b), so a side whose battlefield and damage together are short of five can no longer be
    beaten by damage; when neither can, whoever decks out first loses (R1.3.2b-c)."""
    from engine.ai.heuristics.ultraman import outlasts
    from engine.games.ultraman.losses import DAMAGE_TO_LOSE

    enemy = next(p for p in world["seats"] if p != player)

    def count(p: str, zone: str) -> int:
        return _cards(world, f"{p}.{zone}")

    def beatable(p: str) -> bool:
        return count(p, "battlefield") + count(p, "damage") >= DAMAGE_TO_LOSE

    battles = count(player, "battlefield") and count(enemy, "battlefield")
    if not battles or not (beatable(player) or beatable(enemy)):
        mine, theirs = count(player, "deck"), count(enemy, "deck")
        logit = ULTRAMAN_RACE if outlasts(mine, theirs, world["turn"].get("active") == player) else -ULTRAMAN_RACE
    else:
        logit = (
            ULTRAMAN_DAMAGE * (count(enemy, "damage") - count(player, "damage"))
            + ULTRAMAN_BATTLEFIELD * (count(player, "battlefield") - count(enemy, "battlefield"))
            + ULTRAMAN_HAND * (count(player, "hand") - count(enemy, "hand"))
            + ULTRAMAN_DECK * (count(player, "deck") - count(enemy, "deck"))
        )
    return math.tanh(logit / 2)


def _sanguozhi(world: dict, player: str) -> float:
    provisions = _versus(world, player, lambda p: world["players"][p]["provisions"])
    return provisions / world["players"][player]["cap"] + BOARD_WEIGHT * _versus(
        world, player, lambda p: _cards(world, f"{p}.field")
    )


def _underworld(world: dict, player: str) -> float:
    from engine.games.underworld.options import option
    from engine.games.underworld.regions import score

    return _versus(world, player, lambda p: score(world, p)) / option(world, "winning_score")


EVALUATIONS: dict[str, Callable[[dict, str], float]] = {
    "lorcana": _lorcana,
    "mtg": _mtg,
    "ultraman": _ultraman,
    "sanguozhi": _sanguozhi,
    "underworld": _underworld,
}


def evaluate(world: dict, player: str) -> float:
    if world["result"] is not None:
        return result_value(world, player)
    position = EVALUATIONS.get(world["game"])
    return max(-0.99, min(0.99, position(world, player))) if position else 0.0
