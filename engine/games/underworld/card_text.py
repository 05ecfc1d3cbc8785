"""Chinese rules text generated from a card's abilities, as players read it in lookups and
prompts. The printed text of the community database is shown beside it when imported."""

from engine.core.messages import t

from . import abilities as a
from .cards import DOMAIN_NAMES, CardDef

ICON_NAMES = {"investigation": "眼", "battle": "刀", "influence": "星"}
KIND_NAMES = {
    "character": "角色", "hidden_agent": "暗藏者", "character_or_agent": "角色或暗藏者", "attachment": "附属",
    "asset": "资产", "attachment_or_asset": "附属或资产", "region": "地区", "player": "玩家",
    "graveyard_character": "墓地中的角色牌", "graveyard_card": "墓地中的牌", "character_or_attachment": "角色或附属",
    "character_attachment_or_agent": "角色、附属或暗藏者", "stack_card": "堆叠中的卡牌", "sealed_on_own_society": "封印在本方秘社上的牌",
}  # fmt: skip
GRAVEYARD_CARDS = {"graveyard_character": "角色牌", "graveyard_card": "牌"}
DOMAIN_ICONS = {"mind": "心", "holy": "圣", "star": "星", "death": "死", "blood": "血"}  # as printed in 【】
CONTEST_NAMES = {"investigation": "调查", "battle": "战斗", "influence": "势力"}
MILLED = {"you": "你", "each": "每位玩家", "opponent": "对手", "target_player": "目标玩家"}
REGION_OF = {None: "", "here": "本地区的"}  # a step's `region`: none, the source's, or a target's
RESTRICTIONS = frozenset({"immobile", "no_equipment"})  # keywords that read as what a card cannot do
WHO = {"you": "你", "each": "每位玩家各", "opponent": "对手", "target_player": "目标玩家", "targeting_controller": "其操控者"}


def keyword_text(keyword: a.Keyword) -> str:
    """"袭击1": the name, then the number of a valued keyword."""
    return t(f"underworld.keyword.{keyword.id}") + (str(keyword.value) if keyword.value is not None else "")


def icons_text(black: list[str], white: list[str] = ()) -> str:
    return "".join(f"［白{ICON_NAMES[i]}］" for i in white) + "".join(f"［黑{ICON_NAMES[i]}］" for i in black)


def select_text(select: a.Select, every: bool = False) -> str:
    """`every`: after "所有", where "另一个" reads "其他"."""
    parts = []
    if select.here:
        parts.append("本地区的")
    if select.not_here or select.not_region_of:
        parts.append("另一个")
    if select.adjacent:
        parts.append("相邻")
    if select.in_region:
        parts.append("目标地区的")
    if select.other or select.not_host:
        parts.append("其他" if every else "另一个")
    if select.exhausted:
        parts.append("已横置的")
    if select.printed_cost_min is not None:
        parts.append(f"印刷费用大于或等于{select.printed_cost_min}的")
    if select.printed_cost_max is not None:
        parts.append(f"印刷费用小于或等于{select.printed_cost_max}的")
    if select.printed_cost_x:
        parts.append({"equal": "印刷费用为X的", "at_most": "印刷费用小于或等于X的"}[select.printed_cost_x])
    if select.has_domain is not None:
        parts.append("具有魔法领域图标的" if select.has_domain else "未印刷有魔法领域图标的")
    if select.attached_to_character:
        parts.append("结附于角色的")
    if select.printed_subtype:
        parts.append(f"印刷类别为{select.printed_subtype}的")
    if select.with_attachment_named:  # "有名为鲜血的附属结附于其上的" (BQ035)
        parts.append(f"有名为{select.with_attachment_named}的附属结附于其上的")
    if select.with_attachment_subtypes:
        parts.append(f"有{'或'.join(select.with_attachment_subtypes)}附属结附于其上的")
    parts += [words for present, words in (
        (select.same_controller_as, "另一个由相同玩家操控的"),
        (select.has_counters, "具有指示物标志的"),
        (select.has_sealed, "其上有牌封印的"),
        (select.on_society_or_region_here, "结附于秘社或本地区上的"),
        (select.attached_to, "目标角色上的"),
        (select.defence_min is not None, f"防御力大于或等于{select.defence_min}的"),
    ) if present]  # fmt: skip
    if select.black_icon:
        parts.append(f"带有{icons_text([select.black_icon])}能力图标的")
    if select.with_counter:
        many = f"{select.counters_at_least}个或更多" if select.counters_at_least > 1 else ""
        parts.append(f"其上有{many}{t(f'underworld.counter.{select.with_counter}')}的")
    parts.append({"you": "本方", "enemy": "敌方", "any": ""}[select.controller])
    if select.not_subtype:
        parts.append(f"非{select.not_subtype}")
    if select.not_subtypes:
        parts.append("且".join(f"非{s}" for s in select.not_subtypes))
    if select.not_keyword:
        parts.append("非" + t(f"underworld.keyword.{select.not_keyword}"))
    if select.society:
        parts.append(f"【{select.society}】")
    if select.unique:
        parts.append("独有")
    if select.subtype:
        parts.append(select.subtype)
    if select.any_subtype:
        parts.append("或".join(select.any_subtype))
    if select.keyword:
        parts.append(t(f"underworld.keyword.{select.keyword}"))
    if select.domain:
        parts.append(f"【{DOMAIN_ICONS[select.domain]}】")
    if select.has_icon:
        icon = ICON_NAMES[select.has_icon]
        parts.insert(0, f"具有［黑{icon}］或［白{icon}］能力图标的")
    parts.append(KIND_NAMES[select.kind])
    return "".join(parts)


def ref_text(ref: a.Ref, targets: dict[str, a.TargetSpec]) -> str:
    if ref.source:
        return "本卡牌"
    if ref.host:
        return "受此结附的角色"
    if ref.sealed_on_source:
        return "封印在本卡牌上的所有牌"
    if ref.dying or ref.entering:
        return "该角色"
    if ref.sacrificed:
        return "这些角色牌"
    if ref.targeting:  # WM058
        return "该卡牌"
    if ref.exhausted_for_cost:  # MSWM03
        return "因发动该能力而横置的角色"
    if ref.all is not None:
        return "所有" + select_text(ref.all, every=True)
    spec = targets.get(ref.target or "")
    if spec is None:
        return "目标"
    count = f"至多{spec.count}个" if spec.up_to else ("" if spec.count == 1 else f"{spec.count}个")
    if spec.select.kind in GRAVEYARD_CARDS:  # "任一玩家墓地中的目标牌" (XQ49)
        owner = {"you": "你", "enemy": "敌方玩家", "any": "任一玩家"}[spec.select.controller]
        kind = (spec.select.subtype or "") + ("附属" if spec.select.subtype and spec.select.kind == "graveyard_card" else "")  # WM086
        return f"{owner}墓地中的{count}目标{kind}{GRAVEYARD_CARDS[spec.select.kind]}"
    return count + targeted(select_text(spec.select))


def targeted(words: str) -> str:
    """"目标" before what is chosen, after a leading "另一个" as the cards print it: "另一个目标角色",
    "另一个由相同玩家操控的目标角色" (XQ20)."""
    prefix = next((p for p in ("另一个由相同玩家操控的", "另一个") if words.startswith(p)), "")
    return f"{prefix}目标{words.removeprefix(prefix)}"


