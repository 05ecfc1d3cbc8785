"""Chinese card text generated from a card's keywords and abilities (for lookup, images and
prompts). It follows the official Simplified Chinese wording closely, so a test can compare it
with the printed text and catch encoding mistakes."""

from . import abilities as a
from .cards import CardDef

KEYWORDS = {
    "bodyguard": "护卫", "challenger": "善战", "evasive": "灵活", "reckless": "鲁莽", "resist": "抵抗",
    "rush": "速击", "shift": "转形", "singer": "歌手", "sing_together": "合唱", "support": "辅助", "ward": "庇护",
}  # fmt: skip
STATS = {"strength": "¤", "willpower": "⛉", "lore": "◊"}
TYPES = {"character": "角色", "item": "物品", "location": "地点", "action": "行动", "song": "歌曲", "character_or_item": "角色或物品"}
NUMBERS = {1: "一", 2: "2", 3: "3"}
DURATIONS = {"this_turn": "本回合", "their_next_turn": "在其下一个回合", "until_your_next_turn": "直到你的下一个回合开始时",
             "this_challenge": "在该次挑战中"}  # fmt: skip
WHO = {"you": "", "each_opponent": "每位对手各", "each_player": "每位玩家各", "challenging_player": "发起挑战的玩家",
       "their_player": "其玩家", "chosen_player": "所选的玩家", "most_cards_in_hand": "手卡最多的一位或数位牌手",
       "each_opponent_with_more_lore": "每位奇谈比你多的对手各"}  # fmt: skip


def keyword_text(keyword: str, value: int | None) -> str:
    name = KEYWORDS.get(keyword, keyword)
    if value is None:
        return name
    return f"{name} +{value}" if keyword in ("challenger", "resist") else f"{name} {value}"


def filter_text(flt: a.Filter | None, plural: bool = False) -> str:
    if flt is None:
        return ""
    parts = []
    if flt.owner == "you":
        parts.append("你的")
    if flt.other:
        parts.append("其他" if plural else "另一个")
    if flt.max_strength is not None:
        parts.append(f"¤ 等于或小于 {flt.max_strength} 的")
    if flt.min_strength is not None:
        parts.append(f"¤ 等于或大于 {flt.min_strength} 的")
    if flt.owner == "opponent":
        parts.append("对手")
    if flt.here:
        parts.append("在此处的")
    if flt.challenged_this_turn:
        parts.append("本回合曾受到挑战的")
    if flt.same_location:
        parts.append("在该处的")
    if flt.at_location:
        parts.append("在地点内的")
    if flt.exerted:
        parts.append("力竭状态的")
    if flt.damaged:
        parts.append("受伤")
    if flt.max_cost is not None:
        parts.append(f"费用等于或小于 {flt.max_cost} 的")
    if flt.limit is not None:
        parts.append(limit_text(flt.limit))
    if flt.name:
        parts.append(f"名称为{flt.name}的")
    if flt.one_of_names:
        parts.append("或".join(f"名称为{name}" for name in flt.one_of_names) + "的")
    if flt.keyword:
        parts.append(f"具{KEYWORDS.get(flt.keyword, flt.keyword)}的")
    if flt.classification:
        parts.append(flt.classification)
    if flt.one_of_classifications:
        parts.append(listed(flt.one_of_classifications, "和" if plural else "或"))  # "你的王子和公主角色" / "一个王子或君王角色"
    if flt.one_of_types:
        parts.append(listed([TYPES[kind] for kind in flt.one_of_types], "或"))
    if flt.not_type:
        parts.append(f"非{TYPES[flt.not_type]}")
    parts.append(TYPES.get(flt.type or "", ""))
    return "".join(parts)


def listed(words, last: str) -> str:
    """"王子、公主、君王和女王" / "角色、物品或地点": a list as printed."""
    words = list(words)
    return "、".join(words[:-1]) + last + words[-1] if len(words) > 1 else "".join(words)


def limit_text(limit: a.Limit) -> str:
    """"费用等于或小于这个角色 ¤ 的", "¤ 小于该角色的", "与该角色名称相同的"."""
    card = "这个角色" if limit.of == "self" else "该角色"
    if limit.bound == "name":
        return f"与{card}名称相同的"
    what = "费用" if limit.bound == "max_cost" else "¤"
    compared = "小于" if limit.less_than else "等于或小于"
    if limit.stat == {"max_cost": "cost", "max_strength": "strength"}[limit.bound]:  # the same value: "¤ 小于该角色的"
        return f"{what} {compared}{card}的"
    return f"{what}{compared}{card} {VALUE_NAMES[limit.stat]} 的"


def cards_text(flt: a.Filter) -> str:
    """"角色卡", "歌曲卡", or just "卡"."""
    return filter_text(flt) + "卡"


