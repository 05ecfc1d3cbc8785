"""Faction effects (阵营效果, 410.3): rule effects of a General's faction flags (410.2, 804.5j),
applied by the rules at once, with no chain and no controller. A face-down General shows no
faction (112.2). This slice has the factions of its practice cards (cards.PLAYABLE_FACTIONS):

- 汉军: none (410.3d);
- 曹操军: when an enemy player's Stratagem designates it, that Stratagem's controller −1 粮 (410.3f);
- 孙权军: while on the field, its controller's hand limit +1, at most +3 in all (410.3i);
- 刘备军: when it leaves the field, its controller +1 粮 (410.3j);
- 吕布军: overflow damage it deals +1 (410.3n).
"""

from engine.core.context import Ctx

from .actions import change_provisions
from .cards import card_db
from .stats import UNTIL_END_OF_TURN
from .teams import are_enemies
from .zones import generals

SUN_QUAN_MAX = 3  # 410.3i


def has_faction(card: dict, faction: str) -> bool:
    """Its printed factions and those granted this turn (layer 3, 709.1c)."""
    granted = (f for result in card.get(UNTIL_END_OF_TURN, ()) for f in result.get("factions", ()))
    return not card.get("face_down") and (faction in card_db()[card["def"]].factions or faction in granted)


def hand_limit_bonus(state: dict, player: str) -> int:
    """410.3i: +1 per face-up 孙权军 General the player has on the field, at most +3."""
    count = sum(has_faction(state["cards"][c], "孙权军") for c in generals(state, player))
    return min(SUN_QUAN_MAX, count)


def designated_by_stratagem(ctx: Ctx, caster: str, targets: list[str]) -> None:
    """410.3f: each enemy 曹操军 General designated costs the caster 1 粮."""
    for target in targets:
        card = ctx.state["cards"].get(target)
        if card is not None and are_enemies(ctx.state, caster, card.get("controller", card["owner"])) and has_faction(card, "曹操军"):
            change_provisions(ctx, caster, -1, reason="faction")


def left_field(ctx: Ctx, card: dict, controller: str) -> None:
    """410.3j, read from the General as it was on the field."""
    if has_faction(card, "刘备军"):
        change_provisions(ctx, controller, 1, reason="faction")


def overflow_bonus(state: dict, attacker: str, overflow: int) -> int:
    """410.3n: overflow a 吕布军 General deals is +1 (no overflow, nothing to add)."""
    return 1 if overflow > 0 and has_faction(state["cards"][attacker], "吕布军") else 0