def _discard_text(step, what: str) -> str:
    if step.basic_type:  # "检视目标玩家的手牌。你可以选择其中一张附属牌，该玩家弃掉该牌" (BQ028)
        kind = {"character": "角色", "affair": "事务", "attachment": "附属"}[step.basic_type]
        return (f"检视{WHO[step.who]}的手牌，{'你可以' if step.up_to else ''}选择其中{'一' if step.count == 1 else step.count}张{kind}牌，"
                "该玩家弃掉该牌")
    return f"{WHO[step.who]}{'随机' if step.random else ''}弃{step.count}张{'由你选择的' if step.chosen_by_you else ''}手牌"


def _modify_text(step, what: str) -> str:
    if step.becomes_character:  # "花园地精像成为一个地精角色，且具有［白眼］［黑刀］［黑星］和1防御力直到回合结束" (JC027)
        return (f"{what}成为一个{''.join(step.subtypes)}角色，且具有{icons_text(step.icons, step.white_icons)}和"
                f"{step.printed_defence}防御力直到回合结束（它仍然是附属）")
    if step.printed_defence is not None:  # "…的角色，其印刷防御力成为1直到回合结束" (XQ07)
        return f"{what}，其印刷防御力成为{step.printed_defence}直到回合结束"
    gains = icons_text(step.icons, step.white_icons)
    if step.defence:
        gains += f"{step.defence:+d}防御力"
    gains += ("和" if gains and step.keywords else "") + "".join(keyword_text(k) for k in step.keywords)  # "［黑刀］和屏障"
    gains += "".join(f"额外{s}类别" for s in step.subtypes)
    if step.grants is not None:  # "获得［黑刀］和“死亡触发：抓一张牌”" (BQ016)
        gains += f"和“{ability_text(step.grants).removesuffix('。')}”"
    if step.influence_becomes_battle:
        return f"本回合中，{what}上的所有［黑星］和［白星］能力图标都替换为［黑刀］，并获得{gains}"
    if step.lose_keywords:  # "目标角色失去灵体能力直到回合结束" (MSJC10)
        lost = "、".join(t(f"underworld.keyword.{k}") for k in step.lose_keywords)
        return f"{what}{'获得' + gains + '，并' if gains else ''}失去{lost}能力直到回合结束"
    return f"{what}获得{gains}" + ("，该能力持续到本卡牌离场为止" if step.until == "source_leaves" else "直到回合结束")


def _sacrifice_text(step, what: str) -> str:
    if step.what:
        return f"牺牲{what}"
    region = REGION_OF.get(step.region, "目标地区的")
    if step.unless_remove_influence:
        return (f"除非{WHO[step.who]}选择并移除{step.unless_remove_influence}个其所拥有的势力标志，"
                f"否则其牺牲一个{region}{KIND_NAMES[step.kind]}")  # fmt: skip
    draw = "，然后抓等同于其所牺牲的角色的防御力数值的牌" if step.draw_per_defence else ""
    return f"{WHO[step.who]}牺牲一个{region}{KIND_NAMES[step.kind]}{draw}"


def _search_text(step, what: str, targets: dict[str, a.TargetSpec] | None = None) -> str:
    kind_name = {"character": "角色牌", "affair": "事务牌", "attachment": "附属牌", None: "牌"}[step.basic_type]
    if step.unique_of_society:
        kind_name = f"【{step.unique_of_society}】独有{kind_name}"
    elif step.unique:  # "一张独有吸血鬼角色牌" (CQ08)
        kind_name = "独有" + kind_name
    low, high = step.printed_cost_min, step.printed_cost_max
    cost = (f"印刷费用为{low}的" if low is not None and low == high else
            f"印刷费用大于或等于{low}的" if low is not None else
            f"印刷费用小于或等于{high}的" if high is not None else "")  # fmt: skip
    domain = f"【{DOMAIN_NAMES[step.domain]}】领域的" if step.domain else ""
    named = f"名为{step.name}的" if step.name else ""
    keyword = t(f"underworld.keyword.{step.keyword}") if step.keyword else ""
    unlike = f"非{step.not_subtype}" if step.not_subtype else ""
    faction = f"【{t(f'underworld.faction.{step.faction}')}】" if step.faction else ""
    subtype = "或".join(step.any_subtype) + (step.subtype or "")  # both when both are named ("空间法术牌")
    found = f"{cost}{domain}{named}{unlike}{subtype}{faction}{keyword}{kind_name}" + ("，且他们的名称不能相同" if step.distinct_names else "")
    how_many = "一张" if step.count == 1 else f"至多{step.count}张"
    whose = "他的" if step.who == "each" else "你的"
    if step.top:
        where, rest = f"自{whose}牌库顶的{step.top}张牌中寻找{how_many}{found}", "然后将其余的牌洗回牌库"
    else:
        where, rest = f"从{whose}牌库中寻找{how_many}{found}", "然后洗牌"
    if step.or_graveyard:  # JZ70
        where, rest = f"从{whose}牌库或墓地中寻找{how_many}{found}", "然后若从牌库寻找过牌则洗牌"
    if step.to == "top":  # shuffled first (DQJC107)
        rest = f"展示该牌，然后洗牌并将该牌置于{whose}牌库顶" if step.reveal else f"洗牌，然后将该牌置于{whose}牌库顶"
    put = {
        "play": f"将该牌展示后以暗藏者状态置于{'本' if step.region == 'here' else '目标'}地区" if step.face_down
        else f"将其结附在{ref_text(a.Ref(target=step.attach_on), targets or {})}上" if step.attach_on  # XG10
        else "将该牌放置进场并结附于合理的目标" if step.basic_type == "attachment"  # JC051
        else f"将其放置进场并置于{'本' if step.region == 'here' else '目标'}地区",
        "graveyard": f"将该牌置于{whose}墓地",
        "seal": f"将该牌封印在{ref_text(step.seal_on or a.Ref(source=True), targets or {})}上",
    }.get(step.to, f"{'展示后' if step.reveal else '将该牌'}置于{whose}手中")  # fmt: skip
    subject = WHO["each"] if step.who == "each" else ""
    return f"{subject}{where}，{rest}" if step.to == "top" else f"{subject}{where}，{put}，{rest}"


def _predict_text(step, what: str) -> str:
    if step.per_time_counter:
        return "预测X，X等于本卡牌上的时间标志数量"
    if step.per_society_counter:  # its X is explained by the draw that follows (BQ012)
        return "预测X"
    subject = "" if step.who == "you" else WHO[step.who]  # printed "预测3" (JC104)
    if step.plus_icons is None:
        return f"{subject}预测{step.count}"
    icon = ICON_NAMES[step.plus_icons]
    whose = "该玩家" if step.who == "each" else "你"
    return f"{subject}预测X。X为{whose}操控的所有角色拥有的［黑{icon}］和［白{icon}］图标数量之和加{step.count}"


