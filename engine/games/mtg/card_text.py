"""Chinese rules text generated from a card's abilities (the vocabulary of ``abilities.py``), in
the wording of the Simplified Chinese Oracle text ("当此生物进场时，…", "消灭目标生物。")."""

from __future__ import annotations

from engine.core.messages import t

from .abilities import (
    Ability,
    Condition,
    CostReduction,
    Count,
    Filter,
    Kicker,
    ManaSpent,
    Mode,
    PowerOf,
    Target,
)
from .cards import BASIC_LAND_MANA, COLOURS, CardDef, TokenDef, meld_pairs, token_db
from .cards import card as definition_of

# steps whose sentence names one object: "mtg.text.<step>" with {what}
ONE_OBJECT_STEPS = ("gain_control", "attach_equipment", "unattach")
NUMBERS = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十"]
ROMAN = ["", "I", "II", "III", "IV", "V", "VI"]  # chapter numbers (CR 714.2a)


def _abilities_text(card: CardDef) -> list[str]:
    """One line per ability; "whenever ~ enters or attacks" (written as an enters ability and the
    same attacks ability after it) is one line, as printed."""
    lines, abilities = [], list(card.abilities)
    for index, ability in enumerate(abilities):
        if index and _enters_then_attacks(abilities[index - 1], ability):
            lines[-1] = t("mtg.text.when_enters_or_attacks", what=_self(card)) + _body(card, ability)
            continue
        lines.append(ability_text(card, ability))
    return lines


def _enters_then_attacks(first: Ability, second: Ability) -> bool:
    triggers = (first.trigger, second.trigger)
    if None in triggers or not all(trigger.self_ and not trigger.once_each_turn for trigger in triggers) or first.intervening_if:
        return False
    same = first.model_copy(update={"trigger": None}) == second.model_copy(update={"trigger": None})
    return (triggers[0].event, triggers[1].event) == ("enters", "attacks") and same


def _returns_front_face_up(card: CardDef) -> bool:
    """A Saga back face whose chapter exiles it and returns it front face up (Ifrit, Phoenix,
    Esper Terra): its reminder text says no sacrifice, as the notes print it."""
    return any(step.step == "exile_and_return_transformed" and step.front_face_up
               for ability in card.abilities if ability.trigger and ability.trigger.event == "chapter" for step in ability.effects)  # fmt: skip


def card_text(card: CardDef) -> str:
    lines = [t("mtg.text.basic_land", mana="{" + BASIC_LAND_MANA[s] + "}") for s in card.subtypes if s in BASIC_LAND_MANA]
    if card.keywords:
        lines.append("，".join(t(f"mtg.keyword.{k}") for k in card.keywords))
    lines += [_enchant_text(card)] if card.enchant else []
    lines += [t("mtg.text.cant_be_countered")] if card.cant_be_countered else []
    if card.power_cda:
        lines.append(t("mtg.text.power_cda", what=card.name_zh or card.name, count=_count(card.power_cda)))
    lines += _abilities_text(card)
    lines += [t("mtg.text.overload", cost=card.overload)] if card.overload else []  # CR 702.96a
    lines += [t("mtg.text.any_number_in_deck", name=card.name_zh or card.name)] if card.any_number_in_deck else []
    chapters = [n for a in card.abilities if a.trigger and a.trigger.event == "chapter" for n in a.trigger.chapters]
    if card.flashback:
        lines.append(t("mtg.text.flashback", cost=card.flashback))
    if card.foretell:
        lines.append(t("mtg.text.foretell", cost=card.foretell))
    if card.rebound:
        lines.append(t("mtg.text.rebound"))
    if card.dash:
        lines.append(t("mtg.text.dash", cost=card.dash))
    if card.blitz:
        discard = t("mtg.text.blitz_discard", count=_number(card.blitz_discard)) if card.blitz_discard else ""
        lines.append(t("mtg.text.blitz", cost=card.blitz + discard))
        lines += [t("mtg.text.blitz_from_graveyard")] if card.blitz_from_graveyard else []
    if card.spectacle:
        lines.insert(0, t("mtg.text.spectacle", cost=card.spectacle))
    if chapters and _returns_front_face_up(card):  # printed without "sacrifice after": its chapter exiles it first
        lines.insert(0, t("mtg.text.saga_reminder.returns"))
    elif chapters:  # the Saga's reminder text (CR 714.3a–b, 714.4)
        lines.insert(0, t("mtg.text.saga_reminder", final=ROMAN[max(chapters)]))
    if card.back:  # the back face of a transforming double-faced card (CR 712)
        lines += [t("mtg.text.back_face", name=card.back.display_name()), card_text(card.back)]
    if card.melds_with:  # a meld card's reminder text (CR 712.4)
        lines.append(t("mtg.text.melds_with", name=_printed_name(card.melds_with)))
    if card.melded:  # the combined back face of a meld pair (CR 712.4, 712.8g)
        lines += [t("mtg.text.melded_face", name=card.melded.display_name()), card_text(card.melded)]
    if card.adventure:  # an adventurer card's Adventure (CR 715.2); FIN's are land adventurers
        lines += [t("mtg.text.adventure", name=card.adventure.display_name(), cost=card.adventure.mana_cost),
                  card_text(card.adventure) + t("mtg.text.adventure_reminder" + ("" if "land" in card.types else ".creature"))]  # fmt: skip
    if card.enters:
        lines.insert(0, _enters_text(card))
    return "\n".join(lines)


def _enters_text(card: CardDef) -> str:
    """"此生物须横置进场，且上面有一个晕眩指示物。" (CR 614.1c–d)."""
    counters = "、".join(t("mtg.text.counters", count=_number(n), kind=t(f"mtg.counter.{k}")) for k, n in card.enters.counters.items())
    if card.enters.tapped_unless_your_turn_at_most:  # "除非当前是你的第一、第二或第三回合，否则…"
        turns = [f"第{_number(n).replace('两', '二')}" for n in range(1, card.enters.tapped_unless_your_turn_at_most + 1)]
        return t("mtg.text.enters_tapped_unless_early_turn", what=_self(card), turns=_either(turns))
    if card.enters.removes_counters_from is not None:  # Sin
        return t("mtg.text.as_enters_remove_counters", what=_self(card), from_=_plural(card.enters.removes_counters_from))
    if card.enters.tapped:
        text = t("mtg.text.enters_tapped_with" if counters else "mtg.text.enters_tapped", what=_self(card), counters=counters)
        return text + t("mtg.text.as_enters_choose_colour") if card.enters.choose_colour else text
    return t("mtg.text.enters_with", what=_self(card), counters=counters)


def _self(card: CardDef) -> str:
    if isinstance(card, TokenDef):
        return t("mtg.text.this_token")
    if "creature" in card.types:
        return t("mtg.text.this_creature")
    if "Equipment" in card.subtypes:
        return t("mtg.text.this_equipment")
    if "Vehicle" in card.subtypes:
        return t("mtg.text.this_vehicle")
    if card.enchant:
        return t("mtg.text.this_aura")
    return t("mtg.text.this_land") if "land" in card.types else t("mtg.text.this_permanent")


def _printed_name(definition_id: str) -> str:
    """Another card's name as the text prints it: its Chinese name where the notes give one."""
    named = definition_of(definition_id)
    return named.name_zh or named.name


def _spell_kinds(subject: Filter) -> str:
    """What a cast trigger's spell is: "非生物", "传奇", "神器或传奇或传纪" (any of them)."""
    kinds = (t(f"mtg.colour.{subject.colour}") if subject.colour else "") + "".join("非" + t(f"mtg.type.{k}") for k in subject.not_types)
    kinds += _either([t(f"mtg.subtype.{s}") for s in subject.subtypes]) + "".join(t(f"mtg.type.{k}") for k in subject.types)
    kinds += "或".join(_spell_kinds(sub) for sub in subject.any_of)
    kinds = t("mtg.text.mana_value_at_least_spell", count=subject.mana_value_at_least) + kinds if subject.mana_value_at_least is not None else kinds
    kinds = t("mtg.text.not_yours") + kinds if subject.not_yours else kinds
    return t("mtg.supertype.legendary") + kinds if subject.legendary else kinds  # "每当你施放传奇咒语时"


def _number(n: int) -> str:
    return NUMBERS[n] if 0 <= n < len(NUMBERS) else str(n)


def _filter(flt: Filter, noun: str | None = None, owner: bool = True) -> str:
    """"另一个由你操控的生物或神器"; ``noun`` names the kind when the filter has no types;
    ``owner`` False drops "由你操控的" where the sentence says it ("你操控…")."""
    kinds = "、".join(t(f"mtg.subtype.{s}") for s in flt.subtypes) or "或".join(t(f"mtg.type.{k}") for k in flt.types) or noun or t("mtg.type.permanent")
    kinds = {True: "基本", False: "非基本", None: ""}[flt.basic] + kinds
    kinds = t("mtg.text.commander") if flt.commander else kinds
    if flt.any_of:  # "鸟或基本地"; with kinds of its own, both hold: "神器生物"
        alternatives = "或".join(_filter(sub, noun, owner=False) for sub in flt.any_of)
        kinds = kinds + alternatives if flt.types or flt.subtypes else alternatives
    kinds = "".join("非" + t(f"mtg.type.{k}") for k in flt.not_types) + kinds
    kinds = "".join("非" + t(f"mtg.subtype.{s}") for s in flt.not_subtypes) + kinds
    whose = {"you": t("mtg.text.you_control"), "opponent": t("mtg.text.opponent_controls"), "any": ""}[flt.controller]
    whose = t("mtg.text.defending_player_controls") if flt.defending_player else whose
    states = [t("mtg.text.with_keyword", keyword=t(f"mtg.keyword.{flt.keyword}"))] if flt.keyword else []
    states += [t("mtg.text.mana_value_at_most", count=flt.mana_value_at_most)] if flt.mana_value_at_most is not None else []
    states += [t("mtg.text.mana_value_at_least", count=flt.mana_value_at_least)] if flt.mana_value_at_least is not None else []
    states += ["有饰装"] * flt.modified + [t("mtg.text.attacking_you")] * flt.attacking_you + [t("mtg.text.entered_this_turn")] * flt.entered_this_turn
    states += ["进行攻击"] * flt.attacking + ["佩带武具"] * flt.equipped + ["已横置"] * flt.tapped + ["本回合中受过伤害"] * flt.damaged
    states += [t("mtg.text.power_at_least", power=flt.power_at_least)] if flt.power_at_least is not None else []
    states += [t("mtg.text.power_at_most", power=flt.power_at_most)] if flt.power_at_most is not None else []
    states += [t("mtg.text.power_less_than_source")] * flt.power_less_than_source
    states += [t("mtg.text.with_any_counter") if flt.counter == "any" else t("mtg.text.with_counter", kind=t(f"mtg.counter.{flt.counter}"))] if flt.counter else []
    states += [t("mtg.text.crewed_by_source")] if flt.crewed_by_source else []
    states += [t("mtg.text.entered_from_graveyard")] if flt.entered_from_graveyard else []
    states += [t("mtg.text.to_graveyard_this_turn_not_from_battlefield")] if flt.to_graveyard_this_turn_not_from_battlefield else []
    state = "且".join(states)
    kinds = {True: t("mtg.text.legendary", kinds=kinds), False: t("mtg.text.nonlegendary", kinds=kinds), None: kinds}[flt.legendary]
    kinds = {True: t("mtg.text.token_kind", kinds=kinds), False: t("mtg.text.nontoken_kind", kinds=kinds), None: kinds}[flt.token]
    kinds = t("mtg.text.named", name=flt.name, kinds=kinds) if flt.name else kinds
    return ("另一个" if flt.other else "") + (whose if owner else "") + (state + "的" if state else "") + kinds


def _plural(flt: Filter) -> str:
    """"由你操控的其他生物", "进行攻击的生物": all the permanents a filter matches."""
    text = _filter(flt.model_copy(update={"other": False}))
    if not flt.other:
        return text
    mine = t("mtg.text.you_control")
    return text.replace(mine, mine + "其他") if mine in text else "其他" + text


