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
from engine.core import messages
from engine.core.match import advance_in_place, start
from engine.core.messages import fill, t
from engine.core.narration import narrate
from engine.games.underworld.zones import zone
from tests.engine.fixture import GAME
from tests.engine.positions import turn_one
from tests.games.underworld.position import UnderworldScenario

NAMES = {"p1": "Alice", "p2": "Bob"}
GAMES_PER_GAME = 6
DECISION_LIMIT = 3000


CHINESE_NAMES = {"p1": "张三", "p2": "电脑"}
# Names spaced as Chinese is (engine/core/messages.py fill): a Latin name apart from the Chinese
# beside it ("Alice 的牌库", not "Alice的牌库"), a Chinese name or zone label not ("电脑的卡组已洗牌",
# not "电脑 的卡组 已洗牌").
HAN = "[\u4e00-\u9fff]"
ODD_SPACE = re.compile(rf"(Alice|Bob){HAN}|{HAN}(Alice|Bob)|(张三|电脑) {HAN}|{HAN} (张三|电脑)")


def _zone_labels(game, event: dict, names: dict[str, str]) -> list[str]:
    zones = [event.get(key) for key in ("zone", "from_zone", "to_zone")]
    return [game.zone_label(z, names) for z in zones if isinstance(z, str)]


def _odd_space(game, event: dict, line: str, names: dict[str, str]) -> bool:
    """Whether ``line`` spaces a name or a zone label wrongly (ODD_SPACE)."""
    labels = "|".join(re.escape(label) for label in _zone_labels(game, event, names) if re.search(f"{HAN}$", label))
    return bool(ODD_SPACE.search(line) or (labels and re.search(rf"({labels}) {HAN}", line)))


# Lines that read badly whatever the game (issue 16): a card's id ("c336 受到 2 点伤害"), a hidden
# card set apart like a card's name ("Alice 的 一张牌"), a double space, an identifier leaking
# ("to_bottom"), a doubled word ("的的").
BADLY_READ = re.compile(rf"\bc\d+\b|{HAN} 一张牌|一张牌 {HAN}|  |\b[a-z]+_[a-z_]+\b|的的|了了|。。|，，")


def _reads_badly(event: dict, line: str) -> bool:
    """BADLY_READ, or a card put back where it was narrated as a move ("牌库 → 牌库")."""
    stayed = event["type"] == "card_moved" and event["from_zone"] == event["to_zone"]
    return bool(BADLY_READ.search(line)) or (stayed and "→" in line)


def _bad_lines(game, events: list[dict]) -> list[tuple[str, dict]]:
    """Lines of ``events`` (every viewer's form) that show ``None`` or a player id, or an odd
    space with Latin or Chinese player names, or read badly otherwise (BADLY_READ)."""
    bad = []
    for viewer in (None, *NAMES):
        for event in events_for(events, viewer):
            line = narrate(game, event, NAMES) or ""
            if "None" in line or any(player in line for player in NAMES) or _odd_space(game, event, line, NAMES):
                bad.append((line, event))
            if _reads_badly(event, line):
                bad.append((line, event))
            line = narrate(game, event, CHINESE_NAMES) or ""
            if _odd_space(game, event, line, CHINESE_NAMES):
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
        ("{zone} 已洗牌。", {"zone": "电脑的卡组"}, "电脑的卡组已洗牌。"),
        ("{player} 的 {card}", {"player": "Alice", "card": "米奇"}, "Alice 的 米奇"),
        ("{player} 的 {card}", {"player": "电脑", "card": "米奇"}, "电脑的 米奇"),  # a card keeps its space
        ("第 {number} 回合：轮到 {player}。", {"number": 3, "player": "张三"}, "第 3 回合：轮到张三。"),
        ("第 {number} 回合：轮到 {player}。", {"number": 3, "player": "Bob"}, "第 3 回合：轮到 Bob。"),
        ("{player} {zone}", {"player": "张三", "zone": "牌库"}, "张三牌库"),
        ("打出 {card}", {"card": "米奇"}, "打出 米奇"),
        ("{player} 的 {card}", {"player": "Alice", "card": "一张牌"}, "Alice 的一张牌"),  # a hidden card is no name
        ("{player} 把 {card} 放回了", {"player": "电脑", "card": "一张牌"}, "电脑把一张牌放回了"),
        ("{card} 受到 {amount} 点伤害", {"card": "一张牌", "amount": 2}, "一张牌受到 2 点伤害"),
        ("{amount:+d} 点 {{x}}，{player} 获胜", {"amount": 2, "player": "电脑"}, "+2 点 {x}，电脑获胜"),
    ],
)
def test_fill_drops_a_space_between_a_chinese_name_and_chinese(template, params, text):
    assert fill(template, params) == text