def _seal_text(step, what: str, targets: dict[str, a.TargetSpec] | None = None) -> str:
    domain = f"【{DOMAIN_NAMES[step.domain]}】领域的" if step.domain else ""
    who = WHO[step.who]
    kinds = "或".join(f"{s}牌" for s in step.any_subtype) or "牌"
    sealed = {"hand": f"{who}的一张{domain}手牌", "random_hand": f"{who}随机选择的一张手牌",
              "library_top": f"{who}牌库顶的一张牌", "graveyard": f"一张{who}墓地中的{kinds}"}.get(step.pick or "", what)  # fmt: skip
    host = "本方秘社" if step.on_society else ref_text(step.on, targets or {})
    if step.who == "each":  # "每位玩家各将其牌库顶牌封印在该地区上" (DQWM004)
        return f"每位玩家各将其牌库顶牌封印在{host}上"
    return f"将{sealed}{'背面朝上' if step.face_down else ''}封印在{host}上"


# Chinese text of each step type: (step, the text of what it acts on) -> text
def _reduce_next_cost_text(step, what: str) -> str:
    """"本回合中，你下一张正面打出的【鸣钟教派】牌或具有【血】图标的牌，其所需费用减少2" (JC042)."""
    kinds = [f"【{step.society}】牌"] if step.society else []
    if step.domain:
        kinds.append(f"具有【{DOMAIN_ICONS[step.domain]}】图标的牌")
    domain = "，且具有魔法领域图标" if step.has_domain else ""
    card = "或".join(kinds) if kinds else f"{step.subtype or ''}牌"
    verb = "正面打出或翻面" if step.reveals else "正面打出"
    return f"本回合中，你下一张{verb}{domain}的{card}，其所需费用减少{'X' if step.amount_x else step.amount}"


STEP_TEXT = {
    "draw": lambda step, what: "每有一个因此法被消灭，就抓一张牌" if step.per_destroyed else f"{WHO[step.who]}抓"
    + (f"X张牌，X等于本方秘社上{t(f'underworld.counter.{step.per_society_counter}')}的数量" if step.per_society_counter
       else f"{step.count}张牌"),
    "discard": _discard_text,
    "reveal_hand": lambda step, what: f"{WHO[step.who]}展示其手牌",
    "shuffle_into_library": lambda step, what: f"将{what}洗入其拥有者的牌库",
    "add_like_counter": lambda step, what: f"在{what}上放置一个相同类别的指示物标志",
    "move_counters": lambda step, what: f"将{what}上的所有指示物标志，移动到{{to}}上",  # {to}: filled by step_text
    "deal_damage": lambda step, what: ("本地区每有一个时间标志，就" if step.per_time_counter_here else "")
    + f"对{what}造成{step.amount or 'X'}点伤害" + ("，该伤害不能被防止" if step.unpreventable else ""),
    "clear_influence": lambda step, what: f"移除{'本' if step.region == 'here' else '该'}地区上的所有{'敌方' if step.enemy_only else ''}势力标志",
    "destroy": lambda step, what: f"消灭{what}",
    "ready": lambda step, what: f"重置{what}",
    "exhaust": lambda step, what: f"横置{what}" + ("；若已横置，则改为将其移回其拥有者手上" if step.return_if_exhausted else ""),
    "return_to_hand": lambda step, what: f"将{what}移回其拥有者手上",
    "lurk": lambda step, what: f"令{what}闪烁（将该角色翻面为暗藏者，然后将其现身至正面）" if step.then_reveal else f"令{what}潜伏"
    + ("。在下一个准备步骤开始时，令其现身，且不需要支付其费用" if step.reveal_next_prepare else ""),
    "prevent_damage": lambda step, what: f"本回合中，为{what}防止接下来将受到的所有伤害",
    "suppress": lambda step, what: f"遏制{step.amount or 'X'}",
    "place_influence": lambda step, what: f"在{'本' if step.region == 'here' else '目标'}地区上放置"
    + ("X个本方势力标志，X等于此次抓牌的数量" if step.per_card_drawn else f"{step.amount}个本方势力标志"),
    "predict": _predict_text,
    "return_chosen": lambda step, what: f"{WHO[step.who]}选择一个由其操控的角色，将该角色移回其拥有者手上",
    "put_attached": lambda step, what: f"将{what}移回场上，并结附于合法目标",
    "reveal_until_character": lambda step, what: "从你的牌库顶开始展示卡牌，直到展示出一张角色牌为止，将该角色放置进场并置于本地区，"
    + ("将本卡牌横置并结附于其上，" if step.attach_source else "") + "然后将其余展示的牌洗回牌库",
    "reveal_top_to_assets": lambda step, what: f"{WHO[step.who]}展示其牌库顶牌，若所展示牌的印刷费用为偶数，则他可以将该牌置于"
    "其资产区作为一个资产，否则需将该牌洗回牌库（0为偶数）",
    "put_from_hand": lambda step, what: (f"从你的手牌中展示一张［黑刀］和［白刀］能力图标总和少于或等于本卡牌的{step.subtype or ''}角色牌，"
                                         "然后将该角色牌放置于本地区") if step.here  # JZ14
    else f"{WHO[step.who]}可以将一个角色或附属牌从其手中放置进场，并置于目标地区或结附于合法目标上"
    "（不需要支付费用或满足忠诚需求）",
    "clear_counters": lambda step, what: "移除目标地区上的所有指示物标志，但势力标志除外",
    "become_asset": lambda step, what: f"将{what}横置并置于你的资产区作为一个资产",
    "mill": lambda step, what: f"将{MILLED[step.who]}牌库顶的{step.count}张牌置于{'你的' if step.who == 'you' else '该玩家的'}墓地",
    "bottom_to_hand": lambda step, what: f"将你牌库底的{step.count}张牌置于手中",
    "sacrifice": _sacrifice_text,
    "move": lambda step, what: f"将{what}移动到{'一个相邻地区上' if step.to == 'adjacent' else '目标地区'}",
    "attach": lambda step, what: f"将{what}结附在{{to}}上",  # {to}: filled by step_text
    "move_influence": lambda step, what: f"将相邻地区上的{step.amount}个本方势力标志移动到本地区",
    "gain_cost": lambda step, what: f"你获得{step.amount}",
    "return_from_graveyard": lambda step, what: f"将{what}置于你的手中",
    "put_into_play": lambda step, what: ("" if step.region in ("here", "region_one", "where_it_was") else "选择目标地区，") + f"令{what}"
    + ("以暗藏者状态置于" if step.face_down else "正面进场并" + ("横置，且" if step.exhausted else "") + ("分别" if step.region == "where_it_was" else "") + "置于")
    + {"here": "本地区", "region_one": "地区一", "where_it_was": "其之前所在的地区"}.get(step.region, "该地区")
    + "".join(f"，该角色额外具有{s}类别" for s in step.subtypes),
    "look_at": lambda step, what: f"检视{what}",
    "look_at_hand": lambda step, what: f"检视{WHO[step.who]}的手牌",
    "counter": lambda step, what: f"终止{what}（将被终止的卡牌置于其拥有者的墓地且不生效）",
    "turn_face_up": lambda step, what: f"令{what}由暗藏者状态现身"
    + ("。在回合结束时，若因此效果进场的角色仍然在场，将其潜伏" if step.lurk_at_end_of_turn else ""),
    "top_to_assets": lambda step, what: "将你牌库顶的一张牌正面置入你的资产区，令其成为一个资产",
    "put_counters": lambda step, what: f"额外放置{step.amount}个相同类别的指示物标志" if step.kind == "triggering"
    else f"在{'本方秘社' if step.on_society else what}上放置{'X' if step.amount_x else step.amount}个" + t(f"underworld.counter.{step.kind}"),
    "drink_blood": lambda step, what: f"{what}饮血{step.amount}",
    "name_character": lambda step, what: "说出一个角色牌名称",
    "pay": lambda step, what: ("" if step.who == "you" else "除非" + WHO[step.who])
    + ("为每个在其上的锁定标志" if step.per_lock_counter else "") + f"支付{step.amount}",
    "return_when_dies": lambda step, what: f"本回合当{what}死亡时，将其移回场上，置于其之前所在的地区并横置",
    "graveyard_into_library": lambda step, what: f"将{'本卡牌和' if step.with_self else ''}{WHO[step.who]}墓地中的所有牌洗入其拥有者的牌库",
    "next_time": lambda step, what: f"本回合中，当你赢得下一次调查对抗时，{steps_text(step.effects, (), True).removesuffix('。')}",
    "play_sealed": lambda step, what: "展示封印在本卡牌上的所有牌，你可以打出其中一张牌，视作其具有【快速】且不需要支付其费用"
    "（但仍需满足忠诚需求）。将不打出的牌移回其拥有者手上",
    "convert_influence": lambda step, what: "将本地区上的所有敌方势力标志移除，然后放置等量的本方势力标志",
    "reveal_free": lambda step, what: (
        f"令一个印刷费用小于或等于X的本方角色从暗藏者状态现身，你无需支付该牌费用，但需要满足其忠诚需求。X为本方秘社上的{t(f'underworld.counter.{step.cost_at_most_society_counters}')}数量"
        if step.cost_at_most_society_counters else f"{WHO[step.who]}可以将一个由其操控的暗藏者翻面，且不需支付其费用"),
    "return_as_form": lambda step, what: f"将本卡牌移回场上，成为一个附属并结附于{what}",
    "destroy_cheapest": lambda step, what: "随机消灭一个本地区上印刷费用最低的敌方角色",
    "remove_own_influence": lambda step, what: f"移除{numeral(step.amount)}个本方势力标志",
    "play_from_hand_free": lambda step, what: "从你手中打出一张印刷费用小于或等于X的牌，你无需支付该牌费用，但需要满足其忠诚需求",
    "shuffle_agents": lambda step, what: "若有玩家在同一地区操控多个暗藏者，则将这些暗藏者洗混",
    "cycle": lambda step, what: f"{WHO[step.who]}弃掉任意数量的手牌，然后抓等量的牌",
    "remove_counters": lambda step, what: f"移除{what}上的{step.amount}个{t(f'underworld.counter.{step.kind}')}",
    "to_library_bottom": lambda step, what: (f"将你墓地中的{numeral(step.pick_own)}张牌置于你的牌库底" if step.pick_own
                                             else f"将{what}置于其拥有者的牌库{'顶' if step.top else '底'}"),
    "look_at_library_top": lambda step, what: f"检视{WHO[step.who]}牌库顶的一张牌",
    "random_hand_to_top": lambda step, what: f"{WHO[step.who]}随机选择一张手牌，展示该牌并将其置于拥有者牌库顶",
    "shuffle_library": lambda step, what: f"将{WHO[step.who]}的牌库洗牌",
    "skip_contests": lambda step, what: f"本回合中，{'本' if step.region == 'here' else '目标'}地区略过"
    + (f"{CONTEST_NAMES[step.kind]}对抗步骤" if step.kind else "对抗阶段"),
    "fewer_icons_win": lambda step, what: f"本回合中，本地区上所进行的{CONTEST_NAMES[step.kind]}对抗，改为由能力图标较少的一方赢得",
    "guess_top_cost": lambda step, what: "选择一个数字，然后展示你牌库顶的一张牌。若所展示的牌的印刷费用和你选择的数字相同，"
    "则将该牌置于你手中；若不相同，将所展示的牌置于你的牌库底",
    "modify": _modify_text,
    "search_library": _search_text,
    "seal": _seal_text,
    "destroy_sealed": lambda step, what: f"消灭{what}上封印的所有牌",
    "reduce_next_cost": _reduce_next_cost_text,
    "gain_control": lambda step, what: f"{WHO[step.to]}获得{what}的操控权"
    + {"permanent": "", "end_of_turn": "直到回合结束", "source_leaves": "，该能力持续到本卡牌离场为止"}[step.until],
}  # fmt: skip

