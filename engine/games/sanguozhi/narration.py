"""Log lines for 三国智's own events (``Game.narrate``); they read only what the viewer's form of
an event shows, so a face-down card stays unnamed."""

from engine.core.messages import t

from .text import card_name, slot_name

# Moves that a dedicated event tells better (dispatch, entering, casting, rule effects).
QUIET_MOVES = frozenset({"dispatch", "flip", "enter", "authority", "set", "cast", "resolved", "destroyed", "destroyed_by_effect", "sacrificed", "died",
                         "requirement", "same_name", "slot", "equip", "form", "arrange", "stratagem_targets_lost", "stratagem_expired", "event_done", "event_removed", "treasure_unequipped", "treasure_replaced",
                         "treasure_condition", "loyal_defector", "control_ended", "loop"})  # fmt: skip
QUIET_EVENTS = frozenset({"trigger_added", "phase_started"})


def narrate(event: dict, names: dict[str, str]) -> str | None:
    kind = event["type"]

    def who(key: str = "player") -> str:
        return names.get(event.get(key), event.get(key))

    def named(key: str = "definition") -> str:
        return card_name(event[key]) if key in event else t("narrate.hidden_card")

    if kind == "card_moved" and event["reason"] in QUIET_MOVES or kind in QUIET_EVENTS:
        return ""
    simple = {
        "first_player_chosen": lambda: t("sanguozhi.narrate.first_player", player=who()),
        "hand_redrawn": lambda: t("sanguozhi.narrate.redrawn", player=who(), count=event["count"]),
        "action_passed": lambda: t("sanguozhi.narrate.passed", player=who()),
        "general_flipped": lambda: t("sanguozhi.narrate.flipped", player=who(), card=named()),
        "authority_placed": lambda: t("sanguozhi.narrate.authority", player=who(), card=named()),
        "stratagem_set": lambda: t("sanguozhi.narrate.set", player=who()),
        "stratagem_cast": lambda: t("sanguozhi.narrate.cast", player=who(), card=named()),
        "stratagem_resolved": lambda: t("sanguozhi.narrate.resolved", card=named()),
        "stratagem_fizzled": lambda: t("sanguozhi.narrate.fizzled", card=named()),
        "provisions_changed": lambda: t("sanguozhi.narrate.provisions", player=who(), amount=event["amount"], provisions=event["provisions"]),
        "provisions_damaged": lambda: t("sanguozhi.narrate.provisions_damaged", player=who(), amount=event["amount"]),
        "draw_failed": lambda: t("sanguozhi.narrate.draw_failed", player=who()),
        "no_attack": lambda: t("sanguozhi.narrate.no_attack", player=who()),
        "attack_taken_back": lambda: t("sanguozhi.narrate.attack_taken_back", player=who(), tallies=event["tallies"]),
        "lord_slot_lost": lambda: t("sanguozhi.narrate.lord_slot_lost", player=who()),
        "player_left": lambda: t("sanguozhi.narrate.left", player=who(), provisions=event["provisions"]),
        "rule_effect": lambda: t(f"sanguozhi.narrate.rule.{event['outcome']}", card=named()),
        "card_tapped": lambda: "",
        "conscripted": lambda: t("sanguozhi.narrate.conscripted" if event["found"] else "sanguozhi.narrate.conscripted_nothing", player=who()),
        "keyword_triggered": lambda: t("sanguozhi.narrate.keyword", card=named(), keyword=event["keyword"]),
        "skill_triggered": lambda: t("sanguozhi.narrate.skill", card=named(), ability=event["ability"]),
        "ability_used": lambda: t("sanguozhi.narrate.ability_used", player=who(), card=named(), ability=event["ability"]),
        "ability_resolved": lambda: t("sanguozhi.narrate.ability_resolved", card=named(), ability=event["ability"]),
        "ability_fizzled": lambda: t("sanguozhi.narrate.ability_fizzled", ability=event["ability"]),
        "deck_searched": lambda: t("sanguozhi.narrate.searched" if event["found"] else "sanguozhi.narrate.searched_nothing", player=who()),
        "event_activated": lambda: t("sanguozhi.narrate.event_activated", player=who(), card=named()),
        "stratagem_entered": lambda: t("sanguozhi.narrate.stratagem_entered", card=named()),
        "formation_fetched": lambda: t("sanguozhi.narrate.fetched", player=who()),
        "formation_set": lambda: t("sanguozhi.narrate.formation_set", player=who()),
        "formation_formed": lambda: t("sanguozhi.narrate.formed", player=who(), card=named(), count=len(event["members"])),
        "formation_disbanded": lambda: t("sanguozhi.narrate.disbanded", player=who(), card=named()),
        "formation_joined": lambda: t("sanguozhi.narrate.joined", card=named()),
        "formation_left": lambda: t("sanguozhi.narrate.left_formation", card=named()),
        "treasure_cast": lambda: t("sanguozhi.narrate.treasure_cast", player=who(), card=named()),
        "treasure_equipped": lambda: t("sanguozhi.narrate.treasure_equipped", card=named(), general=named("general_definition")),
        "treasure_fizzled": lambda: t("sanguozhi.narrate.treasure_fizzled", card=named()),
        "general_survived": lambda: t("sanguozhi.narrate.survived", card=named()),
        "general_destroyed": lambda: t("sanguozhi.narrate.destroyed", card=named()),
        "general_sacrificed": lambda: t("sanguozhi.narrate.sacrificed", player=who(), card=named()),
        "damage_prevented": lambda: t("sanguozhi.narrate.prevented", card=named(), amount=event["amount"]),
        "deck_arranged": lambda: t("sanguozhi.narrate.arranged", player=who(), count=event["count"]),
        "damage_replaced": lambda: t("sanguozhi.narrate.replaced", card=named(), text=event["text"]),
        "damage_guarded": lambda: t("sanguozhi.narrate.guarded", guard=named(), card=named("protected"), amount=event["amount"]),
        "control_changed": lambda: t("sanguozhi.narrate.control_changed", player=who(), card=named(), slot=slot_name(event["slot"])),
        "control_ended": lambda: t("sanguozhi.narrate.control_ended", card=named()),
        "control_unchanged": lambda: t("sanguozhi.narrate.control_unchanged", player=who()),
        "counters_changed": lambda: t("sanguozhi.narrate.counters", card=named(), name=event["name"], count=event["count"]),
        "general_concealed": lambda: t("sanguozhi.narrate.concealed", card=named()),
        "general_restored": lambda: t("sanguozhi.narrate.restored", card=named()),
        "permanent_damage_removed": lambda: t("sanguozhi.narrate.healed", card=named(), permanent=event["permanent"]),
    }
    if kind in simple:
        return simple[kind]()
    if kind == "general_dispatched":
        if event["face_down"]:
            return t("sanguozhi.narrate.dispatched_face_down", player=who(), slot=slot_name(event["slot"]))
        return t("sanguozhi.narrate.dispatched", player=who(), card=named(), slot=slot_name(event["slot"]))
    if kind == "general_entered":
        if event["face_down"]:
            return t("sanguozhi.narrate.entered_face_down", slot=slot_name(event["slot"]))
        return t("sanguozhi.narrate.entered", card=named(), slot=slot_name(event["slot"]))
    if kind == "general_damaged":
        return t("sanguozhi.narrate.damaged", card=named(), amount=event["amount"], kind=t(f"sanguozhi.damage.{event['kind']}"))
    if kind == "attack_declared":
        defenders = [event["defenders"][c] for c in event["cards"]]
        if len(set(defenders)) > 1:  # 2v2: attackers split between both enemies (901.1)
            attacks = "，".join(t("sanguozhi.narrate.attack_on", card=card_name(d), defender=names.get(p, p))
                                for d, p in zip(event["definitions"], defenders, strict=True))  # fmt: skip
            return t("sanguozhi.narrate.attack_split", player=who(), attacks=attacks)
        return t("sanguozhi.narrate.attack", player=who(), cards="、".join(map(card_name, event["definitions"])))
    if kind == "blocks_declared":
        if not event["blocks"]:
            return t("sanguozhi.narrate.no_blocks", player=who())
        return t("sanguozhi.narrate.blocks", player=who(), blocks="，".join(
            t("sanguozhi.narrate.block", attacker=card_name(a), blocker="、".join(map(card_name, b))) for a, *b in event["definitions"]))
    return None
