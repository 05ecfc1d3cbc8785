"""Lookups by number, keyword (Chinese and pinyin) and glossary term, and the not-found messages."""

from __future__ import annotations

import pytest

from bot.services.rules import RulesError

# (game, query, expected id of the best hit)
KEYWORD_QUERIES = [
    ("lorcana", "挑战", "4.3.6"),
    ("lorcana", "tiaozhan", "4.3.6"),
    ("lorcana", "奇囊", "1.7"),
    ("lorcana", "qn", "1.7"),
    ("lorcana", "qinang", "1.7"),
    ("lorcana", "转形", "10.8"),
    ("lorcana", "zhuanxing", "10.8"),
    ("lorcana", "挑战伤害步骤", "4.3.6.12"),
    ("lorcana", "20点奇谈", "1.9.1.1"),
    ("ultraman", "形态转换", "5.10.0"),
    ("ultraman", "xingtaizhuanhuan", "5.10.0"),
    ("ultraman", "衰弱状态", "5.11.0"),
    ("ultraman", "手牌上限", "3.6.2"),
    ("sanguozhi", "连环", "305"),
    ("sanguozhi", "lianhuan", "305"),
    ("sanguozhi", "横置", "111"),
    ("sanguozhi", "粮草", "116"),
    ("mtg", "分级", "分级"),
    ("mtg", "fenji", "分级"),
    ("mtg", "学问指示物", "传纪"),
    ("underworld", "ancangzhe", "暗藏者"),
    ("underworld", "堆叠", "堆叠"),
    ("underworld", "duidie", "堆叠"),
    ("underworld", "势力标志", "势力标志"),
]


@pytest.mark.parametrize(("game", "query", "expected"), KEYWORD_QUERIES)
def test_keyword_search_puts_the_intended_rule_first(rules, game, query, expected):
    answer = rules.lookup(game, query)
    best = answer.detail.rule if answer.detail else answer.hits[0].rule
    assert best.id == expected


def test_number_lookup_gives_subrules_and_references(rules):
    answer = rules.lookup("lorcana", " 4.3.6 ")
    assert answer.detail.rule.id == "4.3.6" and answer.hits == ()
    assert len(answer.detail.subrules) == 22
    sub = rules.lookup("lorcana", "4.3.6.12").detail
    assert sub.rule.heading == "挑战" and sub.subrules == () and sub.parent.id == "4.3.6"
    # Full-width digits, a trailing dot and upper case are the same number.
    assert rules.lookup("sanguozhi", "１００.２Ａ.").detail.rule.id == "100.2a"
    assert rules.lookup("ultraman", "1.0.1A").detail.rule.id == "1.0.1a"


def test_a_glossary_term_comes_with_the_rules_that_use_it(rules):
    answer = rules.lookup("lorcana", "奇囊")
    assert answer.term.term == "奇囊" and answer.detail is None
    assert [hit.rule.id for hit in answer.hits][:2] == ["1.7", "8.7"]
    assert all(hit.score >= 55 for hit in answer.hits)


def test_unknown_number_suggests_nearby_numbers(rules):
    with pytest.raises(RulesError) as caught:
        rules.lookup("lorcana", "4.3.66")
    assert caught.value.message == "迪士尼洛卡纳规则中没有编号 4.3.66。你是不是要找：4.3.6.6、4.3.6、4.3.6.16？"


def test_unknown_keyword_says_so_in_chinese(rules):
    with pytest.raises(RulesError) as caught:
        rules.lookup("lorcana", "飞天遁地")
    assert caught.value.message == "迪士尼洛卡纳规则中找不到与“飞天遁地”相关的内容，请换个关键词或直接输入规则编号。"


def test_misspelt_pinyin_gets_suggestions(rules):
    with pytest.raises(RulesError) as caught:
        rules.lookup("underworld", "xyz ancangzh")
    assert "你是不是要找" in caught.value.message


def test_unknown_game_and_empty_query(rules):
    with pytest.raises(RulesError) as caught:
        rules.lookup("pokemon", "1.1")
    assert caught.value.message.startswith("没有游戏“pokemon”的规则。可查询的游戏：lorcana（迪士尼洛卡纳）")
    with pytest.raises(RulesError) as caught:
        rules.lookup("lorcana", "   ")
    assert caught.value.message == "请输入规则编号或关键词，例如 4.3.6 或“挑战”。"


@pytest.mark.parametrize(
    ("query", "name_zh"),
    [
        ("米德加佣兵克劳德", "米德加佣兵克劳德"),
        ("Cloud, Midgar Mercenary", "米德加佣兵克劳德"),
        ("cloud midgar mercenry", "米德加佣兵克劳德"),
        ("召唤:巴哈姆特", "召唤: 巴哈姆特"),
        ("Summon: Bahamut", "召唤: 巴哈姆特"),
        ("爱丽丝盖恩斯巴勒", "爱丽丝·盖恩斯巴勒"),
        ("光之召唤兽巴哈姆特", "巴哈姆特显化者狄翁"),  # the back face finds the card
        ("莎拉公主", "云游者梓纱"),  # a flavour name
        ("yunyouzhezisha", "云游者梓纱"),
    ],
)
def test_mtg_card_rulings_by_chinese_english_and_other_names(rules, query, name_zh):
    best = rules.mtg_rulings(query)[0]
    assert best.card.name_zh == name_zh


def test_mtg_card_rulings_content(rules):
    [ultima] = [m.card for m in rules.mtg_rulings("Ultima, Origin of Oblivion", limit=1)]
    assert ultima.rulings == [
        "受影响的地会失去它的地类别,但会保留原有的其他牌张类别(例如神器)和超类别(例如基本或传奇)。",
        "阿尔蒂玛的最后一个异能是触发式法术力异能。它不使用堆叠,且不能被回应。",
    ]
    cloud = rules.mtg_rulings("米德加佣兵克劳德", limit=1)[0].card
    assert cloud.name_en == "Cloud, Midgar Mercenary" and len(cloud.rulings) == 4
    assert len(rules.card_rulings.cards) == 301  # every card of the notes that has rulings
    assert rules.mtg_rulings("完全不存在的牌名xyz") == []
