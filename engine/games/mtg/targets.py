"""Targets (CR 115): which objects and players a target may be, and whether a chosen target is
still legal when the spell or ability resolves (CR 608.2b). A chosen target is
``{"card": id}`` or ``{"player": id}``; a card that changed zone is a new object (CR 400.7), so
its old id no longer names a legal target.
"""

from __future__ import annotations

from .abilities import Target
from .cards import card
from .objects import (
    creatures,
    has_keyword,
    is_type,
    mana_value,
    matches,
    on_battlefield,
    protected_from,
    protected_from_colours,
)
from .zones import EXILE, controller_of, graveyard, permanents


def _card_ok(state: dict, spec: Target, card_id: str, controller: str, source: str | None) -> bool:
    if not on_battlefield(state, card_id) or not matches(state, spec.filter, card_id, controller, source):
        return False
    if spec.opponent is not None and controller_of(state, card_id) != spec.opponent:  # "that opponent controls"
        return False
    if has_keyword(state, card_id, "hexproof") and controller_of(state, card_id) != controller:  # 702.11b
        return False
    if protected_from_colours(state, card_id, source):  # 702.16b
        return False
    if spec.kind in ("creature", "any"):
        return is_type(state, card_id, "creature")
    return spec.kind in ("permanent", "spell_or_permanent")


def opponents(state: dict, controller: str) -> list[str]:
    """The controller's opponents still in the game, in turn order from the controller (CR 102.2)."""
    seats = state["seats"]
    start = seats.index(controller) if controller in seats else 0
    return [p for p in seats[start:] + seats[:start] if p != controller]


def expand(specs: list[Target], each_opponent: list[str], data: dict | None = None) -> list[Target]:
    """The targets an ability announces: a ``per_opponent`` target (always the last) becomes one
    target for each of ``each_opponent``, a permanent that opponent controls (CR 601.2c); a
    ``damaged_player`` one, a permanent the player its trigger remembers (``data``) controls; a
    ``mana_value_of_spell`` target has the mana value of the spell in the trigger's ``data``."""
    data = data or {}
    specs = [s.model_copy(update={"opponent": data.get("damaged_player")}) if s.damaged_player else s for s in specs]
    specs = [_of_spell_mana_value(spec, data) if spec.mana_value_of_spell else spec for spec in specs]
    if not specs or not specs[-1].per_opponent:
        return specs
    return specs[:-1] + [specs[-1].model_copy(update={"per_opponent": False, "opponent": p}) for p in each_opponent]


def _of_spell_mana_value(spec: Target, data: dict) -> Target:
    value = data.get("spell_mana_value", 0)
    return spec.model_copy(update={"filter": spec.filter.model_copy(update={"mana_value_at_least": value, "mana_value_at_most": value})})


def _graveyards(state: dict, spec: Target, controller: str, source: str | None) -> list[str]:
    """The graveyards the target may be in: the controller's, every player's, or the defending
    player's (of the attacking source, CR 506.2)."""
    if spec.defending_players_graveyard:
        attack = state["turn"]["combat"]["attackers"].get(source)
        return [graveyard(attack["defender"])] if attack and attack["defender"] in state["seats"] else []
    return [graveyard(p) for p in state["seats"]] if spec.any_graveyard else [graveyard(controller)]


def _graveyard_card_ok(state: dict, spec: Target, card_id: str, controller: str, source: str | None) -> bool:
    """A card in the controller's graveyard (or any, ``any_graveyard``) that matches (still there:
    a card that left it is a new object, CR 400.7), or with ``or_exiled_with_flashback`` an exiled
    card with flashback the controller owns. ``other``: "another target permanent card", not the
    source's own card (Eden, Seat of the Sanctum, sacrificed before its reflexive trigger targets)."""
    record = state["cards"].get(card_id)
    if record is not None and spec.or_exiled_with_flashback and record["zone"] == EXILE:
        return record["owner"] == controller and card(record["def"]).flashback is not None
    return record is not None and record["zone"] in _graveyards(state, spec, controller, source) and matches(state, spec.filter, card_id, controller, source)