# Counts whose text is the catalog's "mtg.text.count_<field>" (true when set)
NAMED_COUNTS = (
    "opponents_dealt_combat_damage_this_turn",
    "opponents_dealt_combat_damage_by_self_or_dragons",
    "opponents_with_more_creatures",
    "cards_left_your_graveyard_this_turn",
    "permanents_left_your_control_this_turn",
    "creatures_died_this_turn",
    "creatures_died_under_opponents_this_turn",
    "life_gained_this_turn",
    "opponents_dealt_combat_damage_by_legendary",
    "most_combat_damage_to_a_player_this_turn",
    "most_life_lost_by_a_player_this_turn",
    "life_total",
    "power_of_self",
    "opponents_attacked_this_combat",
    "creatures_you_put_counters_on_this_turn",
    "counters_put_on_self_this_turn",
)


def _count(count: Count) -> str:
    if count.plus:  # "由你操控的生物数量与由你操控的武具数量之和"
        return t("mtg.text.count_plus", first=_count(count.model_copy(update={"plus": None})), second=_count(count.plus))
    if count.counters_on_self == "any":
        return t("mtg.text.count_any_counters_on_self")
    if count.counters_on_self:  # "此武具上的充电指示物的数量"
        return t("mtg.text.count_counters_on_self", kind=t(f"mtg.counter.{count.counters_on_self}"))
    if count.greatest_power is not None:
        return t("mtg.text.count_greatest_power", what=_plural(count.greatest_power))
    if count.opponents_controlling is not None:  # "操控力量等于或大于4之生物的对手数量"
        return t("mtg.text.count_opponents_controlling", what=_filter(count.opponents_controlling))
    if count.greatest_mana_value is not None:
        return t("mtg.text.count_greatest_mana_value", what=_plural(count.greatest_mana_value))
    if count.counters_on_permanents is not None:
        return t("mtg.text.count_counters_on_permanents", what=_plural(count.counters_on_permanents))
    if count.enchanted_controllers is not None:  # "所结附生物之操控者操控的已横置的生物的数量"
        return t("mtg.text.count_enchanted_controllers", what=_filter(count.enchanted_controllers, owner=False))
    named = next((name for name in NAMED_COUNTS if getattr(count, name)), None)
    if named:  # a count the catalog names by its field ("mtg.text.count_life_total")
        return t(f"mtg.text.count_{named}")
    if count.spells_cast_this_turn is not None:
        return t("mtg.text.count_spells_cast_this_turn", what=_spell_kinds(count.spells_cast_this_turn))
    if count.cards_in_hand:
        return t("mtg.text.count_hand")
    if count.devotion:  # "你的红色献力"
        return t("mtg.text.count_devotion", colour=t(f"mtg.colour.{count.devotion}"))
    if count.permanent_cards_in_graveyard:
        return t("mtg.text.count_graveyard")
    if count.cards_in_graveyard:
        return t("mtg.text.count_cards_in_graveyard", what=_filter(count.cards_in_graveyard, t("mtg.type.card"), owner=False))
    if count.total_mana_value:
        return t("mtg.text.total_mana_value", what=_plural(count.permanents))
    if count.of_target_player is not None:  # "由目标对手操控的海岛数量"
        return t("mtg.text.count_of_target_player", what=_filter(count.permanents, owner=False))
    if count.permanents.controller != "you":  # "由对手操控的已横置的生物的数量"
        return t("mtg.text.count_on_battlefield", what=_filter(count.permanents))
    return t("mtg.text.count_permanents", what=_filter(count.permanents, owner=False))


def _condition(condition: Condition) -> str:
    if condition.first_this_turn:  # "这是本回合的第一个战斗阶段"
        return t(f"mtg.text.condition_first_{condition.first_this_turn}")
    if condition.life_at_most_half_starting:
        return t("mtg.text.condition_life_at_most_half_starting")
    if condition.own_and_control:  # "你同时拥有并操控此生物和一个名称为…的生物" (a meld pair's, CR 701.42a)
        return t("mtg.text.condition_own_and_control", name=_printed_name(condition.own_and_control))
    if condition.count.yours_with_greatest_power:  # "你操控力量最大或力量并列最大的生物"
        return t("mtg.text.condition_greatest_power")
    if condition.at_most == 0:  # "你未操控名为Darkstar的生物"
        return t("mtg.text.condition_none", what=_filter(condition.count.permanents, owner=False))
    if not condition.count.permanents:  # "你坟墓场中有六张或更多永久物牌"
        return t("mtg.text.condition_count", what=_count(condition.count), count=_number(condition.at_least))
    flt = condition.count.permanents  # "two or more other legendary creatures": 其他, not 另一个
    what = t("mtg.text.other") + _filter(flt.model_copy(update={"other": False}), owner=False) if flt.other else _filter(flt, owner=False)
    return t("mtg.text.condition", what=what, count=_number(condition.at_least))


def _target(spec: Target) -> str:
    if spec.any_number:  # "任意数量的你坟墓场中的目标生物牌（其法术力值总和须等于或小于6）"
        single = _target(spec.model_copy(update={"any_number": False, "total_mana_value_at_most": None}))
        total = spec.total_mana_value_at_most
        return t("mtg.text.any_number", what=single) + (t("mtg.text.total_mana_value_at_most", count=total) if total is not None else "")
    if spec.kind == "any":
        return t("mtg.text.any_other_target") if spec.other_than is not None else t("mtg.text.any_target")
    if spec.kind == "spell" and spec.filter != Filter():  # "目标非生物咒语"
        return t("mtg.text.target", what=_filter(spec.filter, t("mtg.text.spell"), owner=False))
    if spec.kind == "ability":  # "目标由你操控的起动式或触发式异能"
        return t("mtg.text.target_ability", whose={"you": t("mtg.text.you_control"), "opponent": t("mtg.text.opponent_controls"), "any": ""}[spec.filter.controller])
    if spec.kind == "ability_or_spell":  # "目标起动式异能、触发式异能或非生物咒语"
        return t("mtg.text.target_ability_or_spell", what=_filter(spec.filter, t("mtg.text.spell"), owner=False))
    if spec.kind in ("player", "opponent", "spell", "spell_or_permanent"):  # "目标咒语或永久物"
        return t(f"mtg.text.target_{spec.kind}")
    if spec.kind == "graveyard_card":
        every_permanent_type = set(spec.filter.types) == {"land", "creature", "artifact", "enchantment"}
        kinds = spec.filter.model_copy(update={"types": []}) if every_permanent_type else spec.filter  # "永久物牌"
        what = _filter(kinds, t("mtg.type.permanent") if every_permanent_type else t("mtg.type.card"), owner=False)
        what = t("mtg.text.mana_value_of_spell") + what if spec.mana_value_of_spell else what
        if spec.defending_players_graveyard:  # "防御牌手的坟墓场中至多一张目标瞬间或法术牌"
            return t("mtg.text.up_to_one_card_in_defending_graveyard" if spec.up_to else "mtg.text.target_card_in_defending_graveyard", what=what)
        if spec.any_graveyard:  # "目标坟墓场中的一张牌"
            text = t("mtg.text.up_to_one_card_in_any_graveyard" if spec.up_to else "mtg.text.target_card_in_any_graveyard", what=what)
            return text + (t("mtg.text.same_graveyard") if spec.same_graveyard_as is not None else "")
        text = t("mtg.text.up_to_one_graveyard_card" if spec.up_to else "mtg.text.target_graveyard_card", what=what)
        return text + t("mtg.text.or_exiled_with_flashback") if spec.or_exiled_with_flashback else text
    what = _filter(spec.filter, t(f"mtg.type.{spec.kind}"))
    if spec.per_opponent:  # "至多一个目标由该对手操控的非地永久物" (after "对每位对手而言")
        what = t("mtg.text.that_opponent_controls") + what
    if spec.damaged_player:  # "至多一个目标由该牌手操控的神器" (the player dealt combat damage)
        what = t("mtg.text.that_player_controls") + what
    return t("mtg.text.up_to_one_target", what=what) if spec.up_to else t("mtg.text.target", what=what)


def _enchanted(card: CardDef) -> str:
    """"所结附的生物" / "所结附的永久物" (CR 303.4b), by what the Aura may enchant."""
    return t("mtg.text.enchanted_creature" if card.enchant.kind == "creature" else "mtg.text.enchanted_permanent")


def _enchant_text(card: CardDef) -> str:
    """"结附于神器或生物" (CR 702.5a)."""
    kinds = card.enchant.filter.types or [card.enchant.kind]
    whose = t("mtg.text.opponent_controls") if card.enchant.filter.controller == "opponent" else ""  # "结附于由对手操控的生物"
    return t("mtg.text.enchant", what=whose + "或".join(t(f"mtg.type.{k}") for k in kinds))


def _ref(card: CardDef, ability: Ability | Mode, ref) -> str:
    if ref == "enchanted":
        return _enchanted(card)
    if ref == "chosen":
        return t("mtg.text.it")
    if ref == "subject":
        return t("mtg.text.that_creature")
    if ref == "those":
        return t("mtg.text.those")
    if ref != "self" and ability.targets[ref].kind == "exiled_with_source":  # "目标以暗之水晶放逐的生物牌"
        spec = ability.targets[ref]
        return t("mtg.text.target_exiled_with_source", source=card.name_zh or card.name, what=_filter(spec.filter, t("mtg.type.card"), owner=False))
    return _self(card) if ref == "self" else _target(ability.targets[ref])


def _either(names: list[str]) -> str:
    """"灵气、武具或载具": one of these kinds."""
    return "、".join(names[:-1]) + "或" + names[-1] if len(names) > 1 else "".join(names)


def _who(ability: Ability | Mode, who, ref) -> str:
    """The player a step names (``abilities.Who``): "你", "目标牌手", or "其操控者" of a target permanent."""
    if who == "you":
        return t("mtg.text.you")
    if who == "subject_controller":
        return t("mtg.text.its_controller")
    if ability.targets[who].kind in ("player", "opponent"):
        return ref(who)
    ref(who)  # mentioned: a later step says "它"
    return t("mtg.text.its_controller")


def _amount(value) -> str:
    if isinstance(value, int):
        return str(value)
    if value in ("combat_damage", "damage_dealt"):  # "that damage", "that much"
        return t(f"mtg.text.amount.{value}")
    if value == "subject_counters":  # "等量"
        return t("mtg.text.that_many")
    if isinstance(value, Count) and value.times < 0:
        return "-X"
    if isinstance(value, PowerOf | Count) and value.times > 1:
        return f"{value.times}X"
    if value == "twice_X":
        return "2X"
    return "X"


def _amount_note(value, on_resolution: bool = True) -> str:
    if value == "discarded_mana_value":
        return t("mtg.text.x_is_discarded_mana_value")
    if isinstance(value, Count):
        return t("mtg.text.x_is_fixed" if on_resolution else "mtg.text.x_is", what=_count(value))
    if isinstance(value, PowerOf) and value.power_of == "subject":
        return t("mtg.text.x_is_that_creatures_power")
    if isinstance(value, PowerOf) and value.power_of == "self":
        return t("mtg.text.x_is_own_power")
    if isinstance(value, PowerOf):
        return t("mtg.text.x_is_power")
    if value == "mana_spent":
        return t("mtg.text.x_is_mana_spent")
    if value in ("shuffled_count", "life_lost", "discarded_card_types", "sacrificed_count", "spell_mana_value", "revealed_mana_value", "sacrificed_mana_value"):
        return t(f"mtg.text.x_is_{value}")
    return ""


def _signed(value) -> str:
    text = _amount(value)
    return text if text.startswith("-") else "+" + text


