"""What a player may do with priority (CR 117.1): play a land (CR 305.1, only in their own main
phase with an empty stack, one per turn, 305.2), cast a spell (CR 601), activate an activated
ability (CR 602) or a mana ability (CR 605.3a), or pass."""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.priority import PASS
from engine.core.priority import PROC as PRIORITY

from . import (
    blitz,
    dash,
    flashback,
    foretell,
    milled_casting,
    ninjutsu,
    play_from_exile,
    play_from_library,
    spectacle,
    triggers,
)
from .adventures import OPTION as ADVENTURE
from .adventures import adventure_options
from .casting import (
    activation_cost,
    begin_activation,
    begin_cast,
    begin_cast_from,
    can_cast_now,
    can_pay_sacrifice_cost,
    exile_cost_choices,
    legal_modes,
    tap_cost_choices,
)
from .combat import COMBAT_PHASE_STEPS
from .command_zone import command_zone
from .commander import cast_options as commander_cast_options
from .flashback import OPTION as FLASHBACK
from .flashback import flashback_options
from .mana import activate_mana_ability, affordable, mana_options, mana_sources, parse_mana_option
from .objects import abilities_lost_at, activated_this_turn, cant_activate, definition, holds, summoning_sick
from .permanents import enter_battlefield
from .restricted_mana import for_ability
from .targets import can_choose_all
from .text import card_label
from .vehicles import can_crew
from .zones import EXILE, graveyard, hand, library, permanents

OVERLOAD = "overload"  # the priority option "overload:<card>" (CR 702.96a)

MAIN_STEPS = ("main1", "main2")


def sorcery_timing(state: dict, player: str) -> bool:
    """CR 307.1: the player's own main phase with an empty stack."""
    turn = state["turn"]
    return turn["active"] == player and turn["step"] in MAIN_STEPS and not state["stack"]


def priority_actions(ctx: Ctx, player: str) -> list[dict]:
    state = ctx.state
    options = []
    sorcery = sorcery_timing(state, player)
    sources = mana_sources(state, player)
    may_play_land = sorcery and state["turn"]["lands_played"] < land_plays(state, player)
    for card_id in state["zones"][hand(player)]["cards"]:
        printed = definition(state, card_id)
        if "land" in printed.types:
            if may_play_land:
                options.append({"id": f"land:{card_id}", "label": t("mtg.option.play_land", card=card_label(state, card_id, player))})
        elif can_cast_now(ctx, player, card_id, sorcery, sources):
            options.append({"id": f"cast:{card_id}", "label": t("mtg.option.cast", card=card_label(state, card_id, player))})
        if printed.overload and can_cast_now(ctx, player, card_id, sorcery, sources, alternative_cost=printed.overload, overloaded=True):  # CR 702.96a
            options.append({"id": f"{OVERLOAD}:{card_id}", "label": t("mtg.option.overload", card=card_label(state, card_id, player), cost=printed.overload)})
    commanders = state["zones"].get(command_zone(player), {}).get("cards", [])
    for card_id in state["zones"][hand(player)]["cards"] + commanders:
        for index, ability in definition(state, card_id).activated:  # cycling, ninjutsu (CR 702.29a, 702.49a)
            in_hand = card_id not in commanders
            if (ability.discard_self and in_hand or ability.ninjutsu) and can_activate(state, player, card_id, index, sources):
                label = card_label(state, card_id, player)
                options.append({"id": f"activate:{card_id}:{index}", "label": t("mtg.option.activate", card=label, number=index + 1)})
    options += flashback_options(ctx, player, sorcery, sources)  # CR 702.34a
    options += flashback.permitted_options(ctx, player, sorcery, sources, state["turn"]["lands_played"] < land_plays(state, player))
    options += adventure_options(ctx, player, sorcery, sources)  # CR 715.3
    options += foretell.foretell_options(state, player, sources)  # a special action (CR 116.2h, 702.143a)
    options += foretell.cast_options(ctx, player, sorcery, sources)
    options += spectacle.spectacle_options(ctx, player, sorcery, sources)  # CR 702.137a
    options += blitz.blitz_options(ctx, player, sorcery, sources)  # CR 702.152a
    options += dash.dash_options(ctx, player, sorcery, sources)  # CR 702.109a
    options += milled_casting.options(ctx, player, sorcery, sources)
    options += _play_from_exile_options(ctx, player, sorcery, sources)
    options += _play_top_options(ctx, player, sorcery, sources)
    options += commander_cast_options(ctx, player, sorcery, sources)  # CR 903.8
    for card_id in state["zones"][graveyard(player)]["cards"]:  # CR 113.6k
        for index, ability in definition(state, card_id).activated:
            if ability.activate_from_graveyard and can_activate(state, player, card_id, index, sources):
                label = card_label(state, card_id, player)
                options.append({"id": f"activate:{card_id}:{index}", "label": t("mtg.option.activate", card=label, number=index + 1)})
    for card_id in permanents(state, player):
        for index, ability in definition(state, card_id).activated:
            usable = ability.kind == "activated" and not (ability.is_mana_ability or ability.discard_self or ability.activate_from_graveyard
                                                          or ability.ninjutsu)  # 113.6
            if usable and can_activate(state, player, card_id, index, sources):
                label = card_label(state, card_id, player)
                options.append({"id": f"activate:{card_id}:{index}", "label": t("mtg.option.activate", card=label, number=index + 1)})
    return options + mana_options(state, player, sources)  # 605.3a


