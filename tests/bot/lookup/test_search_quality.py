"""Search quality: queries players type, and the card each must find first.

Built-in Lorcana cards always; the imported official catalog when ../shared/data is present; and
the records of a made-up second game (tests/bot/lookup/fixtures.py) for Ultraman-, Final Fantasy-
and 三国-style names, so nothing here depends on Lorcana.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.services.lookup import Alias, CardIndex, CardRecord, Filters, close_matches
from engine.core.registry import get_game
from engine.games.lorcana.cards import card_db

from .fixtures import fixture_records

CATALOG = Path(__file__).resolve().parents[3] / ".." / "shared" / "data" / "lorcana" / "zh_catalog_full.json"
GUILD, OTHER_GUILD = "111", "222"


def game_records(game_id: str, catalog: list[dict] | None = None) -> list[CardRecord]:
    game = get_game(game_id)
    return [CardRecord.from_game(game_id, game.name, r) for r in game.lookup_records(catalog or [])]


def lorcana_records(catalog: list[dict]) -> list[CardRecord]:
    return game_records("lorcana", catalog)


@pytest.fixture(scope="module")
def builtin() -> CardIndex:
    aliases = [Alias(GUILD, "lorcana", "大狗", "tfc-022"), Alias(GUILD, "lorcana", "Big Shell", "tfc-034")]
    return CardIndex(lorcana_records([]), aliases)


@pytest.fixture(scope="module")
def imported() -> CardIndex:
    if not CATALOG.exists():
        pytest.skip(f"the official Lorcana catalog is not at {CATALOG} (../shared/data is absent)")
    from bot.storage.catalog import read_companions
    from engine.games.lorcana.catalog import read_catalog

    companions = read_companions(get_game("lorcana"), CATALOG)  # as `tcg cards import` reads it
    return CardIndex(lorcana_records(read_catalog(json.loads(CATALOG.read_text(encoding="utf-8")), companions)))


@pytest.fixture(scope="module")
def every_game() -> CardIndex:
    """The built-in records of every game with cards, searched together as the bot does."""
    return CardIndex(game_records("lorcana") + game_records("ultraman") + game_records("underworld"))


@pytest.fixture(scope="module")
def other_game() -> CardIndex:
    return CardIndex([CardRecord.from_game("fixture", "测试游戏", r) for r in fixture_records()])


def top(index: CardIndex, query: str, **options) -> str | None:
    matches = index.search(query, **options)
    return matches[0].record.id if matches else None


LORCANA_QUERIES = [
    # exact: full names (with or without the separator), names, card names without subtitle
    ("exact", "爱丽儿——像人一样站立", "tfc-001"),
    ("exact", "史迪奇摇滚巨星", "tfc-023"),
    ("exact", "高飞 剑客", "tfc-004"),
    ("exact", "欢迎你", "tfc-025"),
    ("exact", "随它吧", "tfc-163"),
    ("exact", "真理之剑", "tfc-136"),
    ("exact", "平底锅", "tfc-202"),
    ("exact", "海格力斯", "tfc-181"),
    ("exact", "宙斯", "tfc-061"),
    # typos: Chinese homophones (the same pinyin), English letters dropped or swapped
    ("typo", "史迪其", "tfc-021"),
    ("typo", "海格利斯", "tfc-181"),
    ("typo", "宙丝", "tfc-061"),
    ("typo", "随他吧", "tfc-163"),
    ("typo", "真理之箭", "tfc-136"),
    ("typo", "雪保", "tfc-052"),
    ("typo", "stich", "tfc-021"),
    ("typo", "herculs", "tfc-181"),
    ("typo", "maleficnet", "tfc-048"),
    ("typo", "rapunzle", "tfc-018"),
    ("typo", "sword of truht", "tfc-136"),
    ("typo", "frying pam", "tfc-202"),
    # full pinyin, including both readings of a polyphonic character (乐 le / yue)
    ("pinyin", "shidiqi", "tfc-021"),
    ("pinyin", "haigelisi", "tfc-181"),
    ("pinyin", "zhousi", "tfc-061"),
    ("pinyin", "suitaba", "tfc-163"),
    ("pinyin", "pingdiguo", "tfc-202"),
    ("pinyin", "xuebao", "tfc-052"),
    ("pinyin", "lepei", "tfc-018"),
    ("pinyin", "yuepei", "tfc-018"),
    ("pinyin", "zhen li zhi jian", "tfc-136"),
    ("pinyin", "shidiqi yaogunjuxing", "tfc-023"),
    # pinyin initials
    ("initials", "sdq", "tfc-021"),
    ("initials", "pdg", "tfc-202"),
    ("initials", "stb", "tfc-163"),
    ("initials", "zlzj", "tfc-136"),
    ("initials", "hgls", "tfc-181"),
    # English names, with and without subtitle, any case and punctuation
    ("english", "Stitch Rock Star", "tfc-023"),
    ("english", "stitch - new dog", "tfc-022"),
    ("english", "be our guest", "tfc-025"),
    ("english", "LET IT GO", "tfc-163"),
    ("english", "zeus", "tfc-061"),
    ("english", "mickey mouse detective", "tfc-154"),
    ("english", "Ursula's Cauldron", "tfc-067"),
    ("english", "tinkerbell giant fairy", "tfc-193"),
    # a subtitle alone (Chinese or English)
    ("subtitle", "摇滚巨星", "tfc-023"),
    ("subtitle", "新养的小狗", "tfc-022"),
    ("subtitle", "野狼克星", "tfc-070"),
    ("subtitle", "Rock Star", "tfc-023"),
    ("subtitle", "ice surfer", "tfc-109"),
    ("subtitle", "Dragonslayer", "tfc-016"),
    # set and collector number
    ("id", "tfc-021", "tfc-021"),
    ("id", "TFC 23", "tfc-023"),
    ("id", "tfc202", "tfc-202"),
]


@pytest.mark.parametrize(("kind", "query", "expected"), LORCANA_QUERIES, ids=[f"{k}:{q}" for k, q, _ in LORCANA_QUERIES])
def test_lorcana_query_finds_the_card(builtin, kind, query, expected):
    assert top(builtin, query) == expected


AMBIGUOUS = [  # (query, the first card, the name every offered card has)
    ("史迪奇", "tfc-021", "史迪奇"),
    ("sdq", "tfc-021", "史迪奇"),
    ("米奇", "tfc-012", "米奇"),
    ("elsa", "tfc-040", "艾莎"),
    ("黑巫婆", "tfc-048", "黑巫婆"),
]


def implemented_named(name: str) -> set[str]:
    return {c.id for c in card_db().values() if c.name == name and c.implemented}


@pytest.mark.parametrize(("query", "first", "name"), AMBIGUOUS)
def test_an_ambiguous_name_offers_every_card_of_that_name(builtin, query, first, name):
    close = close_matches(builtin.search(query, limit=40))
    assert close[0].record.id == first  # ties go to the first card in set order (release order)
    assert {m.record.id for m in close} == implemented_named(name) and len(implemented_named(name)) >= 5


def test_aliases_belong_to_their_server(builtin):
    assert top(builtin, "大狗", guild=GUILD) == "tfc-022"
    assert top(builtin, "dagou", guild=GUILD) == "tfc-022"  # an alias is found by its pinyin too
    assert top(builtin, "big shell", guild=GUILD) == "tfc-034"
    assert top(builtin, "大狗", guild=OTHER_GUILD) is None
    assert top(builtin, "大狗") is None


def test_filters_narrow_the_answers(builtin):
    assert {m.record.id for m in builtin.search("史迪奇", filters=Filters(cost=6))} == {"tfc-023", "tfc-125"}
    assert {m.record.id for m in builtin.search("史迪奇", filters=Filters(cost=6, colour="琥珀"))} == {"tfc-023"}
    assert {m.record.id for m in builtin.search("史迪奇", filters=Filters(colour="ruby"))} == {"tfc-125", "iti-125"}
    assert builtin.search("史迪奇", filters=Filters(type="物品")) == []
    songs = builtin.search("", filters=Filters(type="歌曲", cost=5), limit=50)
    assert songs and all(m.record.type_label == "行动·歌曲" and m.record.cost == 5 for m in songs)
    assert builtin.search("史迪奇", filters=Filters(game="fixture")) == []


def test_nonsense_finds_nothing(builtin):
    assert builtin.search("zzqqxx") == []
    assert builtin.search("!!!") == builtin.search("", limit=10)  # nothing searchable: like an empty query


OTHER_GAME_QUERIES = [
    ("tiga", "fx-001"),
    ("TIGA power type", "fx-002"),
    ("dijia", "fx-001"),
    ("迪加奥特曼", "fx-001"),  # homophone typo of 迪迦
    ("djatm", "fx-001"),
    ("ultraman zero", "fx-003"),
    ("cloud midgar mercenry", "fx-010"),
    ("cloud ex soldier", "fx-011"),
    ("克劳德 米德加", "fx-010"),
    ("sephirot", "fx-013"),
    ("片翼天使", "fx-013"),
    ("caocao", "fx-020"),
    ("曹草", "fx-020"),
    ("changbanpo", "fx-021"),
    ("zhangbanpo", "fx-021"),  # 长 read zhang
    ("zhongzhuangqibing", "fx-022"),
    ("chongzhuangqibing", "fx-022"),  # 重 read chong
    ("golza", "fx-004"),
]


@pytest.mark.parametrize(("query", "expected"), OTHER_GAME_QUERIES)
def test_another_games_cards_are_found_the_same_way(other_game, query, expected):
    assert top(other_game, query) == expected


ULTRAMAN_QUERIES = [
    ("tiga", "HBU-TDG-01"),  # the query: 闪耀迪迦 (Glitter Tiga) is the only Tiga card
    ("TIGA", "HBU-TDG-01"),
    ("迪迦", "HBU-TDG-01"),  # part of the name
    ("dijia", "HBU-TDG-01"),  # the pinyin of that part
    ("闪耀迪迦", "HBU-TDG-01"),
    ("glitter tiga", "HBU-TDG-01"),
    ("sydj", "HBU-TDG-01"),
    ("HBU-TDG-01", "HBU-TDG-01"),
    ("赛罗奥特曼", "HBU01-A07"),
    ("ultraman zero", "HBU01-A07"),
    ("ultraman z alpha edge", "HBU-JCA-01"),
    ("光之替换", "练习-025"),  # a practice card by its name without 练习卡·
    ("tihuan", "练习-025"),
]


@pytest.mark.parametrize(("query", "expected"), ULTRAMAN_QUERIES)
def test_real_ultraman_cards_are_found_among_every_games_cards(every_game, query, expected):
    assert top(every_game, query) == expected


CATALOG_QUERIES = [
    ("突临评判人", "rotf-080"),
    ("史迪奇 小火箭", "iti-125"),  # first of its printings (itip2-043 is the promo)
    ("shidiqi waixingwuzhe", "urr-023"),
    ("川顿 亚特兰提卡勇将", "urr-158"),
    ("配重锭", "urr-132"),
    ("布鲁托友好的够够", "iti-018"),  # homophone typo of 狗狗
    ("stitch rock star", "tfc-023"),  # English names of built-in cards survive the merge
]


@pytest.mark.parametrize(("query", "expected"), CATALOG_QUERIES)
def test_imported_catalog_cards_are_found(imported, query, expected):
    assert top(imported, query) == expected


def test_the_imported_catalog_adds_printed_text_and_keeps_implemented_marks(imported):
    assert len(imported) == 817  # 908 printings; reprints (enchanted, promo) are one card each
    stitch = imported.get("lorcana:tfc-021")
    assert stitch.implemented and stitch.text and stitch.printed_text
    rocket = imported.get("lorcana:itip2-043")  # a promo printing of an implemented card is that card
    assert rocket.id == "iti-125" and rocket.implemented and rocket.printed_text
    assert all(record.implemented for record in imported.records)  # every card of sets 1-4 plays


def test_the_type_filter_finds_every_action_of_the_imported_catalog(imported):
    """full.json gives no type: the import derives it (engine/games/lorcana/catalog.py), so
    类型=行动 finds every action: 112 cards, songs included, with 119 printings (116 in sets 1-4 and
    3 promos). A promo of the character 米奇——真心朋友 (tfcp1-025) whose catalog entry lacks its
    stats reads as an action alone; grouped with its card it is a character."""
    actions = imported.search("", filters=Filters(type="行动"), limit=1000)
    assert len(actions) == 112 and sum(len(m.record.printings) for m in actions) == 119
    assert imported.get("lorcana:tfcp1-025").type == "character"
    assert {m.record.type_label for m in actions} == {"行动", "行动·歌曲"}
