"""The basic operations of part 5 (术语释义) and the rules that use them: moving a card between
zones with the right face (暗盖 5.1), drawing (4.0.2), adding energy (5.3.1), discarding (5.0.1),
revealing a battlefield card (5.5.2a) and placing a card in a battlefield slot (3.2.1).

A card that changes zone becomes a new object (a new id): its weakened state resets (5.11.2a) and
"this turn" modifiers stop applying. What it has used this turn (2.0.5) goes with it (digest A11).
"""

from engine.core.context import Ctx

from .cards import card_db
from .options import option
from .zones import zone, zone_kind

# Zones a face-down card keeps its owner's sight in (3.2.3, 4.3.2); elsewhere nobody sees it
# (face-down energy, 3.5.2a, 5.1.2).
OWNER_SEES_FACE_DOWN = ("battlefield", "aside")
# How a card entered the battlefield, by the reason of its move (the `entered` condition).
ENTERED_BY = {"setup": "setup", "form_change": "form_change", "effect": "effect", "support_stays": "battle"}


def move(ctx: Ctx, card_id: str, to_zone: str, *, reason: str, face_down: bool = False,
         slot: int | None = None, position: int | None = None) -> str:  # fmt: skip
    to_zone = replaced_destination(ctx, card_id, to_zone)
    new_id = ctx.move(card_id, to_zone, reason=reason, face_down=face_down, position=position, keep=("used",))
    card = ctx.card(new_id)
    if face_down and zone_kind(to_zone) in OWNER_SEES_FACE_DOWN:
        card["visible_to"] = [card["owner"]]
    if slot is not None:
        card["slot"] = slot
    if zone_kind(to_zone) == "battlefield" and reason in ENTERED_BY:
        card["entered"] = ENTERED_BY[reason]
    return new_id


def replaced_destination(ctx: Ctx, card_id: str, to_zone: str) -> str:
    """5.8.1 "……改为……": a face-up battlefield card or support with a replacement for the zone it
    would go to goes where the replacement says instead."""
    card = ctx.card(card_id)
    if card.get("face_down") or zone_kind(card["zone"]) not in ("battlefield", "aside"):
        return to_zone
    for replacement in card_db()[card["def"]].replacements:
        if zone_kind(to_zone) == replacement.instead_of:
            ctx.emit("move_replaced", card=card_id, definition=card["def"], player=card["owner"], text=replacement.text)
            return zone(card["owner"], replacement.to)
    return to_zone


def top_of_deck(ctx: Ctx, player: str) -> str | None:
    deck = ctx.zone(zone(player, "deck"))
    return deck[-1] if deck else None  # the top of the deck is the end of the list


def may_draw(ctx: Ctx, player: str) -> bool:
    """1.1.2: "你不能抽牌" wins over every draw, so no draw is even attempted (digest A13)."""
    return ctx.player(player).get("no_draw_turn") != ctx.state["turn"]["number"]


def draw(ctx: Ctx, player: str, count: int = 1) -> None:
    """Each card is its own attempt; one from an empty deck makes the player lose at the next
    check (1.3.2b, 1.3.4; digest A13). Drawing 0 (a counted amount of nothing) is no draw."""
    if count <= 0:
        return
    if not may_draw(ctx, player):
        ctx.emit("draw_prevented", player=player)
        if not option(ctx.state, "prohibited_draw_spares_deck_out") and top_of_deck(ctx, player) is None:
            ctx.player(player)["deck_out"] = True
        return
    for _ in range(count):
        top = top_of_deck(ctx, player)
        if top is None:
            ctx.player(player)["deck_out"] = True
            return
        move(ctx, top, zone(player, "hand"), reason="draw")


def add_energy(ctx: Ctx, player: str, count: int = 1, *, face_up: bool = False) -> None:
    """The top card face down into energy, seen by nobody (5.3.1, 5.1.2), or face up when an
    effect says so (3.5.2b); an empty deck makes the player lose (1.3.2c)."""
    for _ in range(count):
        top = top_of_deck(ctx, player)
        if top is None:
            ctx.player(player)["deck_out"] = True
            return
        move(ctx, top, zone(player, "energy"), reason="energy", face_down=not face_up)


def discard(ctx: Ctx, card_ids: list[str]) -> None:
    """From hand to the rest zone (5.0.1); "when discarded" effects trigger (5.0.3)."""
    for card_id in card_ids:
        move(ctx, card_id, zone(ctx.card(card_id)["owner"], "rest"), reason="discard")


def reveal(ctx: Ctx, card_id: str) -> None:
    """Turn a face-down card face up where it is (5.5.1); it starts at full power (5.11.2)."""
    card = ctx.card(card_id)
    card.pop("face_down", None)
    card.pop("weakened", None)
    ctx.reveal(card_id)


def place_on_battlefield(ctx: Ctx, card_id: str, player: str, slot: int, *, reason: str) -> str | None:
    """Put a card face up into a free slot of the 配置区 (4.4.4a, 5.10.1); a taken slot means
    it cannot be done (3.2.1a) and the card goes to the rest zone instead of staying nowhere."""
    taken = any(ctx.card(c)["slot"] == slot for c in ctx.zone(zone(player, "battlefield")))
    if taken:
        move(ctx, card_id, zone(player, "rest"), reason=reason)
        return None
    return move(ctx, card_id, zone(player, "battlefield"), reason=reason, slot=slot)
