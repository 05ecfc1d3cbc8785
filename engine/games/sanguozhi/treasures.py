"""Treasures (宝物, 502) and their equip conditions (装备条件, 418).

Equipping is a chain action of the active player's main process with an empty chain (502.3): the
player declares one of their face-up Generals as its target, which must meet the equip condition
(502.7a, 110.1b; a face-down General cannot be equipped, 112.3c). On resolution the target is
checked again; if it is gone or no longer legal the Treasure is destroyed (705.4b, 804.5u).
Otherwise it lies under its General, in the same slot (502.4): on the field with slot "treasure"
and the General's id in "equipped_to". It gives its General its bonus and its keyword talents.

Rule effects (rule_effects.py) then keep Treasures in place:
- 804.5x: a General holds one non-suit Treasure, or several suit Treasures of one suit with
  different names (502.5); equipping one that does not join them sends the older ones to the
  graveyard (502.5a);
- 804.5y: a Treasure whose General no longer meets its condition goes to the graveyard (502.7c),
  the General evaluated without that Treasure's own effects (418.4);
- 804.5z: a Treasure whose General was set face down goes too (502.7d); one whose General
  leaves the field goes at the same time (actions.leave_field), and sees it go (703.5b).

Suit Treasures (套装, 419): a player equips at most one piece of each suit per turn (502.3b);
their effects need their completion (equipment.py); their General loses its own text (502.6,
stats.own_effects_on).
"""

from engine.core.context import Ctx

from .actions import KEPT_ON_THE_WAY
from .cards import CardDef, card_db
from .equipment import SLOT, equipment
from .stats import condition_holds
from .zones import CHAIN, GENERAL_SLOTS, field_cards, generals


def meets_condition(state: dict, definition: CardDef, general: str, treasure: str | None = None) -> bool:
    """418.3-418.4: every requirement holds for the face-up General, without ``treasure``'s own bonus."""
    card = state["cards"][general]
    if card.get("face_down") or card.get("slot") not in GENERAL_SLOTS:
        return False
    return all(condition_holds(state, general, condition, without=treasure) for condition in definition.equip)


def equip_targets(state: dict, player: str, definition: CardDef) -> list[str]:
    return [g for g in generals(state, player) if meets_condition(state, definition, g)]


def equip_options(state: dict, player: str) -> list[str]:
    """502.3: Treasures in hand with a General to take them (the caller checks the timing), not
    a second piece of a suit this turn (502.3b)."""
    hand = [card_db()[state["cards"][c]["def"]] for c in state["zones"][f"{player}.hand"]["cards"]]
    done = state["players"][player].get("suits_equipped", [])
    return [c for c, d in zip(state["zones"][f"{player}.hand"]["cards"], hand, strict=True)
            if d.type == "treasure" and (d.suit is None or d.suit not in done) and equip_targets(state, player, d)]  # fmt: skip


def equip(ctx: Ctx, player: str, card_id: str, target: str) -> None:
    """701.2e: the Treasure goes to the end of the chain with its target General."""
    suit = card_db()[ctx.card(card_id)["def"]].suit
    if suit is not None:
        ctx.player(player).setdefault("suits_equipped", []).append(suit)  # 502.3b
    chain_card = ctx.move(card_id, CHAIN, reason="cast", keep=KEPT_ON_THE_WAY)  # its 当 trigger fired stays fired (703.2b)
    ctx.state["stack"].append({"id": ctx.new_id("link"), "kind": "treasure", "controller": player, "card": chain_card, "target": target})
    ctx.emit("treasure_cast", player=player, card=chain_card, definition=ctx.card(chain_card)["def"], target=target)


def resolve_treasure(ctx: Ctx, link: dict) -> None:
    """705.4, 705.4b: under its General, or destroyed when the target is no longer legal."""
    player, card_id, target = link["controller"], link["card"], link["target"]
    definition = card_db()[ctx.card(card_id)["def"]]
    legal = ctx.exists(target) and ctx.card(target)["zone"] == f"{player}.field" and meets_condition(ctx.state, definition, target)
    if not legal:
        ctx.emit("treasure_fizzled", player=player, card=card_id, definition=definition.id)
        ctx.move(card_id, f"{ctx.card(card_id)['owner']}.graveyard", reason="destroyed")  # 804.5u
        return
    new_id = ctx.move(card_id, f"{player}.field", reason="equip", keep=KEPT_ON_THE_WAY)
    ctx.card(new_id).update(slot=SLOT, equipped_to=target)
    ctx.emit("treasure_equipped", player=player, card=new_id, definition=definition.id, general=target, general_definition=ctx.card(target)["def"])


def due_treasures(state: dict, leaving: set[str]) -> list[tuple[str, str]]:
    """(Treasure, outcome) for 804.5x-z; ``leaving`` are Generals other rule effects move now
    (804.4): their Treasures go with them (actions.leave_field), or stay if they do (生还)."""
    due = []
    for player in state["seats"]:
        for treasure in field_cards(state, player, SLOT):
            general = state["cards"][treasure]["equipped_to"]
            card = state["cards"].get(general)
            if general in leaving:
                continue
            if card is None or not card["zone"].endswith(".field") or card.get("face_down"):
                due.append((treasure, "treasure_unequipped"))  # 804.5z
            elif not stays_with(state, treasure, equipment(state, general)[-1]):
                due.append((treasure, "treasure_replaced"))  # 804.5x
            elif not meets_condition(state, card_db()[state["cards"][treasure]["def"]], general, treasure):
                due.append((treasure, "treasure_condition"))  # 804.5y
    return due


def stays_with(state: dict, treasure: str, newest: str) -> bool:
    """502.5-502.5a: an older Treasure stays beside the newest only as another piece (another
    name) of the newest one's suit."""
    if treasure == newest:
        return True
    older, latest = (card_db()[state["cards"][c]["def"]] for c in (treasure, newest))
    return older.suit is not None and older.suit == latest.suit and older.name != latest.name
