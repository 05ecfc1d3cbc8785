"""Current characteristics: icons, defence and keywords after continuous effects (G:持续 p2,
G:卡牌效果 p6), and the rules a card sets for its region.

Nothing here is stored: it is computed from the printed card, the effects in `state["effects"]`
(made by resolved abilities, e.g. "直到回合结束") and the continuous abilities of face-up cards
in play. A hidden agent has none of its face's information (G:暗藏者 p1): only one icon.
"""

from collections import Counter

from .abilities import Condition, Static
from .cards import CardDef, card
from .options import option
from .zones import (
    SEALED,
    SLOTS,
    area_cards,
    controller_of,
    in_play,
    is_hidden_agent,
    region_in,
    slot_of,
    zone,
)

ICONS = ("investigation", "battle", "influence")


def definition(state: dict, card_id: str) -> CardDef:
    return card(state["cards"][card_id]["def"])


def is_face_up_in_area(state: dict, card_id: str) -> bool:
    c = state["cards"][card_id]
    return c["zone"].startswith("area") and not c.get("face_down")


def is_character(state: dict, card_id: str) -> bool:
    """A face-up character card in a contested area (G:角色 p5: only there is it a "角色")."""
    return is_face_up_in_area(state, card_id) and definition(state, card_id).basic_type == "character"


def is_attachment(state: dict, card_id: str) -> bool:
    c = state["cards"][card_id]
    return "attached_to" in c and not c.get("face_down")


def characters_in(state: dict, slot: int) -> list[str]:
    return [c for c in area_cards(state, slot) if is_character(state, c)]


def agents_in(state: dict, slot: int) -> list[str]:
    return [c for c in area_cards(state, slot) if is_hidden_agent(state, c)]


def first_player(state: dict) -> str:
    return state["turn"]["active"]


# ---------------------------------------------------------------------------- continuous abilities
def continuous_sources(state: dict) -> list[tuple[str, str, Static]]:
    """(card id, controller, static) for every continuous ability working now: face-up cards in
    contested areas and secret societies (assets have no abilities, G:资产 p10). Callers that
    read many cards at once (a view) compute it once and pass it on."""
    return list(_sources(state))


def _sources(state: dict):
    for slot in SLOTS:
        for card_id in area_cards(state, slot):
            if not state["cards"][card_id].get("face_down"):
                yield from _statics_of(state, card_id)
    for player in state["seats"]:
        for card_id in state["zones"][zone(player, "society")]["cards"]:
            yield from _statics_of(state, card_id)


def _statics_of(state: dict, card_id: str):
    for ability in definition(state, card_id).abilities:
        if ability.kind == "continuous" and ability.static is not None:
            yield card_id, controller_of(state, card_id), ability.static


def domain_count(state: dict, player: str, domain: str) -> int:
    """Magic-domain icons among a player's assets, exhausted or not (G:魔法领域图标 p7)."""
    return sum(definition(state, c).domains.count(domain) for c in state["zones"][zone(player, "assets")]["cards"])


def influence(state: dict, slot: int, player: str) -> int:
    region = region_in(state, slot)
    return state["cards"][region].get("counters", {}).get(f"influence:{player}", 0) if region else 0


def condition_holds(state: dict, condition: Condition | None, source: str, controller: str) -> bool:
    if condition is None:
        return True
    slot = slot_of(state, source) if source in state["cards"] else None
    enemy = [p for p in state["seats"] if p != controller]
    if condition.assets_with_domain and domain_count(state, controller, condition.assets_with_domain) < condition.assets_with_domain_count:
        return False
    if condition.no_enemy_characters_here and slot and any(controller_of(state, c) != controller for c in characters_in(state, slot)):
        return False
    if condition.own_influence_here and not (slot and influence(state, slot, controller)):
        return False
    if condition.enemy_influence_here and not (slot and any(influence(state, slot, p) for p in enemy)):
        return False
    if condition.source_ready and state["cards"].get(source, {}).get("exhausted"):
        return False
    return not (condition.you_have_token and first_player(state) != controller)


def _static_applies(state: dict, static: Static, source: str, controller: str, card_id: str) -> bool:
    from .targets import matches  # targets reads stats too

    if static.to == "self":
        return card_id == source
    if static.to == "host":
        return state["cards"][source].get("attached_to") == card_id
    return static.select is not None and matches(state, static.select, card_id, controller, source, slot_of(state, source))


def _times(state: dict, static: Static, controller: str) -> int:
    if static.per == "hidden_agent":
        return sum(1 for s in SLOTS for c in agents_in(state, s) if controller_of(state, c) == controller)
    if static.per == "asset_domain":
        return domain_count(state, controller, static.per_domain or "")
    return 1


