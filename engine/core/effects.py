"""Continuous effects with durations (Lorcana 7.6, MTG 611/613).

An effect record::

    {"id": "e4", "ts": 31, "source": "c12", "controller": "p1",
     "cards": ["c7", "c9"] | None, "selector": {...} | None,
     "modifier": {"stat": "strength", "op": "add", "value": 1} | {"flag": "cannot_quest"},
     "until": "end_of_turn" | "source_leaves" | {"start_of_turn": "p1"} | {"end_of_turn": "p2"}}

A dict duration may add ``"after_turn": n``: it ends only in a turn numbered above n (games keep
the turn number in ``state["turn"]["number"]``), so "during their next turn" made during that
player's own turn lasts through their next one.

``cards`` locks the affected set when the effect is created: objects that arrive later, or that
changed zone since (new ids), are not affected (Lorcana 7.6.3, MTG 611.2c). ``selector`` is
evaluated on demand by the game, so newcomers are affected (Lorcana 7.6.2). Static abilities of
cards in play are not stored: the game yields them from ``Game.static_effects``.
Modifiers apply in timestamp order, each to the value the previous ones produced (Lorcana 7.8.1.1).
"""

from collections.abc import Iterable

from .context import Ctx

END_OF_TURN = "end_of_turn"
SOURCE_LEAVES = "source_leaves"


def add_effect(
    ctx: Ctx,
    *,
    source: str | None,
    controller: str,
    modifier: dict,
    until,
    cards: list[str] | None = None,
    selector: dict | None = None,
) -> dict:
    effect = {
        "id": ctx.new_id("effect"),
        "ts": ctx.timestamp(),
        "source": source,
        "controller": controller,
        "cards": list(cards) if cards is not None else None,
        "selector": selector,
        "modifier": modifier,
        "until": until,
    }
    ctx.state["effects"].append(effect)
    ctx.emit("effect_created", effect=effect["id"], source=source, cards=effect["cards"], modifier=modifier)
    return effect


def end_effects(ctx: Ctx, moment: str, player: str | None = None) -> list[dict]:
    """End every effect whose duration ends at ``moment`` ("end_of_turn" or "start_of_turn") of
    ``player``'s turn, and effects whose source has left. Returns the ended effects."""
    kept, ended = [], []
    for effect in ctx.state["effects"]:
        until = effect["until"]
        expires = (
            (until == SOURCE_LEAVES and not ctx.exists(effect["source"]))
            or (until == moment == END_OF_TURN)
            or (
                isinstance(until, dict)
                and moment in until  # else None == None would end e.g. {"start_of_turn": "p1"} now
                and until[moment] == player
                and ctx.state["turn"].get("number", 0) > until.get("after_turn", -1)
            )
        )
        (ended if expires else kept).append(effect)
    ctx.state["effects"] = kept
    for effect in ended:
        ctx.emit("effect_ended", effect=effect["id"])
    return ended


def effect_applies(state: dict, effect: dict, card_id: str, matches=None) -> bool:
    """Whether an effect applies to a card now. A modifier with ``during: player`` applies only in
    that player's turns, and with ``after_turn: n`` only in turns numbered above n ("during their
    next turn"). ``matches`` evaluates selectors (games without selector effects pass None)."""
    if effect["until"] == SOURCE_LEAVES and effect["source"] not in state["cards"]:
        return False
    modifier = effect["modifier"]
    during = modifier.get("during")
    if during is not None and state["turn"].get("active") != during:
        return False
    if state["turn"].get("number", 0) <= modifier.get("after_turn", -1):
        return False
    if effect["cards"] is not None:
        return card_id in effect["cards"]
    return effect["selector"] is not None and matches is not None and matches(state, effect, card_id)


def modifiers_for(state: dict, card_id: str, statics: Iterable[dict], matches) -> list[dict]:
    """Every modifier applying to a card, stored effects and statics together, oldest first."""
    found = [e for e in state["effects"] if effect_applies(state, e, card_id, matches)]
    found.extend(e for e in statics if effect_applies(state, e, card_id, matches))
    found.sort(key=lambda effect: effect["ts"])
    return [effect["modifier"] for effect in found]


def apply_stat(base: int, stat: str, modifiers: list[dict]) -> int:
    """The value of ``stat`` after the modifiers, in order; values may go negative and each
    game clamps only where its rules say (Lorcana 7.8.2)."""
    value = base
    for modifier in modifiers:
        if modifier.get("stat") != stat:
            continue
        if modifier["op"] == "add":
            value += modifier["value"]
        elif modifier["op"] == "set":
            value = modifier["value"]
    return value


def has_flag(modifiers: list[dict], flag: str) -> bool:
    return any(modifier.get("flag") == flag for modifier in modifiers)
