"""Chinese narration of events for the match log (terminal and Discord alike).

Narration reads only the form of an event a viewer may see (``events.event_for``), so it cannot
reveal more than the event does. A game narrates its own event types in ``Game.narrate`` and
falls back to these for the core ones; events not worth a line (priority passes) give None.
"""

from .messages import t


def _card(game, event: dict) -> str:
    definition = event.get("definition")
    return game.card_name(definition) if definition else t("narrate.hidden_card")


def _moved(game, event: dict, names: dict[str, str], owner: str) -> str:
    """A card_moved line; a card put back where it was (looked at, then put on the top or the
    bottom of the deck) says so rather than "卡组 → 卡组", without naming who put it back (an
    opponent's effect may have): the zone names its owner."""
    card = _card(game, event)
    if event["from_zone"] == event["to_zone"]:
        place = t(f"narrate.position.{event['position']}") if "position" in event else ""
        return t("narrate.put_back", card=card, zone=game.zone_label(event["to_zone"], names), place=place)
    where = {"card": card, "source": game.zone_label(event["from_zone"], names), "destination": game.zone_label(event["to_zone"], names)}
    if not event.get("owner"):  # a card nobody owns (a 隐秘世界 region won into a score pile)
        return t("narrate.moved_unowned", **where)
    return t("narrate.moved", player=owner, **where)


def narrate(game, event: dict, names: dict[str, str]) -> str | None:
    own = game.narrate(event, names)
    if own is not None:
        return own
    kind = event["type"]

    def who(key: str = "player") -> str:
        return names.get(event.get(key), str(event.get(key)))

    if kind == "card_moved":
        if event["reason"] == "draw":
            if "definition" in event:
                return t("narrate.draw", player=who("owner"), card=_card(game, event))
            return t("narrate.draw_hidden", player=who("owner"))
        return _moved(game, event, names, who("owner"))
    if kind == "card_revealed" and "definition" in event:
        if not event.get("owner"):
            return t("narrate.revealed_unowned", card=_card(game, event))
        return t("narrate.revealed", player=who("owner"), card=_card(game, event))
    if kind == "zone_shuffled":
        return t("narrate.shuffled", zone=game.zone_label(event["zone"], names))
    if kind == "turn_started":
        return t("narrate.turn_started", number=event["number"], player=who())
    if kind == "life_changed":
        return t("narrate.life_changed", player=who(), amount=event["amount"], life=event["life"])
    if kind == "damage_dealt":
        return t("narrate.damage_dealt", card=_card(game, event), amount=event["amount"])
    if kind == "choices_revealed":
        shown = "，".join(f"{names.get(p, p)}：{c}" for p, c in event["choices"].items())
        return t("narrate.choices_revealed", choices=shown)
    if kind == "no_effect":
        return t("narrate.no_effect", player=who(), card=_card(game, event))
    if kind == "choice_made":
        return t("event.choice_made", player=who())
    if kind == "mulligan":
        return t("narrate.mulligan", player=who())
    if kind == "conceded":
        return t("narrate.conceded", player=who())
    if kind == "game_over":
        if not event["winners"]:
            return t("narrate.game_drawn")
        return t("narrate.game_over", winners="、".join(names.get(p, p) for p in event["winners"]))
    return None
