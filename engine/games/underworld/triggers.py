"""Triggered abilities (G:触发能力 p2): collecting them when their event happens, and announcing
them once they are on the stack.

A trigger waits in `state["triggers"]` until a player would get priority; then the first player
orders his own onto the stack, then the second player his (core.triggers, APNAP). Before anyone
gets priority, each new trigger on the stack is announced: its controller decides whether to use
it (unless it is 强制 forced) and chooses its targets (G:发动 p4); a trigger without legal
targets, or one he declines, leaves the stack.

Ability ids: the index of a card ability ("0", "1"), or a keyword ability ("ambush",
"time_counters", "mobile", "renown", "prestige"), or "win" for a region's 赢取触发, or
"granted.<granter>.<index>" for one a card or an effect gave it (cards.ability_by_id).
"""

from functools import cache

from engine.core.context import Ctx
from engine.core.triggers import add_trigger

from .cards import ability_by_id, card, card_db
from .stats import condition_holds, is_character, keywords, silenced, text_blank
from .stats import subtypes as subtypes_of
from .zones import SLOTS, area_cards, controller_of, slot_of, zone

KEYWORD_TRIGGERS = ("ambush", "time_counters", "mobile", "renown", "prestige")


def add_ability_trigger(ctx: Ctx, controller: str, source: str, ability: str, here: int | None, *,
                        silenced_before: bool = False, **data) -> None:  # fmt: skip
    """Nothing triggers for a character under "不能发动触发能力" (XQ01), now or, `silenced_before`,
    as it last was in play (a 死亡触发)."""
    if silenced_before or silenced(ctx.state, source):
        return
    definition = ctx.card(source)["def"]
    add_trigger(ctx, controller, source, ability, definition=definition, here=here, **data)


def collect_card_triggers(ctx: Ctx, card_id: str, events: list[str], here: int | None, *,
                          controller: str | None = None, subtypes: tuple[str, ...] = (), keywords: tuple[str, ...] = (),
                          subject: str | None = None, name: str | None = None, event_slot: int | None = None,
                          source_was_exhausted: bool = False, **data) -> None:  # fmt: skip
    """Add the card's own triggered abilities that fire on any of `events` (those naming a
    subtype or a keyword only when `subtypes` or `keywords`, the subject's, hold it, those naming
    a `not_subtype` only when they do not; those naming a card name only for a subject of that
    `name`; those of `here` only for an event in the source's region, `event_slot`; those saying
    "另一个" only when the `subject` is another card; those of the first turn only then; those with
    an `only_if` only while it holds; those asking the source be ready only if it was, BQ025)."""
    who = controller or controller_of(ctx.state, card_id)
    if text_blank(ctx.state, card_id) or data.pop("blank_before", False):  # JC101: no printed abilities, then or now
        return
    for index, ability in enumerate(card(ctx.card(card_id)["def"]).abilities):
        trigger = ability.trigger if ability.kind == "triggered" else None
        if (trigger and (trigger.event in events or trigger.or_event in events)
                and (trigger.subtype is None or trigger.subtype in subtypes or (trigger.or_self and subject == card_id))
                and (trigger.not_subtype is None or trigger.not_subtype not in subtypes)
                and (trigger.name is None or trigger.name == name)
                and (trigger.event != "named_character_enters" or ctx.card(card_id).get("named") == name)  # XQ26
                and (not trigger.here or (here is not None and event_slot == here))
                and (trigger.keyword is None or trigger.keyword in keywords)
                and not (trigger.other and subject == card_id)
                and not (trigger.first_turn and ctx.state["turn"]["number"] != 1)
                and not (trigger.source_ready and source_was_exhausted)
                and condition_holds(ctx.state, ability.only_if, card_id, who)
                and _first_of_its_name(ctx, card_id, index, ability)):  # fmt: skip
            add_ability_trigger(ctx, who, card_id, str(index), here, forced=ability.forced, **data)


def _first_of_its_name(ctx: Ctx, card_id: str, index: int, ability) -> bool:
    """"同名角色该能力每回合只能触发一次" (CQ08): the first card of its name to trigger it this turn
    records the name; the others do not trigger."""
    if not ability.once_per_turn_by_name:
        return True
    used = f"name:{card(ctx.card(card_id)['def']).name}:{index}"
    if used in ctx.state["turn"]["used"]:
        return False
    ctx.state["turn"]["used"].append(used)
    return True


