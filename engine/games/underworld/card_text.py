"""Chinese rules text generated from a card's abilities, as players read it in lookups and
prompts. The printed text of the community database is shown beside it when imported."""

from engine.core.messages import t

from . import abilities as a
from .cards import DOMAIN_NAMES, CardDef

ICON_NAMES = {"investigation": "眼", "battle": "刀", "influence": "星"}
KIND_NAMES = {
    "character": "角色", "hidden_agent": "暗藏者", "character_or_agent": "角色或暗藏者", "attachment": "附属",
    "asset": "资产", "attachment_or_asset": "附属或资产", "region": "地区", "player": "玩家",
    "graveyard_character": "墓地中的角色牌", "character_or_attachment": "角色或附属",
}  # fmt: skip
WHO = {"you": "你", "each": "每位玩家各", "opponent": "对手", "target_player": "目标玩家"}


def icons_text(black: list[str], white: list[str] = ()) -> str:
    return "".join(f"［白{ICON_NAMES[i]}］" for i in white) + "".join(f"［黑{ICON_NAMES[i]}］" for i in black)


def select_text(select: a.Select) -> str:
    parts = []
    if select.here:
        parts.append("本地区的")
    if select.not_here:
        parts.append("另一个")
    if select.in_region:
        parts.append("该地区的")
    if select.other:
        parts.append("另一个")
    if select.exhausted:
        parts.append("已横置的")
    if select.printed_cost_min is not None:
        parts.append(f"印刷费用大于或等于{select.printed_cost_min}的")
    if select.printed_cost_max is not None:
        parts.append(f"印刷费用小于或等于{select.printed_cost_max}的")
    if select.has_domain:
        parts.append("具有魔法领域图标的")
    if select.attached_to_character:
        parts.append("结附于角色的")
    parts.append({"you": "本方", "enemy": "敌方", "any": ""}[select.controller])
    if select.not_subtype:
        parts.append(f"非{select.not_subtype}")
    if select.subtype:
        parts.append(select.subtype)
    parts.append(KIND_NAMES[select.kind])
    return "".join(parts)


def ref_text(ref: a.Ref, targets: dict[str, a.TargetSpec]) -> str:
    if ref.source:
        return "本卡牌"
    if ref.host:
        return "受此结附的角色"
    if ref.all is not None:
        return "所有" + select_text(ref.all)
    spec = targets.get(ref.target or "")
    if spec is None:
        return "目标"
    count = f"至多{spec.count}个" if spec.up_to else ("" if spec.count == 1 else f"{spec.count}个")
    return f"{count}目标{select_text(spec.select)}"


def _modify_text(step, what: str) -> str:
    gains = icons_text(step.icons, step.white_icons)
    if step.defence:
        gains += f"{step.defence:+d}防御力"
    gains += "".join(t(f"underworld.keyword.{k.id}") for k in step.keywords)
    gains += "".join(f"额外{s}类别" for s in step.subtypes)
    return f"{what}获得{gains}" + ("，该能力持续到本卡牌离场为止" if step.until == "source_leaves" else "直到回合结束")


def _search_text(step, what: str) -> str:
    kind_name = {"character": "角色牌", "affair": "事务牌", "attachment": "附属牌", None: "牌"}[step.basic_type]
    return f"从你的牌库中寻找一张{step.subtype or ''}{kind_name}，展示后置于你的手中，然后洗牌"


def _seal_text(step, what: str, targets: dict[str, a.TargetSpec] | None = None) -> str:
    domain = f"【{DOMAIN_NAMES[step.domain]}】领域的" if step.domain else ""
    who = WHO[step.who]
    sealed = {"hand": f"{who}的一张{domain}手牌", "random_hand": f"{who}随机选择的一张手牌",
              "library_top": f"{who}牌库顶的一张牌"}.get(step.pick or "", what)  # fmt: skip
    host = "本方秘社" if step.on_society else ref_text(step.on, targets or {})
    return f"将{sealed}封印在{host}上"


