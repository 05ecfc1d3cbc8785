"""Chinese names of cards, players and zones as players read them in prompts and the log."""

from engine.core.messages import t

from . import messages  # noqa: F401  (registers the catalog)
from .cards import CardDef, card_db
from .zones import zone_kind, zone_owner


def card_name(definition: str) -> str:
    """The card's name; practice cards carry 练习卡 in their name (see cards.py)."""
    return card_db()[definition].name


def card_text(card: CardDef) -> str:
    """The Chinese rules text players read: effects, continuous effects, replacements (each its
    own paragraph, as written in the card file), then the form-change mark (2.0.8)."""
    paragraphs = [effect.text for effect in card.effects]
    paragraphs += [aura.text for aura in card.continuous] + [rule.text for rule in card.replacements]
    paragraphs += [change.text for change in card.rule_constants]
    if card.form_change_mark:
        marks = "".join(f"「{keyword}」" for keyword in card.form_change_mark)
        paragraphs.append(t("ultraman.card.form_change_mark", keywords=marks))
    if not card.implemented and card.notes:
        paragraphs.append(card.notes)
    return "\n".join(paragraphs)


def card_label(state: dict, card_id: str) -> str:
    card = state["cards"][card_id]
    name = card_name(card["def"])
    return t("ultraman.card.weakened", card=name) if card.get("weakened") else name


def slot_label(state: dict, card_id: str, viewer: str) -> str:
    """A battlefield card by slot, named only if ``viewer`` may see it (3.2.3, 3.2.4)."""
    card = state["cards"][card_id]
    slot = card["slot"] + 1
    if card["visible_to"] == "all" or viewer in card["visible_to"]:
        return t("ultraman.option.slot_card", slot=slot, card=card_label(state, card_id))
    return t("ultraman.option.slot_face_down", slot=slot)


def energy_options(state: dict, player: str) -> list[dict]:
    """Energy cards as options; face-down ones are chosen blind (5.4.1, 3.5.2a; digest A23)."""
    options = []
    for number, card_id in enumerate(state["zones"][f"{player}.energy"]["cards"], start=1):
        card = state["cards"][card_id]
        label = t("ultraman.option.face_down_energy", number=number) if card.get("face_down") else card_name(card["def"])
        options.append({"id": card_id, "label": label})
    return options


def zone_label(zone_name: str, names: dict[str, str]) -> str:
    owner = zone_owner(zone_name)
    return t(f"ultraman.zone.{zone_kind(zone_name)}", player=names.get(owner, owner))
