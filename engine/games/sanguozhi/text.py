"""Chinese names of cards, slots and zones as players read them, and generated card text."""

from engine.core.messages import t

from . import messages  # noqa: F401  (registers the catalog)
from .authority import requirement_text
from .cards import PRACTICE_NAME, CardDef, card_db
from .teams import are_enemies, seating
from .zones import zone_kind, zone_owner


def card_name(definition: str) -> str:
    """The card's name; an Authority card has none (402.2a) and is called by its face value (a
    practice one says so, as practice names do)."""
    card = card_db()[definition]
    if card.name:
        return card.name
    label = t(f"sanguozhi.authority.{card.authority_type}", amount=card.face_amount, kind=t(f"sanguozhi.face.{card.face_kind}"))
    return PRACTICE_NAME + label if card.practice else label


def card_label(state: dict, card_id: str) -> str:
    return card_name(state["cards"][card_id]["def"])


def slot_name(slot: str) -> str:
    return t(f"sanguozhi.slot.{slot}")


def general_label(state: dict, card_id: str, viewer: str) -> str:
    """A General on the field by its side and slot, named only if ``viewer`` may see it (112.2)."""
    card = state["cards"][card_id]
    side = t(f"sanguozhi.side.{side_of(state, card['owner'], viewer)}")
    slot = slot_name(card["slot"])
    if card["visible_to"] == "all" or viewer in card["visible_to"]:
        return t("sanguozhi.option.general", card=card_name(card["def"]), side=side, slot=slot)
    return t("sanguozhi.option.face_down_general", side=side, slot=slot)


def target_label(state: dict, target: str, viewer: str) -> str:
    """A designated player or General as ``viewer`` reads it."""
    if target in state["seats"]:
        if len(seating(state)) > 2:  # 2v2: two enemies and a teammate to tell apart, by seat (900.2)
            return t("sanguozhi.option.seat_player", side=t(f"sanguozhi.side.{side_of(state, target, viewer)}"), seat=seating(state).index(target) + 1)
        return t("sanguozhi.option.you" if target == viewer else "sanguozhi.option.opponent")
    return general_label(state, target, viewer)


def side_of(state: dict, player: str, viewer: str) -> str:
    """Whose ``player`` is, as ``viewer`` reads it: "own" (己方), "partner" (a teammate in 2v2,
    102.7) or "enemy" (敌方, 102.8)."""
    if player == viewer:
        return "own"
    return "enemy" if are_enemies(state, viewer, player) else "partner"


def zone_label(zone_name: str, names: dict[str, str]) -> str:
    if zone_name == "chain":
        return t("sanguozhi.zone.chain")
    owner = zone_owner(zone_name)
    return t(f"sanguozhi.zone.{zone_kind(zone_name)}", player=names.get(owner, owner))


def card_text(card: CardDef) -> str:
    """The Chinese rules text players read: a General's keyword talents (one line, 406.2a) and
    abilities (a paragraph each, 406.2b), the Stratagem's effect text, or the notes of a card the
    engine cannot play yet."""
    talents = "、".join(map(keyword_text, card.keywords))
    paragraphs = [p for p in (talents, *(a.text for a in card.abilities), card.text) if p]
    if not card.implemented and card.notes:
        paragraphs.append(card.notes)
    return "\n".join(paragraphs)


def keyword_text(keyword) -> str:
    """"火矢 2" (802.1a), after its growth symbol when it has one: "[成长 4] 火矢 1" (105.11)."""
    text = f"{keyword.name} {keyword.level}" if keyword.level else keyword.name
    if keyword.growth is None:
        return text
    growth = keyword.growth
    return f"[成长 {'我方 ' if growth.team else ''}{growth.at_least}{growth.kind or ''}] {text}"


def equip_condition_text(condition) -> str:
    """"智≥3", "副将", "骑兵" or "兵权条件总数≥3" (418.1, 420.1)."""
    if condition.requirement_total is not None:
        return t("sanguozhi.condition.requirement_total", amount=condition.requirement_total)
    if condition.stat is not None:
        return f"{t(f'sanguozhi.stat.{condition.stat}')}≥{condition.at_least}"
    return slot_name(condition.role) if condition.role is not None else condition.troop


def event_condition_text(condition) -> str:
    """"己方粮草≤10", "敌方场上将领数≥2" (505.4a)."""
    bounds = [f"≥{condition.at_least}" if condition.at_least is not None else "", f"≤{condition.at_most}" if condition.at_most is not None else ""]
    return t(f"sanguozhi.condition.{condition.count}") + "".join(bounds)


def facts(card: CardDef) -> list[tuple[str, str]]:
    """(label, value) lines of a card's printed facts (400.2) for lookup and the card's text."""
    lines = []

    def add(key: str, value: object) -> None:
        if value not in (None, "", []):
            lines.append((t(f"sanguozhi.lookup.{key}"), str(value)))

    none = t("sanguozhi.lookup.equip_none") if card.implemented else None  # an unstated condition is not "无"
    add("type", t(f"sanguozhi.type.{card.type}"))
    if card.practice:
        add("origin", t("sanguozhi.lookup.origin.practice"))
    elif card.source_rules:
        add("origin", t("sanguozhi.lookup.origin.rules", rules="、".join(card.source_rules)))
    add("factions", "、".join(card.factions))
    if card.type == "general":  # a card the rules only name shows the facts they give
        if card.troops or card.implemented:
            add("troops", "、".join(card.troops) or t("sanguozhi.lookup.no_troop"))  # 411.3a
        if card.requirement or card.implemented:
            add("requirement", requirement_text(card))
        if card.attack is not None:
            add("stats", f"{card.attack}/{card.health}/{card.intelligence}")
        add("only_role", card.only_role and t(f"sanguozhi.slot.{card.only_role}"))
    if card.type == "event":
        add("duration", card.duration and t(f"sanguozhi.duration.{card.duration}"))
        add("condition", "、".join(map(event_condition_text, card.condition)))
    if card.type == "stratagem":
        add("speed", card.speed and t(f"sanguozhi.speed.{card.speed}"))
        add("duration", card.duration and t(f"sanguozhi.duration.{card.duration}"))
        add("int_condition", card.int_condition)
        add("turns", card.turns)
    if card.type == "formation":
        add("troops", "、".join(card.troops))
        if card.attack_formula:
            add("formation_stats", f"{card.attack_formula}/{card.health_formula}")
        requirements = [*map(equip_condition_text, card.formation_condition), *(["/".join(card.troop_mix)] if card.troop_mix else [])]
        add("formation_condition", "、".join(requirements) or none)
    if card.type == "treasure":
        add("treasure_type", card.treasure_type)
        add("equip", "、".join(map(equip_condition_text, card.equip)) or none)
        stats = {name: getattr(card.bonus, name) for name in ("attack", "health", "intelligence")}
        add("bonus", " ".join(f"{t(f'sanguozhi.stat.{name}')}{n:+d}" for name, n in stats.items() if n))
        add("suit", card.suit and " ".join([card.suit, *(["/".join(map(str, card.completion))] if card.completion else [])]))
    if card.type == "authority":
        add("face_value", f"{card.face_amount} {t(f'sanguozhi.face.{card.face_kind}')}")
    add("copy_limit", card.copy_limit)
    add("traits", "、".join(card.traits))
    return lines
