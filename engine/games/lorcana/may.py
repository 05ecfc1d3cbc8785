"""Whether an optional ("你可以", 7.1.3) ability or step could change the game now, judged from
public facts only (engine/core/optional.py): a step with nothing to act on does nothing (1.2.3).

Hands and decks are hidden: a step whose outcome depends on what they hold (play a card from
hand for free, look at the top of the deck) counts as possible while the zone has cards, so the
question is still asked and nobody learns what the hidden cards lack (8.1.4: a search may fail
to find). Drawing always can: even from an empty deck it loses the game (1.9.1.2).
"""

from engine.core.context import Ctx, counter_of

from . import abilities as a
from .banish import is_in_play
from .cardinfo import definition
from .conditions import holds
from .filters import matches
from .ink import ready_ink
from .limits import bounded
from .statics import count_per
from .targets import candidates
from .teams import are_opponents
from .zones import zone


def _affected(ctx: Ctx, frame: dict, target: a.Target) -> list[str]:
    """The cards a target could name now (each choice still to be made on resolution, 1.2.4)."""
    source = frame.get("source")
    if target.mode == "self":
        return [source] if source and is_in_play(ctx.state, source) else []
    if target.mode in ("this_card", "trigger_card", "challenger", "challenged"):
        card_id = source if target.mode == "this_card" else frame.get(target.mode)
        return [card_id] if card_id in ctx.state["cards"] else []
    if target.mode == "previous":
        return [c for c in frame.get("previous", []) if c in ctx.state["cards"]]
    if target.filter.limit is not None:
        target = target.model_copy(update={"filter": bounded(ctx, frame, target.filter)})
    return candidates(ctx, target, frame["controller"], source)


def _in_discards(ctx: Ctx, players: list[str], flt: a.Filter, controller: str) -> bool:
    return any(matches(ctx.state, c, flt, controller, None) for p in players for c in ctx.zone(zone(p, "discard")))


def step_possible(ctx: Ctx, frame: dict, step) -> bool:
    """Whether resolving `step` could change the game (public facts only, see above)."""
    player = frame["controller"]
    state = ctx.state
    if step.condition is not None and not holds(state, step.condition, player, frame.get("source")):
        return False
    if step.if_done and not frame.get("counted"):  # "如果你以此法…": nothing was done that way
        return False
    match step:
        case a.RemoveDamage(target=target):
            return any(counter_of(state["cards"][c], "damage") for c in _affected(ctx, frame, target))
        case a.MoveDamage(source=source):
            return any(counter_of(state["cards"][c], "damage") for c in _affected(ctx, frame, source))
        case a.Ready(target=target, cannot_quest=False):
            return any(state["cards"][c].get("exerted") for c in _affected(ctx, frame, target))
        case a.ReturnFromDiscard(filter=flt):
            return _in_discards(ctx, [player], flt, player)
        case a.ShuffleIntoDeck(target=target) if target is not None:
            return bool(_affected(ctx, frame, target))
        case a.ShuffleIntoDeck(filter=flt, from_chosen_opponent=True):
            return _in_discards(ctx, [p for p in ctx.seats if are_opponents(state, player, p)], flt, player)
        case a.ShuffleIntoDeck(filter=flt, every=every):
            return _in_discards(ctx, [player] if every else ctx.seats, flt, player)
        case a.LookAtTop() | a.RevealTop() | a.SearchDeck():
            return bool(ctx.zone(zone(player, "deck")))
        case a.PutIntoInkwell(source="top_of_deck"):
            return bool(ctx.zone(zone(player, "deck")))
        case a.PutIntoInkwell(source="hand") | a.PlayForFree():
            return bool(ctx.zone(zone(player, "hand")))  # what the hand holds is hidden: asked
        case a.PutIntoInkwell(source="discard", filter=flt):
            return _in_discards(ctx, [player], flt, player)
        case a.PutIntoInkwell(source="this_card"):
            return frame.get("source") in state["cards"]
        case a.PayCost(ink=ink, exert=exert, banish=banished, return_to_hand=returned):
            return ready_ink(state, player) >= ink and (
                exert is None or any(not state["cards"][c].get("exerted") for c in _affected(ctx, frame, exert))) and all(
                bool(_affected(ctx, frame, target)) for target in (banished, returned) if target is not None) and (
                not step.shuffle_this_card or frame.get("source") in state["cards"])
        case a.Draw(who="their_player") | a.GainLore(who="their_player") | a.Discard(who="their_player"):
            return False  # "其玩家": only as possible as the step before, which is judged itself
        case a.Draw(per=per) if per is not None:  # "每有一个X，你便可以抽一张卡" with no X draws none
            return count_per(state, per, player, frame.get("source")) > 0
        case a.Discard(who="you", at_random=False):  # the number of cards in a hand is public
            return bool(ctx.zone(zone(player, "hand")))
        case a.Reveal(what=what):  # the number of cards in a hand or deck is public
            kind = "hand" if what == "hand" else "deck"
            return any(ctx.zone(zone(p, kind)) for p in ctx.seats if are_opponents(state, player, p))
        case a.MoveToLocation(target=target, location=location):
            places = [c for c in _affected(ctx, frame, location) if definition(state, c).type == "location" and is_in_play(state, c)]
            movers = _affected(ctx, frame, target) + ([frame["source"]] if step.with_self and frame.get("source") in state["cards"] else [])
            return bool(places) and any(state["cards"][c].get("at_location") not in places for c in movers)
        case a.ChooseOne(options=options):
            return any(steps_possible(ctx, frame, steps) for steps in options)
    target = getattr(step, "target", None)
    if isinstance(target, a.Target):
        return bool(_affected(ctx, frame, target))
    return True


def steps_possible(ctx: Ctx, frame: dict, steps: list) -> bool:
    """Whether an optional ability could change the game: some step could, before a cost that
    cannot be paid stops the rest (7.1.2.2)."""
    for step in steps:
        possible = step_possible(ctx, frame, step)
        if possible or isinstance(step, a.PayCost):
            return possible  # a cost paid changes the game; one that cannot be paid stops the rest
    return False
