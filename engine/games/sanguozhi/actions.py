"""Game actions (803) and the bookkeeping of 粮草 (116), drawing (118) and leaving the field.

粮草 is life: 30 with a cap of 30 (103.3, 116.1), 2 lower per face-up 鲜卑军 General on the
player's field (116.8, 410.3k). Gains beyond the cap are lost (116.8a); losses
and damage may take it below 0, and the value is kept (105.1b) until the player leaves the game at
the next grant of the action right (116.5, 804.5a). A player who must draw more cards than their
deck holds draws what is left and leaves at that same moment (118.4, 804.5b).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .cards import card_db
from .equipment import equipment, working
from .options import option
from .procs import PROCS
from .stats import has_faction, troops_of
from .teams import on_side
from .triggered import ONCE, TROOPS, general_left
from .zones import generals, zone

STARTING_PROVISIONS = 30  # 103.3
PROVISIONS_CAP = 30  # 116.1
XIANBEI_CAP_CUT = 2  # 410.3k, for each 鲜卑军 General (no limit stated: digest ambiguity 10) or once (option xianbei_cap_cut)
# 808.3: a General's count of ability uses this turn follows the card as it leaves the field and
# comes back (field → hand → chain → field), turns face down and up, or changes controller.
# So do the 当 triggers that have fired (703.2b, triggered.py).
KEPT_ON_THE_WAY = ("uses", ONCE)


def draw(ctx: Ctx, player: str, count: int = 1) -> list[str]:
    """118.2, 118.4: draw ``count``; with too few cards, draw them all and flag the player.
    Returns the cards drawn."""
    deck = ctx.zone(zone(player, "deck"))
    drawn = []
    for _ in range(count):
        if not deck:
            ctx.player(player)["drew_from_empty"] = True
            ctx.emit("draw_failed", player=player)
            break
        drawn.append(ctx.move(deck[-1], zone(player, "hand"), reason="draw"))
    return drawn


def change_provisions(ctx: Ctx, player: str, amount: int, reason: str) -> None:
    """Gain or lose 粮 (116.2-116.4). A gain is first changed by the replacements that apply
    (710); when two or more do, the player chooses which applies first (712.2), so the change waits
    for that answer."""
    found = gain_replacements(ctx.state, player) if amount > 0 else []
    if len(outcomes(found)) > 1:
        ctx.push("provisions_replacement", player=player, amount=amount, reason=reason, order=[])
        return
    apply_provisions(ctx, player, replaced(found, amount, []), reason)


def gain_replacements(state: dict, player: str) -> list[dict]:
    """The replacements of ``player``'s gains of 粮 on the field (face-up standing Stratagems):
    {"id": the Stratagem, "becomes", "name"}."""
    found = []
    for owner in state["seats"]:
        for card_id in state["zones"][zone(owner, "field")]["cards"]:
            card = state["cards"][card_id]
            definition = card_db()[card["def"]]
            rule = definition.provisions_replace
            if rule is None or card.get("slot") != "stratagem" or card.get("face_down"):
                continue
            if on_side(state, owner, player, rule.whose):
                found.append({"id": card_id, "becomes": rule.becomes, "name": definition.name})
    return found


def outcomes(found: list[dict]) -> set[str]:
    """What the replacements make of a gain: the order matters (712.2) only between different
    ones; the same one twice applies twice in any order (710.4: each replacement once)."""
    return {rule["becomes"] for rule in found}


def replaced(found: list[dict], amount: int, order: list[str]) -> int:
    """712.1e: in ``order`` first, each replacement applies if the change is still a gain."""
    for rule in sorted(found, key=lambda r: order.index(r["id"]) if r["id"] in order else len(order)):
        if amount > 0:
            amount = 2 * amount if rule["becomes"] == "double" else -amount
    return amount


@PROCS.proc("provisions_replacement")
def provisions_replacement(ctx: Ctx, frame: dict) -> None:
    """712.2: the player gaining chooses the replacement applying first, again while two or more
    different ones still apply to the changed amount."""
    player, order = frame["player"], frame["order"]
    found = gain_replacements(ctx.state, player)
    while True:
        amount = replaced([r for r in found if r["id"] in order], frame["amount"], order)
        left = [r for r in found if r["id"] not in order] if amount > 0 else []
        if len(outcomes(left)) < 2:
            break
        first_of_each = {r["becomes"]: r for r in reversed(left)}  # one option per outcome, the oldest card's
        options = [{"id": r["id"], "label": r["name"]} for r in left if first_of_each[r["becomes"]] is r]
        ask = make_ask(t("sanguozhi.prompt.provisions_replacement", amount=amount), options)
        choice = ctx.choose(frame, player, "choose_option", f"provisions_replacement:{len(order)}", ask)
        if choice is None:
            return
        order.append(choice[0])
    ctx.pop(frame)
    apply_provisions(ctx, player, replaced(found, frame["amount"], order), frame["reason"])


def provisions_cap(state: dict, player: str) -> int:
    """116.1, 116.8: the player's 粮草 cap, less 2 per face-up 鲜卑军 General on their field (410.3k),
    or 2 while any is there (option ``xianbei_cap_cut`` "once")."""
    xianbei = sum(has_faction(state["cards"][c], "鲜卑军") for c in generals(state, player))
    if option(state, "xianbei_cap_cut") == "once":
        xianbei = min(xianbei, 1)
    return state["players"][player]["cap"] - XIANBEI_CAP_CUT * xianbei


def provisions_over_cap(ctx: Ctx) -> bool:
    """116.8a: a player whose cap has fallen below their 粮草 has their 粮草 lowered to it (a loss,
    not damage: 116.3); True if anyone's was."""
    lowered = False
    for player in ctx.state["seats"]:
        excess = ctx.player(player)["provisions"] - provisions_cap(ctx.state, player)
        if excess > 0:
            apply_provisions(ctx, player, -excess, reason="cap")
            lowered = True
    return lowered