def link_exiled(state: dict, source: str, exiled: str) -> None:
    """Remember that ``exiled`` was exiled with ``source`` (CR 607.2a)."""
    state["data"].setdefault(f"exiled_with:{source}", []).append(exiled)


def exiled_with(state: dict, source: str | None) -> list[str]:
    """The cards in exile that were exiled with this permanent (CR 607.2a: the abilities are
    linked; a card that left exile since is a new object, CR 400.7)."""
    return [c for c in state["data"].get(f"exiled_with:{source}", []) if c in state["cards"] and state["cards"][c]["zone"] == EXILE]


def _spell_ok(state: dict, card_id: str) -> bool:
    """A spell on the stack (CR 115.1a) that has become cast: a spell being cast is not one yet,
    so a spell can't target itself (CR 115.5)."""
    return any(o["kind"] == "spell" and o.get("card") == card_id and not o.get("casting") for o in state["stack"])


def _ability_ok(obj: dict) -> bool:
    """An activated or triggered ability on the stack (CR 113.1b), once it is there: not while it
    is being activated or its targets are being chosen (it can't target itself, CR 115.5)."""
    if obj["kind"] == "ability":
        return not obj.get("casting")
    return obj["kind"] == "trigger" and bool(obj["data"].get("announced"))


def _controlled(spec: Target, obj: dict, controller: str) -> bool:
    """"… ability you control" (the filter's ``controller``, CR 113.8: its controller)."""
    return {"any": True, "you": obj["controller"] == controller, "opponent": obj["controller"] != controller}[spec.filter.controller]


def _player_ok(state: dict, spec: Target, player: str, controller: str) -> bool:
    if player not in state["seats"] or protected_from(state, player, controller):  # CR 702.16b
        return False
    return spec.kind in ("any", "player") or (spec.kind == "opponent" and player != controller)


def _differs(spec: Target, candidate: dict, chosen: list[dict]) -> bool:
    others = [spec.other_than] if isinstance(spec.other_than, int) else spec.other_than or []
    return all(index >= len(chosen) or chosen[index] != candidate for index in others)


def _same_graveyard(state: dict, spec: Target, candidate: dict, chosen: list[dict]) -> bool:
    """"… from a single graveyard": in the graveyard of the earlier target, if one was chosen."""
    earlier = chosen[spec.same_graveyard_as] if spec.same_graveyard_as is not None and spec.same_graveyard_as < len(chosen) else None
    return earlier is None or state["cards"][earlier["card"]]["zone"] == state["cards"][candidate["card"]]["zone"]


def candidates(state: dict, spec: Target, controller: str, source: str | None, chosen: list[dict]) -> list[dict]:
    """Every legal choice for ``spec`` once the earlier targets ``chosen`` are fixed."""
    found = []
    if spec.kind in ("creature", "any", "permanent", "spell_or_permanent"):
        pool = creatures(state) if spec.kind in ("creature", "any") else permanents(state)
        found += [{"card": c} for c in pool if _card_ok(state, spec, c, controller, source)]
    if spec.kind in ("any", "player", "opponent"):
        found += [{"player": p} for p in state["seats"] if _player_ok(state, spec, p, controller)]
    if spec.kind == "graveyard_card":
        zones = _graveyards(state, spec, controller, source) + ([EXILE] if spec.or_exiled_with_flashback else [])
        cards = [c for zone in zones for c in state["zones"][zone]["cards"]]
        found += [{"card": c} for c in cards if _graveyard_card_ok(state, spec, c, controller, source)]
    if spec.kind in ("ability_or_spell", "ability"):  # an activated or triggered ability on the stack
        found += [{"object": o["id"]} for o in state["stack"] if _ability_ok(o) and _controlled(spec, o, controller)]
    if spec.kind in ("spell", "ability_or_spell", "spell_or_permanent"):  # "target noncreature spell": its filter reads the spell's card
        found += [{"card": o["card"]} for o in state["stack"]
                  if o.get("card") and _spell_ok(state, o["card"]) and matches(state, spec.filter, o["card"], controller, source)]  # fmt: skip
    if spec.kind == "exiled_with_source":
        found += [{"card": c} for c in exiled_with(state, source) if matches(state, spec.filter, c, controller, None)]
    return [c for c in found if _differs(spec, c, chosen) and _same_graveyard(state, spec, c, chosen)]