def test_texts_filled_once_are_told_apart_by_the_type_of_their_values(monkeypatch):
    """``t`` fills a text of words and whole numbers once: 1 and True are equal keys that format
    differently, as are 0.0 and -0.0 (a float is filled each time, as a list is); the memo stays
    within its size."""
    monkeypatch.setattr(messages, "_FILLED", {})
    monkeypatch.setattr(messages, "FILLED_MEMO_SIZE", 3)
    assert t("answer.too_few", min=1, count=0) == "至少要选 1 项，你选了 0 项。"
    assert t("answer.too_few", min=True, count=0) == "至少要选 True 项，你选了 0 项。"
    assert t("answer.too_few", min=1, count=0) == "至少要选 1 项，你选了 0 项。"
    assert t("card_file.error.other", field="x", detail=0.0) == "“x”的值不对（0.0）。"
    assert t("card_file.error.other", field="x", detail=-0.0) == "“x”的值不对（-0.0）。"
    assert t("card_file.error.other", field="x", detail=["a"]) == "“x”的值不对（['a']）。"
    for count in range(10):
        assert t("answer.too_many", max=1, count=count) == f"最多只能选 1 项，你选了 {count} 项。"
        assert len(messages._FILLED) <= 3


def _narrated(s, viewer: str | None, names: dict[str, str] = NAMES) -> str:
    return narrate(GAME, events_for([s.events[-1]], viewer)[0], names)


def test_a_hidden_card_put_back_on_top_or_bottom_of_its_deck_says_where_in_chinese():
    """A card looked at and put back (Lorcana "放在你牌堆的顶部或底部", MTG surveil) stays in its zone:
    the event tells top or bottom (Ctx.move) and the log says so, never "牌库 → 牌库"; the hidden
    card is "一张牌" inside the sentence, not set apart like a card's name ("Alice 的 一张牌")."""
    s = turn_one()
    deck = s.zone("p1.deck")
    s.move(deck[-1], "p1.deck", position=0, reason="to_bottom")
    assert s.events[-1]["position"] == "bottom"
    assert _narrated(s, None) == "一张牌被放回了 Alice 的牌库底部。"
    assert _narrated(s, None, CHINESE_NAMES) == "一张牌被放回了张三的牌库底部。"
    s.move(s.zone("p1.deck")[0], "p1.deck", reason="to_top")  # appended: the top
    assert s.events[-1]["position"] == "top"
    assert _narrated(s, "p2") == "一张牌被放回了 Alice 的牌库顶部。"
    s.move(s.zone("p1.deck")[3], "p1.deck", position=2, reason="arrange")  # neither end: no place told
    assert "position" not in s.events[-1]
    assert _narrated(s, None) == "一张牌被放回了 Alice 的牌库。"


def test_a_public_card_put_back_names_it_and_a_hidden_move_reads_as_chinese():
    s = turn_one()
    grunt = s.put("grunt", "p1.discard")
    s.put("ogre", "p1.discard")
    s.move(grunt, "p1.discard", reason="arrange")
    assert _narrated(s, None) == f"{GAME.card_name('grunt')} 被放回了 Alice 的弃牌堆顶部。"
    s.move(s.put("ogre", "p1.hand"), "p1.deck", position=0, reason="mulligan")
    assert s.events[-1]["position"] == "bottom"  # a chosen place in another zone is told too
    assert _narrated(s, "p2") == "Alice 的一张牌：Alice 的手牌 → Alice 的牌库。"
    assert _narrated(s, "p2", CHINESE_NAMES) == "张三的一张牌：张三的手牌 → 张三的牌库。"


def test_damage_names_the_card_that_took_it_never_its_id():
    """Lorcana 10.6 / 隐秘世界 damage events name the public card (Ctx.named), so the log reads
    "米奇 受到 2 点伤害", not "c336 受到 2 点伤害"."""
    s = turn_one()
    grunt = s.put("grunt", "p1.play")
    ctx = s.ctx()
    ctx.emit("damage_dealt", card=grunt, amount=2, **ctx.named(grunt))
    assert narrate(GAME, ctx.events[-1], NAMES) == f"{GAME.card_name('grunt')} 受到 2 点伤害。"
    hidden = s.zone("p1.deck")[-1]
    assert ctx.named(hidden) == {}  # a hidden card is not named in a public event
