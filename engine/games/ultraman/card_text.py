"""Chinese rules text generated from a card's vocabulary (`cards.py`), in the wording of the
printed cards and rules V1.9: "攻/防：【使用1张能量牌】如…，你可以…，然后…。". A card file may
leave `text` out and gets this text; the guide (`cards/README.md`) shows it beside each entry."""

from __future__ import annotations

import difflib

from engine.core.messages import t

from . import cards as c
from . import messages  # noqa: F401  (the Chinese text of the warnings)

TIMINGS = {
    "reveal": "翻", "attack": "攻", "defense": "防", "support": "支", "extra_support": "支", "win": "胜",
    "lose": "败", "form_change": "转", "turn_start": "回合开始时", "own_turn_start": "我方回合开始时",
    "opponent_turn_start": "对方回合开始时", "turn_end": "回合结束时", "own_turn_end": "我方回合结束时",
    "opponent_turn_end": "对方回合结束时", "battle_start": "战斗开始时", "discarded": "当此牌被弃置时",
    "to_damage": "当此牌被移入伤害区时", "own_discarded": "当我方手牌被弃置时",
    "own_to_damage": "当我方有牌被移入伤害区时", "opponent_to_damage": "当对方有牌被移入伤害区时",
    "support_revealed": "当我方支援角色翻开时", "opponent_support_revealed": "当对方支援角色翻开时",
    "own_form_change": "当我方进行形态转换时", "opponent_effect": "当对方使用效果时",
}  # fmt: skip
SIDES = {"you": "我方", "opponent": "对方", "each": "双方", "any": ""}
PLAYERS = {"you": "你", "opponent": "对方", "each": "双方各"}  # the subject of draw and discard (1.1.5)
ZONES = {"damage": "伤害区", "hand": "手牌", "energy": "能量区", "battlefield": "战场", "deck": "牌库", "rest": "休息区"}
STATS = {"power": "战力", "support_power": "支援战力"}
MODIFIED = {
    "self": "此牌", "our_main": "我方主战角色", "opponent_main": "对方主战角色",
    "our_supports": "我方支援角色", "opponent_supports": "对方支援角色",
}  # fmt: skip
DURATIONS = {"this_turn": "本回合", "next_turn": "下一个回合"}
RESTRICTED = {"support": "支援", "extra_support": "额外支援", "form_change": "形态转换"}
SELF_STATES = {"full": "处于全力状态", "weakened": "处于衰弱状态", "face_up": "正面表示", "face_down": "处于暗盖状态"}
ENTERED = {"form_change": "通过形态转换进入配置区", "effect": "通过效果进入配置区",
           "battle": "在战斗胜利后留在配置区", "setup": "在游戏开始时放置到配置区"}  # fmt: skip
DESTINATIONS = {"rest": "休息区", "hand": "手牌"}
CONSTANTS = {"hand_limit": "手牌上限", "turn_draw": "回合开始时抽牌的数量", "turn_energy": "回合开始时增加的能量牌"}
FACE_SHOWN = ("battlefield", "energy")  # zones where a card may lie face down (3.2.3, 3.5.2a)


def signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else str(amount)


def count_text(count: c.Count) -> str:
    """"对方伤害区每有2张牌" / "我方战场每有1张正面表示的「赛罗」" (5.9.1; keywords on face-up cards)."""
    what = "牌"
    if count.keyword is not None:
        what = f"「{count.keyword}」"
    elif count.name is not None:
        what = f"「{count.name}」名称的牌"
    if what != "牌" and count.zone in FACE_SHOWN:
        what = "正面表示的" + what
    return f"{SIDES[count.owner]}{ZONES[count.zone]}每有{count.per}张{what}"


def pick_text(pick: c.Pick) -> str:
    """"对方战场1张正面表示的非主战角色的「赛罗」角色牌": the cards the controller chooses."""
    words = [f"{SIDES[pick.side]}战场{pick.count}张"]
    if pick.other:
        words.append("其他")
    words.append({"up": "正面表示的", "down": "暗盖的", "any": ""}[pick.face])
    words.append({None: "", True: "主战角色的", False: "非主战角色的"}[pick.main])
    if pick.keyword is not None:
        words.append(f"「{pick.keyword}」")
    if pick.name is not None:
        words.append(f"名为「{pick.name}」的")
    return "".join(words) + "角色牌"


def subject(who: str) -> str:
    """Who does it: nobody named for the controller ("抽1张牌"), "对方…" or "双方各…" (1.1.5)."""
    return "" if who == "you" else PLAYERS[who]