def step_text(card: CardDef, ability: Ability | Mode, step, mentioned: set | None = None) -> str:
    """One step's sentence; a target ``mentioned`` by an earlier step is "它" ("Untap it.")."""
    mentioned = set() if mentioned is None else mentioned

    def ref(r) -> str:
        again = t("mtg.text.those") if isinstance(r, int) and ability.targets[r].per_opponent else t("mtg.text.it")
        text = again if r in mentioned and r not in ("self", "those") else _ref(card, ability, r)
        mentioned.add(r)
        return text

    if step.step == "damage":
        source = _self(card) if step.source == "self" and "creature" in card.types else (card.display_name() if step.source == "self" else ref(step.source))
        to = t(f"mtg.text.{step.to}") if isinstance(step.to, str) else ("其本身" if step.to == step.source else ref(step.to))
        to = t("mtg.text.controller_of", what=to) if step.to_controller else to
        text = t("mtg.text.damage", source=source, target=to, amount=_amount(step.amount)) + _amount_note(step.amount)
    elif step.step == "each_deals_damage":  # "每个由你操控的其他鸟各向目标…造成伤害，其数量等同于前者的力量。"
        text = t("mtg.text.each_deals_damage", what=_plural(step.what), target=ref(step.to))
    elif step.step == "destroy":
        text = t("mtg.text.destroy", what=ref(step.target))
    elif step.step == "destroy_one_of_each_opponents":
        text = t("mtg.text.destroy_one_of_each_opponents", what=_filter(step.what, owner=False))
    elif step.step in ("destroy_each", "return_each_to_hand", "return_opponents_greatest"):
        text = t(f"mtg.text.{step.step}", what=_plural(step.what))
    elif step.step == "enters_with_counters":
        count = _number(step.amount) if isinstance(step.amount, int) else "X"
        text = t("mtg.text.enters_with_counters", count=count, kind=t(f"mtg.counter.{step.kind}")) + _amount_note(step.amount)
    elif step.step == "pay_mana":
        also = t("mtg.text.and_exile_from_graveyard", count=_number(step.exile_from_graveyard)) if step.exile_from_graveyard else ""
        also += t("mtg.text.and_discard", count=_number(step.discard)) if step.discard else ""
        text = t("mtg.text.pay_mana", cost=step.cost + also)
    elif step.step == "return_source_to_hand":
        text = t("mtg.text.return_source_to_hand")
    elif step.step == "prevent_damage_into_counters":
        text = t("mtg.text.prevent_damage_into_counters", what=ref(step.target))
    elif step.step == "prevent_damage_this_turn":
        text = t("mtg.text.prevent_damage_this_turn", what=t("mtg.text.you") if step.to_you else _plural(step.what))
    elif step.step == "attack_tax":
        text = t("mtg.text.attack_tax", cost="{" + str(step.amount) + "}")
    elif step.step == "double_damage_to":
        who = ref(step.who) if isinstance(step.who, int) else t("mtg.text.gainer.damaged_player")
        text = t("mtg.text.double_damage_to", who=who)
    elif step.step in ("end_the_turn", "additional_combat_phase", "additional_end_step", "extra_turn", "flip_coin"):
        text = t(f"mtg.text.{step.step}")
    elif step.step == "exile_and_return":
        text = t("mtg.text.exile_and_return", target=ref(step.target))
    elif step.step == "reveal_hand_discard_chosen":
        text = t("mtg.text.reveal_hand_discard_chosen", who=ref(step.who), what=_filter(step.what, owner=False))
    elif step.step == "take_from_milled":
        text = t("mtg.text.take_from_milled", what=_filter(step.what, owner=False))
    elif step.step == "pay_life":
        who = t("mtg.text.you") if step.who == "you" else _who(ability, step.who, ref)  # "其操控者可以支付1点生命。"
        text = t("mtg.text.may_pay_life", who=who, amount=_amount(step.amount)) + _amount_note(step.amount)
        text += t("mtg.text.do_once_each_turn") if step.once_each_turn else ""
    elif step.step == "may":  # "你可以如此作（每回合只能如此作一次）：", then its if_you_do steps
        text = t("mtg.text.may_do") + (t("mtg.text.do_once_each_turn") if step.once_each_turn else "")
    elif step.step == "move_counter":
        text = t("mtg.text.move_counter", source=ref(step.source), target=ref(step.target))
        text = t("mtg.text.you_may", text=text) if step.optional else text
    elif step.step == "proliferate":
        text = t("mtg.text.proliferate") if step.times == 1 else t("mtg.text.proliferate_times") + _amount_note(step.times)
    elif step.step == "sacrifice_chosen":
        what = ref("self") if step.what == "self" else ("" if step.what.other else "一个") + _filter(step.what, owner=False)
        text = t("mtg.text.may_sacrifice" if step.optional else "mtg.text.sacrifice_one", what=what)
    elif step.step == "double_counters":
        text = t("mtg.text.double_counters", what=ref(step.target), kind=t(f"mtg.counter.{step.kind}"))
    elif step.step in ("cant_be_blocked", "must_be_blocked", "cant_block", "must_attack"):
        by_opponents = "_by_opponents" if step.step == "cant_be_blocked" and step.by_opponents else ""
        text = t(f"mtg.text.{step.step}{by_opponents}", what=ref(step.target))
    elif step.step == "destroy_attached":
        text = t("mtg.text.destroy_attached", what=_filter(step.what, owner=False), to=ref(step.target))
    elif step.step == "exile_top_of_library":  # "放逐目标对手牌库顶的X张牌。"
        count = _number(step.amount) if isinstance(step.amount, int) else _amount(step.amount)
        key = "target" if isinstance(step.who, int) else "" if step.who == "each_opponent" else step.who
        text = t("mtg.text.exile_top_of_library" + (f".{key}" if key else ""), count=count, whose=ref(step.who) if key == "target" else "")
        text = t("mtg.text.shuffle_then", text=text) if step.shuffle_first else text
    elif step.step == "fight":  # "此生物与至多另一个目标生物互斗。"
        text = t("mtg.text.fight", what=ref(step.source), target=ref(step.target))
    elif step.step == "discard_hand" and step.who == "each_player":
        text = t("mtg.text.each_may_discard_hand_and_draw", count=_number(step.then_draw))
    elif step.step == "discard_hand" and step.optional:
        text = t("mtg.text.may_discard_hand")
    elif step.step == "spell_gains":  # "它获得敏捷异能直到回合结束。"
        text = t("mtg.text.spell_gains", keywords="与".join(t(f"mtg.keyword.{k}") for k in step.keywords))
    elif step.step == "may_cast_one_milled_this_turn":
        text = t("mtg.text.may_cast_one_milled_this_turn")
    elif step.step == "may_play_chosen_this_turn":
        text = t("mtg.text.may_cast_chosen_this_turn" if step.cast_only else "mtg.text.may_play_chosen_this_turn_free" if step.free else "mtg.text.may_play_chosen_this_turn")
        text += t("mtg.text.any_mana_type") if step.any_mana_type else ""
    elif step.step == "gain_life":
        text = t("mtg.text.gain_life", who=_who(ability, step.who, ref), amount=_amount(step.amount)) + _amount_note(step.amount)
    elif step.step == "shuffle_graveyard_into_library":
        text = t("mtg.text.shuffle_graveyard_into_library", what=_filter(step.what, t("mtg.type.card"), owner=False))
    elif step.step == "mill" and step.amount == "half_library":
        target = isinstance(step.who, int)
        text = t(f"mtg.text.mill_half_library.{'target' if target else step.who}", who=ref(step.who) if target else "")
    elif step.step == "mill":
        text = t(f"mtg.text.mill.{step.who}", count=_number(step.amount) if isinstance(step.amount, int) else "X") + _amount_note(step.amount)
        text = t("mtg.text.shuffle_then", text=text) if step.shuffle_first else text
    elif step.step == "put_milled_onto_battlefield":
        text = t("mtg.text.put_milled_onto_battlefield", what=_filter(step.what, owner=False))
    elif step.step == "lose_life":
        text = (t("mtg.text.lose_life.target", who=ref(step.who), amount=_amount(step.amount)) if isinstance(step.who, int)
                else t(f"mtg.text.lose_life.{step.who}", amount=_amount(step.amount)))  # fmt: skip
        text += _amount_note(step.amount)
    elif step.step == "sacrifice" and step.who == "each_player":
        key = "mtg.text.sacrifice_each_player_half" if step.amount == "half" else "mtg.text.sacrifice_each_player"
        text = t(key, what=_filter(step.what, owner=False))
    elif step.step == "sacrifice" and step.who == "each_opponent_who_lost_life":
        key = "mtg.text.sacrifice_opponents_who_lost_life_greatest" if step.greatest_power else "mtg.text.sacrifice_opponents_who_lost_life"
        text = t(key, what=_filter(step.what, owner=False))
    elif step.step == "sacrifice" and step.who is not None:
        text = t("mtg.text.sacrifice_choice", who=ref(step.who), what=_filter(step.what, owner=False))
    elif step.step == "sacrifice":
        key = "mtg.text.may_sacrifice_each_opponent" if step.optional else "mtg.text.sacrifice_each_opponent"
        text = t(key, count=_number(step.amount), what=_filter(step.what, owner=False))
    elif step.step == "add_mana" and not isinstance(step.amount, int):  # "此传纪上每有一个学问指示物，便加{R}。"
        text = t("mtg.text.add_mana_for_each", what=_count(step.amount), mana="{" + step.mana + "}")
    elif step.step == "add_mana":
        text = t("mtg.text.add_mana", mana=("{" + step.mana + "}") * step.amount)
    elif step.step == "reveal_top_one_of_each_type":
        text = t("mtg.text.reveal_top_one_of_each_type", count=_number(step.amount))
    elif step.step == "add_mana_of_one_colour":  # "你可以加X点任意颜色的单色法术力，X为…"
        text = t("mtg.text.add_mana_of_one_colour", count="X" if not isinstance(step.amount, int) else _number(step.amount))
        text = ref(step.who) + text if step.who is not None else text  # "目标牌手加一点…"
        text = (t("mtg.text.you_may", text=text) if step.optional else text) + _amount_note(step.amount)
    elif step.step == "cast_copy" and step.of == "exiled_this_way":  # Mizzix's Mastery
        text = t("mtg.text.cast_copies_free")
    elif step.step == "cast_copy":  # CR 707.12
        text = t("mtg.text.cast_copy", cost=step.cost) if step.cost else t("mtg.text.cast_copy_free")
    elif step.step == "exile_all_from_graveyards" and step.who == "each_opponent":
        text = t("mtg.text.exile_each_opponents_graveyard")
    elif step.step == "exile_all_from_graveyards":
        text = t("mtg.text.exile_all_from_graveyards", what=_filter(step.what, owner=False))
    elif step.step == "exile_this_spell":
        text = t("mtg.text.exile_this_spell")
    elif step.step == "may_cast_adventure_from_graveyard":
        text = t("mtg.text.may_cast_adventure_from_graveyard")
    elif step.step == "exile_random_from_graveyards":
        text = t("mtg.text.exile_random_from_each_opponent_graveyard")
    elif step.step == "exile_from_each_graveyard":  # "从每个坟墓场各放逐一张瞬间或法术牌。"
        text = t("mtg.text.exile_from_each_graveyard", what=_filter(step.what, t("mtg.type.card"), owner=False))
    elif step.step == "reveal_top_divide":
        picks = [t(f"mtg.text.divide_{pick}") for pick in step.picks]
        first = step.picks.index("opponent_bottom") if "opponent_bottom" in step.picks else len(picks)
        picks[first:first] = [t("mtg.text.choose_an_opponent")] if first < len(picks) else []
        text = t("mtg.text.reveal_top_divide", count=_number(step.amount), picks="".join(picks))
    elif step.step == "copy_ability":
        count = _number(step.amount) if isinstance(step.amount, int) else "X"
        text = t("mtg.text.copy_ability", what=ref(step.target), count=count)
    elif step.step == "remove_counters":
        count = t("mtg.text.all") if step.amount == "all" else _number(step.amount) + "个"
        text = t("mtg.text.remove_counters", what=ref(step.target), count=count, kind=t(f"mtg.counter.{step.kind}"))
    elif step.step == "remove_lore_for_counters":
        text = t("mtg.text.remove_lore_for_counters", what=_self(card))
    elif step.step == "look_at_top":
        kind = _filter(step.what, t("mtg.type.card"), owner=False)
        take = t("mtg.text.look_may_take", what=kind) if step.optional else t("mtg.text.look_take")
        take = t("mtg.text.look_may_take_any") if step.optional and step.what == Filter() else take  # not revealed
        take = t("mtg.text.look_may_put_onto_battlefield", what=kind) if step.to_battlefield_tapped else take
        take = t("mtg.text.look_may_put_onto_battlefield_attacking", what=kind) if step.attacking else take
        take = t("mtg.text.look_may_put_any_onto_battlefield", what=kind) if step.to_battlefield and step.any_number else take
        take = t("mtg.text.look_may_put_one_onto_battlefield", what=kind) if step.to_battlefield and not step.any_number else take
        take = t("mtg.text.look_exile_face_down" + (".may" if step.optional else "")) if step.exile_face_down else take
        take += t("mtg.text.look_then_lands_tapped") if step.then_lands_tapped else ""
        count = t("mtg.text.that_many") if step.amount == "that_many" else _number(step.amount)
        text = t("mtg.text.look_at_top", count=count, take=take, rest=t(f"mtg.text.look_rest.{step.rest}"))
    elif step.step == "return_chosen_to_hand" and step.from_your_graveyard:  # "将一张永久物牌从你的坟墓场移回你手上"
        every_permanent_type = set(step.what.types) == {"land", "creature", "artifact", "enchantment"}
        kinds = step.what.model_copy(update={"types": []}) if every_permanent_type else step.what
        what = _filter(kinds, t("mtg.type.permanent") if every_permanent_type else t("mtg.type.card"), owner=False)
        text = t("mtg.text.return_chosen_from_graveyard", what=what)
    elif step.step == "become_monarch":  # CR 724.3
        text = t("mtg.text.become_monarch")
    elif step.step == "opponent_splits_cost_exiled":
        text = t("mtg.text.opponent_splits_cost_exiled")
    elif step.step == "meld":  # CR 701.42a
        text = t("mtg.text.meld", name=_printed_name(meld_pairs()[card.id][1]))
    elif step.step == "return_chosen_to_hand":
        what = _filter(step.what) if step.what.other else "一个" + _filter(step.what)
        text = t("mtg.text.may_return_chosen" if step.optional else "mtg.text.return_chosen", what=what)
    elif step.step == "search_to_hand":
        what = _filter(step.what, t("mtg.type.card"), owner=False) if step.what != Filter() else ""  # "一张牌"
        if step.what.name and not (step.what.types or step.what.subtypes):  # "一张名为…的牌"
            what = t("mtg.text.named", name=step.what.name, kinds="")
        key = "search_to_battlefield_tapped" if step.to_battlefield_tapped else "search_to_battlefield" if step.to_battlefield else "search_to_hand"
        key = key if step.reveal else "search_to_hand_unrevealed"
        text = t(f"mtg.text.{key}", what=what)
        if step.amount > 1:  # "至多两张名称各不相同的…牌"
            names = t("mtg.text.different_names") if step.different_names else ""
            text = t(f"mtg.text.search_many.{key}", count=_number(step.amount), names=names, what=what)
        text = t("mtg.text.search_library_and_graveyard", what=what) if step.also_graveyard else text
        text = t("mtg.text.you_may", text=text) if step.optional else text
        if step.to_top:  # "目标牌手从其牌库中搜寻一张牌，然后洗牌，并将该牌置于其上。"
            text = t("mtg.text.search_to_top", who=ref(step.who) if step.who is not None else t("mtg.text.you"), what=what)
        elif step.who is not None and ability.targets[step.who].kind == "player":  # "目标牌手可以将…从其牌库置于其手上"
            text = t("mtg.text.target_player_may_search", who=ref(step.who), what=what)
        elif step.who is not None:  # "其操控者可以从其牌库中搜寻…"
            text = t("mtg.text.controller_of_may_search", who=ref(step.who), what=what)
    elif step.step == "reveal_top_to_hand":
        text = t("mtg.text.reveal_top_to_hand_if_permanent" if step.only_permanent else "mtg.text.reveal_top_to_hand")
        loses = "mtg.text.lose_life_mana_value" if step.loser == "you" else "mtg.text.reveal_top_to_hand_each_opponent_loses"
        text += t(loses) if step.lose_life_mana_value else ""
    elif step.step == "transform":
        text = t("mtg.text.transform", what=_self(card))
        text = t("mtg.text.you_may", text=text) if step.optional else text
    elif step.step == "exile_and_return_transformed" and step.front_face_up:
        text = t("mtg.text.exile_and_return_front_face_up", what=card.name_zh or card.name)
    elif step.step == "exile_and_return_transformed":
        what = t("mtg.text.it") if "instant" in card.types or "sorcery" in card.types else _self(card)
        text = _with_counters(t("mtg.text.may_exile_and_transform" if step.optional else "mtg.text.exile_and_transform", what=what), step.counters)
    elif step.step == "poison_counters":
        text = t("mtg.text.poison_counters", count=_number(step.amount))
    elif step.step == "monstrosity":
        text = t("mtg.text.monstrosity", count=_amount(step.amount)) + _amount_note(step.amount)
    elif step.step == "set_base_each":
        text = t("mtg.text.set_base_each", what=_plural(step.what), power=step.power, toughness=step.toughness)
    elif step.step == "opponents_cant_cast":
        text = t("mtg.text.opponents_cant_cast", what=_spell_kinds(step.what))
    elif step.step == "commander_to_hand":
        text = t("mtg.text.commander_to_hand")
    elif step.step == "reveal_top_land_or_draw":
        text = t("mtg.text.reveal_top_land_or_draw")
    elif step.step == "put_back_from_hand":
        text = t("mtg.text.put_back_from_hand", count=_number(step.amount))
    elif step.step in ("surveil", "scry"):
        text = t(f"mtg.text.{step.step}", count=step.amount)
    elif step.step == "loot":
        text = t("mtg.text.loot")
    elif step.step == "draw_then_discard":
        text = t("mtg.text.may_draw_then_discard" if step.optional else "mtg.text.draw_then_discard")
        if step.draw > 1 or step.discard > 1:  # "抓三张牌，然后弃两张牌。"
            text = t("mtg.text.draw_n_then_discard_n", draw=_number(step.draw), discard=_number(step.discard))
    elif step.step == "discard_hand":
        text = t("mtg.text.discard_hand")
    elif step.step == "choose_permanent":
        text = t("mtg.text.choose_permanent", what=_filter(step.what, owner=False) if step.what.controller == "any" else _filter(step.what))
    elif step.step == "sacrifice_any_number":
        text = t("mtg.text.sacrifice_any_number", what=_plural(step.what))
    elif step.step == "win_game":
        text = t("mtg.text.win_game")
    elif step.step == "discard_then_draw":
        any_number = step.up_to == "any"
        text = t("mtg.text.discard_any_then_draw", plus=_number(step.plus)) if any_number else t("mtg.text.discard_then_draw", count=_number(step.up_to))
    elif step.step == "discard":
        text = t("mtg.text.discard" if step.who == "each_opponent" else f"mtg.text.discard.{step.who}" + (".may" if step.optional else ""), count=_number(step.amount))
        text += t("mtg.text.discarded_draw", count=_number(step.amount)) if step.then_draw else ""
    elif step.step == "pump":
        key = "mtg.text.pump" if step.lasts == "end_of_turn" else f"mtg.text.pump.{step.lasts}"
        text = t(key, what=ref(step.target), changes=_changes(step)) + _amount_note(step.power)
    elif step.step in ("tap_each", "untap_each"):
        text = t(f"mtg.text.{step.step}", what=_plural(step.what))
    elif step.step == "pump_each":
        what = t("mtg.text.except_self_and_chosen", what=_plural(step.what.model_copy(update={"other": False})), self=_self(card)) if step.except_chosen else _plural(step.what)
        text = t("mtg.text.pump", what=what, changes=_changes(step)) + _amount_note(step.power)
    elif step.step == "draw":
        who = "" if step.who == "you" else _who(ability, step.who, ref)
        who += t("mtg.text.may") if step.optional else ""  # "目标对手可以抓一张牌"
        text = t("mtg.text.draw", who=who, count=_number(step.amount) if isinstance(step.amount, int) else "X") + _amount_note(step.amount)
        text = t("mtg.text.unless_caster_pays", cost=step.unless_caster_pays, text=text.rstrip("。")) if step.unless_caster_pays else text
    elif step.step == "untap":
        text = t("mtg.text.untap", what=ref(step.target))
    elif step.step == "remove_from_combat":
        text = t("mtg.text.remove_from_combat", what=ref(step.target))
    elif step.step == "tap":
        text = t("mtg.text.tap", what=ref(step.target))
    elif step.step == "return_to_hand":
        text = t("mtg.text.return_to_hand", what=ref(step.target))
    elif step.step == "set_base" and step.toughness is None:
        text = t("mtg.text.set_base_power", what=ref(step.target), power=_amount(step.power)) + _amount_note(step.power)
    elif step.step == "set_base":
        text = t("mtg.text.set_base", what=ref(step.target), power=step.power, toughness=step.toughness)
    elif step.step == "grant":
        # the granted ability's "this" is the creature that gains it, not the card granting it
        holder = card if step.target == "self" else card.model_copy(update={"types": ["creature"]})
        key = "mtg.text.grant_indefinitely" if step.indefinitely else "mtg.text.grant"
        text = t(key, what=ref(step.target), ability=ability_text(holder, step.ability).rstrip("。"))
    elif step.step == "lose_game":
        text = t(f"mtg.text.lose_game.{step.who}")
    elif step.step == "return_source_to_battlefield":
        manner = {name: t(f"mtg.text.manner.{name}") if getattr(step, name) else "" for name in ("tapped", "transformed", "attacking")}
        text = _with_counters(t("mtg.text.return_source_to_battlefield", **manner), step.counters)
    elif step.step == "choose_among_targets":
        text = t("mtg.text.may_choose_one_of_them" if step.optional else "mtg.text.choose_among_targets")
    elif step.step == "put_into_library":
        text = t(f"mtg.text.put_into_library.{step.where}", what=ref(step.target))
    elif step.step == "put_on_bottom_of_library":
        text = t("mtg.text.put_on_bottom_of_library")
    elif step.step == "exile_from_graveyard":
        text = t("mtg.text.exile_from_graveyard")
    elif step.step == "shuffle_into_library":
        text = t("mtg.text.shuffle_into_library")
    elif step.step == "return_it_to_hand":
        text = t("mtg.text.return_it_to_hand")
    elif step.step == "return_to_battlefield":
        text = t("mtg.text.return_to_battlefield_tapped" if step.tapped else "mtg.text.return_to_battlefield")
    elif step.step == "return_all_from_graveyard":
        what = _filter(step.what.model_copy(update={"controller": "any"}), owner=False)
        text = t("mtg.text.return_all_from_graveyard" + ("_tapped" if step.tapped else ""), what=what)
    elif step.step == "put_onto_battlefield":
        key = "mtg.text.put_onto_battlefield_tapped" if step.tapped else "mtg.text.put_onto_battlefield"
        key = "mtg.text.put_onto_battlefield_under_owner" if step.under_owner else key
        text = _with_counters(t(key, what=ref(step.target)), step.counters)
    elif step.step == "put_source_counters":
        text = t("mtg.text.put_source_counters", source=card.name_zh or card.name, what=ref(step.target))
    elif step.step == "attach_source_equipment":
        text = t("mtg.text.attach_source_equipment", source=card.name_zh or card.name, what=ref(step.target))
    elif step.step == "double":
        text = t(f"mtg.text.{'double_power' if step.power_only else 'double'}.{step.extra}", what=ref(step.target))
    elif step.step == "exile":
        text = t("mtg.text.exile_until_leaves" if step.until_source_leaves else "mtg.text.exile", what=ref(step.target), source=_self(card))
    elif step.step == "exile_if_dies":
        text = t("mtg.text.exile_if_dies", what=ref(step.target))
    elif step.step == "attach":
        to = "一个" + _filter(step.to_one_of) if step.to_one_of else ref(step.target)  # "attach it to a creature you control"
        text = t("mtg.text.may_attach" if step.optional else "mtg.text.attach", what=ref(step.what), to=to)
    elif step.step == "reflexive_trigger":
        inner = _effects(card, step)  # its own targets
        text = t("mtg.text.reflexive", cost=step.pay, text=inner) if step.pay else t("mtg.text.when_you_do", text=inner)
    elif step.step == "add_counters_each":
        count = _number(step.amount) if isinstance(step.amount, int) else "X"
        text = t("mtg.text.add_counters_each", what=_plural(step.what), count=count, kind=t(f"mtg.counter.{step.kind}")) + _amount_note(step.amount)
        if step.up_to:  # "在至多两个由你操控的士兵上各放置一个+1/+1指示物。"
            text = t("mtg.text.add_counters_up_to", most=_number(step.up_to), what=_plural(step.what), count=count, kind=t(f"mtg.counter.{step.kind}"))
    elif step.step == "counter":
        text = t("mtg.text.counter", what=ref(step.target))
        if step.unless_pays is not None:
            text = t("mtg.text.counter_unless_pays", what=text.rstrip("。"), cost="{" + _amount(step.unless_pays) + "}") + _amount_note(step.unless_pays)
        text += t("mtg.text.countered_exiled") if step.exile else ""
    elif step.step == "add_subtype":
        text = t("mtg.text.add_subtype", what=ref(step.target), subtype=t(f"mtg.subtype.{step.subtype}"))
    elif step.step == "lose_abilities":  # "只要它上有枯萎指示物，它便失去所有地类别与异能，且具有「{T}：加{C}。」"
        lost = t("mtg.text.lost." + ("land_types" if step.land_types else "abilities"))
        what, kind = ref(step.target), t(f"mtg.counter.{step.while_counter}")
        text = t("mtg.text.lose_abilities", what=what, kind=kind, lost=lost)
        if step.gains_mana:
            mana_ability = t("mtg.text.activated", cost="{T}", effects=t("mtg.text.add_mana", mana="{" + step.gains_mana + "}"))
            text = t("mtg.text.lose_abilities_and_has", what=what, kind=kind, lost=lost, ability=mana_ability)
    elif step.step == "become_creature":
        subtype = t(f"mtg.subtype.{step.subtype}") if step.subtype else ""
        kinds = "".join(t(f"mtg.type.{k}") for k in step.types if k != "creature")
        stats = f"{step.power}/{step.toughness}" if step.power is not None else ""
        key = "mtg.text.become_creature_indefinitely" if step.indefinitely else "mtg.text.become_creature"
        text = t(key, what=ref(step.target), stats=stats, subtype=subtype, types=kinds)
    elif step.step == "exile_top_play_free":
        text = t("mtg.text.exile_top_play_free")
    elif step.step == "exile_top_playable":
        if step.while_you_control_source:  # "于你操控雷光的时段内，你可以使用该牌。"
            text = t("mtg.text.exile_top_playable_while_you_control", what=card.name_zh or card.name)
        elif step.during_lore_turns:
            text = t("mtg.text.exile_top_playable_during_lore_turns")
        elif step.through_your_next_turn:
            text = t("mtg.text.exile_top_playable_through_next_turn", count=_number(step.amount))
        else:
            text = t("mtg.text.exile_top_playable.one" if step.amount == 1 else "mtg.text.exile_top_playable", count=_number(step.amount))
    elif step.step == "may_play_exiled_with_source_this_turn":
        less = t("mtg.text.cast_this_way_cost_less", less="{" + str(step.cost_less) + "}") if step.cost_less else ""
        text = t("mtg.text.may_play_exiled_with_source_this_turn", what=_self(card)) + less
    elif step.step == "reveal_until":
        text = t("mtg.text.reveal_until_to_hand" if step.to_hand else "mtg.text.reveal_until", what=_filter(step.what, t("mtg.type.card"), owner=False))
    elif step.step == "exile_until":  # "从你牌库顶开始放逐牌，直到放逐一张法术力值比它小的传奇非地牌为止。"
        less = t("mtg.text.mana_value_less_than_it") if step.mana_value_less_than is not None else ""
        what = less + _filter(step.what, t("mtg.type.card"), owner=False) + (t("mtg.type.card") if step.what.types else "")
        text = t("mtg.text.exile_until", what=what) if step.who is None else t("mtg.text.exile_until_from_their_library", who=ref(step.who), what=what)
    elif step.step == "put_exiled_on_bottom":
        text = t("mtg.text.put_exiled_on_bottom")
    elif step.step == "cast_without_paying":  # CR 118.9
        if step.exiled_this_way:  # Kefka; Gix with lands
            text = t("mtg.text.play_exiled_this_way" if step.lands else "mtg.text.cast_any_number_exiled_this_way")
            text += t("mtg.text.owners_lose_mana_value") if step.owners_lose_mana_value else ""
        elif step.exiled_with_source:
            text = t("mtg.text.play_exiled_without_paying", source=_self(card))
        elif step.target is not None:
            text = t("mtg.text.cast_target_without_paying", what=ref(step.target))
        else:
            text = t("mtg.text.cast_from_hand_without_paying", most=_amount(step.mana_value_at_most))
        text += t("mtg.text.exile_instead_of_graveyard") if step.exile_instead else ""
        if step.creature_gains or step.creature_grants:  # "若你以此法施放生物咒语，则它获得敏捷与「…」"
            creature = card.model_copy(update={"types": ["creature"]})  # "this creature" is the one that gains it
            gains = [t(f"mtg.keyword.{k}") for k in step.creature_gains] + [f"「{ability_text(creature, a).rstrip('。')}」" for a in step.creature_grants]
            text += t("mtg.text.creature_cast_this_way_gains", gains="与".join(gains))
    elif step.step == "cast_target":  # "你可以施放目标…，且可以用任意类别的法术力来施放该咒语。"
        what = t("mtg.text.that_card") if step.target == "chosen" else t("mtg.text.card_exiled_with", source=_self(card)) if step.exiled_with_source else ref(step.target)
        text = t("mtg.text.cast_target", what=what) + (t("mtg.text.any_mana_type") if step.any_mana_type else "")
        text += t("mtg.text.exile_instead_of_a_graveyard") if step.exile_instead else ""
        text += t("mtg.text.do_once_each_turn") if step.once_each_turn else ""
    elif step.step == "gain_control" and step.while_you_control_source:  # "于你操控尤菲的时段内，获得…之操控权。"
        text = t("mtg.text.gain_control_while_you_control", source=_self(card), what=ref(step.target))
    elif step.step == "gain_control" and (step.who != "you" or step.indefinitely):
        who = ref(step.who) if isinstance(step.who, int) else t(f"mtg.text.gainer.{step.who}")
        text = t("mtg.text.gain_control_for_good" if step.indefinitely else "mtg.text.gain_control_by", who=who, what=ref(step.target))
    elif step.step == "attach_equipment" and step.any_number:
        text = t("mtg.text.attach_equipment_any", what=ref(step.target))
    elif step.step == "create_copy_token":
        text = _copy_token_text(card, ability, step, ref)
    elif step.step == "become_copy":  # "使此生物成为该生物的复制品，但其名称仍是…，且具有警戒与此异能"
        exception = step.exception
        keeps = [t("mtg.text.copy_keeps_name", name=card.name_zh or card.name)] if exception.keep_name else []
        has = [t(f"mtg.keyword.{k}") for k in exception.keywords] + ([t("mtg.text.this_ability")] if exception.with_this_ability else [])
        keeps += [t("mtg.text.copy_has", what="与".join(has))] if has else []
        text = t("mtg.text.become_copy_until_end_of_turn" if step.until_end_of_turn else "mtg.text.become_copy", what=_self(card), target=ref(step.target),
                 exception="，且".join(keeps))  # fmt: skip
    elif step.step == "copy_random_from_graveyard":  # Sin, Spira's Punishment
        copy = t("mtg.text.copy_random_tapped" if step.tapped else "mtg.text.copy_random", what=_filter(step.what, owner=False))
        text = copy + (t("mtg.text.repeat_while", what=_filter(step.repeat_while, owner=False)) if step.repeat_while else "")
    elif step.step in ONE_OBJECT_STEPS:
        text = t(f"mtg.text.{step.step}", what=ref(step.target))
        text = t("mtg.text.if_attached_to_yours", text=text) if getattr(step, "if_attached_to_yours", False) else text
    elif step.step == "delayed_trigger":
        inner = "".join(step_text(card, ability, inner, mentioned) for inner in step.effects)
        what = _filter(step.subject) if step.subject else ref(step.of) if step.of is not None else ""
        what = _spell_kinds(step.subject) if step.at == "you_cast_this_turn" else what
        text = t(f"mtg.text.delayed_{step.at}", text=inner, what=what)
        text = t("mtg.text.if_you_do", text=text) if step.only_if_chosen else text
    elif step.step == "create_token":
        count = _number(step.amount) if isinstance(step.amount, int) else "X"
        key = "mtg.text.create_tapped_token" if step.tapped else "mtg.text.create_token"
        key = "mtg.text.create_token_attacking_each_opponent" if step.attacking_each_opponent else key
        key = "mtg.text.create_token_attacking" if step.attacking else key
        creator = "" if step.who == "you" else _who(ability, step.who, ref)
        text = creator + t(key, count=count, token=token_text(token_db()[step.token])) + _amount_note(step.amount)
    elif step.step == "distribute_counters":
        first = ability.targets[0]  # "one or two target creatures you control": the first and an "up to one" other
        what = _filter(first.filter, t(f"mtg.type.{first.kind}"))
        text = t("mtg.text.distribute_counters", count=_number(step.total), kind=t(f"mtg.counter.{step.kind}"),
                 most=_number(len(ability.targets)), what=what)  # fmt: skip
    elif step.step == "put_from_hand":
        text = t("mtg.text.put_from_hand", what=_filter(step.what, owner=False) + t("mtg.type.card"))
        text += t("mtg.text.enchantment_enters_attacking") if step.attacking_if_enchantment else ""
    elif step.step == "sacrifice_it":
        text = t("mtg.text.sacrifice_it", what=ref(step.target))
    elif step.step == "copy_next_spell":  # CR 707.10
        text = t("mtg.text.copy_next_spell.once" if step.copies == 1 else "mtg.text.copy_next_spell", count=_number(step.copies))
    else:  # add_counters
        count = _number(step.amount) if isinstance(step.amount, int) else _amount(step.amount)
        count = t("mtg.text.up_to", count=count) if step.up_to else count
        text = t("mtg.text.add_counters", what=ref(step.target), count=count, kind=t(f"mtg.counter.{step.kind}")) + _amount_note(step.amount)
        text = t("mtg.text.you_may", text=text) if step.optional else text
    instead = any(other.unless == step.condition for other in getattr(ability, "effects", []))
    if step.condition:  # "…instead" when another step happens unless it holds; else "then if"
        first = next(iter(getattr(ability, "effects", [])), None) is step  # nothing before it: no "then"
        key = "mtg.text.if" if instead else "mtg.text.if_first" if first else "mtg.text.then_if"
        text = t(key, condition=_condition(step.condition), text=text)
    if step.kicked:
        text = t("mtg.text.if_kicked", text=text)
    if step.from_graveyard:
        text = t("mtg.text.if_from_graveyard", text=text)
    if step.from_exile:
        text = t("mtg.text.if_from_exile", text=text)
    if step.from_hand:
        text = t("mtg.text.if_from_hand", text=text)
    effects = list(getattr(ability, "effects", []))
    before = effects[: next((i for i, e in enumerate(effects) if e is step), 0)]
    payer = next((getattr(e, "who", "you") for e in reversed(before) if e.step in ("pay_life", "may")), "you")
    if step.if_you_do and payer == "subject_controller":  # "其操控者可以支付1点生命。若其如此作，则其抓一张牌。"
        text = t("mtg.text.if_they_do", text=text.replace(t("mtg.text.its_controller"), "其", 1))
    elif step.if_you_do and step.step != "reflexive_trigger":  # its "当你如此作时" says it
        text = t("mtg.text.if_you_do", text=text)
    if step.if_you_dont:
        text = t("mtg.text.if_you_dont", text=text)
    if step.if_won_flip:
        text = t("mtg.text.if_won_flip", text=text)
    if step.if_chosen:  # worded after the step that chose: "put into your hand" or "exiled this way"
        chooser = next((s.step for s in reversed(ability.effects[: ability.effects.index(step)]) if s.step in ("exile", "take_from_milled")), "it")
        text = t(f"mtg.text.if_chosen.{chooser}", what=_filter(step.if_chosen, owner=False), text=text)  # "it": the token made
    if step.if_exiled:  # "如果所放逐之牌的法术力值等于或大于4，则…"
        text = t("mtg.text.if_exiled", what=_filter(step.if_exiled, t("mtg.type.card"), owner=False), text=text)
    if step.if_milled:  # "若以此法磨掉一张地牌，则…"
        text = t("mtg.text.if_milled", what=_filter(step.if_milled, owner=False), text=text)
    if step.if_discarded:  # "如果以此法弃掉一张生物牌，则…"
        text = t("mtg.text.if_discarded", what=_filter(step.if_discarded, owner=False), text=text)
    if step.if_nth_resolution_this_turn:  # "如果这是此异能在本回合第四次的结算，则…"
        text = t("mtg.text.if_nth_resolution", nth=_number(step.if_nth_resolution_this_turn).replace("两", "二"), text=text)
    if step.if_target:  # "如果它是传奇生物，则抓一张牌。"
        text = t("mtg.text.if_target", what=ref(step.if_target.target), kinds=_filter(step.if_target.filter, t("mtg.type.creature")), text=text)
    if step.mana_spent_at_least is not None:
        text = t("mtg.text.if_mana_spent_step", count=_number(step.mana_spent_at_least), text=text)
    return text  # an "unless" step is the plain half of an "instead" pair: the other step says it