NAMED_TARGETS = {
    "self": "这个角色", "this_card": "这张卡", "trigger_card": "那张卡", "challenger": "发起挑战的角色",
    "challenged": "受到挑战的角色", "previous": "他们", "each_opponent": "其", "each_player": "他们",
}  # fmt: skip
FLAG_TEXTS = {
    "cannot_sing": "这个角色不能 ⟳ 来演唱歌曲。", "no_actions": "所有玩家都不能打出行动。", "opponents_no_actions": "对手便不能打出行动。",
    "hand_inkable": "你的所有手卡均视为可放入奇墨池。", "damage_cannot_be_removed": "伤害指示物不能被移去。",
    "can_challenge_ready": "这个角色能挑战就绪的角色。", "cannot_challenge": "这个角色不能发起挑战。",
    "cannot_ready": "这个角色在你的回合开始时不能就绪。",
    "extra_ink": "你可以额外将一张卡从你手上正面朝下地放进你的奇墨池。",
    "enters_exerted": "这个角色进场时为力竭状态。",
    "any_name_for_shift": "你可以视作这个角色具有任意名称，来打出具转形的角色并放在这个角色上。",
}  # fmt: skip


def target_text(target: a.Target) -> str:
    if target.mode == "previous" and target.only is not None:
        return f"如果所选的是{filter_text(target.only)}，则他"
    if target.mode in NAMED_TARGETS:
        return NAMED_TARGETS[target.mode]
    if target.mode == "all":
        return "每个" + filter_text(target.filter, plural=True)
    chosen = "所选的" + filter_text(target.filter, plural=target.count > 1)  # "至多 2 个所选的其他角色"
    if target.up_to:
        return f"至多 {target.count} 个{chosen}"
    return chosen if target.count == 1 else f"{target.count} 个{chosen}"


def count_text(count: int) -> str:
    return "一" if count == 1 else f" {count} "