def apply_provisions(ctx: Ctx, player: str, amount: int, reason: str) -> int:
    """116.8a: a gain stops at the cap; a change of 0 is no change (116.9). Returns the change made."""
    data = ctx.player(player)
    before = data["provisions"]
    after = before + amount if amount < 0 else max(before, min(provisions_cap(ctx.state, player), before + amount))
    if after != before:
        data["provisions"] = after
        ctx.emit("provisions_changed", player=player, amount=after - before, provisions=after, reason=reason)
    return after - before


def leave_field(ctx: Ctx, card_id: str, destination: str, reason: str, together: list[tuple[dict, str]] | None = None) -> str:
    """Move a field (or chain) card to its owner's hand or graveyard (300.4). It becomes a new,
    untapped object without damage (111.3d, 117.5, 300.8); a face-down card turns face up first
    (113.4a), so the move shows it to everyone. A General's Treasures go to their owners'
    graveyards at the same time, by the rule effect 804.5z (502.7d; 703.5b's example 传国玉玺),
    before any trigger of its leaving resolves. ``together``: the Generals that left before it in
    the same event (triggered.general_left)."""
    face_down = ctx.card(card_id).get("face_down")
    card = {**ctx.card(card_id), TROOPS: [] if face_down else troops_of(ctx.state, card_id)}  # 703.5b: as it last was; face down, none checked (112.2c)
    worked = {t for t, _ in working(ctx.state, card_id)}  # 502.2: the Treasures whose effects work see it go
    treasures = [dict(ctx.card(t)) for t in equipment(ctx.state, card_id)]
    new_id = ctx.move(card_id, zone(card["owner"], destination), reason=reason, keep=KEPT_ON_THE_WAY)
    gone = []
    for treasure in treasures:
        ctx.emit("rule_effect", outcome="treasure_unequipped", card=treasure["id"], player=treasure.get("controller", treasure["owner"]), definition=treasure["def"])
        gone.append((treasure, ctx.move(treasure["id"], zone(treasure["owner"], "graveyard"), reason="treasure_unequipped", keep=KEPT_ON_THE_WAY)))
    general_left(ctx, card, destination, new_id, together, [(t, i) for t, i in gone if t["id"] in worked])  # 703.5b
    return new_id


def tap(ctx: Ctx, card_id: str) -> None:
    """111.1: a tapped card cannot tap again."""
    ctx.card(card_id)["tapped"] = True
    ctx.emit("card_tapped", card=card_id)


def untap(ctx: Ctx, card_id: str) -> None:
    ctx.card(card_id).pop("tapped", None)