def token_text(token: TokenDef) -> str:
    """"1/1无色英雄衍生生物", "2/2绿色鸟衍生生物，且具有「…」" (CR 111.4: what the creating
    effect says the token is)."""
    subtypes = "".join(t(f"mtg.subtype.{s}") for s in token.subtypes)
    vehicle = "Vehicle" in token.subtypes
    if "creature" not in token.types and not vehicle:  # "珍宝衍生物" (its reminder text is left to the token)
        return t("mtg.text.noncreature_token", subtypes=subtypes)
    colour = "与".join(t(f"mtg.colour.{c}") for c in token.colours) or t("mtg.colour.none")
    colour = t("mtg.colour.all") if len(token.colours) == len(COLOURS) else colour
    if vehicle:  # "3/3无色，具飞行与搭载2的载具衍生神器" (its crew with its keywords)
        keywords = [t(f"mtg.keyword.{k}") for k in token.keywords] + [t("mtg.text.crew_short", count=a.crew) for a in token.abilities if a.crew]
        text = t("mtg.text.vehicle_token", power=token.power, toughness=token.toughness, colour=colour, keywords="与".join(keywords), subtypes=subtypes)
        return t("mtg.text.legendary_token", name=token.name_zh or token.name, token=text) if "legendary" in token.supertypes else text
    if token.keywords:  # "1/2白色，具系命异能的莫古力衍生生物" (as the notes print it)
        keywords = "与".join(t(f"mtg.keyword.{k}") for k in token.keywords)
        colour = t("mtg.text.token_colour_with_keywords", colour=colour, keywords=keywords)
    text = t("mtg.text.token", power=token.power, toughness=token.toughness, colour=colour, subtypes=subtypes)
    if "legendary" in token.supertypes:  # "create Angelo, a legendary 1/1 … token" (CR 111.4)
        text = t("mtg.text.legendary_token", name=token.name_zh or token.name, token=text)
    if not token.abilities:
        return text
    abilities = "".join(ability_text(token, ability) for ability in token.abilities).rstrip("。")
    return t("mtg.text.token_with", token=text, abilities=abilities)


