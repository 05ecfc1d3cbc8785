"""Community card packs (engine/core/card_files.py through the Game API): a folder of card files in
the format of cards/ultraman/, loaded from the data directory at start and on reload, checked by
`tcg cards check ultraman PATH` with every problem in Chinese with its file and line; a pack card
never silently replaces a built-in card."""

from pathlib import Path

import pytest

import engine
from bot.cli import main
from engine.core.registry import reload_cards

GOOD = """\
id = "SP01-001"
name = "社区测试奥特曼"
keywords = ["泽塔", "奥特战士"]
power = 6000
support_power = 2000
weakened_power = 3000

[[effects]]
timings = ["attack"]
text = "攻：本回合此牌战力+1000。"
steps = [{ step = "modify", amount = 1000 }]
"""

# Line 5 misspells support_power; line 9 names a timing that does not exist; line 11 a step count < 1.
BAD = """\
id = "SP01-002"
name = "有错的卡"
keywords = ["赛罗"]
power = 5000
suport_power = 1000

[[effects]]
timings = ["attack"]
timings_typo = 1
text = "攻：抽0张牌。"
steps = [{ step = "draw", count = 0 }]
"""

FULL_ZERO = """\
id = "HBU01-A07"
replaces_builtin = true
name = "赛罗奥特曼"
keywords = ["赛罗", "奥特战士"]
power = 7000
support_power = 2000
"""


@pytest.fixture
def game():
    ultraman = engine.get_game("ultraman")
    yield ultraman
    ultraman.reload_cards(None)  # back to the built-in cards only


def write_pack(root: Path, files: dict[str, str]) -> Path:
    pack = root / "ultraman"
    for name, text in files.items():
        (pack / name).parent.mkdir(parents=True, exist_ok=True)
        (pack / name).write_text(text, encoding="utf-8")
    return pack


def test_a_good_pack_checks_clean_and_loads_at_reload(tmp_path, game):
    write_pack(tmp_path, {"set1/sp01-001.toml": GOOD})
    assert game.check_card_pack(tmp_path / "ultraman") == []
    assert reload_cards(tmp_path)["ultraman"] == []
    assert game.card_counts()[0] == len(game.card_library.load_builtin()) + 1
    assert game.card_name("SP01-001") == "社区测试奥特曼"
    deck = game.parse_deck("3 SP01-001\n3 练习-001\n3 练习-002\n3 练习-003\n3 练习-004\n3 练习-005\n3 练习-006\n"
                           "3 练习-007\n3 练习-008\n3 练习-009\n3 练习-010\n3 练习-011\n3 练习-012\n1 练习-013")
    assert deck.count("SP01-001") == 3 and len(deck) == 40


def test_a_bad_pack_reports_every_problem_with_file_and_line_in_chinese(tmp_path, game):
    no_power = 'id = "SP01-004"\nname = "没有战力"\n'
    write_pack(tmp_path, {"good.toml": GOOD, "bad.toml": BAD, "broken.toml": 'id = "SP01-003"\nname = \n',
                          "no_power.toml": no_power})  # fmt: skip
    problems = game.check_card_pack(tmp_path / "ultraman")
    assert "bad.toml 第 5 行：未知字段“suport_power”，是否想写“support_power”？" in problems
    assert "bad.toml 第 9 行：未知字段“effects[1].timings_typo”，是否想写“timings”？" in problems
    assert "bad.toml 第 11 行：“effects[1].steps[1].draw.count”不能小于 1。" in problems
    assert any(p.startswith("broken.toml 第 2 行：TOML 格式错误") for p in problems)
    assert "no_power.toml 第 1 行：可用于对战的角色牌需要战力 power 和支援战力 support_power（2.0.6）；" \
           "资料不全请写 implemented = false。" in problems
    assert len(problems) == 5
    # Loading skips the bad files and keeps the good one.
    assert len(game.reload_cards(tmp_path)) == 5
    assert "SP01-001" in game.card_library.cards() and "SP01-002" not in game.card_library.cards()


