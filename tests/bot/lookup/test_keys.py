"""Search keys: normalization, pinyin readings with polyphones, ids."""

from bot.services.lookup.keys import (
    alias_keys,
    card_keys,
    id_keys,
    normalize,
    pinyin_tails,
    query_reading,
    readings,
)


def test_normalize_folds_case_width_spaces_and_punctuation():
    assert normalize("Ursula’s Shell-Necklace") == "ursulasshellnecklace"
    assert normalize("ＳＴＩＴＣＨ　Ｒｏｃｋ") == "stitchrock"
    assert normalize("史迪奇——摇滚巨星！") == "史迪奇摇滚巨星"


def test_readings_put_the_usual_one_first_then_polyphones():
    assert readings("史迪奇")[0] == ("shidiqi", "sdq")
    assert ("shidiji", "sdj") in readings("史迪奇")  # 奇 is also read ji
    assert readings("Stitch") == ()
    assert readings("WALL-E 瓦力") == (("wallewali", "wallewl"),)  # Latin runs stay as they are


def test_a_homophone_reads_like_the_name():
    assert query_reading("史迪其") == query_reading("史迪奇") == "shidiqi"


def test_card_keys_cover_every_way_to_name_a_card():
    keys = dict(card_keys("史迪奇", "摇滚巨星", "Stitch", "Rock Star", "tfc-023"))
    assert keys["史迪奇"] == "name" and keys["摇滚巨星"] == "subtitle" and keys["史迪奇摇滚巨星"] == "full"
    assert keys["shidiqi"] == "pinyin" and keys["sdq"] == "initials" and keys["sdj"] == "initials_alt"
    assert keys["stitch"] == "name_en" and keys["stitchrockstar"] == "full_en" and keys["rock"] == "word_en"
    assert keys["tfc023"] == keys["tfc23"] == "id"


def test_ids_and_aliases():
    assert [k for k, _ in id_keys("iti-004a")] == ["iti004a", "iti4a"]
    assert dict(alias_keys("大狗"))["大狗"] == "alias"
    assert dict(alias_keys("大狗"))["dagou"] == "pinyin"
    assert alias_keys("!!") == []


def test_the_end_of_a_chinese_name_is_a_key_by_its_pinyin():
    assert pinyin_tails("闪耀迪迦") == [("yaodijia", "pinyin_tail"), ("dijia", "pinyin_tail")]  # two characters at least
    assert pinyin_tails("迪迦") == [] and pinyin_tails("Glitter Tiga") == [] and pinyin_tails(None) == []
    assert ("dijia", "pinyin_tail") in card_keys("闪耀迪迦", None, "Glitter Tiga", None, "HBU-TDG-01")