def collect_region_entry_triggers(ctx: Ctx, card_id: str, slot: int, *, revealed: bool) -> None:
    """"每当一个敌方非人类角色进入本地区时" (JZ03), "当另一个本方吸血鬼角色在本地区现身时" (JZ23): the
    face-up cards in the region a character entered (played, revealed, moved or put there, JC061's
    FAQ) whose `character_enters_here` trigger the character fits."""
    state = ctx.state
    entering, kinds = controller_of(state, card_id), subtypes_of(state, card_id)
    for other in list(area_cards(state, slot)):
        if other == card_id or ctx.card(other).get("face_down") or text_blank(state, other):
            continue
        for index, ability in enumerate(card(ctx.card(other)["def"]).abilities):
            trigger = ability.trigger if ability.kind == "triggered" else None
            if (trigger and trigger.event == "character_enters_here" and (revealed or not trigger.revealed_only)
                    and trigger.whose in (None, "own" if entering == controller_of(state, other) else "enemy")
                    and (trigger.subtype is None or trigger.subtype in kinds)
                    and (trigger.not_subtype is None or trigger.not_subtype not in kinds)):  # fmt: skip
                add_ability_trigger(ctx, controller_of(state, other), other, str(index), slot, forced=ability.forced, entering=card_id)


def collect_marked_death_triggers(ctx: Ctx, card_id: str, counters: list[str], here: int | None) -> None:
    """"强制触发：当具有哲人石标志的角色死亡时，将其从墓地移回场上，并由其拥有者操控。该能力在尼古拉斯·
    勒梅离场后仍然生效" (JC124): an ability the counters on the dead character (`card_id`, in the
    graveyard now) carry triggers for its owner, whoever placed them and wherever that card is."""
    for definition, index, ability in _marked_death_abilities():
        if ability.trigger.counter in counters:
            add_trigger(ctx, ctx.card(card_id)["owner"], card_id, str(index), definition=definition, here=here,
                        forced=ability.forced, dying=card_id)  # fmt: skip


@cache
def _marked_death_abilities() -> list[tuple[str, int, object]]:
    return [(printed.id, index, ability) for printed in card_db().values() for index, ability in enumerate(printed.abilities)
            if ability.kind == "triggered" and ability.trigger.event == "marked_dies"]  # fmt: skip


def collect_graveyard_triggers(ctx: Ctx, event: str, dead_controller: str, here: int | None) -> None:
    """"墓地触发：每当一个敌方角色死亡时" (XG27): the cards in the graveyards of the dead character's
    controller's opponents whose ability triggers on `event`, for their owners."""
    if not _graveyard_trigger_definitions(event):
        return
    for player in ctx.opponents(dead_controller):
        for card_id in list(ctx.zone(zone(player, "graveyard"))):
            if ctx.card(card_id)["def"] in _graveyard_trigger_definitions(event):
                collect_card_triggers(ctx, card_id, [event], here, controller=player)


@cache
def _graveyard_trigger_definitions(event: str) -> frozenset[str]:
    return frozenset(printed.id for printed in card_db().values()
                     if any(a.kind == "triggered" and a.trigger.event == event for a in printed.abilities))  # fmt: skip


def collect_named_entry_triggers(ctx: Ctx, card_id: str) -> None:
    """"每当该名称的角色进场时" (XQ26): a character entering face up, for the cards that named it."""
    if _names_entries():
        collect_flow_triggers(ctx, "named_character_enters", name=card(ctx.card(card_id)["def"]).name, entering=card_id)


@cache
def _names_entries() -> bool:
    return any(a.kind == "triggered" and a.trigger.event == "named_character_enters" for printed in card_db().values() for a in printed.abilities)


def collect_targeted_triggers(ctx: Ctx, card_id: str, player: str, chosen: dict) -> None:
    """"当一个本方罪犯成为敌方卡牌的目标时" (WM058): each character the card `player` just played
    targets, for that character's controller if he is an opponent."""
    targeted = [o for name, found in chosen.items() if not name.startswith("_") for o in found]
    for target in targeted:
        if target in ctx.state["cards"] and is_character(ctx.state, target) and controller_of(ctx.state, target) != player:
            collect_flow_triggers(ctx, "own_character_targeted", of=controller_of(ctx.state, target),
                                  subtypes=tuple(subtypes_of(ctx.state, target)), targeting=card_id)  # fmt: skip


def collect_named_graveyard_triggers(ctx: Ctx, card_id: str) -> None:
    """"每当一张名为无名尸体的牌进入你的墓地时" (BQ079): a card just put into its owner's graveyard,
    for the cards in play of that player whose trigger names it."""
    name = card(ctx.card(card_id)["def"]).name
    if name in _graveyard_arrival_names():
        collect_flow_triggers(ctx, "named_to_own_graveyard", of=ctx.card(card_id)["owner"], name=name)