def step_text(step) -> str:
    match step:
        case a.Draw(equal_to=value) if value is not None:
            return f"抽若干张卡，数量等同于{value_text(value)}"
        case a.Draw(same_amount=True, up_to=up_to):
            return f"每有一张弃置的卡，你便{'可以' if up_to else ''}抽一张卡"
        case a.Draw(per=per, up_to=up_to) if per is not None:
            return f"{per_text(per)}你便{'可以' if up_to else ''}抽一张卡"
        case a.Draw(count=count, who=who):
            return f"{WHO[who]}抽{count_text(count)}张卡"
        case a.Discard(count=count, who=who, at_random=True):
            return f"{WHO[who]}随机弃置{count_text(count)}张卡"
        case a.Discard(count=count, who=who, or_one=kind) if kind:
            return f"{WHO[who]}选择并弃置{count_text(count)}张卡或一张{filter_text(a.Filter(type=kind))}卡"
        case a.Discard(count=count, who=who):
            return f"{WHO[who]}选择并弃置{count_text(count)}张卡"
        case a.PayCost(ink=ink, exert=exert, banish=banished, return_to_hand=returned):
            parts = ([f"支付 {ink} ⬡"] if ink else []) + ([f"令{target_text(exert)}力竭"] if exert else [])
            parts += [f"驱逐{target_text(banished)}"] if banished else []
            parts += [f"将{target_text(returned)}移回你手上"] if returned else []
            parts += [f"向{target_text(step.damage)}造成 {step.damage_amount} 点伤害"] if step.damage else []
            parts += ["将这张卡洗入你的卡组"] if step.shuffle_this_card else []
            return "并".join(parts) + "来"
        case a.ShuffleIntoDeck(target=target) if target is not None:
            return f"将{target_text(target)}洗入其玩家的卡组"
        case a.ShuffleIntoDeck(count=count, from_chosen_opponent=True):
            return f"从所选的对手的弃置区中选择{'至多' if step.up_to else ''} {count} 张卡，并将它们洗入其玩家的卡组"
        case a.ShuffleIntoDeck(filter=flt, every=True):
            return f"将你弃置区中的所有{cards_text(flt)}洗入你的卡组"
        case a.ShuffleIntoDeck(filter=flt):
            return f"将一张{filter_text(flt) if flt.type else '卡'}从任一弃置区洗入其玩家的卡组"
        case a.Floating(trigger=trigger, effects=steps, about_previous=about):
            who = "他" if about else whose(trigger.filter)
            does = "挑战另一个角色" if trigger.event == "challenges" else "探奇"
            return f"每当{who}本回合{does}时，" + effects_text(steps).rstrip("。")
        case a.PlayForFree(filter=flt, must=must):
            where = "从你的弃置区" if step.from_zone == "discard" else ""
            what = f"再次打出那个{filter_text(flt)}" if step.that_card else f"打出一个{filter_text(flt)}"
            text = f"{'' if must else '你可以'}{where}免费{what}"
            if step.to_deck_bottom:
                text += "。如果你如此做，则改为将那张卡置于你的卡组底而不是你的弃置区"
            if step.gains:
                text += f"。他获得{keyword_text(step.gains, None)}"
            if step.at_end_of_turn:
                text += "。在回合结束时，" + effects_text(step.at_end_of_turn).rstrip("。")
            return text
        case a.GainLore(equal_to=value) if value is not None:
            return f"获得等同于{value_text(value)}的奇谈"
        case a.GainLore(amount=amount, per=per) if per is not None:
            return f"{per_text(per)}便获得 {amount} 点奇谈"
        case a.GainLore(amount=amount, instead_if=instead, instead_amount=other) if instead is not None:
            return f"获得 {amount} 点奇谈。如果该角色是{filter_text(instead)}，则改为获得 {other} 点奇谈"
        case a.GainLore(amount=amount, who=who):
            return f"{WHO[who] or '你'}获得 {amount} 点奇谈"
        case a.DealDamage(target=target, per=per) if per is not None:
            return f"向{target_text(target)}造成等同于你在场上{in_play_text(per.filter)}数量的伤害"
        case a.DealDamage(target=target, same_amount=True):
            return f"向{target_text(target)}造成等量伤害"
        case a.LoseLore(amount=amount, who=who):
            return f"{WHO[who]}失去 {amount} 点奇谈"
        case a.DealDamage(amount=amount, target=target):
            return f"向{target_text(target)}造成 {amount} 点伤害"
        case a.RemoveDamage(target=target, every=True):
            return f"从{target_text(target)}上移去所有伤害"
        case a.RemoveDamage(up_to=amount, target=target, instead_if=instead):
            text = f"从{target_text(target)}上移去至多 {amount} 点伤害"
            if instead is not None:
                text += f"。如果他是{filter_text(instead)}，则改为移去至多 {step.instead_up_to} 点伤害"
            return text
        case a.PutDamage(amount=amount, target=target):
            return f"在{target_text(target)}上放置 {amount} 个伤害指示物"
        case a.MoveDamage(amount=amount, source=source, target=target, up_to=up_to):
            return f"将{'至多' if up_to else ''} {amount} 个伤害指示物从{target_text(source)}移到{target_text(target)}上"
        case a.Banish(target=target):
            return f"驱逐{target_text(target)}"
        case a.ReturnToHand(target=target):
            return f"将{target_text(target)}移回其玩家的手上"
        case a.Exert(target=target, banish_instead_if=instead):
            text = f"令{target_text(target)}力竭"
            if step.same_name_too:
                text = f"令{target_text(target)}和其他所有具相同名称的{filter_text(target.filter)}力竭"
            if instead is not None:
                text += f"。如果所选的角色是{filter_text(instead).removesuffix('角色') or '该类角色'}，则改为驱逐她"
            return text
        case a.Ready(target=target, cannot_quest=cannot_quest):
            return f"令{target_text(target)}就绪" + ("。他本回合不能再探奇" if cannot_quest else "")
        case a.ModifyStat(stat=stat, target=target, duration=duration, equal_to=value) if value is not None:
            return f"{target_text(target)}{DURATIONS[duration]}得 +{STATS[stat]}，其数量等同于{value_text(value)}"
        case a.ModifyStat(stat=stat, amount=amount, target=target, duration=duration, per=per) if per is not None:
            if per.zone == "damage" and per.on == "target":
                return f"{target_text(target)}上每有 1 点伤害，他{DURATIONS[duration]}便得 {amount:+d} {STATS[stat]}"
            return f"{per_text(per)}{target_text(target)}{DURATIONS[duration]}便得 {amount:+d} {STATS[stat]}"
        case a.ModifyStat(stat=stat, amount=amount, target=target, duration=duration, while_challenging=kind) if kind:
            what = filter_text(a.Filter(type=kind))
            return f"{target_text(target)}{DURATIONS[duration]}向{what}发起挑战后，在挑战中得 {amount:+d} {STATS[stat]}"
        case a.ModifyStat(stat=stat, amount=amount, target=target, instead_if=instead, instead_amount=other, duration=duration):
            text = f"{target_text(target)}{DURATIONS[duration]}得 {amount:+d} {STATS[stat]}"
            if instead is not None:
                text += f"。如果选择了{filter_text(instead)}，则改为他得 {other:+d} {STATS[stat]}"
            return text
        case a.LoseKeyword(keyword=keyword, target=target, duration=duration):
            return f"{target_text(target)}{DURATIONS[duration]}失去{keyword_text(keyword, None)}"
        case a.GainKeyword(keyword=keyword, value=value, target=target, duration=duration):
            return f"{target_text(target)}{DURATIONS[duration]}获得{keyword_text(keyword, value)}"
        case a.GainAbility(ability=ability, target=target, duration=duration):
            return f"{target_text(target)}{DURATIONS[duration]}获得“{ability_text(ability, '这个角色').removesuffix('。')}”"
        case a.Restrict(flag="cannot_ready_unless_at_location", target=target, duration=duration):
            return f"除非{target_text(target)}在地点内，否则他{DURATIONS[duration]}的开始时不能就绪"
        case a.Restrict(flag=flag, target=target, duration=duration):
            when = DURATIONS[duration]
            verb = {"cannot_quest": "不能探奇", "cannot_challenge": "不能发起挑战", "cannot_ready": "不能就绪",
                    "no_challenge_damage": "不会受到伤害", "can_challenge_ready": "能挑战就绪状态的角色"}[flag]  # fmt: skip
            return f"{target_text(target)}{when}{verb}"
        case a.ReturnFromDiscard(filter=flt, count=count, up_to=up_to, to=to):
            how_many = f"至多 {count} 张" if up_to else ("一张" if count == 1 else f" {count} 张")
            where = "移回你手上" if to == "hand" else "置于你的卡组顶"
            return f"将{how_many}{cards_text(flt)}从你的弃置区{where}"
        case a.LookAtTop(count=count, take_filter=flt, rest=rest, reveal_all=True):
            where = "卡组顶" if rest == "top" else "卡组底"
            return f"展示你卡组顶的 {count} 张卡。你可以将其中任意数量张{cards_text(flt)}置于你手上。将其余的卡以任意顺序置于你的{where}"
        case a.LookAtTop(count=count, take=take, take_filter=flt, rest=rest) as step:
            text = f"查看你卡组顶的 {count} 张卡。"
            if take and step.take_min and not step.reveal:
                rest_text = "另一张置于卡组底" if count - take == 1 else "其余的卡以任意顺序置于你的卡组底"
                if rest == "inkwell":
                    rest_text = "另一张正面朝下，并为力竭状态放进你的奇墨池"
                return text + f"将{'一' if take == 1 else f' {take} '}张置于你手上，{rest_text}"
            if take:
                text += f"你可以展示{'一' if take == 1 else f'至多 {take} '}张{cards_text(flt)}并将其置于你手上。"
            if step.play_instead_if is not None:
                what = TYPES.get(flt.type or "", "卡")
                text += f"如果那个{what}是{filter_text(step.play_instead_if)}，则改为你可以免费打出它且它进场时须为力竭状态。"
            if rest == "top_or_bottom" and count > 1:
                return text + "将其中任意数量张卡以任意顺序置于你的卡组顶或卡组底"
            if rest == "top_or_bottom":
                return text + "将其置于你的卡组顶或卡组底"
            if rest == "one_top_one_bottom":
                return text + "将一张置于你的卡组顶，另一张置于卡组底"
            where = "卡组顶" if rest == "top" else "卡组底"
            return text + f"将其余的卡以任意顺序置于你的{where}"
        case a.PutIntoInkwell(source=source, target=target, exerted=exerted):
            what = {"top_of_deck": "你卡组顶的那张卡", "hand": "任意一张卡从你手上", "this_card": "这张卡",
                    "discard": f"一张{cards_text(step.filter)}从你的弃置区"}.get(source) or target_text(target)  # fmt: skip
            inkwell_owner = "其玩家" if source == "target" and target.mode != "trigger_card" else "你"
            if source == "top_of_deck" and (step.count > 1 or step.who != "you"):
                what, inkwell_owner = f"{WHO[step.who]}将其卡组顶的{count_text(step.count)}张卡", "其"
                return f"{what}正面朝下，并为力竭状态放进{inkwell_owner}奇墨池"
            return f"将{what}正面朝下{'，并为力竭状态' if exerted else '地'}放进{inkwell_owner}的奇墨池"
        case a.ReduceNextCost(filter=flt, per=per) if per is not None:
            return f"计算你在场上的{in_play_text(per.filter)}数量。你本回合打出的下一个{filter_text(flt)}少支付该数量的 ⬡"
        case a.ReduceNextCost(amount=amount, filter=flt):
            return f"你本回合打出的下一个{filter_text(flt)}少支付 {amount} ⬡"
        case a.ChooseOne(options=options, either=True):
            return "或".join(effects_text(steps).removesuffix("。") for steps in options)
        case a.ChooseOne(options=options):
            return "选择一项：\n" + "\n".join(f"• {effects_text(steps)}" for steps in options)
        case a.PutOnDeckBottom(target=target):
            return f"将{target_text(target)}以任意顺序置于其玩家的卡组底"
        case a.RevealTop() as step:
            return reveal_top_text(step)
        case a.MoveToLocation(target=target, location=location):
            where = {"trigger_card": "该处", "previous": "该处"}.get(location.mode, "一处地点")
            if target.count > 1 or target.mode == "all":
                where = "同一处地点"
            who = "你的一个角色" if target == a.MoveToLocation.model_fields["target"].default else target_text(target)
            if step.with_self:
                return f"免费将他和你的一个其他{TYPES[target.filter.type or 'character']}移至同一处地点"
            return f"将{who}免费移至{where}"
        case a.Reveal() as step:
            return reveal_text(step)
        case a.SearchDeck(filter=flt):
            return f"你可以从你的卡组中搜寻一张{cards_text(flt)}并向所有玩家展示那张卡。将你的卡组洗混并将那张卡置于卡组顶"
        case a.DiscardHand(who=who):
            return f"{WHO[who]}弃置其手卡"
    raise ValueError(f"no text for step {step!r}")