# Chinese text of each step type: (step, the text of what it acts on) -> text
STEP_TEXT = {
    "draw": lambda step, what: f"{WHO[step.who]}抓{step.count}张牌",
    "discard": lambda step, what: f"{WHO[step.who]}{'随机' if step.random else ''}弃{step.count}张手牌",
    "deal_damage": lambda step, what: f"对{what}造成{step.amount or 'X'}点伤害",
    "destroy": lambda step, what: f"消灭{what}",
    "exhaust": lambda step, what: f"横置{what}" + ("；若已横置，则改为将其移回其拥有者手上" if step.return_if_exhausted else ""),
    "return_to_hand": lambda step, what: f"将{what}移回其拥有者手上",
    "lurk": lambda step, what: f"令{what}潜伏",
    "prevent_damage": lambda step, what: f"本回合中，为{what}防止接下来将受到的所有伤害",
    "suppress": lambda step, what: f"遏制{step.amount}",
    "place_influence": lambda step, what: f"在{'本' if step.region == 'here' else '该'}地区上放置{step.amount}个本方势力标志",
    "predict": lambda step, what: f"预测{step.count}",
    "bottom_to_hand": lambda step, what: f"将你牌库底的{step.count}张牌置于手中",
    "sacrifice": lambda step, what: f"{WHO[step.who]}牺牲一个{KIND_NAMES[step.kind]}",
    "move": lambda step, what: f"将{what}移动到目标地区",
    "gain_cost": lambda step, what: f"你获得{step.amount}",
    "return_from_graveyard": lambda step, what: f"将{what}置于你的手中",
    "put_into_play": lambda step, what: f"令{what}" + ("以暗藏者状态置于该地区" if step.face_down else "正面进场并置于该地区"),
    "look_at": lambda step, what: f"检视{what}",
    "top_to_assets": lambda step, what: "将你牌库顶的一张牌正面置入你的资产区，令其成为一个资产",
    "put_counters": lambda step, what: f"在{what}上放置{step.amount}个{'时间' if step.kind == 'time' else '锁定'}标志",
    "pay": lambda step, what: f"支付{step.amount}",
    "convert_influence": lambda step, what: "将本地区上的所有敌方势力标志移除，然后放置等量的本方势力标志",
    "reveal_free": lambda step, what: f"{WHO[step.who]}可以将一个由其操控的暗藏者翻面，且不需支付其费用",
    "shuffle_agents": lambda step, what: "若有玩家在同一地区操控多个暗藏者，则将这些暗藏者洗混",
    "cycle": lambda step, what: f"{WHO[step.who]}弃掉任意数量的手牌，然后抓等量的牌",
    "modify": _modify_text,
    "search_library": _search_text,
    "seal": _seal_text,
    "destroy_sealed": lambda step, what: f"消灭{what}上封印的所有牌",
    "reduce_next_cost": lambda step, what: f"本回合中，你下一张正面打出{'，且具有魔法领域图标' if step.has_domain else ''}的牌，"
    f"其所需费用减少{step.amount}",
    "gain_control": lambda step, what: f"{WHO[step.to]}获得{what}的操控权"
    + {"permanent": "", "end_of_turn": "直到回合结束", "source_leaves": "，该能力持续到本卡牌离场为止"}[step.until],
}  # fmt: skip

def step_text(step, targets: dict[str, a.TargetSpec] | None = None) -> str:
    ref = getattr(step, "what", None)
    what = ref_text(ref, targets or {}) if ref is not None else f"{WHO[getattr(step, 'who', 'you')]}墓地中的一张角色牌"
    if step.step == "seal":  # it names a second object, the host
        return _seal_text(step, what, targets)
    return STEP_TEXT[step.step](step, what)


def steps_text(steps: list, targets: list[a.TargetSpec] = ()) -> str:
    named = {spec.name: spec for spec in targets}
    parts = []
    for step in steps:
        text = condition_text(step.condition) + step_text(step, named)
        if step.optional:
            text = "你可以" + text
        if step.if_done:
            text = "若你如此做，" + text
        if step.unless_done:
            text = "否则" + text
        parts.append(text)
    return "，".join(parts) + "。" if parts else ""


