"""Issue 21: every card of the community database is classified in cards/underworld/card_classes.tsv
as implemented (a card file plays it), playable (its text uses only terms the rulebook defines, or
that a card's printed reminder text defines), blocked by the undefined terms it uses (each listed),
or played by the rules themselves (the first-player marker token). Rules are exact: a term the
rulebook (seeds/004) does not define is not invented, so a card that uses one stays lookup-only.

Detection reads the printed text without its FAQ, the basic type and the keyword list. Terms
defined by printed reminder text elsewhere (预测 JC104, 屏障 JC017, 迟缓 TK001, 闪烁 JZ05, 饮血 BQ029,
转生 WM071, 恐怖 DQXQZY02) are not blocking; nor is the issue's 先兆, whose every use carries its
reminder text "先兆（从手中展示此牌）" (CQ12, LC14: a cost, reveal the card from hand). Abilities
named by the zone they work from (手牌行动, 墓地行动, 资产区行动, 手牌触发, 墓地触发) are read as the
implemented cards already read them. `TERMS` keeps the issue's list first, then the terms it
missed (护盾 … 角色/附属), for the lead to decide."""

import re
from collections import Counter

from engine.games.underworld.card_classes import card_classes
from engine.games.underworld.cards import card_db

# (term, does the card use it?); each found nowhere in the rulebook's glossary or procedures.
TERMS = (
    # 隐秘对抗 itself, the 隐秘：+N box a card shows in one (WM067: "隐秘能力框") and 神秘学博弈.
    ("隐秘对抗", lambda entry, text: "隐秘对抗" in text or "隐秘：" in text or "隐秘能力框" in text),
    ("【隐秘】/【暴露】", lambda entry, text: "【隐秘】" in text or "【暴露】" in text),
    ("隐秘等级", lambda entry, text: "隐秘等级" in text),
    # 核心角色, 【核心】 abilities, the 核心区 (TK011 describes it, but the lead keeps 核心 undefined).
    ("核心", lambda entry, text: "核心" in text or entry["basic-type"] == "核心区"),
    ("名誉点", lambda entry, text: "名誉点" in text),
    # The 任务/地区 cards and cards that search for, win or name 任务 cards.
    ("任务/地区", lambda entry, text: entry["basic-type"] == "任务/地区" or "任务" in text),
    ("护卫", lambda entry, text: "护卫" in text),
    ("创伤", lambda entry, text: "创伤" in text),
    ("非资产", lambda entry, text: "非资产" in text),
    ("传闻", lambda entry, text: "传闻" in text),
    # Token cards and the cards that create (生成) them; the first-player marker is no such token.
    ("指示物角色", lambda entry, text: entry["basic-type"] in ("指示物角色", "指示物附属") or "生成" in text),
    ("毁灭", lambda entry, text: "毁灭" in text),
    ("永恒", lambda entry, text: "永恒" in text),
    ("转变", lambda entry, text: "转变" in text),
    ("副名", lambda entry, text: "副名" in text),
    # Missed by the list.
    ("护盾", lambda entry, text: "护盾" in text),
    ("秘密计划", lambda entry, text: "秘密计划" in text or "推进" in text),
    ("混乱", lambda entry, text: "混乱" in text),
    ("唯一", lambda entry, text: "唯一" in text),
    ("休整", lambda entry, text: "休整" in text),
    ("秘社限定", lambda entry, text: "秘社限定" in text),
    ("遭遇角色", lambda entry, text: entry["basic-type"] == "遭遇角色"),
    ("角色/附属", lambda entry, text: entry["basic-type"] == "角色/附属"),
    # 洛城's campaign terms, found nowhere in the rulebook either (LC13, MSLC04; MSLC02; MSLC01).
    ("威胁进度", lambda entry, text: "威胁进度" in text),
    ("支线剧情", lambda entry, text: "支线剧情" in text),
    ("危机方", lambda entry, text: "危机方" in text),
    # Card texts the rulebook cannot read (issue 21's last playable cards, uw-cards5):
    # an effect printed with no 行动/触发/持续 label, so no timing (LC05: "若你的资产区具有【圣】，则…"),
    ("无能力标签", lambda entry, text: entry["basic-type"] == "角色" and any(line.startswith("若") for line in text.split("\n"))),
    # a counter no rule or card reminder defines (LC05's "+1防御力标志"),
    ("+1防御力标志", lambda entry, text: "防御力标志" in text),
    # a 触发 whose only condition is a state, with no moment to trigger at (JZ18: "触发：若你的秘社不是凛冬王廷，
    # 牺牲冬将军"; G:触发能力 p2: a trigger waits for "当……时"),
    ("无触发时机", lambda entry, text: re.search(r"(^|\n)触发：若你的秘社[^当]*(\n|$)", text) is not None),
    # a card whose basic type says it is no attachment while its text attaches it (XQ30: 角色, "结附于本方秘社";
    # WM054, WM055: 事务): which type it has when played is not for us to choose (G:角色 p5, G:附属和结附 p4).
    ("类型矛盾", lambda entry, text: entry["basic-type"] not in ("附属", "角色/附属", "指示物附属")
     and any(line.startswith("结附于") for line in text.split("\n"))),
    # a zone a card creates (BQ095: "为本方秘社创建一个名为集团总部的区域", in place of its owner's graveyard):
    # the rulebook's zones are a closed list (G:区域 p8) each with its rules; a new one has none (who sees
    # its cards), and G:死亡 p8 makes death a move into a graveyard, so whether a character put there
    # instead dies, and whether other players' cards that read "墓地" see it, is not for us to choose.
    ("新区域", lambda entry, text: re.search(r"创建一个名为\S+的区域", text) is not None),
)
# The first-player marker: the rulebook's 先手标志 and its privilege (G:先手标志 p9, R3.2.1.2b).
RULE_CARDS = {"TK007"}