def reveal_top_text(step: a.RevealTop) -> str:
    """"说出一张卡的名称，然后展示你卡组顶的那张卡。如果它是该名称的卡，则将那张卡置于你手上。否则…"."""
    text = "说出一张卡的名称，然后展示你卡组顶的那张卡。" if step.name_a_card else "展示你卡组顶的那张卡。"
    text += "如果它是该名称的卡，则" if step.name_a_card else f"如果它是{cards_text(step.match)}，则"
    if step.hit == "hand":
        text += "将那张卡置于你手上" + (f"并获得 {step.lore} 点奇谈" if step.lore else "")
    else:
        text += "你可以免费打出它" + ("，且它进场时为力竭状态" if step.exerted else "")
    return text + f"。否则，将它放回你的卡组{'顶' if step.miss == 'top' else '底'}"


def reveal_text(step: a.Reveal) -> str:
    """"所选的对手展示其手卡并弃置一张由你选择的X卡", "每位对手各展示其手卡", "查看每位对手卡组顶的那张卡"."""
    whose = "所选的对手" if step.who == "chosen_opponent" else "每位对手"
    cards = "手卡" if step.what == "hand" else "卡组顶的那张卡"
    if step.only_to_you:
        text = f"查看{whose}的{cards}"
    else:
        text = f"{whose}{'' if step.who == 'chosen_opponent' else '各'}展示其{cards}"
    if step.discard is not None:
        text += f"并弃置一张由你选择的{cards_text(step.discard)}"
    return text