@cache
def _graveyard_arrival_names() -> frozenset[str]:
    return frozenset(a.trigger.name for printed in card_db().values() for a in printed.abilities
                     if a.kind == "triggered" and a.trigger.event == "named_to_own_graveyard")  # fmt: skip


def collect_self_to_graveyard_triggers(ctx: Ctx, card_id: str) -> None:
    """"当沉眠的海拉忒密沃森从任何区域进入墓地时" (JZ66): the card just put into its owner's graveyard."""
    if ctx.card(card_id)["def"] in _graveyard_trigger_definitions("self_to_graveyard"):
        collect_card_triggers(ctx, card_id, ["self_to_graveyard"], None, controller=ctx.card(card_id)["owner"])


def collect_exhausted_triggers(ctx: Ctx, card_id: str) -> None:
    """"每当一个敌方角色被横置时" (JZ01): a ready character just exhausted, for its controller's opponents."""
    if is_character(ctx.state, card_id):
        for player in ctx.opponents(controller_of(ctx.state, card_id)):
            collect_flow_triggers(ctx, "enemy_character_exhausted", of=player)


def collect_granted_triggers(ctx: Ctx, card_id: str, granted: list[str], event: str, here: int | None, controller: str,
                             *, silenced_before: bool = False) -> None:  # fmt: skip
    """The triggered abilities among those the card had been given (ids of `granted`, read before
    it left play: "获得'死亡触发：…'的能力", BQ111) that fire on `event`."""
    for ability_id in granted:
        ability = ability_by_id(ctx.card(card_id)["def"], ability_id)
        if ability.kind == "triggered" and ability.trigger.event == event:
            add_ability_trigger(ctx, controller, card_id, ability_id, here, forced=ability.forced, silenced_before=silenced_before)


def fire_next_time(ctx: Ctx, event: str, player: str) -> None:
    """"本回合中，当你赢得下一次调查对抗时" (JC082, steps.next_time): each waiting trigger of the player
    for the event fires once, then waits no more."""
    waiting = [e for e in ctx.state["effects"] if e["modifier"].get("event") == event and e["controller"] == player]
    for effect in waiting:
        ctx.state["effects"].remove(effect)
        ability_id = effect["modifier"]["next_time"]
        add_trigger(ctx, player, effect["source"], ability_id, definition=ability_id.split(".")[1], here=None, forced=False)


def collect_keyword_triggers(ctx: Ctx, card_id: str, *, revealed: bool) -> None:
    """标志 X on entering (G:标志X p1); 袭击 X on a reveal (G:袭击X p9)."""
    found = keywords(ctx.state, card_id)
    slot = slot_of(ctx.state, card_id)
    controller = controller_of(ctx.state, card_id)
    if "time_counters" in found:
        add_ability_trigger(ctx, controller, card_id, "time_counters", slot, forced=False, amount=found["time_counters"])
    if revealed and found.get("ambush"):
        add_ability_trigger(ctx, controller, card_id, "ambush", slot, forced=False, amount=found["ambush"])


def collect_flow_triggers(ctx: Ctx, event: str, *, of: str | None = None, subtypes: tuple[str, ...] = (),
                          keywords: tuple[str, ...] = (), society_here: int | None = None, **data) -> None:  # fmt: skip
    """Abilities of face-up cards in play that trigger at a step ("准备步骤触发", "结束步骤触发") or
    on a game event elsewhere, each with its own region as "本地区"; `of`: only the cards that
    player controls ("每当你抓牌时", JC080; "每当一个本方角色死亡时", JC090). A secret society is in
    no region: `society_here` is the one its triggers name ("该地区": where the character died, MSJZ04)."""
    for slot in SLOTS:
        for card_id in list(area_cards(ctx.state, slot)):
            if not ctx.card(card_id).get("face_down") and of in (None, controller_of(ctx.state, card_id)):
                collect_card_triggers(ctx, card_id, [event], slot, subtypes=subtypes, keywords=keywords, **data)
    for player in ctx.seats:
        for card_id in list(ctx.zone(zone(player, "society"))):
            if of in (None, controller_of(ctx.state, card_id)):
                collect_card_triggers(ctx, card_id, [event], society_here, subtypes=subtypes, keywords=keywords, **data)


def trigger_ability(trigger: dict):
    """The card ability a trigger comes from (None for keyword and region-win triggers)."""
    ability = trigger["ability"]
    if not ability.isdigit():
        return None
    return card(trigger["data"]["definition"]).abilities[int(ability)]