# Steps whose text only names a count and a player: filled with `count`, `side` (我方/对方),
# `player` (你/对方) and `subject` (see subject())
STEP_TEMPLATES = {
    "draw": "{subject}抽{count}张牌",
    "shuffle_deck": "洗切{side}牌库",
    "reveal": "翻开{side}战场{count}张暗盖角色牌",
    "damage_to_rest": "将{side}伤害区{count}张牌移入休息区",
    "deck_to_damage": "将{subject}牌库顶{count}张牌移入伤害区",
    "reveal_energy": "翻开我方能量区{count}张暗盖的能量牌",
    "place_from_hand": "将手牌{count}张角色牌放置到配置区",
    "forbid_draw": "下一个回合{player}不能抽牌",
    "suppress_defeat_effects": "本回合{side}主战角色的败效果不能发动",
    "main_to_support": "将{side}主战角色替换为支援角色",
    "win_game": "你获得胜利",
    "form_change": "你可以进行1次形态转换",  # 5.10.1: a form change is always the player's choice
}


def _discard(step: c.Discard) -> str:
    return f"{subject(step.who)}{'随机' if step.random else ''}弃{step.count}张牌"


def _add_energy(step: c.AddEnergy) -> str:
    return f"将牌库顶{step.count}张牌以正面表示移入能量区" if step.face_up else f"增加{step.count}张能量牌"


def _to_deck(step: c.ToDeck) -> str:
    place = "牌库顶" if step.position == "top" else "牌库底"
    if step.source == "self":
        return f"将此牌置于{place}"
    order = "以任意顺序" if step.count > 1 else ""
    return f"{subject(step.who)}将手牌{step.count}张{order}置于{place}"


def _modify(step: c.Modify) -> str:
    target = pick_text(step.pick) if step.pick is not None else MODIFIED[step.target]
    return f"本回合{target}{STATS[step.stat]}{signed(step.amount)}"


def _reveal_deck(step: c.RevealDeck) -> str:
    """5.5.4a: the cards not taken go back on top in the order their owner chooses."""
    text = f"翻开牌库顶{step.count}张牌"
    if step.take:
        what = f"「{step.keyword}」" if step.keyword is not None else "牌"
        text += f"，将其中{step.take}张{what}{'加入手牌' if step.to == 'hand' else '放置到配置区'}"
    return text + "，其余按任意顺序放回牌库顶"


def _turn_face_down(step: c.TurnFaceDown) -> str:
    return "将此牌暗盖" if step.pick is None else f"将{pick_text(step.pick)}暗盖"


def _return_to_hand(step: c.ReturnToHand) -> str:
    return f"选择{pick_text(step.pick)}，将其返回持有者的手牌"


def _restrict(step: c.Restrict) -> str:
    return f"{DURATIONS[step.duration]}{PLAYERS[step.who]}不能进行{RESTRICTED[step.action]}"


def _battlefield_to_damage(step: c.BattlefieldToDamage) -> str:
    """The player whose cards they are chooses (the R1.1.7 example), or the controller by `pick`."""
    if step.pick is not None:
        return f"选择{pick_text(step.pick)}，将其移入伤害区"
    chooser = "对方将其" if step.who == "opponent" else "将我方"
    return f"{chooser}战场{step.count}张角色牌移入伤害区"


STEP_TEXTS = {
    "discard": _discard, "add_energy": _add_energy, "to_deck": _to_deck, "modify": _modify,
    "reveal_deck": _reveal_deck, "turn_face_down": _turn_face_down, "return_to_hand": _return_to_hand,
    "restrict": _restrict, "battlefield_to_damage": _battlefield_to_damage,
}  # fmt: skip


def words_of(step) -> str:
    """The text of the step itself, from its template or its function."""
    if step.step in STEP_TEXTS:
        return STEP_TEXTS[step.step](step)
    who = getattr(step, "who", "you")
    fields = {"count": getattr(step, "count", 1), "side": SIDES[who], "player": PLAYERS[who],
              "subject": subject(who)}  # fmt: skip
    return STEP_TEMPLATES[step.step].format(**fields)


def step_text(step, may: str = "") -> str:
    """One step, behind its amount counted from the game if it has one ("每有1张…，抽1张牌"), and
    `may` ("你可以") right before what is done."""
    text = words_of(step)
    # a granted form change says 你可以 itself (5.10.1): never twice, so an optional effect that
    # starts with one reads as a mandatory one and the schema asks for its 可 wording (1.1.4)
    text = text if text.startswith(may) else may + text
    count = getattr(step, "for_each", None)
    return text if count is None else f"{count_text(count)}，{text}"