COUNTED = {a.RemoveDamage: "移去 1 点伤害", a.LoseLore: "失去 1 点奇谈"}


def per_previous_text(step: a.Draw | a.GainLore, previous) -> str:
    gains = "抽一张卡" if isinstance(step, a.Draw) else f"获得 {step.amount} 点奇谈"
    if isinstance(previous, a.Discard):  # it counts the players who did not discard
        return f"每有一位不如此做的对手，你{'可以' if getattr(step, 'up_to', False) else '便'}{gains}"
    counted = COUNTED.get(type(previous), "如此做一次")
    return f"每以此法{counted}，{'你可以' if getattr(step, 'up_to', False) else '便'}{gains}"


def effects_text(steps: list) -> str:
    text = ""
    for index, step in enumerate(steps):
        if isinstance(step, a.Draw | a.GainLore) and step.per_previous:
            text += per_previous_text(step, steps[index - 1] if index else None) + "。"
            continue
        sentence = condition_text(step.condition) + step_text(step)
        target = getattr(step, "target", None)
        if target is not None and target.mode == "each_opponent":
            sentence = f"每位对手各选择自己的一个{TYPES.get(target.filter.type or '', '卡')}并{sentence}"
        if target is not None and target.mode == "each_player":
            sentence = f"每位玩家从自己的{TYPES.get(target.filter.type or '', '卡')}中各选择一个，{sentence}"
        if step.optional and getattr(step, "who", "you") != "you":
            sentence = sentence.replace("各", "各可以", 1)  # 每位玩家各可以…: each player decides
        elif step.optional:
            sentence = "你可以" + sentence
        if step.if_done:
            sentence = "如果你以此法如此做，则" + sentence
        text += sentence
        if not isinstance(step, a.PayCost) and not sentence.endswith("。"):  # "[A] 来 [B]" reads as one sentence
            text += "。"
    if steps and isinstance(steps[-1], a.PayCost):  # a cost with nothing after it (a "may" of its own)
        text = text.removesuffix("来") + "。"
    return text


TRIGGERS = {
    "start_of_turn": "在你的回合开始时，",
    "end_of_turn": "在你的回合结束时，",
    "played": "当你打出这个角色时，",
    "quests": "每当这个角色探奇时，",
    "challenged": "每当这个角色受到挑战时，",
    "challenges": "每当这个角色发起挑战时，",
    "banished": "当这个角色被驱逐时，",
    "leaves_play": "当这个角色离场时，",
    "banishes_in_challenge": "每当这个角色在挑战中驱逐另一个角色时，",
    "you_draw": "每当你抽一张卡时，",
    "sings": "每当这个角色演唱一首歌曲时，",
    "your_banishes_in_challenge": "每当你的一个角色在挑战中驱逐另一个角色时，",
    "dealt_damage": "每当这个角色受到伤害时，",
    "deals_damage_in_challenge": "每当这个角色在挑战中向另一个角色造成伤害时，",
    "you_discard": "每当你弃置一张卡时，",
    "put_into_your_inkwell": "每当一张卡被放进你的奇墨池时，",
    "readied": "每当你令这个角色就绪时，",
    "moves_to_location": "每当这个角色移至一处地点时，",
    "quests_here": "每当一个角色在此处探奇时，",
    "banished_here": "每当一个角色在此处被驱逐时，",
    "banishes_in_challenge_here": "每当一个在此处的角色在挑战中驱逐另一个角色时，",
    "your_other_banishes_in_challenge": "每当你的一个其他角色在挑战中驱逐另一个角色时，",
    "opponent_draws_in_their_turn": "在每位对手的回合中，每当他抽一张卡时，",
    "opponent_discards": "每当对手弃置 1 张或数张卡时，",
}

