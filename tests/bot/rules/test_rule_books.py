"""The shipped rule books: counts, sample rules per game, structure, cross references, glossary.

Figures and texts are those of the seed documents in ../shared/seeds (see test_build.py, which
re-derives the data from them).
"""

from __future__ import annotations

import pytest

from bot.services.rules.service import RULE_GAMES

COUNTS = {  # game: (rules, glossary terms)
    "lorcana": (395, 77),
    "ultraman": (181, 12),
    "sanguozhi": (1311, 56),
    "mtg": (77, 10),
    "underworld": (211, 108),
}

SAMPLES = [  # (game, id, heading, a piece of the text)
    ("lorcana", "1.2.1", "首要法则", "则以卡的效果取代所涉规则"),
    ("lorcana", "1.9.1.1", "游戏状态检查", "如果某玩家拥有至少20点奇谈，该玩家便赢得这盘游戏"),
    ("lorcana", "2.1.1.1", "卡组规则", "卡组必须包含至少60张卡"),
    ("lorcana", "4.3.6.12", "挑战", "这就是“挑战伤害步骤”"),
    ("lorcana", "10.2.1", "护卫", "护卫关键词代表两个奇能"),
    ("lorcana", "6.2.2", "插画", "插画——插画对游戏的进行没有影响"),
    ("ultraman", "1.0.2", "总则", "每位玩家需准备一副牌张数量为 40 张的套牌"),
    ("ultraman", "1.3.2a", "结束游戏", "玩家的伤害区有 5 张或更多的牌"),
    ("ultraman", "3.6.2", "手牌", "手牌上限一般为 10 张"),
    ("ultraman", "4.0.3", "回合开始阶段", "当前回合玩家增加 1 张能量牌"),
    ("ultraman", "4.1.2a", "形态转换阶段", "玩家只能进行 1 次形态转换"),
    ("ultraman", "5.11.3", "全力状态和衰弱状态", "此牌使用衰弱战力代替常规状态下的战力进行计算"),
    ("sanguozhi", "100.2a", "一般规则", "中的卡牌数量不得少于 50 张"),
    ("sanguozhi", "101.2", "三国智最高原则", "简称“以‘不’为大”原则"),
    ("sanguozhi", "302.2", "手牌", "7"),
    ("sanguozhi", "709.1a", "持续性效果作用的互动", "层(1). 改变控制者的效果作用被应用。"),
    ("sanguozhi", "801.2-2", "放置", ""),
    ("sanguozhi", "900.1", "一般规则", "多人游戏规则是指由 4 名玩家组成的两个对立团队之间的游戏"),
    ("mtg", "分级", "新关键字异能: 分级", "每个具有分级异能的咒语都拥有一个基础费用以及数个模式"),
    ("mtg", "分级.1", "新关键字异能: 分级", "你必须选择正好一项所列模式"),
    ("mtg", "传纪", "规则更新: 传纪", "如果一个传纪没有章节异能,它将不再受"),
    ("mtg", "市镇.1", "新地类别:市镇", "市镇这一地副类别本身没有特别含义"),
    ("mtg", "牌张允用范围", "牌张允用范围", "系列代码为FIN的牌张可在以下赛制中使用"),
    ("underworld", "暗藏者", "暗藏者", "以背面朝上进场的角色牌称为“暗藏者”"),
    ("underworld", "计分区", "计分区", "分数总和等于或大于 8，他就获得这局游戏的胜利"),
    ("underworld", "再调度", "再调度", "每位玩家只能再调度一次"),
    ("underworld", "0.1", "总体规则", "一个回合分为四个阶段"),
    ("underworld", "3.2.2.1", "战斗对抗开始", "将地区 1 上双方各自的"),
    ("underworld", "调查奖励.2.1", "获得调查奖励", "检视其牌库顶的 X 张牌"),
]


@pytest.mark.parametrize("game", RULE_GAMES)
def test_each_game_has_its_rule_and_term_counts(rules, game):
    book = rules.book(game)
    assert (len(book.rules), len(book.glossary)) == COUNTS[game]
    assert len({r.id for r in book.rules}) == len(book.rules)
    assert all(r.text or r.heading for r in book.rules)


@pytest.mark.parametrize(("game", "rule_id", "heading", "text"), SAMPLES)
def test_sample_rules_have_their_number_heading_and_text(rules, game, rule_id, heading, text):
    rule = rules.rule(game, rule_id).rule
    assert rule.id == rule_id
    assert rule.heading == heading
    assert text in rule.text


