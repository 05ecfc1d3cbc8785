"""Narration never prints a Python ``None`` or a raw player id (issue 16, defect 3), nor an odd
space ("Alice 的卡组 已洗牌", "Alice的牌库"): every event of random games of every game, narrated
for each player and for spectators, with Latin and with Chinese player names."""

import importlib
import pkgutil
import random
import re

import pytest

import engine
import engine.games
from engine import ask_for, events_for
from engine.ai import RandomAgent
from engine.core.match import advance_in_place, start
from engine.core.messages import fill
from engine.core.narration import narrate
from engine.games.underworld.zones import zone
from tests.games.underworld.position import UnderworldScenario

NAMES = {"p1": "Alice", "p2": "Bob"}
GAMES_PER_GAME = 6
DECISION_LIMIT = 3000


CHINESE_NAMES = {"p1": "张三", "p2": "电脑"}
# A space between two Chinese characters ("电脑 的卡组", "卡组 已洗牌"), or none between a Latin
# name and the Chinese after it ("Alice的牌库"): engine/core/messages.py fill spaces them right.
ODD_SPACE = re.compile(r"[\u4e00-\u9fff] [\u4e00-\u9fff]|(Alice|Bob)[\u4e00-\u9fff]")


def _bad_lines(game, events: list[dict]) -> list[tuple[str, dict]]:
    """Lines of ``events`` (every viewer's form) that show ``None`` or a player id, or an odd
    space with Latin or Chinese player names."""
    bad = []
    for viewer in (None, *NAMES):
        for event in events_for(events, viewer):
            line = narrate(game, event, NAMES) or ""
            if "None" in line or any(player in line for player in NAMES) or ODD_SPACE.search(line):
                bad.append((line, event))
            line = narrate(game, event, CHINESE_NAMES) or ""
            if ODD_SPACE.search(line):
                bad.append((line, event))
    return bad


@pytest.mark.parametrize("game_id", engine.available_games())
def test_random_games_narrate_every_event_without_none_for_every_viewer(game_id):
    game = engine.get_game(game_id)
    bad, kinds = [], set()
    for seed in range(GAMES_PER_GAME):
        decks = game.random_decks(random.Random(seed), list(NAMES))
        agent = RandomAgent(seed)
        state, events, _ = start(game_id, list(NAMES), decks, seed, None)
        for _ in range(DECISION_LIMIT):
            bad += _bad_lines(game, events)
            kinds |= {e["type"] for e in events}
            if state["result"] is not None:
                break
            request = state["request"]
            player = request["pending"][0]
            answer = {"request": request["id"], "player": player, "choice": agent.choose(ask_for(request, player))}
            events, _ = advance_in_place(state, answer)
    assert bad == []
    assert {"turn_started", "card_moved"} <= kinds  # the games really were played


def test_a_won_region_moves_to_the_score_area_without_an_owner_in_the_log():
    """F:赢取地区牌 1.2.3: the region card (owned by nobody) goes to the winner's score area; the
    log names the card and both places, never "None 的"."""
    s = UnderworldScenario()
    s.set_region("DQJC113", 2)  # 切尔诺贝利: cap 3, 2 points
    s.influence(2, "p1", 2)
    s.character("JC016", "p1", 2)
    s.character("JC075", "p1", 2)
    s.to_contests()
    s.drive(lambda s: s.events_of("region_won") and s.priority_player())
    [moved] = [e for e in s.events_of("card_moved") if e["to_zone"] == zone("p1", "score")]
    assert moved["owner"] is None and moved["reason"] == "region_won"
    game = engine.get_game("underworld")
    for viewer in (None, "p1", "p2"):
        line = narrate(game, events_for([moved], viewer)[0], NAMES)
        assert line == "切尔诺贝利：地区2 → Alice 的计分区。"


NAME_PLACEHOLDER = re.compile(r"\{(player|players|owner|controller|winners|proposer|opponent|challenger|user|users)\}")


def test_no_catalog_joins_a_name_to_chinese_without_a_space():
    """A name placeholder is spaced from the Chinese beside it ("{player} 的卡组"); ``fill`` drops the
    space when the name is Chinese itself. Without it a Latin name reads "Alice的牌库"."""
    games = [module.name for module in pkgutil.iter_modules(engine.games.__path__) if module.ispkg]
    catalogs = [importlib.import_module(f"engine.games.{game}.messages").MESSAGES for game in games]
    catalogs += [importlib.import_module("engine.core.messages").MESSAGES, importlib.import_module("bot.messages").MESSAGES]
    joined = [
        template
        for catalog in catalogs
        for template in catalog.values()
        for match in NAME_PLACEHOLDER.finditer(template)
        if re.match(r"[\u4e00-\u9fff]", template[match.end() : match.end() + 1]) or re.match(r"[\u4e00-\u9fff]", template[match.start() - 1 : match.start()])
    ]
    assert joined == []


@pytest.mark.parametrize(
    ("template", "params", "text"),
    [
        ("{zone} 已洗牌。", {"zone": "Alice 的卡组"}, "Alice 的卡组已洗牌。"),
        ("{player} 的 {card}", {"player": "Alice", "card": "米奇"}, "Alice 的米奇"),
        ("{player} 的 {card}", {"player": "电脑", "card": "Coeurl"}, "电脑的 Coeurl"),
        ("第 {number} 回合：轮到 {player}。", {"number": 3, "player": "张三"}, "第 3 回合：轮到张三。"),
        ("{card}：{a} {b}", {"card": "赛罗 究极形态", "a": "甲", "b": "乙"}, "赛罗 究极形态：甲乙"),  # a value keeps its spaces
        ("{amount:+d} 点 {{x}}", {"amount": 2}, "+2 点 {x}"),
    ],
)
def test_fill_drops_a_template_space_only_between_two_chinese_characters(template, params, text):
    assert fill(template, params) == text