# Triggers about one of your cards matching the filter ("你的一个…"), by event.
WATCHING_YOURS = {
    "your_returned_to_hand": "每当{}从场上移回你手上时，",
    "you_remove_damage": "每当你从{}上移去 1 点或数点伤害时，",
    "your_chosen_for_support": "每当{}因辅助被选中时，",
}


def trigger_text(trigger: a.Trigger) -> str:
    if trigger.event == "challenges" and trigger.filter is not None:  # the filter is on the challenged
        return f"每当这个角色挑战一个{filter_text(trigger.filter)}时，"
    if trigger.event in TRIGGERS:
        return TRIGGERS[trigger.event]
    if trigger.event == "banished_in_challenge":
        role = {"challenged": "受到挑战并", "challenger": "发起挑战并"}.get(trigger.role, "在挑战中")
        return f"当这个角色{role}被驱逐时，"
    if trigger.event == "banished_in_challenge_here":
        role = {"challenged": "在此处受到挑战并", "challenger": "在此处发起挑战并"}.get(trigger.role, "在此处的角色在挑战中")
        return f"每当一个{'角色' if trigger.role != 'any' else ''}{role}被驱逐时，"
    if trigger.event == "any_dealt_damage":
        return f"每当一个{filter_text(trigger.filter)}受到伤害时，"
    if trigger.event in WATCHING_YOURS:
        return WATCHING_YOURS[trigger.event].format(whose(trigger.filter))
    if trigger.event == "your_quests":
        return f"每当{whose(trigger.filter)}探奇时，"
    if trigger.event == "your_challenges":
        return f"每当{whose(trigger.filter)}挑战另一个角色时，"
    if trigger.event == "opponent_plays":
        return f"每当任一对手打出一个{filter_text(trigger.filter) or '卡'}时，"
    if trigger.event == "any_banished":
        return f"每当{'一个' if not trigger.filter.other else ''}{filter_text(trigger.filter)}被驱逐时，"
    if trigger.event == "you_play" and trigger.filter is not None and trigger.filter.shifted:
        return f"每当你打出一个{filter_text(trigger.filter)}时，如果你利用转形打出他，则"
    if trigger.event == "you_play":
        return f"每当你打出一个{filter_text(trigger.filter) or '卡'}时，"
    if trigger.event == "challenges_here":
        return f"每当一个在此处{'且' + filter_text(trigger.filter) if trigger.filter else '的角色'}挑战另一个角色时，"
    suffix = "在挑战中被驱逐" if trigger.event == "your_banished_in_challenge" else "被驱逐"
    return f"每当{whose(trigger.filter)}{suffix}时，"


def whose(flt: a.Filter | None) -> str:
    """"你的一个其他角色": one of your cards matching the filter."""
    if flt is None:
        return "你的一个角色"
    return "你的一个" + filter_text(flt.model_copy(update={"owner": "any"}), plural=True)


def condition_text(condition: a.Condition | None) -> str:
    if condition is None:
        return ""
    parts = []
    if condition.during_your_turn:
        parts.append("在你的回合中，")
    if condition.source_exerted:
        parts.append("只要这个角色为力竭状态，")
    if condition.source_damaged is not None:
        parts.append(f"只要这个角色上{'有' if condition.source_damaged else '没有'}伤害，")
    if condition.source_at_location:
        parts.append("只要这个角色在地点内，")
    if condition.source_not_at_location:
        parts.append("除非这个角色在地点内，否则")
    if condition.source_shifted:
        parts.append("如果你利用转形打出他，则")
    if condition.source_challenged:
        parts.append("这个角色受到挑战后，在挑战中")
    if condition.you_have is not None:
        count = "一个" if condition.you_have_count == 1 else f" {condition.you_have_count} 个或更多"
        parts.append(f"如果你在场上有{count}{filter_text(condition.you_have)}，则")
    if condition.you_have_also is not None:
        parts.append(f"如果你在场上还有{in_play_text(condition.you_have_also)}，则")
    if condition.source_strength_at_least is not None:
        parts.append(f"只要他的 ¤ 等于或大于 {condition.source_strength_at_least}，便")
    if condition.you_have_none is not None:
        parts.append(f"如果你在场上没有{in_play_text(condition.you_have_none)}，则")
    if condition.opponent_has is not None:
        parts.append(f"如果任一对手在场上有{in_play_text(condition.opponent_has)}，则")
    if condition.more_than_each_opponent is not None:
        parts.append(f"只要你在场上的{filter_text(condition.more_than_each_opponent, plural=True)}数量比每位对手都多，")
    if condition.strongest_character:
        parts.append("如果你在场上有角色的 ¤ 比每个对手角色都高，则")
    if condition.anyone_has is not None:
        parts.append(f"如果场上有{in_play_text(condition.anyone_has)}，则")
    if condition.inkwell_at_least is not None:
        parts.append(f"只要你奇墨池中的卡等于或超过 {condition.inkwell_at_least} 张，")
    if condition.opponent_has_more_cards_in_hand:
        parts.append("如果任一对手的手卡比你多，则")
    if condition.opponent_has_more_ink:
        parts.append("如果任一对手奇墨池中的卡比你多，")
    if condition.no_cards_in_hand:
        parts.append("如果你没有手卡，则")
    if condition.an_opponent_has_no_cards_in_hand:
        parts.append("只要任一对手没有手卡，")
    if condition.you_played_this_turn is not None:
        parts.append(played_this_turn_text(condition.you_played_this_turn))
    if condition.no_other_quested_this_turn:
        parts.append("如果本回合没有其他角色探奇过，")
    if condition.opposing_character_banished_in_challenge_this_turn:
        parts.append("如果任一对手的角色本回合在挑战中被驱逐，")
    return "".join(parts)


