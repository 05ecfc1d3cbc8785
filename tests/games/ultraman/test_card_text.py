"""The Chinese text a card file generates (card_text.py): every vocabulary entry has one, the
authoring guide shows exactly what each TOML line generates, and the hand-written texts of the
built-in and community-pack cards read like the generated ones."""

import re
import tomllib
import typing
from pathlib import Path

import pytest
from pydantic import TypeAdapter

from bot.cli import main
from engine.core.card_files import literal_values
from engine.core.registry import get_game
from engine.games.ultraman import card_text as ct
from engine.games.ultraman.cards import (
    Aura,
    CardDef,
    Condition,
    Count,
    Effect,
    Modify,
    Pick,
    Replacement,
    Restrict,
    RuleConstant,
    Step,
    Timing,
    card_db,
)
from engine.games.ultraman.text import card_text
from tests.games.ultraman.test_pack_vocabulary import ultraman_guide

COMMUNITY_PACK = Path(__file__).resolve().parent / "packs" / "cp01"
PARTS = {"effects": Effect, "continuous": Aura, "replacements": Replacement, "rule_constants": RuleConstant}


def test_every_vocabulary_entry_has_generated_text():
    """No step, timing, target, restriction, condition state or rule constant falls through."""
    steps = typing.get_args(typing.get_args(Step)[0])  # the models of the union
    assert sorted([*ct.STEP_TEXTS, *ct.STEP_TEMPLATES]) == sorted(literal_values(model.model_fields["step"].annotation)[0] for model in steps)
    entries = {
        "timings": (ct.TIMINGS, typing.get_args(Timing)),
        "modify targets": ({**ct.MODIFIED, "chosen": ""}, literal_values(Modify.model_fields["target"].annotation)),
        "stats": (ct.STATS, literal_values(Modify.model_fields["stat"].annotation)),
        "restrictions": (ct.RESTRICTED, literal_values(Restrict.model_fields["action"].annotation)),
        "durations": (ct.DURATIONS, literal_values(Restrict.model_fields["duration"].annotation)),
        "self states": (ct.SELF_STATES, literal_values(Condition.model_fields["self_state"].annotation)),
        "entered": (ct.ENTERED, literal_values(Condition.model_fields["entered"].annotation)),
        "constants": (ct.CONSTANTS, literal_values(RuleConstant.model_fields["constant"].annotation)),
        "zones": (ct.ZONES, literal_values(Count.model_fields["zone"].annotation)),
    }
    missing = [f"{kind}: {value}" for kind, (table, values) in entries.items() for value in values if value not in table]
    assert missing == []


def test_the_text_can_be_left_out_and_is_generated():
    """A pack card without `text` reads the generated text everywhere `text` is shown (lookup,
    preview, prompts); its may-wording matches `optional` by construction (1.1.4)."""
    card = CardDef.model_validate({
        "id": "测试-TEXT", "name": "测试文本", "power": 5000, "support_power": 1000,
        "effects": [{"timings": ["attack", "defense"], "optional": True, "cost": {"use_energy": 1},
                     "condition": {"zone": "damage", "owner": "opponent", "at_least": 3},
                     "steps": [{"step": "draw", "for_each": {"zone": "battlefield", "keyword": "赛罗"}},
                               {"step": "discard", "who": "opponent", "random": True}]}],
        "continuous": [{"amount": 500, "keywords_any": ["赛罗"]}],
        "replacements": [{"to": "hand"}],
        "rule_constants": [{"constant": "turn_draw", "amount": 1}],
    })  # fmt: skip
    assert card_text(card).splitlines() == [
        "攻/防：【使用1张能量牌】如对方伤害区中的牌的数量为3张以上，我方战场每有1张正面表示的「赛罗」，你可以抽1张牌，然后对方随机弃1张牌。",
        "此牌在战场时，我方战场中其他「赛罗」战力+500。",
        "此牌将被移入伤害区时，改为移入手牌。",
        "此牌在战场时，我方回合开始时抽牌的数量+1。",
    ]


def test_a_written_text_is_kept():
    effect = Effect(timings=["win"], text="胜：抽一张牌。", steps=[{"step": "draw"}])
    assert effect.text == "胜：抽一张牌。" and ct.generated_text(effect) == "胜：抽1张牌。"


def guide_rows(pattern: str) -> list[tuple[str, str]]:
    rows = re.findall(rf"^\|(?: [^|`]+ \|)? `({pattern})` \| ([^|]+) \|$", ultraman_guide(), flags=re.M)
    assert rows, pattern
    return rows


def test_each_step_line_of_the_guide_shows_its_generated_text():
    """The steps table and the amounts table (`for_each`)."""
    wrong = []
    for line, text in guide_rows(r"\{ step = [^`]*\}"):
        step = TypeAdapter(Step).validate_python(tomllib.loads(f"x = {line}")["x"])
        if f"{ct.step_text(step)}。" != text:
            wrong.append((line, text, ct.step_text(step)))
    assert wrong == []