def spec_of(specs: list[Target], index: int) -> Target:
    """The specification of target ``index``: those past the last are "any number of" its kind."""
    return specs[min(index, len(specs) - 1)]


def next_choices(state: dict, specs: list[Target], controller: str, source: str | None, chosen: list) -> tuple[Target, list[dict]] | None:
    """The specification of the next target and its legal choices given the earlier ones, or
    None once all are chosen. "Any number of" targets (the last specification) go on while the
    player keeps choosing (an unchosen one, None, ends them): each a different object (CR 115.3)
    within the total mana value left."""
    if len(chosen) < len(specs):
        spec = specs[len(chosen)]
    elif specs and specs[-1].any_number and chosen[-1] is not None:
        spec = specs[-1]
    else:
        return None
    found = candidates(state, spec, controller, source, chosen)
    if spec.any_number:
        group = [c for c in chosen[len(specs) - 1 :] if c]
        found = [c for c in found if c not in group]
        if spec.total_mana_value_at_most is not None:
            left = spec.total_mana_value_at_most - sum(_mana_value(state, c) for c in group)
            found = [c for c in found if _mana_value(state, c) <= left]
    return spec, found


def _mana_value(state: dict, target: dict) -> int:
    """A card's mana value (CR 202.3; a double-faced card's is its front face's, 712.8d)."""
    return mana_value(state, target["card"])


def group_indices(specs: list[Target], chosen: list, index: int) -> list[int]:
    """The targets a step naming target ``index`` acts on: that one, or each chosen for "any
    number of" targets or for "each opponent" (``expand``)."""
    if index == len(specs) - 1 and (specs[index].any_number or specs[index].per_opponent):
        return list(range(index, len(chosen)))
    return [index]


def can_choose_all(state: dict, specs: list[Target], controller: str, source: str | None) -> bool:
    """CR 601.2c / 602.2b: a spell or ability with targets can't be cast or activated without a
    legal choice for each (a greedy pick suffices for the "other" constraints used here)."""
    chosen: list[dict | None] = []
    for spec in specs:
        found = candidates(state, spec, controller, source, chosen)
        if not found and not (spec.up_to or spec.any_number):
            return False
        chosen.append(found[0] if found else None)
    return True


def still_legal(state: dict, spec: Target, target: dict | None, controller: str, source: str | None) -> bool:
    """CR 608.2b: checked again on resolution (None: an "up to" target left unchosen)."""
    if target is None:
        return False
    if spec.kind == "graveyard_card":
        return _graveyard_card_ok(state, spec, target["card"], controller, source)
    if "object" in target:  # an ability: still on the stack
        return any(o["id"] == target["object"] and _ability_ok(o) and _controlled(spec, o, controller) for o in state["stack"])
    if spec.kind in ("spell", "ability_or_spell") or spec.kind == "spell_or_permanent" and _spell_ok(state, target["card"]):
        return _spell_ok(state, target["card"]) and matches(state, spec.filter, target["card"], controller, source)
    if spec.kind == "exiled_with_source":
        return target["card"] in exiled_with(state, source) and matches(state, spec.filter, target["card"], controller, None)
    if "card" in target:
        return _card_ok(state, spec, target["card"], controller, source)
    return _player_ok(state, spec, target["player"], controller)


def option_id(target: dict) -> str:
    if "object" in target:
        return f"object:{target['object']}"
    return target["card"] if "card" in target else f"player:{target['player']}"


def from_option(option: str) -> dict:
    if option.startswith("object:"):
        return {"object": option.split(":", 1)[1]}
    return {"player": option.split(":", 1)[1]} if option.startswith("player:") else {"card": option}