def menu_problems(ctx: Ctx) -> list[str]:
    """The fuzzer's check of the remembered values (memo.py): a priority menu being asked, built
    inside ``unchanging``, lists the options a build with nothing remembered lists now (ids: the
    labels of copies are numbered when asked)."""
    request = ctx.state["request"]
    if request is None or request["key"] != "priority" or ctx.state["frames"][-1]["proc"] != PRIORITY:
        return []
    (player,) = request["pending"]
    asked = [o["id"] for o in request["asks"][player]["options"] if o["id"] != PASS]
    fresh = [o["id"] for o in priority_actions(ctx, player)]
    return [] if asked == fresh else [f"remembered priority menu {asked} differs from a build from scratch {fresh}"]


def _play_top_options(ctx: Ctx, player: str, sorcery: bool, sources: list) -> list[dict]:
    """The top card of the player's library, if they may play it (The Lunar Whale), or cast it
    paying life equal to its mana value rather than its mana cost (Bolas's Citadel: only with
    that much life, CR 119.4); a land is played the one way (CR 305.1)."""
    state, options = ctx.state, {}
    for for_life in (False, True):
        top = play_from_library.playable_top(state, player, for_life)
        if top is None:
            continue
        if "land" in definition(state, top).types:
            if sorcery and state["turn"]["lands_played"] < land_plays(state, player):
                options[f"{play_from_library.OPTION}:{top}"] = t("mtg.option.play_top", card=card_label(state, top, player))
        elif not for_life and can_cast_now(ctx, player, top, sorcery, sources):
            options[f"{play_from_library.OPTION}:{top}"] = t("mtg.option.play_top", card=card_label(state, top, player))
        elif for_life and state["players"][player]["life"] >= definition(state, top).mana_value and can_cast_now(ctx, player, top, sorcery, sources, free=True):
            label = t("mtg.option.cast_top_for_life", card=card_label(state, top, player), life=definition(state, top).mana_value)
            options[f"{play_from_library.LIFE_OPTION}:{top}"] = label
    return [{"id": option, "label": label} for option, label in options.items()]


def _play_from_exile_options(ctx: Ctx, player: str, sorcery: bool, sources: list) -> list[dict]:
    """Exiled cards an effect lets the player play (some without paying their mana costs), with
    the normal timing (a land also needs a land play left, CR 305.2)."""
    state, options = ctx.state, []
    for card_id, free in play_from_exile.playable(state, player).items():
        if "land" in definition(state, card_id).types:
            usable = sorcery and state["turn"]["lands_played"] < land_plays(state, player)
        else:
            usable = can_cast_now(ctx, player, card_id, sorcery, sources, free=free, any_mana_type=play_from_exile.any_mana_type(state, player, card_id),
                                  less=play_from_exile.cost_less(state, player, card_id))  # fmt: skip
        if usable:
            label = play_from_exile.option_label(card_label(state, card_id, player), free)
            options.append({"id": f"{play_from_exile.OPTION}:{card_id}", "label": label})
    return options