def test_each_timing_and_condition_line_of_the_guide_shows_its_generated_text():
    wrong = [(line, text) for line, text in guide_rows(r"timings = \[[^`]*\]")
             if f"{ct.timing_text(tomllib.loads(line)['timings'])}：…" != text]  # fmt: skip
    for line, text in guide_rows(r"condition = \{[^`]*\}"):
        if f"{ct.condition_text(Condition.model_validate(tomllib.loads(line)['condition']))}…" != text:
            wrong.append((line, text))
    assert wrong == []


def test_each_worked_example_of_the_guide_shows_its_generated_text():
    """Every `text` in the guide's TOML examples is the one its TOML generates."""
    blocks = re.findall(r"```toml\n(.*?)```", ultraman_guide(), flags=re.S)
    written = [(key, part) for block in blocks for key, parts in tomllib.loads(block).items() if key in PARTS
               for part in parts if "text" in part]  # fmt: skip
    assert len(written) >= 6
    wrong = [part["text"] for key, part in written if ct.generated_text(PARTS[key].model_validate(part)) != part["text"]]
    assert wrong == []


def pack_cards() -> list[CardDef]:
    return [CardDef.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
            for path in sorted(COMMUNITY_PACK.glob("*.toml"))]  # fmt: skip


@pytest.mark.parametrize("source", ["built-in", "cp01"])
def test_written_texts_read_like_the_generated_ones(source):
    """The hand-written texts of the built-in cards and the worked pack say what their TOML does."""
    cards = list(card_db().values()) if source == "built-in" else pack_cards()
    parts = [part for card in cards for key in PARTS for part in getattr(card, key)]
    assert len(parts) >= 15
    unlike = [f"{part.text} / {ct.generated_text(part)}" for part in parts
              if ct.likeness(part.text, ct.generated_text(part)) < ct.WRITTEN_LIKENESS_FLOOR]  # fmt: skip
    assert unlike == []
    assert [warning for card in cards for warning in ct.written_text_warnings(card)] == []


def test_check_warns_when_a_written_text_reads_unlike_the_generated_one(tmp_path, capsys):
    """The card still loads (its text may be the printed wording), so the check passes, but the
    author sees both texts: players would read one effect while the engine plays another."""
    (tmp_path / "odd.toml").write_text(
        'id = "CP09-001"\nname = "怪卡"\npower = 5000\nsupport_power = 1000\n\n[[effects]]\n'
        'timings = ["attack"]\ntext = "攻：对方随机弃2张牌。"\nsteps = [{ step = "add_energy" }]\n',
        encoding="utf-8",
    )
    try:
        assert main(["cards", "check", "ultraman", str(tmp_path)]) == 0
        out = capsys.readouterr().out
        assert "CP09-001 的第 1 个效果：手写的 text 与按 TOML 生成的文字差别较大" in out
        assert "手写：攻：对方随机弃2张牌。" in out and "生成：攻：增加1张能量牌。" in out
    finally:
        get_game("ultraman").reload_cards(None)


def test_preview_prints_the_generated_text_of_a_card_without_one(tmp_path, capsys):
    (tmp_path / "plain.toml").write_text(
        'id = "CP09-002"\nname = "无字卡"\npower = 5000\nsupport_power = 1000\n\n[[effects]]\n'
        'timings = ["defense"]\noptional = true\nsteps = [{ step = "draw" }, { step = "discard" }]\n',
        encoding="utf-8",
    )
    try:
        assert main(["cards", "preview", "ultraman", str(tmp_path), "CP09-002", "--out", str(tmp_path / "face.png")]) == 0
        assert "防：你可以抽1张牌，然后弃1张牌。" in capsys.readouterr().out.splitlines()
    finally:
        get_game("ultraman").reload_cards(None)


def test_picks_name_every_filter_and_a_may_is_said_once():
    pick = Pick(side="any", count=2, face="up", main=False, other=True, keyword="赛罗")
    assert ct.pick_text(pick) == "战场2张其他正面表示的非主战角色的「赛罗」角色牌"
    assert ct.pick_text(Pick(side="you", main=True, name="赛罗奥特曼")) == "我方战场1张主战角色的名为「赛罗奥特曼」的角色牌"
    granted = Effect(timings=["win"], steps=[{"step": "form_change"}, {"step": "draw"}])
    assert granted.text == "胜：你可以进行1次形态转换，然后抽1张牌。"  # 5.10.1: the form change asks by itself
    optional = Effect(timings=["win"], optional=True, steps=[{"step": "draw"}, {"step": "form_change"}])
    assert optional.text == "胜：你可以抽1张牌，然后你可以进行1次形态转换。"