def _copy_token_text(card: CardDef, ability: Ability | Mode, step, ref) -> str:
    """"派出一个[横置的]衍生物，此衍生物为…之复制品[，但它是5/5黑色恶魔]。" (CR 707.9)."""
    what = {"chosen": t("mtg.text.that_card"), "subject": t("mtg.text.it")}.get(step.target) or ref(step.target)
    text = t("mtg.text.create_tapped_copy_token" if step.tapped else "mtg.text.create_copy_token", what=what)
    exception = step.exception
    if exception is None:
        return text
    kinds = "".join(t(f"mtg.subtype.{s}") for s in exception.subtypes or ())
    colour = "与".join(t(f"mtg.colour.{c}") for c in exception.colours or ())
    size = f"{exception.power}/{exception.toughness}" if exception.power is not None else ""
    parts = [t("mtg.text.copy_except_is", what=size + colour + kinds)] if size or colour or kinds else []
    abilities = "".join(ability_text(card, granted) for granted in exception.abilities).rstrip("。")
    parts += [t("mtg.text.copy_except_has", abilities=abilities)] if abilities else []
    types = "或".join(t(f"mtg.type.{k}") for k in exception.types or ())  # "但它是神器，且失去所有其他牌张类别"
    parts += [t("mtg.text.copy_except_types", types=types)] if types else []
    return text.rstrip("。") + t("mtg.text.copy_except", exception="且".join(parts))


