"""Faction effects (阵营效果, 410.3): rule effects of a General's faction flags (410.2, 804.5j),
applied by the rules at once, with no chain and no controller. A face-down General shows no
faction (112.2). This slice has the factions of its practice cards (cards.PLAYABLE_FACTIONS):

- 黄巾军: when it deals combat damage to the defending player's 粮草, its controller gains as much
  (410.3b);
- 十常侍: each time one is destroyed or dies from the field and goes to the graveyard, its owner
  may search their deck for a 十常侍 General, reveal it and take it, then shuffle (410.3c);
- 汉军: none (410.3d);
- 袁绍军: with 骑兵, no General with only 刀盾兵 or no troop type may block it (410.3e; combat.py);
- 乌丸军: when it dies while its controller has 3 or more 乌丸军 Generals on the field (itself
  included), it survives (生还, 410.3g; rule_effects.survive);
- 诸侯军: while one is on a player's field, that player declares an attack or a defence only by
  discarding 1 虎符 from hand (410.3h, 608.1c, 609.1c; combat.py), once per declaration whether
  or not it fights (digest ambiguity 9; option ``warlord_tally``: or one per 诸侯军 General
  declared); a block an effect forces (虎视) costs nothing;
- 曹操军: when an enemy player's Stratagem designates it, that Stratagem's controller −1 粮 (410.3f);
- 孙权军: while on the field, its controller's hand limit +1, at most +3 in all (410.3i);
- 刘备军: when it leaves the field, its controller +1 粮 (410.3j);
- 鲜卑军: while on the field, its controller's 粮草 cap −2 (410.3k; actions.provisions_cap);
- 董卓军: when it enters the field (face up: a face-down one shows no faction), each enemy player
  −1 粮 (410.3m);
- 吕布军: overflow damage it deals +1 (410.3n);
- 南蛮军: when it deals damage to an enemy player's 粮草 while its controller has 2 or more 南蛮军
  Generals on the field, that player puts the top 2 cards of their deck into the graveyard (410.3p,
  as changed in V1.2.1).
"""

from engine.core.context import Ctx

from .actions import change_provisions
from .cards import card_db
from .damage import combat_damage_dealt, provisions_reduction
from .options import option
from .stats import controller_of, has_faction, troops_of
from .teams import are_enemies, enemies
from .zones import generals, zone

SUN_QUAN_MAX = 3  # 410.3i
NANMAN_AT_LEAST = 2  # 410.3p
WUHUAN_AT_LEAST = 3  # 410.3g
NANMAN_MILL = 2


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


def entered(ctx: Ctx, card_id: str, player: str) -> None:
    """410.3m: a 董卓军 General entering the field face up costs each enemy player 1 粮."""
    if has_faction(ctx.card(card_id), "董卓军"):
        for enemy in enemies(ctx.state, player):
            change_provisions(ctx, enemy, -1, reason="faction")


def unblockable_by(state: dict, attacker: str, blocker: str) -> bool:
    """410.3e: a 袁绍军 骑兵 cannot be blocked by a General with only 刀盾兵 or no troop type."""
    if not has_faction(state["cards"][attacker], "袁绍军") or "骑兵" not in troops_of(state, attacker):
        return False
    return card_db()[state["cards"][blocker]["def"]].type == "general" and set(troops_of(state, blocker)) <= {"刀盾兵"}


def effect_damage_to_provisions(ctx: Ctx, source: str, player: str, amount: int) -> None:
    """Combat damage an effect of ``source`` deals to ``player``'s 粮草 outside the damage phase (火矢
    802.11, a damage step designating a player): the deal and assign steps of 117.4 (weakening,
    then 粮草 wards), then ``combat_damage_to_provisions``; nothing when 0 or less (117.12, 105.1b)."""
    dealt = combat_damage_dealt(ctx.state, source, amount)
    amount = dealt - min(dealt, provisions_reduction(ctx.state, player, "combat")) if player in ctx.seats else 0
    if amount > 0:
        combat_damage_to_provisions(ctx, source, player, amount)


def combat_damage_to_provisions(ctx: Ctx, source: str, defender: str, amount: int) -> None:
    """Combat damage from ``source`` lands on the defending player's 粮草 (610.4, 火矢 802.11),
    then the faction effects of the General that dealt it (410.3b, 410.3p)."""
    ctx.emit("provisions_damaged", player=defender, amount=amount, source=source)
    change_provisions(ctx, defender, -amount, reason="combat")
    card = ctx.state["cards"].get(source)
    if card is None or not card["zone"].endswith(".field"):
        return
    controller = controller_of(ctx.state, source)
    if has_faction(card, "黄巾军"):
        change_provisions(ctx, controller, amount, reason="faction")
    nanman = sum(has_faction(ctx.state["cards"][c], "南蛮军") for c in generals(ctx.state, controller))
    if has_faction(card, "南蛮军") and nanman >= NANMAN_AT_LEAST and are_enemies(ctx.state, controller, defender):
        deck = zone(defender, "deck")
        for card_id in list(reversed(ctx.zone(deck)))[:NANMAN_MILL]:  # the top card first
            ctx.move(card_id, zone(defender, "graveyard"), reason="faction")


def survives_by_faction(state: dict, card_id: str) -> bool:
    """410.3g: a dying 乌丸军 General whose controller has 3 or more 乌丸军 Generals on the field."""
    if not has_faction(state["cards"][card_id], "乌丸军"):
        return False
    return sum(has_faction(state["cards"][c], "乌丸军") for c in generals(state, controller_of(state, card_id))) >= WUHUAN_AT_LEAST


def put_into_graveyard(ctx: Ctx, card: dict) -> None:
    """410.3c, read from the General as it was on the field: its owner may search a 十常侍 General."""
    if has_faction(card, "十常侍"):
        ctx.push("search_deck", player=card["owner"], card="general", faction="十常侍")


def pays_to_fight(state: dict, player: str) -> bool:
    """410.3h: whether the player has a face-up 诸侯军 General on the field."""
    return any(has_faction(state["cards"][c], "诸侯军") for c in generals(state, player))


def tallies_to_fight(state: dict, player: str, fighters: list[str]) -> int:
    """410.3h: the 虎符 declaring ``fighters`` (attackers, or one block) costs the player: one
    while a face-up 诸侯军 General is on their field, or with option ``warlord_tally`` "per_general"
    one for each 诸侯军 General among them (608.1c, 609.1c)."""
    if option(state, "warlord_tally") == "per_general":
        return sum(has_faction(state["cards"][c], "诸侯军") for c in fighters)
    return 1 if pays_to_fight(state, player) else 0


def pay_to_fight(ctx: Ctx, player: str, tally: str) -> None:
    """410.3h: the 虎符 goes to the graveyard (a cost: it shows)."""
    ctx.move(tally, zone(player, "graveyard"), reason="warlord_cost")
