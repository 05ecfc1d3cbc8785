"""Which objects a selection names, and legal targets (G:目标 p7).

Objects are card ids, region slots ("slot2") and player ids. A hidden agent is not a character
and no effect on characters reaches it (G:暗藏者 p1); a character with 屏障 (barrier) cannot be
the target of enemy cards or abilities (JC017, JC073).
"""

from .abilities import Select, TargetSpec
from .adjacency import adjacent_slots
from .stats import (
    can_move_to,
    condition_holds,
    defence,
    definition,
    has_sealed,
    icons,
    is_attachment,
    is_character,
    keywords,
    keywords_before_continuous,
    modifiers,
    sources_fixed,
    subtypes,
)
from .zones import SEALED, SLOTS, STACK, area_cards, controller_of, is_hidden_agent, region_in, slot_of, zone


def _kind_matches(state: dict, kind: str, card_id: str) -> bool:
    if kind == "character":
        return is_character(state, card_id)
    if kind == "hidden_agent":
        return is_hidden_agent(state, card_id)
    if kind == "character_or_agent":
        return is_character(state, card_id) or is_hidden_agent(state, card_id)
    if kind == "attachment":
        return is_attachment(state, card_id)
    if kind == "character_or_attachment":
        return is_character(state, card_id) or is_attachment(state, card_id)
    if kind == "character_attachment_or_agent":
        return is_character(state, card_id) or is_attachment(state, card_id) or is_hidden_agent(state, card_id)
    if kind == "asset":
        return state["cards"][card_id]["zone"].endswith(".assets")
    if kind == "attachment_or_asset":
        return is_attachment(state, card_id) or state["cards"][card_id]["zone"].endswith(".assets")
    if kind == "graveyard_character":
        c = state["cards"][card_id]
        return c["zone"].endswith(".graveyard") and definition(state, card_id).basic_type == "character"
    if kind == "graveyard_card":
        return state["cards"][card_id]["zone"].endswith(".graveyard")
    if kind == "stack_card":  # played face up or being revealed (XQ04's reminder text), not a face-down dispatch
        card = state["cards"][card_id]
        return (card["zone"] == STACK and not card.get("face_down")) or card_id in agents_revealed_in_place(state)
    if kind == "sealed_on_own_society":  # whose society: checked in matches (BQ070)
        return state["cards"][card_id]["zone"] == SEALED and state["cards"][card_id]["sealed_under"].startswith("society:")
    return False


def agents_revealed_in_place(state: dict) -> list[str]:
    """Hidden agents whose paid reveal waits on the stack while they stay face down in their region
    (option `reveal_moves_to_stack` False, digest A24): cards on the stack all the same
    ("正面打出或翻面的牌都进入堆叠", XQ04's reminder text)."""
    return [o["card"] for o in state["stack"]
            if o["kind"] == "reveal" and o["card"] in state["cards"] and is_hidden_agent(state, o["card"])]  # fmt: skip


