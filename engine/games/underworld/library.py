"""The player library (G:牌库 p7): drawing (G:抓牌 p11), looking at the top and arranging it
(the investigation reward, 预测), searching, and the bottom of the library.

The last card of the zone list is the top; position 0 is the bottom. Drawing from an empty
library loses the game (G:胜利和失败 p8): the draw marks the player and the state check ends the
game, so players drawing together lose together (F:1.3.1).

A player who is about to draw from an empty library loses at once ("立即失败", G:胜利和失败
p8), so when players draw one after another in one effect (莫斯科 DQJC111: "由赢取莫斯科的玩家
开始"), the first to find his library empty has lost, and a later draw from an empty library
by the other no longer counts: only draws made together (the draw step, F:1.3.1, and an
effect's "每位玩家抓…") can make both lose, a drawn game.
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .stats import any_flag, player_flag, sources_fixed
from .text import card_label
from .triggers import collect_card_triggers, collect_flow_triggers
from .zones import zone


def library(player: str) -> str:
    return zone(player, "library")


def draw(ctx: Ctx, player: str, count: int = 1, together: bool = False) -> int:
    """``together``: part of one draw by several players at once (see the module's docstring).
    "你从牌库底抓牌，而非牌库顶" (MSJC17): a player under that rule draws his bottom card."""
    drawn = 0
    if ctx.state["turn"].get("step") != "draw" and any_flag(ctx.state, "draws_only_in_draw_step"):  # JZ66
        return 0
    for _ in range(count):
        cards = ctx.zone(library(player))
        if not cards:
            if together or not any(ctx.player(p).get("drew_from_empty") for p in ctx.seats):
                ctx.player(player)["drew_from_empty"] = True
            return drawn
        ctx.move(cards[0] if player_flag(ctx.state, player, "draw_from_bottom") else cards[-1], zone(player, "hand"), reason="draw")
        drawn += 1
    if drawn:
        ctx.emit("cards_drawn", player=player, count=drawn)
        collect_flow_triggers(ctx, "you_draw", of=player, drawn=drawn)
    return drawn


def look_and_arrange(ctx: Ctx, frame: dict, player: str, count: int, key: str) -> bool:
    """Look at the top `count` cards (all of them if fewer, digest A20), put any of them back on
    top in any order and the rest on the bottom in any order. Others learn only how many went
    where (digest T30). True when done; False while waiting."""
    state = frame.setdefault(key, {})
    if "looked" not in state:
        looked = list(reversed(ctx.zone(library(player))[-count:])) if count > 0 else []
        for card_id in looked:
            ctx.card(card_id)["visible_to"] = [player]
        state["looked"] = looked
        ctx.emit("library_looked_at", player=player, count=len(looked))
    looked = state["looked"]
    if not looked:
        return True
    labels = {c: card_label(ctx.state, c, player) for c in looked}
    if "top" not in state:
        options = [{"id": c, "label": labels[c]} for c in looked]
        ask = make_ask(t("underworld.prompt.keep_on_top", count=len(looked)), options, minimum=0, maximum=len(looked), default=looked)
        choice = ctx.choose(frame, player, "choose_cards", f"{key}:top", ask)
        if choice is None:
            return False
        state["top"] = choice
    top, bottom = state["top"], [c for c in looked if c not in state["top"]]
    for part, cards in (("top_order", top), ("bottom_order", bottom)):
        if part not in state:
            if len(cards) > 1:
                options = [{"id": c, "label": labels[c]} for c in cards]
                prompt = t(f"underworld.prompt.{part}")
                ask = make_ask(prompt, options, minimum=len(cards), maximum=len(cards), ordered=True)
                choice = ctx.choose(frame, player, "choose_cards", f"{key}:{part}", ask)
                if choice is None:
                    return False
                state[part] = choice
            else:
                state[part] = list(cards)
    # The first in the top order ends on top; the first in the bottom order ends at the bottom.
    for card_id in reversed(state["top_order"]):
        ctx.move(card_id, library(player), reason="arrange")
    for card_id in reversed(state["bottom_order"]):
        ctx.move(card_id, library(player), position=0, reason="arrange")
    ctx.emit("library_arranged", player=player, top=len(top), bottom=len(bottom))
    del frame[key]
    return True


def search(ctx: Ctx, frame: dict, player: str, matching, key: str, to: str = "hand", reveal: bool = True,
           top: int | None = None, place=None, count: int = 1, distinct_names: bool = False,
           or_graveyard: bool = False) -> bool:  # fmt: skip
    """Find up to `count` cards `matching(card id)` in your library (among its `top` cards), reveal them,
    shuffle, and put them into your hand (or on top of the library, or into the graveyard, or where
    `place(card)` puts them). A search of a hidden zone may find nothing. `or_graveyard`: his
    graveyard's cards too, and no shuffle when the card found came from there (JZ70)."""
    if frame.get(f"{key}:done"):
        return True
    searched = ctx.zone(library(player))[-top:] if top else ctx.zone(library(player))
    with sources_fixed(ctx.state):  # `matching` reads each card's subtypes of one unchanging state (XQ15)
        buried = [c for c in ctx.zone(zone(player, "graveyard")) if matching(c)] if or_graveyard else []
        found = [c for c in searched if matching(c)] + buried
    if distinct_names:  # "且他们的名称不能相同" (MSJZ04): one card of each name is offered
        found = list({_name(ctx, c): c for c in found}.values())
    options = [{"id": c, "label": t("underworld.option.card", card=_name(ctx, c)) + (t("underworld.option.from_graveyard") if c in buried else "")}
               for c in found]  # fmt: skip
    chosen: list[str] = []
    if options:
        ask = make_ask(t("underworld.prompt.search"), options, maximum=count, optional=True, default=[c for c in found if c not in buried][-1:] or [found[-1]])
        choice = ctx.choose(frame, player, "choose_cards", key, ask)
        if choice is None:
            return False
        chosen = choice
    shuffle = not (buried and chosen and set(chosen) <= set(buried))
    found_now = []
    for card_id in chosen:
        if reveal:
            ctx.reveal(card_id)
        if place is not None:
            place(card_id)
            continue
        if to == "graveyard":
            library_to_graveyard(ctx, card_id, player, "search")
            continue
        found_now.append(ctx.move(card_id, zone(player, "hand"), reason="search"))
    if shuffle:
        ctx.shuffle(library(player))
    if to == "top":  # shuffle, then the found card goes on top (DQJC107)
        for card_id in found_now:
            ctx.move(card_id, library(player), reason="search_top")
    frame[f"{key}:done"] = True
    return True


def library_to_graveyard(ctx: Ctx, card_id: str, player: str, reason: str) -> str:
    """A library card goes into its owner's graveyard (not a discard): its 墓地触发 "当…从牌库进入
    本方墓地时" triggers there (BQ077)."""
    new_id = ctx.move(card_id, zone(player, "graveyard"), reason=reason)
    collect_card_triggers(ctx, new_id, ["milled"], None, controller=player)
    return new_id


def _name(ctx: Ctx, card_id: str) -> str:
    from .text import card_name

    return card_name(ctx.card(card_id)["def"])
