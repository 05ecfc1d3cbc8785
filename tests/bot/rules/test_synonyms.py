"""What players call a rule finds it: English keyword names, everyday words, and the pinyin of a
term with a parameter."""

import pytest

from bot.services.rules import RulesService
from bot.services.rules.synonyms import SYNONYMS


@pytest.fixture(scope="module")
def rules() -> RulesService:
    return RulesService.load()


@pytest.mark.parametrize(
    ("game", "query", "heading"),
    [
        ("lorcana", "shift", "转形"), ("lorcana", "Evasive", "灵活"), ("lorcana", "challenger", "善战"),
        ("lorcana", "演唱", "歌曲"), ("lorcana", "获胜", "游戏结束"), ("lorcana", "起手调度", "游戏开始"),
        ("mtg", "job select", "新关键字异能: 职业选择"), ("mtg", "flashback", "复出的关键字异能: 返照"),
        ("mtg", "landfall", "复出的异能提示: 地落"), ("mtg", "tiered", "新关键字异能: 分级"),
        ("underworld", "调度", "再调度"), ("underworld", "shashang", "杀伤 X"), ("underworld", "获胜", "胜利和失败"),
        ("ultraman", "获胜", "结束游戏"),
    ],
)  # fmt: skip
def test_a_players_word_finds_the_rule(rules, game, query, heading):
    answer = rules.lookup(game, query)
    assert (answer.term and answer.term.term == heading.split(": ")[-1]) or answer.hits[0].rule.heading == heading


def test_every_synonym_leads_to_a_rule_of_its_game(rules):
    for game, table in SYNONYMS.items():
        for query, words in table.items():
            answer = rules.lookup(game, query)
            assert answer.term or answer.hits, (game, query, words)
