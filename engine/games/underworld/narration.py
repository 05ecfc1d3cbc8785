"""Log lines for 隐秘世界's own events, read from the form of an event a viewer may see (a
hidden agent's identity is never in it)."""

from engine.core.messages import t

from .text import card_name

SILENT = frozenset({
    "trigger_added", "effect_created", "effect_ended", "stack_added", "targets_chosen", "mode_chosen", "cost_paid",
    "card_exhausted", "cards_readied", "contest_counted", "library_looked_at", "cards_drawn", "step_started",
    "influence_cancelled", "card_relocated", "damage_removed", "cost_gained", "counters_placed", "counters_removed", "trigger_declined",
    "cards_discarded", "character_died",
})  # fmt: skip
QUIET_MOVES = frozenset({"establish", "play", "dispatch", "reveal", "arrange", "redeploy", "region_revealed", "resolved"})


def narrate(event: dict, names: dict[str, str]) -> str | None:
    kind = event["type"]

    def who(key: str = "player") -> str:
        return names.get(event.get(key), str(event.get(key)))

    def named(key: str = "definition") -> str:
        return card_name(event[key]) if key in event else t("narrate.hidden_card")

    def contest() -> str:
        return t(f"underworld.contest.{event['kind']}")

    if kind in SILENT:
        return ""
    if kind == "first_player_chosen":
        return t("underworld.narrate.first_player", player=who())
    if kind == "turn_started":
        return t("underworld.narrate.turn", number=event["number"], player=who())
    if kind == "asset_established":
        return t("underworld.narrate.established", player=who(), card=named())
    if kind == "card_played":
        return t("underworld.narrate.played", player=who(), card=named())
    if kind == "dispatched":
        return t("underworld.narrate.dispatched", player=who(), slot=event["slot"])
    if kind == "reveal_announced":
        return t("underworld.narrate.reveal", player=who(), card=named())
    if kind == "ability_fizzled":
        return t("underworld.narrate.fizzled", player=who("controller"), card=named())
    if kind == "targets_dropped":
        return t("underworld.narrate.targets_dropped", player=who("controller"), card=named(), count=event["count"])
    if kind == "ability_activated":
        return t("underworld.narrate.activated", player=who(), card=named())
    if kind == "contest_result":
        if event["result"] == "win":
            return t("underworld.narrate.contest_win", player=who(), slot=event["slot"], kind=contest(), margin=event["margin"])
        return t(f"underworld.narrate.contest_{event['result']}", slot=event["slot"], kind=contest())
    if kind == "privilege_used":
        return t("underworld.narrate.privilege", player=who())
    if kind == "influence_placed":
        return t("underworld.narrate.influence", player=who(), slot=event["slot"], amount=event["amount"], total=event["total"])
    if kind == "influence_removed":
        return t("underworld.narrate.influence_removed", player=who(), slot=event["slot"], amount=event["amount"])
    if kind == "region_won":
        return t("underworld.narrate.region_won", player=who(), slot=event["slot"], card=named())
    if kind == "damage_redirected":
        return t("underworld.narrate.redirected", card=named(), to=named("to_definition"), amount=event["amount"])
    if kind == "damage_prevented":
        return t("underworld.narrate.prevented", card=named(), amount=event["amount"])
    if kind == "token_passed":
        return t("underworld.narrate.token_passed", player=who())
    if kind == "redeployed":
        return t("underworld.narrate.redeployed", player=who(), count=event["count"])
    if kind == "library_arranged":
        return t("underworld.narrate.arranged", player=who(), top=event["top"], bottom=event["bottom"])
    if kind == "x_chosen":
        return t("underworld.narrate.x_chosen", player=who(), card=named(), x=event["x"])
    if kind == "card_sealed":
        return t("underworld.narrate.sealed", card=named())
    if kind == "seal_failed":
        return t("underworld.narrate.seal_failed")
    if kind == "reveal_failed":
        return t("underworld.narrate.reveal_failed", player=who())
    if kind == "card_countered":
        return t("underworld.narrate.countered", player=who(), card=named())
    if kind == "hand_looked_at":
        return t("underworld.narrate.hand_looked_at", player=who(), whose=who("whose"))
    if kind == "society_counters_placed":
        return t("underworld.narrate.society_counters", player=who(), amount=event["amount"], kind=t(f"underworld.counter.{event['kind']}"),
                 total=event["total"])  # fmt: skip
    if kind == "control_changed":
        return t("underworld.narrate.control", player=who(), card=named())
    if kind == "card_named":  # XQ26
        return t("underworld.narrate.named", player=who(), name=event["name"])
    if kind == "card_moved" and event["reason"] in QUIET_MOVES:
        return ""
    return None


def narration_group(event: dict) -> str | None:
    """Contests that did not happen (neither side has the icon) are said in one line."""
    if event["type"] == "contest_result" and event["result"] == "none":
        return "contests_not_held"
    return None


def narrate_group(events: list[dict]) -> str:
    contests = "、".join(
        t("underworld.narrate.contest_slot", slot=event["slot"], kind=t(f"underworld.contest.{event['kind']}")) for event in events
    )
    return t("underworld.narrate.contests_none", contests=contests)