def matches(state: dict, select: Select, card_id: str, controller: str, source: str | None, here: int | None,
            chosen: dict | None = None) -> bool:  # fmt: skip
    """Whether a card matches a selection for an ability controlled by `controller`. `here` is the
    slot the ability counts as "本地区"; `chosen` holds the targets chosen before this one."""
    if not _kind_matches(state, select.kind, card_id):
        return False
    if select.kind == "sealed_on_own_society" and state["cards"][card_id]["sealed_under"] != f"society:{controller}":
        return False
    in_graveyard = select.kind in ("graveyard_character", "graveyard_card")
    owner_side = state["cards"][card_id]["owner"] if in_graveyard else controller_of(state, card_id)
    if select.controller == "you" and owner_side != controller:
        return False
    if select.controller == "enemy" and owner_side == controller:
        return False
    if select.other and card_id == source:
        return False
    if select.not_host and source in state["cards"] and state["cards"][source].get("attached_to") == card_id:
        return False
    if select.here and (here is None or slot_of(state, card_id) != here):
        return False
    if select.in_region is not None:
        region = (chosen or {}).get(select.in_region, [None])
        if not region or slot_of(state, card_id) != _slot_number(region[0]):
            return False
    if select.exhausted is not None and bool(state["cards"][card_id].get("exhausted")) != select.exhausted:
        return False
    if not enterable(state, select, slot_of(state, card_id), source, chosen):
        return False
    if select.attached_to_character is not None:
        host = state["cards"][card_id].get("attached_to", "")
        if (host in state["cards"]) != select.attached_to_character:
            return False
    if select.attached_to is not None and state["cards"][card_id].get("attached_to") not in (chosen or {}).get(select.attached_to, []):
        return False
    if select.on_society_or_region_here and not _on_society_or_region_here(state, card_id, here):
        return False
    if select.has_counters is not None and bool(counter_kinds(state, card_id)) != select.has_counters:
        return False
    if select.same_controller_as is not None:
        others = [o for o in (chosen or {}).get(select.same_controller_as, []) if o in state["cards"]]
        if not others or card_id in others or controller_of(state, others[0]) != controller_of(state, card_id):
            return False
    if select.has_sealed is not None and has_sealed(state, card_id) != select.has_sealed:
        return False
    if (select.with_attachment_named or select.with_attachment_subtypes) and not _carries(state, select, card_id):
        return False
    if select.with_counter and state["cards"][card_id].get("counters", {}).get(select.with_counter, 0) < select.counters_at_least:
        return False
    if is_hidden_agent(state, card_id):  # nothing below may read a hidden face
        return not any((select.subtype, select.printed_subtype, select.not_subtype, select.not_subtypes, select.any_subtype, select.society, select.black_icon,
                        select.printed_cost_min is not None, select.printed_cost_max is not None,
                        select.has_domain is not None, select.keyword, select.not_keyword, select.domain, select.has_icon, select.unique))  # fmt: skip
    printed = definition(state, card_id)
    if select.unique and not printed.unique:
        return False
    if select.subtype and select.subtype not in subtypes(state, card_id):
        return False
    if select.printed_subtype and select.printed_subtype not in printed.subtypes:
        return False
    if select.not_subtype and select.not_subtype in subtypes(state, card_id):
        return False
    if set(select.not_subtypes) & set(subtypes(state, card_id)):
        return False
    if select.any_subtype and not any(s in subtypes(state, card_id) for s in select.any_subtype):
        return False
    if select.society and printed.society != select.society:
        return False
    if select.black_icon and not icons(state, card_id)[0][select.black_icon]:
        return False
    if select.printed_cost_min is not None and printed.printed_cost < select.printed_cost_min:
        return False
    if select.printed_cost_max is not None and printed.printed_cost > select.printed_cost_max:
        return False
    x = (chosen or {}).get("_x")
    if select.printed_cost_x and x is not None and not _fits_x(select.printed_cost_x, printed.printed_cost, x):
        return False
    if select.defence_min is not None and defence(state, card_id) < select.defence_min:
        return False
    if select.keyword is not None and select.keyword not in keywords_before_continuous(state, card_id):
        return False
    if select.not_keyword is not None and select.not_keyword in keywords_before_continuous(state, card_id):
        return False
    if select.domain is not None and select.domain not in printed.domains:
        return False
    if select.has_icon is not None and not any(shade[select.has_icon] for shade in icons(state, card_id)):
        return False
    return not (select.has_domain is not None and bool(printed.domains) != select.has_domain)


def _carries(state: dict, select: Select, card_id: str) -> bool:
    """A face-up attachment on the card of the name or one of the subtypes the selection names (BQ035)."""
    zone_cards = state["zones"][state["cards"][card_id]["zone"]]["cards"]
    for other in zone_cards:
        if state["cards"][other].get("attached_to") == card_id and not state["cards"][other].get("face_down"):
            printed = definition(state, other)
            if printed.name == select.with_attachment_named or set(printed.subtypes) & set(select.with_attachment_subtypes):
                return True
    return False


def enterable(state: dict, select: Select, slot: int | None, source: str | None, chosen: dict | None) -> bool:
    """A move's destination (`entered_by`): some character the move names may legally enter the
    region (G:移动 p10, G:否定效果优先 p4); none named yet ("最多", JC021) leaves it open. The
    others simply stay (digest A33)."""
    if not select.entered_by:
        return True
    movers = [o for name in select.entered_by for o in ([source] if name == "source" else (chosen or {}).get(name, []))
              if o in state["cards"]]  # fmt: skip
    if not movers:
        return "source" not in select.entered_by
    return slot is not None and any(can_move_to(state, mover, slot) for mover in movers)


def _fits_x(comparison: str, printed_cost: int, x: int) -> bool:
    return printed_cost == x if comparison == "equal" else printed_cost <= x


def counter_kinds(state: dict, card_id: str) -> list[str]:
    """The kinds of counter (指示物标志) on a card: the damage it took is none (G:指示物标志 p11)."""
    return sorted(k for k, n in state["cards"][card_id].get("counters", {}).items() if n and k != "damage")


def _on_society_or_region_here(state: dict, card_id: str, here: int | None) -> bool:
    host = state["cards"][card_id].get("attached_to", "")
    return host.startswith("society:") or (here is not None and host == f"slot{here}")


def _slot_number(slot_id: str | None) -> int | None:
    return int(slot_id[4:]) if slot_id and slot_id.startswith("slot") else None


def candidates(state: dict, select: Select, controller: str, source: str | None, here: int | None,
               chosen: dict | None = None) -> list[str]:  # fmt: skip
    """Every object matching the selection now (cards, region slots or players). Nothing changes
    the state meanwhile: each card's facts are read once (`sources_fixed`)."""
    with sources_fixed(state):
        return _candidates(state, select, controller, source, here, chosen)