def played_this_turn_text(played: a.PlayedThisTurn) -> str:
    what = TYPES[played.type]
    if played.at_most == 0:
        return f"如果你本回合没有打出过{what}，则"
    if played.at_most == played.at_least:  # "你打出一回合中的第二个行动时"
        return f"如果这是你本回合打出的第{played.at_least}个{what}，则"
    if played.at_least == 1:
        return f"如果你本回合打出过{what}，则"
    return f"如果你本回合打出过 {played.at_least} 个或更多{what}，则"


def per_text(per: a.Per) -> str:
    if per.zone == "discard":
        return f"你的弃置区中每有一张{cards_text(per.filter)}，"
    if per.zone == "damage":
        return "这个角色上每有 1 点伤害，"
    if per.zone == "play" and per.filter.here:  # "你在此处每有一个角色，"
        return f"你在此处每有一个{in_play_text(per.filter.model_copy(update={'here': False}))}，"
    if per.zone == "play" and per.filter.owner == "opponent":
        return f"对手场上每有一个{in_play_text(per.filter)}，"
    return {"hand": "你手上每有一张卡，", "inkwell": "你奇墨池中每有一张卡，",
            "opponents_hand": "所有对手每有一张手卡，"}.get(per.zone, f"你在场上每有一个{in_play_text(per.filter)}，")  # fmt: skip


VALUE_NAMES = {"lore": "◊", "strength": "¤", "cost": "费用", "damage": "伤害数量"}


def value_text(value: a.ValueOf) -> str:
    """"所选的你的角色之 ◊", "该地点之 ◊", "所选的你的角色上的伤害数量"."""
    if value.at_its_location:
        return f"该地点之 {VALUE_NAMES[value.stat]}"
    if value.stat == "damage":
        return f"{target_text(value.of)}上的伤害数量"
    return f"{target_text(value.of)}之{VALUE_NAMES[value.stat]}"


def in_play_text(flt: a.Filter) -> str:
    """"你在场上…X": the filter without "你的", which the sentence says already."""
    return filter_text(flt.model_copy(update={"owner": "any"}), plural=True)


def static_text(static: a.Static, this: str = "这个角色") -> str:
    """``this``: how the card names itself (这个角色 / 这个物品 / 这个地点)."""
    who = filter_text(static.to, plural=True) if static.to else this
    if static.takes_their_damage:
        return f"如果{whose(static.to)}将受到伤害，则改为在{this}上放置等量的伤害指示物。"
    if static.loses_keyword is not None:
        keyword = keyword_text(static.loses_keyword, None)
        return f"{who}失去{keyword}且不能获得{keyword}。"
    if static.grants is not None:
        return f"{who}获得“{ability_text(static.grants, '这个角色')}”"
    if static.keyword == "ward" and static.to is not None and static.to.type != "character" and not static.per:
        return f"对手不能为奇能或卡牌效果选择{who}。"  # Ward spelled out (10.12.1): no reminder text for items
    if static.keyword:
        each = f"{per_text(static.per)}" if static.per else ""
        return f"{each}{who}{'便' if each else ''}获得{keyword_text(static.keyword, static.value)}。"
    if static.stat:
        if static.per:
            return f"{per_text(static.per)}{who}便得 {static.amount:+d} {STATS[static.stat]}。"
        return f"{who}得 {static.amount:+d} {STATS[static.stat]}。"
    if static.sings_as_extra:
        return f"{who}视作费用 +{static.sings_as_extra} 来演唱歌曲。"
    if static.flag == "cannot_quest":
        return f"{who}{'均' if static.to else ''}不能探奇。"
    if static.flag == "cannot_sing" and static.to:
        return f"{who}不能力竭来演唱歌曲。"
    if static.free_move:
        return f"{who}可以免费移至此处。"
    if static.free_play:
        return "你便可以免费打出这个角色。"
    if static.free_activation:
        return f"你可以免费使用{this}的奇能。"
    if static.move_cost_reduction:
        where = "此处" if this == "这个地点" else "地点"  # a location's own, or any location (move.py)
        return f"你少支付 {static.move_cost_reduction} ⬡ 来将{who}移至{where}。"
    if static.flag == "cannot_be_challenged":
        return f"{who}不能受到挑战。"
    if static.flag in FLAG_TEXTS:
        return FLAG_TEXTS[static.flag]
    if static.enters_with_damage:
        return f"这个角色进场时带有 {static.enters_with_damage} 点伤害。"
    if static.cost_reduction:
        what = filter_text(static.to, plural=True) if static.to else "这个角色"
        who_pays = f"{per_text(static.per)}你便" if static.per else "你"
        return f"{who_pays}少支付 {static.cost_reduction} ⬡ 来打出{what}。"
    return f"费用等于或小于 {static.max_cost} 的角色不能挑战{who}。"