def _with_counters(text: str, counters: dict) -> str:
    """"…，且上面有一个终命指示物。" after a sentence that puts a card onto the battlefield."""
    if not counters:
        return text
    listed = "、".join(t("mtg.text.counters", count=_number(n), kind=t(f"mtg.counter.{k}")) for k, n in counters.items())
    return text.rstrip("。") + t("mtg.text.with_counters", counters=listed)


def _changes(step) -> str:
    """"得+1/+0且获得践踏异能" of a pump step."""
    changes = [t("mtg.text.gets", power=_signed(step.power), toughness=_signed(step.toughness))] if step.power or step.toughness else []
    changes += [t("mtg.text.gains", keyword="、".join(t(f"mtg.keyword.{k}") for k in step.keywords))] if step.keywords else []
    return "且".join(changes)


def mode_text(card: CardDef, mode: Mode) -> str:
    """A mode's sentence; a tiered mode starts with its name and cost (CR 702.183), a named mode
    with its name (flavour words, CR 207.2c)."""
    if mode.name and mode.cost:
        return t("mtg.text.tier", name=mode.name_zh or mode.name, cost=mode.cost, text=_effects(card, mode))
    if mode.name:
        return t("mtg.text.named_mode", name=mode.name_zh or mode.name, text=_effects(card, mode))
    return _effects(card, mode)


def _effects(card: CardDef, ability: Ability | Mode) -> str:
    mentioned: set = set()
    # the overloaded text is the printed one with "each" for "target": its reminder says so (CR 702.96b)
    steps = [step for step in ability.effects if not step.overloaded]
    texts = _added_mana_together(steps, [step_text(card, ability, step, mentioned) for step in steps])
    if ability.targets and ability.targets[-1].per_opponent:
        texts[0] = t("mtg.text.for_each_opponent") + texts[0]
    note = t("mtg.text.x_is_power")
    return "".join(text.replace(note, "") if note in "".join(texts[:i]) else text for i, text in enumerate(texts))


def _added_mana_together(steps: list, texts: list[str]) -> list[str]:
    """"Add {W}{W}, {U}{U}, … and {G}{G}." as printed: a run of unconditional add_mana steps is
    one sentence."""
    joined: list[str] = []
    run: list[str] = []
    for step, text in zip(steps, texts, strict=True):
        if step.step == "add_mana" and isinstance(step.amount, int) and step == type(step)(step="add_mana", mana=step.mana, amount=step.amount):
            run.append(("{" + step.mana + "}") * step.amount)
            continue
        joined += [_mana_run(run)] if run else []
        run = []
        joined.append(text)
    return joined + ([_mana_run(run)] if run else [])


def _mana_run(parts: list[str]) -> str:
    """"加{W}{W}、{U}{U}和{G}{G}。"."""
    return t("mtg.text.add_mana", mana="、".join(parts[:-1]) + "和" + parts[-1] if len(parts) > 1 else parts[0])


def _cost(card: CardDef, ability: Ability) -> str:
    parts = ["{X}" * ability.x_times + ability.cost] if ability.cost or ability.x_times else []
    parts += ["{X}"] if ability.cost_is_target_mana_value else []
    parts += ["{T}"] if ability.tap else []
    if ability.tap_cost:  # "横置五个由你操控且未横置的法术师"
        parts.append(t("mtg.text.tap_cost", count=_number(ability.tap_cost_count), what=_filter(ability.tap_cost, owner=False)))
    if ability.exile_cost:  # "从你的坟墓场放逐两张生物牌"
        parts.append(t("mtg.text.exile_from_graveyard_cost", count=_number(ability.exile_cost_count), what=_filter(ability.exile_cost, owner=False)))
    parts += [t("mtg.text.sacrifice", what=card.name_zh or card.name)] if ability.sacrifice_self else []
    parts += [t("mtg.text.exile_cost", what=card.name_zh or card.name)] if ability.exile_self else []
    cost = ability.sacrifice_cost
    how_many = _number(ability.sacrifice_cost_count) + "个"
    parts += [t("mtg.text.sacrifice", what=("" if cost.other else how_many) + _filter(cost, owner=False))] if cost else []
    parts += [t("mtg.text.discard_this")] if ability.discard_self else []
    discarding = "X" if ability.discard_cost == "X" else _number(ability.discard_cost)
    parts += [t("mtg.text.discard_cards_cost", count=discarding)] if ability.discard_cost and ability.kind == "activated" else []
    parts += [t("mtg.text.pay_life", amount=ability.life_cost)] if ability.life_cost else []
    parts += [t("mtg.text.mill_cost", count=_number(ability.mill_cost))] if ability.mill_cost else []
    return "，".join(parts)


def kicker_text(kicker: Kicker) -> str:
    """"牺牲一个神器或生物" (a sacrifice is always of your own permanent)."""
    what = _filter(kicker.what, owner=kicker.action != "sacrifice")
    return t(f"mtg.text.kicker_cost.{kicker.action}", what=what)


def _body(card: CardDef, ability: Ability) -> str:
    if ability.discard_cost and ability.kind == "spell":  # the additional cost first, as printed
        body = _body(card, ability.model_copy(update={"discard_cost": 0}))
        return t("mtg.text.discard_cost", count=_number(ability.discard_cost)) + "\n" + body
    if ability.kind == "spell" and ability.sacrifice_cost:  # "牺牲一个生物，以作为施放此咒语的额外费用。"
        return t("mtg.text.additional_cost", cost=_cost(card, ability)) + "\n" + _body(card, ability.model_copy(update={"sacrifice_cost": None}))
    if ability.kicker and ability.kicker.or_pay:  # a required additional cost with a choice
        cost = t("mtg.text.or_pay", cost=kicker_text(ability.kicker), mana=ability.kicker.or_pay)
        return t("mtg.text.additional_cost", cost=cost) + "\n" + _body(card, ability.model_copy(update={"kicker": None}))
    if ability.kicker:
        return t("mtg.text.kicker", cost=kicker_text(ability.kicker)) + "\n" + _body(card, ability.model_copy(update={"kicker": None}))
    if ability.modes:
        choose = t("mtg.text.choose_n", count=_number(ability.modes_to_choose)) if ability.modes_to_choose else t("mtg.text.tiered" if ability.tiered else "mtg.text.choose_one_or_more" if ability.one_or_more else "mtg.text.choose_one_or_both_if_commander" if ability.both_if_commander else "mtg.text.choose_one")
        choose = t("mtg.text.choose_one_at_random") if ability.random_mode else choose
        return choose + "".join("\n• " + mode_text(card, mode) for mode in ability.modes)
    return _effects(card, ability)


