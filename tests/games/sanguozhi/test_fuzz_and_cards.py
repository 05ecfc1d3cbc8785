"""Random games keep the engine contract (snapshots, replay, views and events hide face-down
Generals and set Stratagems), every alternative option plays, and the card files are valid."""

import pytest

from engine.core.errors import GameError
from engine.core.registry import get_game
from engine.fuzz import fuzz
from engine.games.sanguozhi.cards import card_db
from engine.games.sanguozhi.options import OPTIONS

ALTERNATIVES = [(name, value) for name, spec in OPTIONS.items() for value in spec.get("choices", ())
                if value != spec["default"]]  # fmt: skip


def test_random_games_keep_the_contract():
    report = fuzz("sanguozhi", games=6, seed=3, decks="both")
    assert report.failures == [], report.failures[0].error if report.failures else ""


def test_random_2v2_games_keep_the_contract():
    """Chapter 9: four players in two teams, with random concessions (104.3a, 900.3)."""
    report = fuzz("sanguozhi", games=2, seed=5, players=4, decks="both")
    assert report.failures == [], report.failures[0].error if report.failures else ""


@pytest.mark.parametrize(("name", "value"), ALTERNATIVES)
def test_random_games_keep_the_contract_with_every_alternative_option(name, value):
    report = fuzz("sanguozhi", games=2, seed=7, options={name: value})  # 2 games each: the default-option fuzz (make fuzz) plays 1,200
    assert report.failures == [], report.failures[0].error if report.failures else ""


def test_practice_cards_are_labelled_and_the_built_in_files_are_valid():
    """DESIGN.md: practice cards say so wherever their name shows; every built-in file loads."""
    game = get_game("sanguozhi")
    assert game.check_card_files() == []
    records = {record["id"]: record for record in game.lookup_records([])}
    assert len(records) == len(card_db())
    for card in card_db().values():
        assert records[card.id]["name"].startswith("练习卡·") == card.practice


def test_cards_the_rules_name_show_only_the_facts_given_and_cannot_be_played():
    """Digest §10: 周瑜 (官渡-潮昇-066) has only its requirement (412.3); 韩玄 its troop type and
    stats (108.12). Two cards named 周瑜 need their number in a deck list, and neither plays."""
    records = {record["id"]: record for record in get_game("sanguozhi").lookup_records([])}
    zhou_yu = dict(records["官渡-潮昇-066"]["facts"])
    assert zhou_yu["兵权条件"] == "2弓 2谋 1通用" and "兵种属性" not in zhou_yu and "攻/命/智" not in zhou_yu
    han_xuan = dict(records["赤壁-乘云-092"]["facts"])
    assert han_xuan["兵种属性"] == "枪兵" and han_xuan["攻/命/智"] == "0/4/0" and "兵权条件" not in han_xuan
    assert "规则白皮书示例（108.12）" in han_xuan.values() and not records["赤壁-乘云-092"]["implemented"]
    deck = "\n".join(f"1 练习-{n:03d}" for n in range(1, 30)) + "\n21 练习-A01\n"
    with pytest.raises(GameError, match="“周瑜”对应多张卡牌（官渡-潮昇-066、赤壁-流火-046），请写卡牌编号"):
        get_game("sanguozhi").parse_deck(deck + "1 周瑜")
    with pytest.raises(GameError, match="还不能用于对战"):
        get_game("sanguozhi").parse_deck(deck + "1 官渡-潮昇-066")


@pytest.mark.parametrize(("target", "steps", "problem"), [
    ('{ kind = "player" }', '[{ step = "damage", amount = 1, kind = "permanent" }]', "damage、tap 要指定将领"),  # 117.1: a player takes only combat damage
    ('{ kind = "player" }', '[{ step = "tap" }]', "damage、tap 要指定将领"),  # cards.py: tap needs a General
    ('{ kind = "general", side = "enemy" }', '[{ step = "sacrifice" }]', "side 要写 own"),  # 801.7: only own Generals
    ('{ kind = "player" }', '[{ step = "search", card = "general", treasure_type = "饰品" }]', "才能写 treasure_type"),  # 417.2
])  # fmt: skip
def test_a_card_file_whose_steps_do_not_fit_its_target_is_refused_in_chinese(tmp_path, target, steps, problem):
    """The problem names the file and line."""
    bad = tmp_path / "bad.toml"
    bad.write_text(f'id = "包-001"\ntype = "stratagem"\nname = "坏计"\nspeed = "fast"\nduration = "instant"\ntext = "x"\n'
                   f"target = {target}\nsteps = {steps}\n", encoding="utf-8")  # fmt: skip
    [found] = get_game("sanguozhi").check_card_pack(bad)
    assert "bad.toml" in found and problem in found