def step_text(step, targets: dict[str, a.TargetSpec] | None = None) -> str:
    ref = getattr(step, "what", None)
    what = ref_text(ref, targets or {}) if ref is not None else f"{WHO[getattr(step, 'who', 'you')]}墓地中的一张角色牌"
    if getattr(step, "sealed_on_source", False):  # "令一张封印在貘组上的角色牌正面进场" (MSJC10)
        what = f"一张封印在本卡牌上的{step.subtype or ''}角色牌"  # "梦魇角色牌" (MSJZ04)
    if ref is not None and ref.if_subtype:  # "若该角色是仙灵，则其获得…"
        return f"若该角色是{ref.if_subtype}，则" + STEP_TEXT[step.step](step, "其")
    if ref is not None and ref.if_counter:  # "若该角色上已有锁定标志，则改为对其…"
        counter = {"lock": "锁定", "time": "时间"}[ref.if_counter]
        return f"若该角色上已有{counter}标志，则" + STEP_TEXT[step.step](step, "其")
    if ref is not None and ref.if_face_subtype:  # "若该暗藏者的正面是罪犯类别，则将其横置" (JZ46)
        return f"若该暗藏者的正面是{ref.if_face_subtype}类别，则" + STEP_TEXT[step.step](step, "其")
    if ref is not None and ref.if_sealed_under:  # "若有其他卡牌被封印在其上，则消灭该角色" (XQ45)
        return f"若有其他卡牌被封印在{what}上，则" + STEP_TEXT[step.step](step, "该角色")
    if step.step == "seal":  # it names a second object, the host
        return _seal_text(step, what, targets)
    if step.step == "search_library":  # it may seal what it finds under a target
        return _search_text(step, what, targets)
    destination = (targets or {}).get(getattr(step, "to", ""))
    if step.step == "move" and destination is not None:  # "另一个目标地区", "目标…暗藏者所在的地区" (JC069)
        where = "" if destination.select.kind == "region" else "所在的地区"
        return f"将{what}移动到{targeted(select_text(destination.select))}{where}"
    text = STEP_TEXT[step.step](step, what)
    region = (targets or {}).get(getattr(step, "region", None) or "")
    if step.step == "put_into_play" and region is not None:  # "置于目标水域地区" (BQ077)
        text = text.removesuffix("该地区") + f"目标{select_text(region.select)}"
    if step.step == "place_influence" and region is not None and region.select.kind != "region":  # XQ08
        text = text.replace("目标地区", "其所在地区", 1)
    if getattr(step, "who", None) == "target_player" and any(  # "目标敌方玩家牺牲一个角色" (JZ39)
            s.select.kind == "player" and s.select.controller == "enemy" for s in (targets or {}).values()):
        text = text.replace(WHO["target_player"], "目标敌方玩家", 1)
    receiver = getattr(step, "to", None)  # a second object the step names (move_counters, attach)
    if step.step == "attach":
        receiver = a.Ref(target=receiver)
    return text.replace("{to}", ref_text(receiver, targets or {})) if isinstance(receiver, a.Ref) else text