def _cost_reduction_text(reduction: CostReduction) -> str:
    less = "{" + str(reduction.generic) + "}"
    if reduction.if_targets_tapped_creature:
        return t("mtg.text.cost_reduction_if_tapped_target", less=less)
    each = reduction.for_each
    each = (t("mtg.text.for_each_graveyard") if each.permanent_cards_in_graveyard
            else t("mtg.text.for_each_card_in_graveyard", what=_filter(each.cards_in_graveyard, owner=False)) if each.cards_in_graveyard
            else t("mtg.text.for_each_permanent", what=_filter(each.permanents, owner=False)))  # fmt: skip
    return t("mtg.text.cost_reduction", each=each, less=less)


def _affected(card: CardDef, ability: Ability) -> str:
    """Who a static ability affects: the permanent itself, the creature it equips, or many."""
    if ability.affects == "self":
        return _self(card)
    if ability.affects == "equipped":
        return t("mtg.text.equipped_creature")
    if ability.affects == "enchanted":
        return _enchanted(card)
    return _plural(ability.affects)


def _equipment_text(card: CardDef, ability: Ability) -> str:
    """"佩带此武具的生物得+1/+0，具有「…」，且额外具有法术师此类别。" (the notes' order)."""
    holder = card.model_copy(update={"types": ["creature"]})  # a granted ability's "this" is the creature
    parts = [t("mtg.text.gets", power=_signed(ability.power), toughness=_signed(ability.toughness))] if ability.power or ability.toughness else []
    listed = [t(f"mtg.keyword.{k}") for k in ability.keywords] + ([t("mtg.keyword.ward", cost=ability.ward)] if ability.ward else [])
    has = [t("mtg.text.keywords_part", keywords="与".join(listed))] if listed else []
    has += [t("mtg.text.quoted_ability", ability=ability_text(holder, granted).rstrip("。")) for granted in ability.grants]
    parts += [t("mtg.text.has_part", what="与".join(has))] if has else []
    parts += [t("mtg.text.is_also", subtypes="/".join(t(f"mtg.subtype.{s}") for s in ability.subtypes))] if ability.subtypes else []
    joined = "，".join(parts[:-1]) + ("，且" if len(parts) > 1 else "") + parts[-1]
    return t("mtg.text.equipped_creature") + joined + "。" + _amount_note(ability.power, on_resolution=False)


def _static_text(card: CardDef, ability: Ability) -> str:
    if ability.affects == "self" and ability.ward and not ability.keywords:  # printed "Ward {N}" (CR 702.21)
        return t("mtg.keyword.ward", cost=ability.ward)
    if ability.ward_life_equal_to_power:
        return t("mtg.keyword.ward_life_equal_to_power", what=_self(card))
    if ability.subtypes or ability.grants:
        return _equipment_text(card, ability)
    if ability.wins_first_coin_flips:
        return t("mtg.text.wins_first_coin_flips")
    if ability.grants_mana:  # "由你操控的其他永久物具有「{T}：加{W}或{U}或{B}或{R}或{G}。」"
        mana = "或".join("{" + kind + "}" for kind in ability.grants_mana)
        return t("mtg.text.grants_mana", what=_affected(card, ability), mana=mana)
    if ability.sets_creature_type:  # "所结附的生物是基础力量与防御力为4/2的黑色龙，具有飞行与死触异能，且已煽惑。"
        base = t("mtg.text.base_power_toughness_fixed", power=ability.base_power, toughness=ability.base_toughness) + "的" if ability.base_power is not None else ""
        colour = "".join(t(f"mtg.colour.{c}") for c in ability.sets_colours or ())
        parts = [t("mtg.text.is_a", what=base.removeprefix("之") + colour + t(f"mtg.subtype.{ability.sets_creature_type}"))]
        parts += [t("mtg.text.has_keywords_short", keywords="与".join(t(f"mtg.keyword.{k}") for k in ability.keywords))] if ability.keywords else []
        parts += [t("mtg.text.goaded")] if ability.goaded else []
        return _affected(card, ability) + "，".join(parts[:-1]) + ("，且" if len(parts) > 1 else "") + parts[-1] + "。"
    if ability.cant_be_blocked_by_greater_power:
        return t("mtg.text.cant_be_blocked_by_greater_power")
    if ability.base_power is not None or ability.cant_be_blocked_by_power_at_most is not None:
        # "佩带此武具的生物之基础力量与防御力为7/7，且不能被力量等于或小于2的生物阻挡。"
        most = ability.cant_be_blocked_by_power_at_most
        base = t("mtg.text.base_power_toughness_fixed", power=ability.base_power, toughness=ability.base_toughness)
        parts = [base] if ability.base_power is not None else []
        parts += [t("mtg.text.cant_be_blocked_by_power_at_most", power=most)] if most is not None else []
        return _affected(card, ability) + "，且".join(parts) + "。"
    if ability.base_power_toughness is not None:  # "佩带此武具的生物之基础力量和防御力为X/X，X为你的总生命。"
        return t("mtg.text.base_power_toughness", what=_affected(card, ability), x=_count(ability.base_power_toughness))
    if ability.spells_cost_less:
        less = ability.spells_cost_less
        if less.first_each_turn and less.legendary_creature:
            return t("mtg.text.first_legendary_creature_costs_less", less="{" + str(less.generic) + "}")
        if less.nth_each_turn:  # "你每回合中施放的第二个咒语减少{2}来施放。"
            return t("mtg.text.nth_spell_costs_less", nth=_number(less.nth_each_turn).replace("两", "二"), less="{" + str(less.generic) + "}")
        what = t(f"mtg.colour.{less.colour}") if less.colour else _either([t(f"mtg.subtype.{s}") for s in less.subtypes])
        what = "".join("非" + t(f"mtg.type.{k}") for k in less.not_types) + what  # "非生物"
        if less.from_graveyard:  # "你从你坟墓场中施放的咒语减少{2}来施放。"
            return t("mtg.text.spells_from_graveyard_cost_less", less="{" + str(less.generic) + "}")
        return t("mtg.text.spells_cost_less", what=what, less="{" + str(less.generic) + "}")
    if ability.doesnt_untap or ability.cant_activate or ability.loses_all_abilities or ability.cant_attack_or_block:
        # "所结附的永久物于…不能重置，且其起动式异能都不能起动。", "所结附的生物失去所有异能，且不能进行攻击或阻挡。"
        parts = [t("mtg.text.doesnt_untap")] * ability.doesnt_untap + [t("mtg.text.cant_activate")] * ability.cant_activate
        parts += [t("mtg.text.loses_all_abilities")] * ability.loses_all_abilities + [t("mtg.text.cant_attack_or_block")] * ability.cant_attack_or_block
        return _affected(card, ability) + "，且".join(parts) + "。"
    if ability.double_counters:
        return t("mtg.text.double_counters_replacement")
    if ability.creature_only_if:  # "只要你的红色献力小于五，此永久物便不是生物。"
        return t("mtg.text.creature_only_if", condition=_condition(ability.creature_only_if))
    if ability.own_creature_cards_have_flash:
        return t("mtg.text.own_creature_cards_have_flash")
    if ability.opponents_cast_only_at_sorcery_timing:
        return t("mtg.text.opponents_cast_only_at_sorcery_timing")
    if ability.attack_triggers_additional_time:
        return t("mtg.text.attack_triggers_additional_time")
    if ability.win_instead_of_drawing_from_empty:
        return t("mtg.text.win_instead_of_drawing_from_empty")
    if ability.dying_triggers_additional_time:
        return t("mtg.text.dying_triggers_additional_time", what=_affected(card, ability))
    if ability.while_attacking:  # "只要佩带此武具的生物正进行攻击，它便具有先攻异能且若能被阻挡，则须如此作。"
        listed = "与".join(t(f"mtg.keyword.{k}") for k in ability.keywords)
        text = t("mtg.text.while_attacking_has_keywords", what=_affected(card, ability), keywords=listed)
        return text.rstrip("。") + t("mtg.text.and_must_be_blocked") if ability.must_be_blocked else text
    if ability.look_at_top_any_time:
        return t("mtg.text.look_at_top_any_time")
    if ability.protection_from_opponents:
        return t("mtg.text.protection_from_opponents")
    if ability.emblem_as_transforms:  # "… you get an emblem with '…'" (CR 114)
        return t("mtg.text.emblem_as_transforms", name=card.name_zh or card.name, ability=ability_text(card, ability.emblem_as_transforms))
    if ability.choose_opponent_as_transforms:  # "As this creature transforms into …, choose an opponent."
        return t("mtg.text.choose_opponent_as_transforms", name=card.name_zh or card.name)
    if ability.equip_cost_less_targeting_self:
        return t("mtg.text.equip_cost_less_targeting_self", what=_self(card), less="{" + str(ability.equip_cost_less_targeting_self) + "}")
    if ability.triples_tapped_mana:
        return t("mtg.text.triples_tapped_mana")
    if ability.black_mana_for_life:
        return t("mtg.text.black_mana_for_life")
    if ability.first_targeting_yours_cost_less:
        return t("mtg.text.first_targeting_yours_cost_less", less="{" + str(ability.first_targeting_yours_cost_less) + "}")
    if ability.own_equip_cost_less:
        return t("mtg.text.own_equip_cost_less", less="{" + str(ability.own_equip_cost_less) + "}")
    if ability.play_top_if_attacked:
        return t("mtg.text.play_top_if_attacked", what=_self(card))
    if ability.cast_from_graveyard and ability.cast_from_graveyard.one_of_each_type:  # Muldrotha
        return t("mtg.text.play_one_of_each_type_from_graveyard")
    if ability.cast_from_graveyard and ability.cast_from_graveyard.lands:  # Hades: "During your turn, you may play cards from your graveyard."
        return t("mtg.text.play_from_graveyard" + (".during_your_turn" if ability.cast_from_graveyard.during_your_turn else ""))
    if ability.exile_instead_of_your_graveyard:
        return t("mtg.text.exile_instead_of_your_graveyard")
    if ability.keeps_damage:
        return t("mtg.text.keeps_damage")
    if ability.takes_your_damage:
        return t("mtg.text.takes_your_damage")
    if ability.cast_from_graveyard and ability.cast_from_graveyard.once_each_turn:  # Edgar
        what = _filter(ability.cast_from_graveyard.what, owner=False)
        tapped = t("mtg.text.cast_this_way_enters_tapped", what=what) if ability.cast_from_graveyard.enters_tapped else ""
        return t("mtg.text.cast_from_graveyard_once_each_turn", what=what) + tapped
    if ability.cast_from_graveyard:  # Noctis
        allowed = ability.cast_from_graveyard
        counters = "、".join(t("mtg.text.counters", count=_number(n), kind=t(f"mtg.counter.{k}")) for k, n in allowed.counters.items())
        what = _filter(allowed.what, owner=False)
        return t("mtg.text.cast_from_graveyard", what=what, life=allowed.life) + (t("mtg.text.cast_this_way_enters_with", what=what, counters=counters) if counters else "")
    if ability.own_triggers_additional_time:  # Cloud, Midgar Mercenary
        key = "mtg.text.own_triggers_additional_time.while_equipped" if ability.while_equipped else "mtg.text.own_triggers_additional_time"
        return t(key, what=card.name_zh or card.name)
    if ability.others_enter_with_counter:  # Tromell
        return t("mtg.text.others_enter_with_counter", what=_filter(ability.others_enter_with_counter.model_copy(update={"other": False})))
    if ability.extra_token:  # Quina
        return t("mtg.text.extra_token", token=token_text(token_db()[ability.extra_token]))
    if ability.play_top_for_life:
        return t("mtg.text.play_top_for_life")
    if ability.play_top:
        text = t("mtg.text.play_top", what=_filter(ability.play_top, owner=False))
        return t("mtg.text.while_attached", text=text) if ability.while_attached else text
    if ability.entering_triggers_additional_time:
        return t("mtg.text.entering_triggers_additional_time", what=_filter(ability.entering_triggers_additional_time, owner=False))
    if ability.exile_opponents_dying_creatures is not None:
        return t("mtg.text.exile_opponents_dying_creatures", life=ability.exile_opponents_dying_creatures)
    if ability.double_life_gain:
        return t("mtg.text.double_life_gain")
    if ability.opponents_mill_more:
        return t("mtg.text.opponents_mill_more", count=_number(ability.opponents_mill_more))
    if ability.keywords and not (ability.power or ability.toughness):
        listed = [t(f"mtg.keyword.{k}") for k in ability.keywords] + ([t("mtg.keyword.ward", cost=ability.ward)] if ability.ward else [])
        if ability.while_equipped:  # "只要克劳德佩带武具，它便具有连击与不灭异能。"
            text = t("mtg.text.while_equipped_has_keywords", what=_affected(card, ability), keywords="与".join(listed))
        else:
            text = t("mtg.text.has_keywords", what=_affected(card, ability), keywords="与".join(listed))
        text = t("mtg.text.as_long_as", condition=_condition(ability.condition), text=text) if ability.condition else text
        return t("mtg.text.during_your_turn", text=text) if ability.during_your_turn else text
    if ability.prevent_damage:
        return t(f"mtg.text.prevent_damage.{ability.prevent_damage}", what=card.name_zh or card.name)
    if ability.cost_reduction:
        return _cost_reduction_text(ability.cost_reduction)
    if ability.additional_land:
        return t("mtg.text.additional_land", count=_number(ability.additional_land))
    if ability.lands_enter_untapped:
        return t("mtg.text.lands_enter_untapped")
    if ability.double_damage_from:
        return t("mtg.text.double_damage_from", what=_filter(ability.double_damage_from))
    if ability.blockers_at_least:
        return t("mtg.text.blockers_at_least", what=_self(card), count=_number(ability.blockers_at_least))
    if ability.attacks_despite_defender:
        text = t("mtg.text.attacks_despite_defender", what=_self(card))
        return t("mtg.text.as_long_as", condition=_condition(ability.condition), text=text) if ability.condition else text
    text = t("mtg.text.static", what=_affected(card, ability), power=_signed(ability.power), toughness=_signed(ability.toughness))
    if ability.keywords:
        text = text.rstrip("。") + t("mtg.text.and_has_keywords", keywords="与".join(t(f"mtg.keyword.{k}") for k in ability.keywords))
    text += _amount_note(ability.power, on_resolution=False)
    return t("mtg.text.as_long_as", condition=_condition(ability.condition), text=text) if ability.condition else text