def chosen_cost_parts(cost: a.Cost) -> list[str]:
    """"⟳ 你的一个角色", "驱逐你的一个物品", "选择并弃置一张角色卡" (7.5.1)."""
    if cost.exert_chosen is not None:
        return [f"⟳ 你的一个{filter_text(cost.exert_chosen)}"]
    if cost.banish_chosen is not None:
        return [f"驱逐你的一个{filter_text(cost.banish_chosen)}"]
    if cost.discard:
        return [f"弃置{count_text(cost.discard)}张{cards_text(cost.discard_filter)}"]
    return []


def ability_text(ability: a.Ability, this: str = "这个物品") -> str:
    """``this``: how the card names itself (这个角色 / 这个物品 / 这个地点), in a "banish this …" cost
    and in its own triggers ("当你打出这个物品时")."""
    name = f"【{ability.name}】 " if ability.name else ""
    condition = condition_text(ability.condition)
    if ability.kind == "static":
        if _reads_own_strength(ability):
            static, at_least = ability.static, ability.condition.source_strength_at_least
            return f"{name}只要这个角色的 ¤ 等于或大于 {at_least}，他便得 {static.amount:+d} {STATS[static.stat]}。"
        return name + condition + static_text(ability.static, this)
    if ability.kind == "activated":
        cost = ability.cost
        parts = (["⟳"] if cost.exert else []) + ([f"{cost.ink} ⬡"] if cost.ink else []) + ([f"驱逐{this}"] if cost.banish_self else [])
        parts += chosen_cost_parts(cost)
        if ability.once_per_turn:  # "每回合一次，你可以支付 2 ⬡ 来…"
            return f"{name}每回合一次，你可以支付 {cost.ink} ⬡ 来{condition}{effects_text(ability.effects)}"
        return f"{name}{'，'.join(parts)}～{condition}{effects_text(ability.effects)}"
    may = "你可以" if ability.optional else ""
    trigger = trigger_text(ability.trigger).replace("这个角色", this)  # the card's own events
    if ability.once_per_turn:  # "每回合一次，当…时"
        name += "每回合一次，" + trigger.removeprefix("每")
        return f"{name}{condition}{may}{effects_text(ability.effects)}"
    return f"{name}{condition if ability.condition and ability.condition.during_your_turn else ''}{trigger}" \
        f"{'' if ability.condition and ability.condition.during_your_turn else condition}{may}{effects_text(ability.effects)}"


def _reads_own_strength(ability: a.Ability) -> bool:
    """"只要这个角色的 ¤ 等于或大于 N，他便得 +M ◊": a static of the card itself, on its own strength."""
    condition, static = ability.condition, ability.static
    only_strength = condition is not None and condition == a.Condition(source_strength_at_least=condition.source_strength_at_least)
    return only_strength and condition.source_strength_at_least is not None and static.to is None and static.per is None


def shift_discard_text(shift) -> str:
    """"转形：弃置一张歌曲卡" / "转形：弃置 2 张卡" (10.8.1)."""
    return f"转形：弃置{count_text(shift.discard_count)}张{cards_text(shift.discard)}"


def card_text(card: CardDef) -> str:
    """The card's rules text, one ability per line, without reminder text."""
    lines = [shift_discard_text(k) if k.discard else keyword_text(k.id, k.value) for k in card.keywords]
    if card.additional_cost and card.additional_cost.discard:
        lines.append(f"作为打出这张卡的额外费用，你须弃置 {card.additional_cost.discard} 张卡。")
    this = {"character": "这个角色", "location": "这个地点"}.get(card.type, "这个物品")
    lines += [ability_text(ability, this) for ability in card.abilities]
    if card.effects:
        lines.append(effects_text(card.effects))
    return "\n".join(lines)