def _same_target(before, step) -> bool:
    first, then = getattr(before, "what", None), getattr(step, "what", None)
    return first is not None and then is not None and then.target is not None and first.target == then.target


def steps_text(steps: list, targets: list[a.TargetSpec] = (), says_may: bool = False) -> str:
    """`says_may`: the first step is worded as the trigger's choice ("你可以…", JC080)."""
    named = {spec.name: spec for spec in targets}
    parts = []
    for index, step in enumerate(steps):
        # paying is always a choice: "你可以支付1，若你如此做" (JC061), but "支付1，否则…" (JC064)
        otherwise_follows = index + 1 < len(steps) and steps[index + 1].if_not_done
        chosen = step.optional or (step.step == "pay" and not otherwise_follows) or (says_may and index == 0)
        may = "你可以" if chosen else ""
        words = step_text(step, named)
        if may and words.startswith("若") and "则" in words:  # "若…，你可以令其现身" (BQ037)
            words, may = words.replace("则", may, 1), ""
        text = condition_text(step.condition) + may + (words.removeprefix("你") if may else words)  # "若…，你可以…" (JZ67)
        face = getattr(getattr(step, "what", None), "if_face_subtype", None)
        if face and index and getattr(getattr(steps[index - 1], "what", None), "if_face_subtype", None) == face:
            text = "并" + text.removeprefix(f"若该暗藏者的正面是{face}类别，则")  # one condition for both (JZ46)
        if index and step.step == "move" and _same_target(steps[index - 1], step):  # "令…潜伏，然后你可以将其移动" (WM062)
            text = "然后" + text.replace(ref_text(step.what, named), "其", 1)
        if step.if_done:
            text = "若你如此做，" + text
        if step.if_extra_cost_paid:
            text = "若你已支付额外费用，" + text
        if step.if_not_done:
            text = "否则" + text
        parts.append(text)
    text = "，".join(parts) + "。" if parts else ""
    for spec in targets:  # "若你的资产区具有【心】，则改为消灭目标附属" (JC005)
        if spec.instead is not None:
            wider = [s.model_copy(update={"select": s.instead, "instead": None, "instead_if": None}) if s is spec else s for s in targets]
            text += condition_text(spec.instead_if) + "则改为" + steps_text(steps, wider)
    return text


def cost_text(cost: a.Cost | None) -> str:
    if cost is None:
        return ""
    parts = []
    if cost.exhaust:
        parts.append("横置")
    if cost.sacrifice_self:
        parts.append("牺牲本卡牌")
    if cost.sacrifice == "character":
        parts.append("牺牲一个角色")
    elif cost.sacrifice is not None:
        parts.append("牺牲一个" + select_text(cost.sacrifice))
    if cost.remove_counter:
        counter = t(f"underworld.counter.{cost.remove_counter}")
        count = cost.remove_counter_count
        many = "X个" if cost.remove_counter_x else "一个" if count == 1 else f"至少{count}个"  # "至少四个" (XQ32)
        parts.append(f"自{'本卡牌' if cost.remove_counter_from_self else '本方卡牌'}上移除{many}{counter}")
    if cost.remove_society_counter:  # MSWM04
        parts.append(f"从本方秘社上移除一个{t(f'underworld.counter.{cost.remove_society_counter}')}")
    if cost.to_score_area:
        parts.append("将本卡牌置入你的计分区")
    if cost.discard:
        parts.append(f"弃{'一' if cost.discard == 1 else cost.discard}张手牌")
    if cost.exhaust_own is not None:  # "横置三个本方奴仆角色" (MSJC12)
        parts.append(f"横置{numeral(cost.exhaust_own_count)}个{select_text(cost.exhaust_own)}")
    if cost.seal_from_graveyard:  # "将你墓地中的七张牌封印在颂亡者上" (MSJC16)
        parts.append(f"将你墓地中的{numeral(cost.seal_from_graveyard)}张牌封印在本卡牌上")
    if cost.sealed_to_library_bottom:  # "将一张封印在貘组上的牌置于你的牌库底" (MSJC10)
        parts.append(f"将{numeral(cost.sealed_to_library_bottom)}张封印在本卡牌上的牌置于你的牌库底")
    if cost.seal_graveyard_character_on_society and cost.seal_graveyard_named:  # JZ51
        parts.append(f"将本方墓地中{numeral(cost.seal_graveyard_character_on_society)}张名为{cost.seal_graveyard_named}的牌封印在本方秘社上")
    elif cost.seal_graveyard_character_on_society:  # XQ35
        parts.append(f"将你墓地中的另{numeral(cost.seal_graveyard_character_on_society)}张角色牌封印在本方秘社上")
    if cost.shuffle_sealed_named:  # BQ070
        parts.append(f"将一张封印在本方秘社上且名为{cost.shuffle_sealed_named}的牌洗入其拥有者的牌库")
    return "，".join(parts)


def numeral(count: int) -> str:
    """A small count as the cards print it ("两张", "七张")."""
    return "零一两三四五六七八九十"[count] if 0 <= count <= 10 else str(count)


X_MEANING = {"enemy_discards": "X等于此次弃牌的数量。"}  # what X is in a trigger's steps
TRIGGER_LABELS = {
    "enters": "进场触发", "revealed": "现身触发", "dies": "死亡触发", "prepare": "准备步骤触发", "end_step": "结束步骤触发",
    "won_battle": "触发：当你赢得其所参与的战斗对抗时", "won_investigation": "触发：当你赢得其所参与的调查对抗时",
    "enters_region": "触发：当其进入一个地区时", "region_won": "赢取触发",
    "enemy_won_investigation_here": "触发：当敌方玩家赢得本地区的调查对抗时",
    "character_dies": "触发：每当一个角色死亡时", "discarded": "手牌触发：当你从手牌弃掉本卡牌时",
    "discarded_by_opponent": "手牌触发：当对手的卡牌或能力令你弃掉本卡牌时", "you_draw": "触发：每当你抓牌时",
    "own_character_dies": "触发：每当一个本方{subtype}角色死亡时", "enemy_discards": "触发：每当敌方玩家弃牌时",
    "own_character_attached": "触发：当一个附属结附于本方角色上时",
    "own_character_enters": "触发：当一个本方{subtype}角色进场时",
    "sealed_on_character": "触发：当本卡牌被封印在一个角色上时",
    "sealed_on_own_society": "触发：当本卡牌被封印在本方秘社上时",
    "enemy_dies_from_graveyard": "墓地触发：每当一个敌方角色死亡时",
    "before_opening_hand": "触发：在抓取起始手牌前",
    "named_to_own_graveyard": "触发：每当一张名为{name}的牌进入你的墓地时",
    "enemy_character_exhausted": "触发：每当一个敌方角色被横置时",
    "host_won_battle": "触发：当你赢得受此结附的角色所参与的战斗对抗时",
    "named_character_enters": "触发：每当该名称的角色进场时",
    "host_blinks": "触发：当受此结附的角色闪烁时",
    "host_dies": "触发：当受此结附的角色死亡时",
    "own_character_targeted": "触发：当一个本方{subtype}成为敌方卡牌的目标时",  # it goes to 收藏 first (permanents._host_left)
    "agent_reveals": "触发：每当一个暗藏者现身时",
    "card_sealed_on_source": "触发：每当有卡牌被封印在本卡牌上时",
    "self_to_graveyard": "触发：当本卡牌从任何区域进入墓地时",
    "hidden_seen_or_destroyed_by_enemy": "触发：当本卡牌在暗藏者状态被敌方玩家检视或消灭时",
    "you_play": "触发：当你打出一张{subtype}牌时",
    "milled": "墓地触发：当本卡牌从牌库进入本方墓地时",
    "lurks": "潜伏触发",
    "you_won_investigation": "触发：当你赢得一次调查对抗时",
    "you_won_battle": "触发：当你赢得一次{subtype_took_part}战斗对抗时",
    "host_counter_placed": "触发：每当在受此结附的角色上放置一个指示物标志时",
    "own_card_sealed": "触发：当一张本方{keyword}角色牌被封印时",
    "marked_dies": "触发：当具有{counter}的角色死亡时",
    "character_enters_here": "触发：每当一个{whose}{subtype}角色{how}时",
}  # fmt: skip