TYPOS = """\
id = "SP01-005"
name = "拼错的卡"
power = 5000
support_power = 1000

[[effects]]
timings = ["atack"]
text = "攻：抽1张牌。"
steps = [{ step = "drow" }]

[[effects]]
timings = ["attack"]
text = "攻：本回合对方1张角色牌战力-1000。"
steps = [{ step = "modify", amount = -1000, target = "chosen", pick = { sied = "opponent" } }]

[[effects]]
timings = ["defense"]
text = "防：抽1张牌。"
steps = [{ step = "draw", xyzzy = 1 }]
"""


def test_every_problem_comes_with_the_closest_known_name(tmp_path, game):
    """A misspelt timing, step, or field of a nested table: the closest known name (rapidfuzz); a
    name like nothing known gets no guess."""
    write_pack(tmp_path, {"typos.toml": TYPOS})
    problems = game.check_card_pack(tmp_path / "ultraman")
    assert len(problems) == 4
    assert problems[0].startswith("typos.toml 第 7 行：“effects[1].timings[1]”的值不在可选范围内")
    assert problems[0].endswith("是否想写“attack”？")
    assert problems[1].startswith("typos.toml 第 9 行：“effects[1].steps[1]”：没有名为“drow”的效果步骤")
    assert problems[1].endswith("是否想写“draw”？")
    assert problems[2] == "typos.toml 第 14 行：未知字段“effects[2].steps[1].modify.pick.sied”，是否想写“side”？"
    assert problems[3] == "typos.toml 第 19 行：未知字段“effects[3].steps[1].draw.xyzzy”（是否拼错了？）。"


WRONG_SHAPES = """\
id = "SP01-006"
name = "写错结构的卡"
power = 5000
support_power = 1000

[[effects]]
timings = ["attack"]
text = "攻：本回合战力+1000。"
steps = [{ step = "modify", amount = 1000, target = "chosen" }]

[[effects]]
timings = ["attack"]
text = "攻：抽1张牌。"
steps = [{ step = "draw", for_each = { zone = "hand", keyword = "赛罗" } }]
[[effects]]
timings = ["defense"]
text = "防：将对方战场1张角色牌暗盖。"
steps = [{ step = "turn_face_down", pick = { face = "down" } }]
"""


def test_the_new_vocabulary_explains_a_wrong_shape(tmp_path, game):
    """A chosen target without `pick`, a keyword counted in a hidden zone, a face-down card to turn
    face down: each in Chinese, on its line."""
    write_pack(tmp_path, {"shapes.toml": WRONG_SHAPES})
    assert game.check_card_pack(tmp_path / "ultraman") == [
        "shapes.toml 第 9 行：“effects[1].steps[1].modify”：target = \"chosen\" 时必须写 pick（选择哪些战场上的角色牌），"
        "其他 target 不能写 pick。",
        "shapes.toml 第 14 行：“effects[2].steps[1].draw.for_each”：手牌和牌库的内容对方看不到，只能数张数，"
        "不能按 keyword 或 name 计数（3.1.1、3.6.4a）。",
        "shapes.toml 第 18 行：“effects[3].steps[1].turn_face_down”：只有正面表示的牌才能被暗盖（5.1.1），pick 不能写 face = \"down\"。",
    ]


def test_a_pack_card_may_not_silently_replace_a_built_in_card(tmp_path, game):
    silent = FULL_ZERO.replace("replaces_builtin = true\n", "")
    write_pack(tmp_path, {"zero.toml": silent})
    assert game.check_card_pack(tmp_path / "ultraman") == [
        "zero.toml 第 1 行：卡牌编号 HBU01-A07 是内置卡牌；卡包要替换它，须在文件中写明 replaces_builtin = true。"
    ]
    game.reload_cards(tmp_path)
    assert game.card_library.cards()["HBU01-A07"].implemented is False  # the built-in card stays


def test_a_pack_may_replace_a_built_in_card_when_it_says_so(tmp_path, game):
    write_pack(tmp_path, {"zero.toml": FULL_ZERO})
    assert game.reload_cards(tmp_path) == []
    zero = game.card_library.cards()["HBU01-A07"]
    assert zero.implemented and zero.power == 7000
    write_pack(tmp_path, {"zero.toml": FULL_ZERO.replace('"HBU01-A07"', '"SP09-009"')})
    assert game.check_card_pack(tmp_path / "ultraman") == [
        "zero.toml 第 2 行：写了 replaces_builtin = true，但没有编号为 SP09-009 的内置卡牌可替换。"
    ]