def _sealed_icons(state: dict, host: str) -> dict:
    """The icons printed on the character cards sealed under a card (JC066's FAQ: printed ones
    only, white ones too)."""
    sealed = [definition(state, c) for c in state["zones"][SEALED]["cards"] if state["cards"][c]["sealed_under"] == host]
    characters = [p for p in sealed if p.basic_type == "character"]
    return {"icons": [i for p in characters for i in p.icons], "white_icons": [i for p in characters for i in p.white_icons]}


def modifiers(state: dict, card_id: str, sources: list | None = None) -> list[dict]:
    """Every modifier on a face-up card in play: effects of resolved abilities, then continuous
    abilities (their order does not matter: all of them add)."""
    if state["cards"][card_id].get("face_down") or not in_play(state, card_id):
        return []
    found = [e["modifier"] for e in state["effects"] if e["cards"] and card_id in e["cards"]]
    for source, controller, static in (_sources(state) if sources is None else sources):
        if static.flag or not _static_applies(state, static, source, controller, card_id):
            continue
        if not condition_holds(state, static.condition, source, controller):
            continue
        times = _times(state, static, controller)
        found.append({"icons": list(static.icons) * times, "white_icons": list(static.white_icons) * times,
                      "defence": static.defence * times, "keywords": [k.model_dump() for k in static.keywords]})  # fmt: skip
        if static.sealed_icons:
            found.append(_sealed_icons(state, source))
    return found


def region_flags(state: dict, slot: int) -> set[tuple[str, str]]:
    """Rules set for a region by continuous abilities there: (flag, controller of the source)."""
    flags = set()
    for source, controller, static in _sources(state):
        if static.flag and slot_of(state, source) == slot and condition_holds(state, static.condition, source, controller):
            flags.add((static.flag, controller))
    return flags


# ---------------------------------------------------------------------------- characteristics
def icons(state: dict, card_id: str, sources: list | None = None) -> tuple[Counter, Counter]:
    """(black icons, white icons) of a card in a contested area. A hidden agent has exactly one
    black icon (G:暗藏者 p1; which one: digest A2)."""
    if is_hidden_agent(state, card_id):
        return Counter({option(state, "hidden_agent_icon"): 1}), Counter()
    return icons_with(definition(state, card_id), modifiers(state, card_id, sources))


def icons_with(printed: CardDef, found: list[dict]) -> tuple[Counter, Counter]:
    """Printed icons plus those of the modifiers ``found`` on a face-up card."""
    black, white = Counter(printed.icons), Counter(printed.white_icons)
    for modifier in found:
        black.update(modifier.get("icons", []))
        white.update(modifier.get("white_icons", []))
    return black, white


def icon_count(state: dict, card_id: str) -> int:
    """Every icon on a card, white ones included whether working or not (G:临时能力图标 p6)."""
    black, white = icons(state, card_id)
    return sum(black.values()) + sum(white.values())


def active_icons(state: dict, card_id: str, kind: str, sources: list | None = None) -> int:
    """Icons of one kind that count in a contest: white ones only while the card's controller
    holds the first-player token (G:临时能力图标 p6)."""
    black, white = icons(state, card_id, sources)
    count = black[kind]
    if controller_of(state, card_id) == first_player(state):
        count += white[kind]
    return count


def defence(state: dict, card_id: str, sources: list | None = None) -> int:
    return defence_with(definition(state, card_id), modifiers(state, card_id, sources))


def defence_with(printed: CardDef, found: list[dict]) -> int:
    return (printed.defence or 0) + sum(m.get("defence", 0) for m in found)


def keywords(state: dict, card_id: str, sources: list | None = None) -> dict[str, int]:
    """Keyword id -> value (0 for keywords without a number); valued ones stack (G:杀伤X p8)."""
    if state["cards"][card_id].get("face_down"):
        return {}
    return keywords_with(definition(state, card_id), modifiers(state, card_id, sources))


def keywords_with(printed: CardDef, found: list[dict]) -> dict[str, int]:
    result: dict[str, int] = {}
    listed = [k.model_dump() for k in printed.keywords]
    for modifier in found:
        listed.extend(modifier.get("keywords", []))
    for keyword in listed:
        result[keyword["id"]] = result.get(keyword["id"], 0) + (keyword.get("value") or 0)
    return result


def subtypes(state: dict, card_id: str) -> tuple[str, ...]:
    """Printed subtypes plus those an effect gave it ("该角色额外获得奴仆类别", JZ27)."""
    granted = [s for e in state["effects"] if e["cards"] and card_id in e["cards"] for s in e["modifier"].get("subtypes", ())]
    return definition(state, card_id).subtypes + tuple(granted)


def has_flag(state: dict, card_id: str, flag: str) -> bool:
    return any(m.get("flag") == flag for m in modifiers(state, card_id))