def trigger_label(trigger: a.Trigger) -> str:
    """"触发：当另一个本方灵体角色进场或一张本方灵体角色牌被封印时" (JZ64)."""
    keyword = t(f"underworld.keyword.{trigger.keyword}") if trigger.keyword else ""
    unlike = f"非{trigger.not_subtype}" if trigger.not_subtype and trigger.event != "character_enters_here" else ""  # BQ085
    subtype = unlike + (trigger.subtype or "") + keyword
    counter = t(f"underworld.counter.{trigger.counter}") if trigger.counter else ""
    whose = {"own": "本方", "enemy": "敌方", None: ""}[trigger.whose] + (f"非{trigger.not_subtype}" if trigger.not_subtype else "")
    how = "在本地区现身" if trigger.revealed_only else "进入本地区"
    took_part = f"有本方{subtype}角色参与的" if subtype else ""  # "若有本方吸血鬼角色参与了这次战斗对抗" (JC034)
    label = TRIGGER_LABELS[trigger.event].format(subtype=subtype, keyword=keyword, counter=counter, whose=whose, how=how,
                                                 subtype_took_part=took_part, name=trigger.name)  # fmt: skip
    if trigger.event == "own_character_attached" and trigger.name:  # "每当一个名为鲜血的附属…" (BQ041)
        label = label.replace("一个附属", f"一个名为{trigger.name}的附属", 1)
    if trigger.here:
        label = label.replace("本方", "本地区的本方", 1)
    if trigger.other:
        label = label.replace("当一个", "当另一个", 1)
    if trigger.or_self:  # "当土御门真知子或本方式神角色进场时" (JZ71)
        label = label.replace("当一个", "当本卡牌或", 1)
    if trigger.first_turn:  # "触发：在第一个回合的准备步骤开始时" (MSJC16)
        label = f"触发：在第一个回合的{label.removesuffix('触发')}开始时"
    if trigger.source_ready:  # "若百变王牌未横置" (BQ025)
        label += "，若本卡牌未横置"
    if trigger.or_event:
        label = label.removesuffix("时") + "或" + TRIGGER_LABELS[trigger.or_event].format(keyword=keyword).removeprefix("触发：当")
    return label


def modes_text(modes: list[a.Mode], count: int = 1, repeat: bool = False, each_player: bool = False) -> str:
    head = f"选择{numeral(count)}项" + ("，你可以重复选择同一项" if repeat else "") if count > 1 else "选择一项"  # CQ28
    head = "每位玩家选择一项或多项，并各自执行" if each_player else head  # WM084
    return f"{head}：\n" + "\n".join("·" + steps_text(m.effects, m.targets) for m in modes)


def ability_text(ability: a.Ability) -> str:
    if ability.play_while_sealed:
        return "行动：若本卡牌被封印中，你可以如同其在手上一样将其正面打出。（你仍需要支付其费用，且需满足其忠诚需求。）"
    if ability.play_from_assets:
        return f"持续：{condition_text(ability.only_if)}你可以从本方资产区中打出本卡牌。（你需要支付其费用，并满足其忠诚需求。）"
    if ability.play_from_graveyard:
        return "墓地行动：你可以从墓地中正面打出本卡牌，就如同其在你的手上一样。（你仍需要支付其费用，且需满足其忠诚需求。）"
    if ability.modes:
        body = ("你可以" if ability.says_may else "") + modes_text(ability.modes)  # "你可以横置或重置该角色" (JC110)
    else:
        body = steps_text(ability.effects, ability.targets, ability.says_may)
    if ability.kind == "continuous":  # a replacement is printed as a 触发 (JC077), as 撤回 is one (G:撤回 p2)
        head = "触发：" if ability.static and ability.static.flag in a.REPLACEMENT_TRIGGERS else "持续："
        head = "封印持续：" if ability.while_sealed else head  # JZ66
        return head + static_text(ability.static)
    limit = "该能力每回合只能发动一次。" if ability.once_per_turn else "该能力每回合至多只能发动两次。" if ability.twice_per_turn else ""
    limit += "该能力每局游戏只能发动一次。" if ability.once_per_game else ""
    limit += f"该能力每回合至多发动{numeral(ability.times_per_turn)}次。" if ability.times_per_turn else ""
    limit += "双方玩家都能够发动此能力。" if ability.any_player else ""
    limit += "同名角色该能力每回合只能触发一次。" if ability.once_per_turn_by_name else ""
    limit += "该能力不能被响应。" if ability.cannot_be_responded else ""
    if ability.kind == "triggered":
        label = trigger_label(ability.trigger)
        if ability.forced:
            label = label.replace("触发", "强制触发", 1)
        if ability.printed_continuous:
            label = label.replace("触发", "持续", 1)
        if "X" in body and ability.trigger.event in X_MEANING:
            body += X_MEANING[ability.trigger.event]
        body = condition_text(ability.only_if) + body  # "若你操控三个名为诡异三姐妹的角色，你可以…" (CQ08)
        return f"{label}{'，' if label.endswith(('时', '前')) else '：'}{body}{limit}"  # "触发：每当…时，…"
    head = ("快速" if ability.kind == "fast" else "") + ("暗藏者行动" if ability.while_hidden else "手牌行动" if ability.from_hand
                                                       else "墓地行动" if ability.from_graveyard else "行动")
    pay = ability.cost.pay if ability.cost and ability.cost.pay else ""  # "快速行动2，横置：" as printed
    pay = f"{pay or ''}X" if ability.cost and ability.cost.pay_x else pay  # "行动X，横置：" (WM094)
    cost = cost_text(ability.cost)
    if ability.only_if is not None and ability.only_if.region_subtype:
        limit += f"你只能在其位于{ability.only_if.region_subtype}地区时发动此能力。"
    if ability.only_if is not None and ability.only_if.time_counters_in_play_min is not None:  # XQ19
        limit += f"你只能在场上有{numeral(ability.only_if.time_counters_in_play_min)}个或更多时间标志时发动此能力。"
    return f"{head}{pay}{('，' + cost) if cost else ''}：{body}{limit}"