def test_duplicates_inside_a_pack_and_missing_paths(tmp_path, game):
    write_pack(tmp_path, {"a.toml": GOOD, "b.toml": GOOD})
    assert game.check_card_pack(tmp_path / "ultraman") == ["b.toml 第 1 行：卡牌编号 SP01-001 重复，已在 a.toml 中定义。"]
    missing = tmp_path / "nowhere"
    assert game.check_card_pack(missing) == [f"{missing} 第 0 行：找不到这个文件或文件夹。"]


def test_tcg_cards_check_with_a_path(tmp_path, capsys, game):
    pack = write_pack(tmp_path, {"good.toml": GOOD})
    assert main(["cards", "check", "ultraman", str(pack)]) == 0
    assert "卡包" in capsys.readouterr().out
    write_pack(tmp_path, {"bad.toml": BAD})
    assert main(["cards", "check", "ultraman", str(pack)]) == 1
    out = capsys.readouterr().out
    assert "bad.toml 第 5 行" in out and "卡包有 3 处问题" in out


def test_lorcana_uses_the_same_pack_loader(tmp_path):
    """The loader is the Game API's: Lorcana packs check the same way (here: a built-in id)."""
    lorcana = engine.get_game("lorcana")
    some_id = next(iter(lorcana.card_library.load_builtin()))
    pack = tmp_path / "lorcana"
    pack.mkdir()
    (pack / "x.toml").write_text(f'id = "{some_id}"\n', encoding="utf-8")
    problems = lorcana.check_card_pack(pack)
    assert problems and all(p.startswith("x.toml 第 ") for p in problems)


def test_a_may_written_as_forced_or_as_a_continuous_rule_is_refused(tmp_path, game):
    """1.1.4: an effect worded 可/你可以 is the player's decision, so a card file must mark it
    `optional` (else the player would never be asked) and may not write it as a continuous or
    replacement effect, which apply without asking; an `optional` effect without that wording is
    refused too (it would ask about a mandatory effect). An effect with a cost is asked anyway (1.1.4a)."""
    head = 'name = "可选测试"\npower = 5000\nsupport_power = 1000\n'
    forced = '[[effects]]\ntimings = ["lose"]\ntext = "败：你可以抽1张牌。"\nsteps = [{ step = "draw" }]\n'
    asked = '[[effects]]\ntimings = ["win"]\ntext = "胜：抽1张牌。"\noptional = true\nsteps = [{ step = "draw" }]\n'
    aura = '[[continuous]]\ntext = "此牌在战场时，你可以使我方其他角色战力+1000。"\namount = 1000\n'
    swap = '[[replacements]]\ntext = "此牌将被移入伤害区时，可改为移入休息区。"\n'
    cost = '[[effects]]\ntimings = ["attack"]\ntext = "攻：【使用1张能量牌】你可以抽1张牌。"\ncost = { use_energy = 1 }\n' \
           'steps = [{ step = "draw" }]\n'  # fmt: skip
    files = {f"{name}.toml": f'id = "SP02-00{n}"\n{head}\n{body}'
             for n, (name, body) in enumerate([("forced", forced), ("asked", asked), ("aura", aura), ("swap", swap),
                                               ("cost", cost)])}  # fmt: skip
    write_pack(tmp_path, files)
    problems = sorted(game.check_card_pack(tmp_path / "ultraman"))
    wording = "效果文字写有“可/你可以”时由玩家决定是否执行（1.1.4），必须写 optional = true（有代价【】的效果本就如此）；没有这样写的效果自动执行，不能写 optional。"
    continuous = "写有“可/你可以”的效果由玩家决定是否执行（1.1.4），不能写成持续效果或替代效果；请写成 effects 并加 optional = true。"
    assert problems == [f"asked.toml 第 6 行：“effects[1]”：{wording}",
                        f"aura.toml 第 7 行：“continuous[1].text”：{continuous}",
                        f"forced.toml 第 6 行：“effects[1]”：{wording}",
                        f"swap.toml 第 7 行：“replacements[1].text”：{continuous}"]  # fmt: skip
