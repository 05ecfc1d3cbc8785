"""Near-names (bot/services/lookup/near_names.py): words in another order, a synonym, tried only
when the query as typed finds no strong match."""

from bot.services.lookup import CardIndex, CardRecord
from bot.services.lookup.near_names import near_names


def record(card_id: str, name: str) -> CardRecord:
    return CardRecord(game="fixture", game_name="测试游戏", id=card_id, name=name)


INDEX = CardIndex([
    record("c1", "葛丽特和汉塞尔"), record("c2", "死者之城"), record("c3", "亡者之夜"), record("c4", "闪耀迪迦"),
    record("c5", "米德加佣兵克劳德"), record("c6", "雷诺与路德"), record("c7", "亡者之门"), record("c8", "死者之门"),
])  # fmt: skip


def top(query: str) -> str | None:
    matches = INDEX.search(query)
    return matches[0].record.id if matches else None


def test_swapped_words_find_the_card():
    assert top("汉塞尔和葛丽特") == "c1"  # around a connector
    assert top("路德与雷诺") == "c6"  # around a connector
    assert top("迪迦闪耀") == "c4"  # two halves of an unspaced name
    assert top("克劳德 米德加佣兵") == "c5"  # spaced words


def test_a_synonym_finds_the_card_over_a_closer_spelling():
    assert top("亡者之城") == "c2"  # not 亡者之夜, which shares three characters too


def test_a_card_found_as_typed_beats_its_near_name():
    assert top("亡者之门") == "c7"
    assert top("死者之门") == "c8"
    assert INDEX.search("亡者之门")[0].score > INDEX.search("亡者之门")[1].score


def test_near_names_leave_out_the_query_itself():
    assert "葛丽特和汉塞尔" in near_names("汉塞尔和葛丽特")
    assert "汉塞尔和葛丽特" not in near_names("汉塞尔和葛丽特")
    assert near_names("stitch") == []