# Continuous rules a card gets that are yes/no flags of its static ability
STATIC_RULE_TEXT = {
    "white_icons_become_black": "能力栏内的所有白色能力图标都替换为黑色能力图标",
    "lose_domains": "失去魔法领域图标",
    "cannot_contest": "不能参与调查、战斗和势力对抗",
    "cannot_activate_actions": "其行动能力不能发动",
}


def static_text(static: a.Static | None) -> str:
    if static is None:
        return ""
    condition = condition_text(static.condition)
    if static.loyalty_ignored:  # MSWM04
        return f"忽略所有本方卡牌上的所有【{t(f'underworld.faction.{static.loyalty_ignored}')}】忠诚需求。"
    if static.flag:
        society = {"society": static.society} if static.society else {}
        selected = {"select": select_text(static.select)} if static.select else {}
        named = {"name": static.attachment_name} if static.attachment_name else {}
        return condition + t(f"underworld.static.{static.flag}", **society, **selected, **named)
    if static.sealed_icons:
        return "本卡牌额外具有被封印在其上的角色牌能力栏内的所有能力图标。"
    if static.fast_attachments:
        return f"{condition}你可以在【快速】行动的时机打出{'和'.join(static.fast_attachments)}附属。"
    if static.discount and static.discount_every:  # JZ15
        return f"{condition}你正面打出{static.discount_subtype}牌的费用减少{static.discount}。"
    if static.discount:
        return f"{condition}每个回合中你所打出的第一张{static.discount_subtype}牌，其所需费用减少{static.discount}。"
    who = {"self": "本卡牌", "host": "受此结附的角色"}.get(static.to) or ("所有" + select_text(static.select, every=True))
    if static.to == "owned_cards":  # "所有你所拥有的人类角色牌，" (XQ15)
        who = f"所有你所拥有的{select_text(static.select, every=True)}牌，"
    rules = []  # what the cards get besides icons, defence and keywords
    if static.untargetable_by:
        rules.append({"enemies": "不能成为敌方卡牌或能力的目标", "all": "不能被卡牌或能力指定为目标"}[static.untargetable_by])
    rules += [text for field, text in STATIC_RULE_TEXT.items() if getattr(static, field)]
    if static.become_battle:  # "其能力框内的［黑眼］［黑星］和［白眼］［白星］能力图标都替换成［黑刀］" (XQ13)
        rules.append(f"其能力框内的{icons_text(static.become_battle)}和{icons_text([], static.become_battle)}能力图标都替换成［黑刀］")
    if static.lose_subtypes:  # "将该角色的人类类别改为吸血鬼类别" (JC036)
        rules.append(f"其{'、'.join(static.lose_subtypes)}类别改为{'、'.join(static.subtypes)}类别")
    elif static.subtypes:  # "额外具有不死生物和骷髅类别" (JZ57)
        rules.append(f"额外具有{'和'.join(static.subtypes)}类别")
    if static.grants is not None:  # "获得'行动，横置：移动至相邻地区。'的能力" (DQCQ02)
        rules.append(f"获得“{ability_text(static.grants)}”的能力")
    named = ["和".join([f"【{DOMAIN_ICONS[d]}】图标" for d in static.domains] + [icons_text(static.icons, static.white_icons)]).strip("和"),
             f"{static.defence:+d}防御力" if static.defence else "",
             "".join(keyword_text(k) for k in static.keywords if k.id not in RESTRICTIONS)]  # fmt: skip
    named = [n for n in named if n]
    gains = "，".join(named[:-1]) + "和" + named[-1] if len(named) > 2 else "".join(named)  # "［黑刀］［黑星］，+1防御力和领袖" (CQ23)
    rules[:0] = [keyword_text(k) for k in static.keywords if k.id in RESTRICTIONS]  # "不能移动", not "获得不能移动"
    per = {"hidden_agent": "你每操控一个暗藏者，", "asset_domain": "你的资产区内每有一个该领域图标，",
           "time_counter": "本卡牌上每有一个时间标志，", "graveyard_character": "你的墓地中每有一张角色牌，",
           "sealed_card": "本卡牌上每封印着一张牌，", "attached_subtype": f"在其上每结附一个{static.per_subtype}，"}.get(static.per or "", "")  # fmt: skip
    parts = ([f"获得{gains}"] if gains else []) + rules
    return f"{condition}{per}{who}{'，且'.join(parts)}。"


def condition_text(c: a.Condition | None) -> str:
    if c is None:
        return ""
    if c.any_of:  # "若本方秘社为S．P．T执行部，或本方分数少于敌方，则" (WM014)
        either = "，或".join(condition_text(one).removeprefix("若").removesuffix("，").removesuffix("，则") for one in c.any_of)
        return f"若{either}，则" + condition_text(c.model_copy(update={"any_of": []}))
    battle = "大于敌方，" if c.battle_icons_vs_enemy == "more" else "小于或等于敌方，则"
    faction = t(f"underworld.faction.{c.assets_with_faction}") if c.assets_with_faction else ""  # "【蓝蓝】" (JZ26)
    parts = (  # (whether the condition has this part, its words), in printed order
        (c.assets_with_domain, f"若你的资产区具有{c.assets_with_domain_count}个【{DOMAIN_NAMES.get(c.assets_with_domain)}】，"),
        (c.assets_with_faction, f"若你的资产区具有【{faction * c.assets_with_faction_count}】，则"),
        (c.no_enemy_characters_here, "若所在的地区没有敌方角色，"),
        (c.own_influence_here, "若位于有本方势力标志的地区，"),
        (c.enemy_influence_here, "若位于有敌方势力标志的地区，"),
        (c.source_ready, "只要本卡牌未横置，"),
        (c.you_control, f"若你操控{'或'.join(c.you_control)}角色，"),
        (c.controls_named, f"若你操控{numeral(c.controls_named_count)}个名为{c.controls_named}的角色，"),
        (c.own_society_named, f"若本方秘社为{c.own_society_named}，"),
        (c.score_below_enemy, "若本方分数少于敌方，"),
        (c.subtype_here, f"若本地区有{c.subtype_here}，"),
        (c.source_has_counters, "若其上有指示物标志，"),
        (c.source_has_sealed, "若有卡牌封印在其上，"),
        (c.enemy_influence_removed, "本回合中，若有敌方势力标志曾被移除，"),
        (c.dying_subtype, f"若死亡的是{c.dying_subtype}角色，则"),
        (c.own_graveyard_min is not None, f"若本方墓地有{c.own_graveyard_min}张或更多牌，"),
        (c.sealed_on_own_society, f"若有名为{c.sealed_on_own_society}的牌封印在本方秘社上，"),
        (c.destroyed_subtype, f"若因此效果消灭的角色是{c.destroyed_subtype}，则"),
        (c.exhausted_own_subtype, f"若横置的是本方{c.exhausted_own_subtype}角色，"),
        (c.sacrificed_subtype, f"若所牺牲的是{c.sacrificed_subtype}角色，则"),
        (c.discarded_subtype, f"若所弃的是{c.discarded_subtype}牌，则"),
        (c.other_own_here, f"若本地区有其他本方{c.other_own_here}角色，则"),
        (c.enemy_hand_at_most is not None, f"若有敌方玩家的手牌数量少于或等于{c.enemy_hand_at_most}张，则"),
        (c.you_have_token, "若你具有【先手标志】，则"),
        (c.source_without_time_counters, "若本卡牌上没有时间标志，则"),
        (c.region_subtype, f"若本卡牌位于{c.region_subtype}地区，"),
        (c.battle_icons_vs_enemy is not None, f"若本方角色的［黑刀］与［白刀］图标数量之和{battle}"),
        (c.time_counters_here_min is not None, f"若{'该' if c.region else '本'}地区有{c.time_counters_here_min}个或更多时间标志，则"),
    )  # fmt: skip
    return "".join(words for present, words in parts if present)