def _candidates(state: dict, select: Select, controller: str, source: str | None, here: int | None,
                chosen: dict | None) -> list[str]:  # fmt: skip
    if select.kind == "player":
        return [p for p in state["seats"] if select.controller == "any" or (p == controller) == (select.controller == "you")]
    if select.kind == "region":
        adjacent = adjacent_slots(state, here) if select.adjacent else SLOTS
        elsewhere = [area_of_object(state, o) for o in (chosen or {}).get(select.not_region_of or "", []) if o in state["cards"]]
        return [f"slot{s}" for s in SLOTS
                if region_in(state, s) and (not select.here or s == here) and (not select.not_here or s != here)
                and s in adjacent and s not in elsewhere and enterable(state, select, s, source, chosen)
                and (not select.subtype or select.subtype in definition(state, region_in(state, s)).subtypes)]  # fmt: skip
    return [c for c in _card_pool(state, select) if matches(state, select, c, controller, source, here, chosen)]


def _card_pool(state: dict, select: Select) -> list[str]:
    """The cards a selection of cards looks through, in order."""
    pool: list[str] = []
    if select.kind in ("graveyard_character", "graveyard_card"):
        for player in state["seats"]:
            pool += state["zones"][zone(player, "graveyard")]["cards"]
    elif select.kind == "sealed_on_own_society":
        pool += state["zones"][SEALED]["cards"]
    elif select.kind == "stack_card":
        pool += state["zones"][STACK]["cards"] + agents_revealed_in_place(state)
    elif select.kind in ("asset", "attachment_or_asset"):
        for player in state["seats"]:
            pool += state["zones"][zone(player, "assets")]["cards"]
    if select.kind not in ("asset", "stack_card", "sealed_on_own_society"):
        for slot in SLOTS:
            pool += area_cards(state, slot)
        if select.kind in ("attachment", "attachment_or_asset", "character_or_attachment", "character_attachment_or_agent"):
            for player in state["seats"]:
                pool += state["zones"][zone(player, "society")]["cards"]
    return pool


def targetable(state: dict, object_id: str, controller: str) -> bool:
    """屏障 and "不能成为敌方卡牌或能力的目标" (XQ31): not a legal target for enemy cards or
    abilities; "不能被卡牌或能力指定为目标" (JZ17): for none."""
    if object_id not in state["cards"] or not is_character(state, object_id):
        return True
    found = modifiers(state, object_id)
    flags = {m.get("flag") for m in found}
    if "untargetable_by:all" in flags:
        return False
    if controller_of(state, object_id) == controller:
        return True
    return "barrier" not in keywords(state, object_id) and "untargetable_by:enemies" not in flags


def spec_select(state: dict, spec: TargetSpec, controller: str, source: str | None) -> Select:
    """What a target spec selects now: `instead` while `instead_if` holds ("若你的资产区具有【心】，
    则改为消灭目标附属", JC005)."""
    if spec.instead is not None and condition_holds(state, spec.instead_if, source or "", controller):
        return spec.instead
    return spec.select


def legal_targets(state: dict, select: Select, controller: str, source: str | None, here: int | None,
                  chosen: dict | None = None) -> list[str]:  # fmt: skip
    with sources_fixed(state):
        return [o for o in candidates(state, select, controller, source, here, chosen) if targetable(state, o, controller)]


def has_legal_targets(state: dict, select: Select, controller: str, source: str | None, here: int | None, chosen: dict,
                      count: int) -> bool:  # fmt: skip
    """Whether `legal_targets` would find at least `count`, looking no further than the count-th:
    every menu asks it of each card in hand and each ability with targets."""
    if count <= 0:
        return True
    with sources_fixed(state):
        if select.kind in ("player", "region"):
            found = candidates(state, select, controller, source, here, chosen)
        else:
            found = (c for c in _card_pool(state, select) if matches(state, select, c, controller, source, here, chosen))
        for object_id in found:
            if targetable(state, object_id, controller):
                count -= 1
                if not count:
                    return True
    return False


def still_legal(state: dict, select: Select, object_id: str, controller: str, source: str | None, here: int | None,
                chosen: dict) -> bool:  # fmt: skip
    """On resolution: the target still exists and still meets the requirements (G:结算 p5)."""
    if select.kind == "player":
        return object_id in state["seats"]
    if select.kind == "region":
        slot = _slot_number(object_id)
        return (object_id in chosen.get("_regions", {}) and region_in(state, slot) == chosen["_regions"][object_id]
                and enterable(state, select, slot, source, chosen))  # fmt: skip
    return object_id in state["cards"] and matches(state, select, object_id, controller, source, here, chosen) and targetable(
        state, object_id, controller
    )


def slot_number(slot_id: str) -> int:
    number = _slot_number(slot_id)
    if number is None:
        raise ValueError(slot_id)
    return number


def area_of_object(state: dict, object_id: str) -> int | None:
    return _slot_number(object_id) if object_id.startswith("slot") else slot_of(state, object_id)


__all__ = ["matches", "candidates", "legal_targets", "has_legal_targets", "spec_select", "still_legal", "slot_number", "targetable", "area_cards"]