def test_parents_and_children_are_consistent_in_every_book(rules):
    for game in RULE_GAMES:
        by_id = {r.id: r for r in rules.book(game).rules}
        for rule in by_id.values():
            if rule.parent is not None:
                assert rule.id in by_id[rule.parent].children, (game, rule.id)
            for child in rule.children:
                assert by_id[child].parent == rule.id


def test_numbered_structure():
    from bot.services.rules import RulesService

    service = RulesService.load()
    challenge = service.rule("lorcana", "4.3.6")
    assert challenge.rule.heading == "挑战" and challenge.rule.text == ""
    assert [r.id for r in challenge.subrules][:3] == ["4.3.6.1", "4.3.6.2", "4.3.6.3"]
    assert len(challenge.subrules) == 22 and challenge.parent.id == "4.3"
    # Ultraman: x.y.0 is the section, the chapter 一、游戏概念 is "1".
    assert service.rule("ultraman", "1.0.1a").parent.id == "1.0.1"
    assert service.rule("ultraman", "1.0.1").parent.id == "1.0.0"
    assert service.rule("ultraman", "1.0.0").parent.heading == "游戏概念"
    # 三国智 prints 801.2 twice (派遣, 放置): both are kept, each with its own subrule.
    dispatch = service.rule("sanguozhi", "801.2")
    assert dispatch.rule.heading == "派遣" and [r.id for r in dispatch.same_number] == ["801.2-2"]
    assert [r.id for r in dispatch.subrules] == ["801.2a"]
    assert [r.id for r in service.rule("sanguozhi", "801.2-2").subrules] == ["801.2a-2"]


def test_examples_are_attached_to_their_rule(rules):
    lorcana = rules.rule("lorcana", "1.2.1").rule
    assert lorcana.examples == [
        "示例: 游戏不允许角色挑战就绪的角色, 但某玩家的角色有奇能记着: “这个角色能挑战就绪的角色。” "
        "这个奇能便会盖过游戏规则, 令该角色能够挑战就绪的角色。"
    ]
    assert len(rules.rule("lorcana", "4.3.6.22").rule.examples) == 3  # 示例一/二/三 under the challenge steps
    # Ultraman: "例如:" inside the rule's own line becomes an example, not rule text.
    ultraman = rules.rule("ultraman", "1.1.2").rule
    assert ultraman.text == "当一个效果允许你做某事,另一个效果不允许你做同一件事时,以后者为准。"
    assert ultraman.examples[0].startswith("例如:某张卡牌的效果是")
    assert len(rules.rule("sanguozhi", "105.1b").rule.examples) == 3  # 例如：… paragraphs
    assert rules.rule("mtg", "分级").rule.examples[0].startswith("Tifa's Limit Break/蒂法的极限招式")


def test_cross_references_are_extracted(rules):
    assert rules.rule("lorcana", "1.2.3").rule.refs == ["7.1.2"]
    assert rules.rule("lorcana", "7.5.3.2").rule.refs == ["4.3.4.4", "4.3.4.6"]
    assert rules.rule("lorcana", "1.7.2").rule.refs == ["8.7"]  # "第8.7节"
    assert rules.rule("ultraman", "1.0.2").rule.refs == ["2.0.7"]
    assert rules.rule("sanguozhi", "101.1").rule.refs == ["104.3"]  # "规则 104.3."
    assert rules.rule("sanguozhi", "101.4b").rule.refs == ["101.4a"]  # printed as "101.4.a"
    assert rules.rule("underworld", "暗藏者").rule.refs == ["暗藏者翻面", "现身"]  # "参见 P1 暗藏者翻面，P9 现身"
    detail = rules.rule("lorcana", "7.5.3.2")
    assert [(r.id, r.heading) for r in detail.references] == [("4.3.4.4", "打出卡"), ("4.3.4.6", "打出卡")]


def test_glossaries(rules):
    assert rules.glossary("lorcana", "奇囊").text.startswith("并非实际存在的区域")
    assert rules.glossary("sanguozhi", "以不为大").refs == ["101.2"]
    assert rules.glossary("ultraman", "暗盖").text.startswith("5.1.1 暗盖指的是")
    assert rules.glossary("underworld", "X").text.startswith("代表一个数字")
    assert rules.glossary("mtg", "分级") is not None
    assert rules.glossary("lorcana", "不存在的术语") is None