def other_faction_cards_text(others) -> str:
    """"不具有魔法领域图标的牌" (MSJC14), "带有［黑刀］能力图标的人类角色牌" (MSJC11), "【星】领域的牌"
    (MSJC10), "灵体角色牌或梦境牌" (MSJC17)."""
    if others.any_of:
        return "或".join(other_faction_cards_text(other) for other in others.any_of)
    icon = f"带有{icons_text([others.black_icon])}能力图标的" if others.black_icon else ""
    domain = f"【{DOMAIN_ICONS[others.domain]}】领域的" if others.domain else ""
    keyword = t(f"underworld.keyword.{others.keyword}") if others.keyword else ""
    kind = {"character": "角色牌", "affair": "事务牌", "attachment": "附属牌", None: "牌"}[others.basic_type]
    subtype = others.subtype or "或".join(others.any_subtype)
    return f"{'不具有魔法领域图标的' if others.no_domain else ''}{icon}{domain}{subtype}{keyword}{kind}"


def attach_to_text(attach_to) -> str:
    if attach_to.select is not None:
        return "目标" + select_text(attach_to.select)
    return {"character": "目标角色", "region": "目标地区", "own_society": "本方秘社"}[attach_to.kind]


def card_text(printed: CardDef) -> str:
    lines = []
    keywords = [keyword_text(k) for k in printed.keywords] + ([f"{printed.points}分值"] if printed.points else [])
    keywords += [f"除{'与'.join(printed.accepts_only)}外不受附属"] if printed.accepts_only else []
    if keywords:
        lines.append(" ".join(keywords))
    if printed.no_copy_limit:
        lines.append(f"持续：名称为{printed.name}的牌，构筑时在牌组中的数量没有限制。")
    if printed.no_copy_limit_society:
        lines.append(f"持续：若本方秘社为{printed.no_copy_limit_society}，则名为{printed.name}的牌，构筑时在牌组中的数量没有限制。")
    if printed.deck_faction_minimum:
        faction = t(f"underworld.faction.{printed.faction}")
        lines.append(f"持续：构筑时你的牌组中需包含{printed.deck_faction_minimum}张或更多【{faction}】派系的牌。")
    if printed.deck_factions and printed.deck_others_max is not None:
        others = "且".join(f"非【{t(f'underworld.faction.{f}')}】" for f in printed.deck_factions)
        lines.append(f"持续：构筑时你的牌组中，{others}派系的牌不能超过{printed.deck_others_max}张。")
    elif printed.deck_factions:
        factions = "和".join(f"【{t(f'underworld.faction.{f}')}】" for f in printed.deck_factions)
        others = "，以及其他派系" + other_faction_cards_text(printed.deck_others) if printed.deck_others else ""
        lines.append(f"持续：构筑时你的牌组中只能包含{factions}派系的牌{others}。")
    if printed.unlimited_names:  # a society's (MSBQ01)
        lines.append("".join(f"名称为{name}的牌，构筑时在牌组中的数量没有限制。" for name in printed.unlimited_names))
    if printed.attach_to:
        lines.append(f"结附于{attach_to_text(printed.attach_to)}")
    if printed.attach_modes:  # "选择一项：·借阅：结附于目标角色 …" (JC082): its abilities follow
        lines.append("选择一项：\n" + "\n".join(f"·{m.name}：结附于{attach_to_text(m.attach_to)}" for m in printed.attach_modes))
    if printed.one_per_player:
        lines.append(f"你只能操控至多一个{printed.one_per_player}。")
    if printed.extra_cost:
        lines.append({"sacrifice_character": "额外费用：牺牲一个角色。", "pay_x": "额外费用：支付X费。",
                      "sacrifice_asset": "额外费用：牺牲一个资产。",
                      "shuffle_sealed_named": f"额外费用：将一张封印在本方秘社上且名为{printed.extra_cost_name}的牌洗入其拥有者的牌库。"
                      }[printed.extra_cost])  # fmt: skip
    if printed.discount_by_exhausting:
        kind = select_text(printed.discount_by_exhausting).removesuffix("角色")
        lines.append(f"额外费用：横置任意数量的{kind}，你每横置一个{kind.removeprefix('本方')}，本卡牌所需的费用就减少1。")
    if printed.discount_per_society_sealed:
        lines.append("额外费用：每有一张牌封印在本方秘社上，本卡牌的所需费用就减少1。")
    if printed.host_discount:
        lines.append(f"额外费用：若结附的目标是{printed.host_discount.subtype}角色，则本卡牌所需的费用减少{printed.host_discount.amount}。")
    if printed.discount_by_revealing:
        kinds = ([f"【{printed.discount_by_revealing.society}】牌"] if printed.discount_by_revealing.society else []) + (
            [f"具有【{DOMAIN_ICONS[printed.discount_by_revealing.domain]}】图标的牌"] if printed.discount_by_revealing.domain else [])  # fmt: skip
        lines.append(f"额外费用：展示任意数量的手牌，你每展示一张{'或者'.join(kinds)}，本卡牌所需的费用就减少1。")
    if printed.extra_cost_exhaust:
        lines.append(f"额外费用：你可以横置一个{select_text(printed.extra_cost_exhaust)}。")
    if printed.no_face_up_play:
        lines.append("本卡牌不能正面打出或付费现身。")
    if printed.play_region_subtype:
        lines.append(f"只能打出在{printed.play_region_subtype}地区。")
    if printed.action_phase_only:
        lines.append("只能在行动阶段打出。")
    if printed.cannot_be_responded:
        lines.append("本卡牌不能被响应。")
    if printed.basic_type == "affair":
        head = "快速行动" if printed.speed == "fast" else "行动"
        if not printed.modes and not printed.effects:  # BQ009
            lines.append("（结算此牌没有效果）")
        elif printed.modes:
            lines.append(f"{head}：{modes_text(printed.modes, printed.mode_count, printed.mode_repeat, printed.each_player_modes)}")
        else:
            lines.append(f"{head}：{steps_text(printed.effects, printed.targets)}")
        if printed.extra_cost == "sacrifice_asset":
            lines[-1] += "X为你所牺牲的资产的印刷费用。"
    lines += [ability_text(ability) for ability in printed.abilities]
    if printed.becomes is not None:  # JC028: what it becomes, printed after the ability that makes it so
        form = printed.becomes
        granted = "".join(ability_text(ability).removeprefix("持续：").removesuffix("。") for ability in form.abilities)
        lines[-1] += f"{form.name}不具有能力图标和防御力，且具有“{granted}”的能力。"
    if printed.society_counter_cap is not None:  # "复苏标志上限：8" (MSWM04)
        lines.append(f"复苏标志上限：{printed.society_counter_cap}")
    return "\n".join(lines)