def classify(entry: dict, implemented: set[str]) -> tuple[str, tuple[str, ...]]:
    """(status, the undefined terms the card uses) of one database entry."""
    text = str(entry.get("text") or "").split("\n\nFAQ")[0]
    terms = tuple(term for term, uses in TERMS if uses(entry, text))
    if entry["id"] in RULE_CARDS:
        return "rule", terms
    if entry["id"] in implemented:
        return "implemented", terms
    return ("blocked" if terms else "playable"), terms


def implemented_ids() -> set[str]:
    return {card.id for card in card_db().values() if card.implemented}


def test_the_table_is_the_classification_of_the_database(database):
    ours = {row.id: (row.name, row.set, row.status, row.terms) for row in card_classes()}
    expected = {card_id: (entry["name"], entry["set"], *classify(entry, implemented_ids()))
                for card_id, entry in database.items()}  # fmt: skip
    assert ours == expected


def test_no_implemented_card_uses_an_undefined_term(database):
    """The guard: a card file that plays a card is `implemented` in the table, and no card that
    uses an undefined term (隐秘对抗, 【隐秘】 …) is implemented: it stays lookup-only."""
    statuses = {row.id: row for row in card_classes()}
    assert sorted(i for i in implemented_ids() if statuses.get(i) is None or statuses[i].status != "implemented") == []
    assert sorted(i for i in implemented_ids() if classify(database[i], set())[0] != "playable") == []
    assert sorted(row.id for row in statuses.values() if row.status == "implemented" and row.id not in implemented_ids()) == []


def test_the_table_reads_as_its_counts():
    """The counts `tcg cards stats underworld` prints add up: every blocked card names a term,
    no other card does."""
    rows = card_classes()
    statuses = Counter(row.status for row in rows)
    assert set(statuses) <= {"implemented", "playable", "blocked", "rule"} and sum(statuses.values()) == len(rows)
    assert [row.id for row in rows if bool(row.terms) != (row.status == "blocked")] == []
    assert len({row.id for row in rows}) == len(rows)