def ability_text(card: CardDef, ability: Ability) -> str:
    if ability.kind == "spell":  # "（X为…，于你施放此咒语时决定）"
        return _body(card, ability) + (t("mtg.text.x_is_as_cast", what=_count(ability.x_is)) if ability.x_is else "")
    if ability.kind == "activated":
        if ability.is_mana_ability:
            mana = t("mtg.text.chosen_colour_mana") if ability.adds == "chosen" else "或".join(("{" + kind + "}") * ability.mana_amount for kind in ability.adds)
            added = t("mtg.text.add_x_mana_combination", kinds="和/或".join("{" + kind + "}" for kind in ability.adds), what=_self(card)) \
                if ability.mana_amount_power else t("mtg.text.add_mana", mana=mana)  # fmt: skip
            restriction = t(f"mtg.text.spend_only.{ability.spend_only}") if ability.spend_only else ""
            text = t("mtg.text.activated", cost=_cost(card, ability), effects=added + restriction + _effects(card, ability))
            if ability.activate_during_your_turn:  # "只能于你的回合中起动，且每回合限一次。"
                return text + t("mtg.text.activate_during_your_turn" + ("_once" if ability.once_each_turn else ""))
            return text
        if ability.equip:
            text = t("mtg.text.equip", cost=ability.cost or "～" + _cost(card, ability))
            text = t("mtg.text.equip_only", what=_filter(ability.equip_only, owner=False), cost=ability.cost) if ability.equip_only else text
            return text + "。" + t("mtg.text.activate_once_each_turn") if ability.once_each_turn else text
        if ability.crew:  # the notes print the keyword and its reminder text (CR 702.122a)
            return t("mtg.text.crew", count=ability.crew)
        if ability.ninjutsu:  # "忍术{1}{R}", "指挥官忍术{U}{B}" (CR 702.49)
            return t(f"mtg.text.ninjutsu.{ability.ninjutsu}", cost=ability.cost)
        if ability.boast:  # the keyword and its reminder text (CR 702.142a)
            return t("mtg.text.boast", cost=_cost(card, ability), effects=_body(card, ability))
        text = t("mtg.text.activated", cost=_cost(card, ability), effects=_body(card, ability))
        if ability.cost_is_target_mana_value:  # "（X为该目标牌的法术力值）"
            text += t("mtg.text.x_is_target_mana_value")
        if ability.cost_less_for_each:  # "你每操控一个其他市镇，此异能便减少{1}来起动。"
            each = t("mtg.text.for_each_permanent", what=_filter(ability.cost_less_for_each.permanents, owner=False))
            text += t("mtg.text.activation_cost_reduction", each=each, less="{1}")
        if ability.activate_only_if:
            text += t("mtg.text.activate_only_if", condition=_condition(ability.activate_only_if))
        text += t("mtg.text.cant_be_copied") if ability.cant_be_copied else ""
        text += t("mtg.text.x_at_least_one") if ability.x_at_least == 1 else ""
        text += t("mtg.text.activate_during_combat") if ability.activate_during_combat else ""
        return text + t("mtg.text.sorcery_speed") if ability.sorcery_speed else text
    if ability.kind == "static":
        return _static_text(card, ability)
    trigger = ability.trigger
    if trigger.event == "tapped_for_mana" and trigger.mana == "any":  # "每当你横置一个非地永久物以产生法术力时，加一点该永久物已产生的类别之法术力。"
        return t("mtg.text.when_tapped_for_any_mana", what=_filter(trigger.subject, owner=False))
    if trigger.event == "tapped_for_mana":  # "每当你横置一个地以产生{C}时，额外加{C}。" (CR 605.1b)
        added = "".join(("{" + step.mana + "}") * step.amount for step in ability.effects)
        return t("mtg.text.when_tapped_for_mana", what=_filter(trigger.subject, owner=False), mana="{" + trigger.mana + "}", added=added)
    if trigger.event == "chapter":  # "I, II — …" (CR 714.2c)
        return t("mtg.text.chapter", chapters=", ".join(ROMAN[n] for n in trigger.chapters), text=_body(card, ability))
    if trigger.event in ("you_cast", "opponent_casts"):
        kinds = _spell_kinds(trigger.subject or Filter())
        when = t(f"mtg.text.when_{trigger.event}", what=kinds)
        if trigger.from_hand:  # "每当你从你手上施放传奇咒语时，"
            when = t("mtg.text.when_you_cast_from_hand", what=kinds)
        if trigger.nth_spell_each_turn:  # "每当任一对手施放每回合中其第二个咒语时，"
            nth = _number(trigger.nth_spell_each_turn).replace("两", "二")  # an ordinal: "第二个"
            when = t(f"mtg.text.when_{trigger.event}.nth", nth=nth, what=kinds)
    elif trigger.event == "combat_damage_to_player" and trigger.subject:  # "每当一个或数个由你操控的…生物…"
        when = t("mtg.text.when_combat_damage_to_player", what=("一个或数个" if trigger.one_or_more else "") + _filter(trigger.subject))
    elif trigger.event == "you_attack" and (trigger.subject or trigger.attackers_at_least > 1):  # "每当你以四个或更多生物攻击时，"
        least = trigger.attackers_at_least
        count = t("mtg.text.one_or_more") if least == 1 else t("mtg.text.n_or_more", count=_number(least))
        when = t("mtg.text.when_you_attack_with", count=count, what=_filter(trigger.subject or Filter(types=["creature"]), owner=False))
    elif trigger.event == "attacks_alone":
        when = t("mtg.text.when_attacks_alone", what=_filter(trigger.subject))
    elif trigger.event == "enchanted_dealt_damage":
        when = t("mtg.text.when_enchanted_dealt_damage", what=_enchanted(card))
    elif trigger.event == "transforms_into":
        when = t("mtg.text.when_transforms_into", name=card.name_zh or card.name)
    elif trigger.event in ("attacks", "combat_damage_to_player"):
        what = t("mtg.text.equipped_creature") if trigger.equipped else _self(card)
        what = "一个" + _filter(trigger.subject) if trigger.event == "attacks" and trigger.subject else what  # "每当一个…载具攻击时"
        what = what.replace("一个", "一个或数个", 1) if trigger.one_or_more else what
        when = t(f"mtg.text.when_{trigger.event}", what=what)
    elif trigger.event in ("your_end_step", "each_end_step", "opponent_draws_outside_their_turn", "opponent_attacks", "your_postcombat_main_phase", "creature_card_to_graveyard", "creature_card_leaves_your_graveyard", "you_attack", "your_beginning_of_combat", "your_end_of_combat", "your_upkeep", "opponent_gains_control",
                           "you_gain_life", "you_scry_or_surveil", "your_first_main_phase", "you_draw_third", "cards_leave_your_graveyard", "you_put_counters",
                           "you_win_coin_flip", "opponent_activates_artifact", "yours_targeted_by_activated", "your_main_phase", "you_play_from_exile",
                           "combat_damage_to_your_opponent") or trigger.event in ("chosen_leaves", "chosen_player_loses"):  # fmt: skip
        when = t(f"mtg.text.when_{trigger.event}" + ("_you" if trigger.attacks_you else "") + (".one_or_more" if trigger.one_or_more else ""))
    elif trigger.event == "opponent_loses_life":  # "每当任一对手于你的回合中失去生命时，"
        when = t("mtg.text.when_opponent_loses_life" + ("_during_your_turn" if trigger.during_your_turn else "_one_or_more" if trigger.one_or_more else ""))
    elif trigger.one_or_more:  # "每当一个或数个由你操控的其他生物或神器死去时"
        when = t(f"mtg.text.when_{trigger.event}", what="一个或数个" + _plural(trigger.subject), word="每当")
    else:
        subject = _self(card) if trigger.self_ else _filter(trigger.subject)
        event = trigger.event + ("_during_your_turn" if trigger.during_your_turn else "")
        when = t(f"mtg.text.when_{event}", what=subject, word="当" if trigger.self_ else "每当")
    if isinstance(ability.intervening_if, Condition):  # "若你坟墓场中有六张或更多永久物牌，"
        when += t("mtg.text.if_condition", condition=_condition(ability.intervening_if))
    elif isinstance(ability.intervening_if, ManaSpent):  # "若施放它时支付过至少四点法术力，"
        when += t("mtg.text.if_mana_spent", count=_number(ability.intervening_if.mana_spent_at_least))
    elif ability.intervening_if == "not_entered_this_turn":
        when += t("mtg.text.if_not_entered", what=_self(card))
    elif ability.intervening_if == "not_added_mana_this_turn":
        when += t("mtg.text.if_not_added_mana_this_turn")
    elif ability.intervening_if == "two_or_more_attacking_you":
        when += t("mtg.text.if_two_or_more_attacking_you")
    elif ability.intervening_if == "in_command_zone_or_on_battlefield":
        when += t("mtg.text.if_in_command_zone_or_on_battlefield", what=card.name_zh or card.name)
    return when + _body(card, ability) + (t("mtg.text.once_each_turn") if trigger.once_each_turn else "")