def cost_text(cost: a.Cost | None) -> str:
    if cost is None:
        return ""
    parts = [str(cost.pay)] if cost.pay else []
    if cost.exhaust:
        parts.append("横置")
    if cost.sacrifice_self:
        parts.append("牺牲本卡牌")
    if cost.sacrifice:
        parts.append("牺牲一个角色")
    if cost.remove_counter:
        parts.append("自本方卡牌上移除一个时间标志")
    return "，".join(parts)


TRIGGER_LABELS = {
    "enters": "进场触发", "revealed": "现身触发", "dies": "死亡触发", "prepare": "准备步骤触发", "end_step": "结束步骤触发",
    "won_battle": "触发：当你赢得其所参与的战斗对抗时", "won_investigation": "触发：当你赢得其所参与的调查对抗时",
    "enters_region": "触发：当其进入一个地区时", "region_won": "赢取触发",
    "sealed_on_character": "触发：当本卡牌被封印在一个角色上时",
}  # fmt: skip


def ability_text(ability: a.Ability) -> str:
    body = steps_text(ability.effects, ability.targets)
    if ability.kind == "continuous":
        return "持续：" + static_text(ability.static)
    if ability.kind == "triggered":
        label = TRIGGER_LABELS[ability.trigger.event]
        if ability.forced:
            label = label.replace("触发", "强制触发", 1)
        return f"{label}：{body}"
    head = "快速行动" if ability.kind == "fast" else "行动"
    cost = cost_text(ability.cost)
    limit = "该能力每回合只能发动一次。" if ability.once_per_turn else ""
    return f"{head}{('，' + cost) if cost else ''}：{body}{limit}"


def static_text(static: a.Static | None) -> str:
    if static is None:
        return ""
    if static.flag:
        return condition_text(static.condition) + t(f"underworld.static.{static.flag}")
    if static.sealed_icons:
        return "本卡牌额外具有被封印在其上的角色牌能力栏内的所有能力图标。"
    who = {"self": "本卡牌", "host": "受此结附的角色"}.get(static.to) or ("所有" + select_text(static.select))
    gains = icons_text(static.icons, static.white_icons)
    if static.defence:
        gains += f"{static.defence:+d}防御力"
    gains += "".join(t(f"underworld.keyword.{k.id}") for k in static.keywords)
    condition = condition_text(static.condition)
    per = {"hidden_agent": "你每操控一个暗藏者，", "asset_domain": "你的资产区内每有一个该领域图标，"}.get(static.per or "", "")
    return f"{condition}{per}{who}获得{gains}。"


def condition_text(c: a.Condition | None) -> str:
    if c is None:
        return ""
    parts = []
    if c.assets_with_domain:
        parts.append(f"若你的资产区具有{c.assets_with_domain_count}个【{DOMAIN_NAMES[c.assets_with_domain]}】，")
    if c.no_enemy_characters_here:
        parts.append("若所在的地区没有敌方角色，")
    if c.own_influence_here:
        parts.append("若位于有本方势力标志的地区，")
    if c.enemy_influence_here:
        parts.append("若位于有敌方势力标志的地区，")
    if c.source_ready:
        parts.append("只要本卡牌未横置，")
    if c.you_have_token:
        parts.append("若你具有【先手标志】，则")
    return "".join(parts)


def card_text(printed: CardDef) -> str:
    lines = []
    keywords = [t(f"underworld.keyword.{k.id}") + (str(k.value) if k.value is not None else "") for k in printed.keywords]
    if keywords:
        lines.append(" ".join(keywords))
    if printed.attach_to:
        target = {"character": "目标角色", "region": "目标地区", "own_society": "本方秘社"}[printed.attach_to.kind]
        lines.append(f"结附于{target}")
    if printed.extra_cost:
        lines.append("额外费用：牺牲一个角色。")
    if printed.action_phase_only:
        lines.append("只能在行动阶段打出。")
    if printed.basic_type == "affair":
        head = "快速行动" if printed.speed == "fast" else "行动"
        if printed.modes:
            options = "\n".join("·" + steps_text(m.effects, m.targets) for m in printed.modes)
            lines.append(f"{head}：选择一项：\n{options}")
        else:
            lines.append(f"{head}：{steps_text(printed.effects, printed.targets)}")
    lines += [ability_text(ability) for ability in printed.abilities]
    return "\n".join(lines)