def cost_text(cost: c.Cost | None) -> str:
    """"【使用1张能量牌】" (5.4.1), "【弃1张牌】" (5.0.1): the part paid first (1.1.3)."""
    if cost is None:
        return ""
    parts = [f"使用{cost.use_energy}张能量牌"] if cost.use_energy else []
    parts += [f"弃{cost.discard}张牌"] if cost.discard else []
    return f"【{'，'.join(parts)}】"


def condition_text(condition: c.Condition | None) -> str:
    """"如…，": counts include the number itself (5.9.1)."""
    if condition is None:
        return ""
    if condition.main_has_keyword is not None:
        return f"如我方主战角色具有「{condition.main_has_keyword}」，"
    if condition.zone is None:
        states = [SELF_STATES.get(condition.self_state), ENTERED.get(condition.entered)]
        states = [state for state in states if state]
        return f"如此牌{'且'.join(states)}，"
    bounds = [f"{condition.at_least}张以上"] if condition.at_least is not None else []
    bounds += [f"{condition.at_most}张以下"] if condition.at_most is not None else []
    counted = "" if condition.zone == "hand" else "中的牌的数量"  # "如我方手牌为2张以下"
    return f"如{SIDES[condition.owner]}{ZONES[condition.zone]}{counted}为{'且'.join(bounds)}，"


def timing_text(timings: list[str]) -> str:
    """"攻/防": several timings of one effect, as printed."""
    return "/".join(dict.fromkeys(TIMINGS[timing] for timing in timings))


def effect_text(effect: c.Effect) -> str:
    """"攻：【使用1张能量牌】如…，你可以抽1张牌，然后弃1张牌。"; an extra support (4.3.4) is a
    permission under its condition."""
    head = f"{timing_text(effect.timings)}：{cost_text(effect.cost)}{condition_text(effect.condition)}"
    if "extra_support" in effect.timings:
        return f"{head}此牌可以作为额外支援参与战斗。"
    may = "你可以" if effect.optional else ""
    steps = [step_text(step, may if number == 0 else "") for number, step in enumerate(effect.steps)]
    return f"{head}{'，然后'.join(steps)}。"


def aura_text(aura: c.Aura) -> str:
    """"此牌在战场时，我方战场中其他处于全力状态的「捷德」或「赛罗」战力+1000" (5.6.1)."""
    whom = "或".join(f"「{keyword}」" for keyword in aura.keywords_any) or "角色牌"
    others = "其他" if aura.other else ""
    full = "处于全力状态的" if aura.full_power_only else ""
    return f"此牌在战场时，我方战场中{others}{full}{whom}{STATS[aura.stat]}{signed(aura.amount)}。"


def replacement_text(rule: c.Replacement) -> str:
    """"……改为……" (5.8.1)."""
    return f"此牌将被移入伤害区时，改为移入{DESTINATIONS[rule.to]}。"


def rule_constant_text(change: c.RuleConstant) -> str:
    """A number the rules fix "一般" (1.1.1): 3.6.2, 4.0.2, 4.0.3."""
    return f"此牌在战场时，{SIDES[change.who]}{CONSTANTS[change.constant]}{signed(change.amount)}。"


# The lowest likeness a written `text` may have to the generated one before `tcg cards check` warns:
# printed cards leave out words the vocabulary always says ("本回合战力+1000" for 本回合此牌战力,
# 5.7.1; "其余…放回牌库顶", 5.5.4a) and score about 0.8; a text about another effect scores far lower
WRITTEN_LIKENESS_FLOOR = 0.75
WRITTEN_PARTS = ("effects", "continuous", "replacements", "rule_constants")


def generated_text(part) -> str:
    """The text `part` generates, whatever text it was written with."""
    return GENERATORS[type(part).__name__](part)


def likeness(written: str, generated: str) -> float:
    return difflib.SequenceMatcher(None, written, generated).ratio()


def written_text_warnings(card: c.CardDef) -> list[str]:
    """A written `text` is kept (it may be the printed wording), but players read it while the
    engine plays the TOML: a text unlike the generated one is reported, never refused."""
    warnings = []
    for key in WRITTEN_PARTS:
        for number, part in enumerate(getattr(card, key), start=1):
            generated = generated_text(part)
            ratio = likeness(part.text, generated)
            if ratio < WRITTEN_LIKENESS_FLOOR:
                where = t(f"ultraman.card_text.part.{key}", number=number)
                warnings.append(t("ultraman.card_text.unlike", card=card.id, part=where, likeness=f"{ratio:.0%}",
                                  written=part.text, generated=generated))  # fmt: skip
    return warnings


GENERATORS = {"Effect": effect_text, "Aura": aura_text, "Replacement": replacement_text, "RuleConstant": rule_constant_text}