def can_activate(state: dict, player: str, card_id: str, index: int, sources: list | None = None) -> bool:
    """CR 602.2, 602.5a: "activate only as a sorcery" needs sorcery timing (602.5d); {T} needs an untapped permanent, and a creature free of summoning
    sickness (CR 302.6); the mana cost must be payable and targets available. A permanent that lost
    all its abilities (CR 613.1f) has none to activate."""
    ability = definition(state, card_id).abilities[index]
    if cant_activate(state, card_id) or abilities_lost_at(state, card_id) is not None:  # CR 602.5a
        return False
    if ability.sorcery_speed and not sorcery_timing(state, player):  # 602.5d
        return False
    if ability.activate_during_combat and state["turn"]["step"] not in COMBAT_PHASE_STEPS:  # 602.5b
        return False
    if ability.ninjutsu and not ninjutsu.can_use(state, player, card_id, ability):  # CR 702.49a–b, d
        return False
    if ability.tap and (state["cards"][card_id].get("tapped") or summoning_sick(state, card_id)):
        return False
    if ability.life_cost > state["players"][player]["life"]:  # CR 119.4: only with that much life
        return False
    if ability.mill_cost > len(state["zones"][library(player)]["cards"]):  # CR 701.17b, 118.3
        return False
    if ability.once_each_turn and activated_this_turn(state, card_id, index):  # 602.5b
        return False
    if ability.boast and state["cards"][card_id].get("attacked_turn") != state["turn"]["number"]:  # 702.142a
        return False
    if ability.activate_only_if and not holds(state, ability.activate_only_if, player, card_id):  # 602.5b
        return False
    if not can_choose_all(state, ability.targets, player, card_id):
        return False
    if ability.modes and not legal_modes(state, ability, player, card_id):  # CR 700.2a
        return False
    if ability.crew and not can_crew(state, player, ability.crew):  # CR 702.122a
        return False
    if ability.tap_cost and len(tap_cost_choices(state, ability, player, card_id)) < ability.tap_cost_count:  # CR 602.2b, 118.3
        return False
    if ability.exile_cost and len(exile_cost_choices(state, ability, player, card_id)) < ability.exile_cost_count:  # CR 602.2b, 118.3
        return False
    if ability.discard_cost != "X" and ability.discard_cost > len(state["zones"][hand(player)]["cards"]):  # CR 602.2b, 118.3
        return False
    if ability.sacrifice_cost:  # CR 602.2b, 601.2h: the cost must be payable
        return can_pay_sacrifice_cost(state, ability, player, card_id, sources if sources is not None else mana_sources(state, player))
    return affordable(state, player, activation_cost(state, ability, player, card_id), exclude=card_id if ability.tap else None, sources=sources,
                      spending=for_ability(card_id, ability.equip))  # fmt: skip


def take_priority_action(ctx: Ctx, player: str, option_id: str) -> None:
    kind, _, rest = option_id.partition(":")
    if kind == "land":
        play_land(ctx, player, rest)
    elif kind == "cast":
        begin_cast(ctx, player, rest)
    elif kind == play_from_library.OPTION:
        if "land" in definition(ctx.state, rest).types:
            play_land(ctx, player, rest)
        else:
            begin_cast_from(ctx, player, rest, free=False)
    elif kind == play_from_library.LIFE_OPTION:  # an alternative cost: X is 0 (CR 118.9, 107.3)
        begin_cast_from(ctx, player, rest, free=True, life_cost=definition(ctx.state, rest).mana_value)
    elif kind == play_from_exile.OPTION:
        if "land" in definition(ctx.state, rest).types:
            play_land(ctx, player, rest)
        else:
            begin_cast_from(ctx, player, rest, free=play_from_exile.playable(ctx.state, player)[rest],
                            any_mana_type=play_from_exile.any_mana_type(ctx.state, player, rest), less=play_from_exile.cost_less(ctx.state, player, rest))  # fmt: skip
    elif kind == FLASHBACK:
        begin_cast(ctx, player, rest, flashback=True)
    elif kind == flashback.GRAVEYARD_OPTION:
        card_id, _, as_type = rest.partition(":")  # Muldrotha: cast as one of its permanent types
        if "land" in definition(ctx.state, card_id).types:  # Hades: a land played from the graveyard
            flashback.land_played(ctx.state, player, card_id)
            play_land(ctx, player, card_id)
        else:
            flashback.begin_permitted_cast(ctx, player, card_id, as_type)
    elif kind == foretell.OPTION:
        foretell.begin_foretell(ctx, player, rest)
    elif kind == foretell.CAST_OPTION:
        foretell.begin_cast_foretold(ctx, player, rest)
    elif kind == blitz.OPTION:
        blitz.begin_blitz(ctx, player, rest)
    elif kind == dash.OPTION:
        dash.begin_dash(ctx, player, rest)
    elif kind == milled_casting.OPTION:
        milled_casting.begin(ctx, player, rest)
    elif kind == spectacle.OPTION:
        spectacle.begin_spectacle_cast(ctx, player, rest)
    elif kind == ADVENTURE:
        begin_cast(ctx, player, rest, adventure=True)
    elif kind == OVERLOAD:
        begin_cast(ctx, player, rest, overload=True)
    elif kind == "activate":
        source, index = rest.split(":")
        begin_activation(ctx, player, source, int(index))
    elif kind == "mana":
        activate_mana_ability(ctx, *parse_mana_option(option_id))


def land_plays(state: dict, player: str) -> int:
    """CR 305.2: one land a turn, plus one for each "you may play an additional land" (305.2a)."""
    extra = sum(a.additional_land for c in permanents(state, player) for a in definition(state, c).abilities if a.kind == "static")
    return 1 + extra


def play_land(ctx: Ctx, player: str, card_id: str) -> None:
    """CR 305.1: a special action, no stack; it counts as the turn's land play (305.2)."""
    ctx.state["turn"]["lands_played"] += 1
    from_exile = ctx.card(card_id)["zone"] == EXILE
    ctx.emit("land_played", player=player, definition=ctx.card(card_id)["def"])
    enter_battlefield(ctx, card_id, player, reason="land_played")
    if from_exile:  # "whenever you play a land from exile"
        triggers.played_from_exile(ctx, player)
