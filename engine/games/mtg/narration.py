"""Chinese log lines for the MTG events (the core narrates moves, draws, life and the end)."""

from __future__ import annotations

from engine.core.messages import t

from .text import card_name

# Moves another line already tells ("施放了…", "取消了…", "使用了地…", "重抽了起手牌"); an empty line is not shown.
TOLD_MOVES = ("cast", "cast_cancelled", "land_played", "mulligan", "foretold")


def narrate(event: dict, names: dict[str, str]) -> str | None:
    kind = event["type"]
    if kind == "card_moved" and event["reason"] in TOLD_MOVES:
        return ""

    def who(key: str = "player") -> str:
        return names.get(event.get(key), str(event.get(key)))

    def name(key: str = "definition") -> str:
        return card_name(event[key]) if event.get(key) else t("narrate.hidden_card")

    if kind == "first_player_chosen":
        return t("mtg.narrate.first_player", player=who())
    if kind == "step_started":  # the board shows the step; the log marks only the two damage steps apart
        return t("mtg.narrate.first_strike_damage") if event.get("first_strike") else ""
    if kind == "land_played":
        return t("mtg.narrate.land_played", player=who(), card=name())
    if kind == "foretold":  # the card stays hidden (CR 702.143a)
        return t("mtg.narrate.foretold", player=who())
    if kind == "spell_cast":
        return t("mtg.narrate.spell_cast", player=who(), card=name())
    if kind == "ability_activated":
        return t("mtg.narrate.ability_activated", player=who(), card=name())
    if kind == "cast_cancelled":
        return t("mtg.narrate.cast_cancelled", player=who(), card=name())
    if kind == "fizzled":
        return t("mtg.narrate.fizzled", card=name())
    if kind == "condition_unmet":
        return t("mtg.narrate.condition_unmet", card=name())
    if kind == "trigger_removed":
        return t("mtg.narrate.trigger_removed", card=name())
    if kind == "attackers_declared":
        if not event["attackers"]:
            return t("mtg.narrate.no_attack", player=who())
        return t("mtg.narrate.attackers", player=who(), count=len(event["attackers"]))
    if kind == "blockers_declared":
        return t("mtg.narrate.blockers", player=who(), count=len(event["blocks"]))
    if kind == "player_left":
        return t("mtg.narrate.player_left", player=who())
    if kind == "monarch_changed":  # CR 724.3
        return t("mtg.narrate.monarch", player=who())
    if kind == "emblem_created":  # CR 114
        return t("mtg.narrate.emblem_created", player=who(), card=name())
    if kind == "permanent_chosen":  # a public choice ("choose a creature an opponent controls")
        return t("mtg.narrate.permanent_chosen", player=who(), card=name(), chosen=name("chosen_definition"))
    if kind == "opponent_chosen":  # a public choice ("choose an opponent", as the text or a transformation comes to it)
        return t("mtg.narrate.opponent_chosen", player=who(), card=name(), chosen=who("chosen_player"))
    if kind == "mode_chosen_at_random":  # public: the players respond knowing it (the rulings)
        return t("mtg.narrate.mode_chosen_at_random", card=name(), mode=event["text"])
    if kind == "colour_chosen":  # a public choice (CR 614.12a)
        return t("mtg.narrate.colour_chosen", player=who(), card=name(), colour=t(f"mtg.colour.{event['colour']}"))
    if kind in ("blocks_refused", "attacks_refused"):
        return t(f"mtg.narrate.{kind}", player=who())
    if kind == "damage_dealt":
        if "player" in event:
            return t("mtg.narrate.damage_to_player", card=name(), player=who(), amount=event["amount"])
        return t("mtg.narrate.damage_to_card", card=name(), target=name("target_definition"), amount=event["amount"])
    if kind == "poison_counters":
        return t("mtg.narrate.poison_counters", player=who(), amount=event["amount"], total=event["total"])
    if kind == "player_lost":
        return t("mtg.narrate.player_lost", player=who(), reason=t(f"mtg.narrate.lost.{event['reason']}"))
    if kind == "counters_added":
        return t("mtg.narrate.counters", card=name(), amount=event["amount"], kind=t(f"mtg.counter.{event['kind']}"))
    if kind == "counters_removed":
        return t("mtg.narrate.counters_removed", card=name(), amount=event["amount"], kind=t(f"mtg.counter.{event['kind']}"))
    if kind == "damage_prevented":
        prevented_for = who() if "player" in event else card_name(event["target_definition"])
        return t("mtg.narrate.damage_prevented", card=prevented_for, amount=event["amount"])
    if kind == "stun_counter_removed":
        return t("mtg.narrate.stun_removed", card=name())
    if kind == "replacement_applied":
        return t("mtg.narrate.exiled_instead", card=name())
    if kind == "transformed":
        return t("mtg.narrate.transformed", card=name(), to=name("to"))
    if kind == "melded":  # CR 701.42a: both cards, one permanent
        return t("mtg.narrate.melded", cards="、".join(card_name(d) for d in event["cards"]), to=name())
    if kind == "cards_revealed":  # CR 701.20a
        return t("mtg.narrate.cards_revealed", player=who(), count=len(event["definitions"]))
    if kind == "crewed":  # CR 702.122a
        return t("mtg.narrate.crewed", player=who(), card=name())
    if kind == "tapped":
        return t("mtg.narrate.tapped", card=name())
    if kind == "turn_ended":  # CR 723
        return t("mtg.narrate.turn_ended", player=who())
    if kind == "coin_flipped":  # CR 705
        return t("mtg.narrate.coin_won" if event["won"] else "mtg.narrate.coin_lost", player=who())
    if kind == "additional_step_added":  # CR 500.8
        return t(f"mtg.narrate.additional_{event['kind']}", player=who())
    if kind == "draw_from_empty":
        return t("mtg.narrate.draw_from_empty", player=who())
    if kind == "control_changed":
        return t("mtg.narrate.control_changed", player=who(), card=name())
    if kind in ("attached", "unattached"):
        return t(f"mtg.narrate.{kind}", card=name())
    if kind == "token_created":
        return t("mtg.narrate.token_created", player=who(), card=name())
    if kind == "token_ceased":
        return t("mtg.narrate.token_ceased", card=name())
    if kind == "card_copy_ceased":
        return t("mtg.narrate.card_copy_ceased", card=name())
    if kind == "countered":  # CR 701.6a
        return t("mtg.narrate.countered", card=name())
    if kind == "ability_copied":  # CR 707.10: put on the stack, not activated or triggered
        return t("mtg.narrate.ability_copied", player=who(), card=name())
    if kind == "card_copied":  # CR 707.12: a copy of a card, to be cast
        return t("mtg.narrate.card_copied", player=who(), card=name())
    if kind == "spell_copied":  # CR 707.10: put on the stack, not cast
        return t("mtg.narrate.spell_copied", player=who(), card=name())
    if kind == "cards_to_bottom":
        return t("mtg.narrate.to_bottom", player=who(), count=event["count"])
    return None
