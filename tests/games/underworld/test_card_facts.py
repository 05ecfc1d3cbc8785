"""Card facts written by hand in cards/underworld/ agree with the community database
(../shared/data/underworld_ymsj/cards.json), and every card file validates."""

import re
from typing import get_args

from engine.games.underworld.abilities import REPLACEMENT_TRIGGERS, Society
from engine.games.underworld.cards import card_db, check_card_files

COLOURS = {"黄": "yellow", "绿": "green", "蓝": "blue", "红": "red", "灰": "grey", "白": "white", "黑": "black",
           "紫": "purple", "中立": "neutral"}  # fmt: skip
DOMAINS = {"心灵": "mind", "神圣": "holy", "星辰": "star", "死亡": "death", "鲜血": "blood", "血脉": "blood"}
ICONS = {"眼": "investigation", "刀": "battle", "星": "influence"}
TYPES = {"角色": "character", "事务": "affair", "附属": "attachment", "地区": "region", "秘社": "society"}
KEYWORDS = {"overt": "公开", "covert": "隐匿", "mobile": "机动", "spirit": "灵体", "leader": "领袖", "prestige": "声望",
            "renown": "威名", "withdraw": "撤回", "carnage": "杀伤", "ambush": "袭击", "barrier": "屏障",
            "time_counters": "时间标志", "slow": "迟缓"}  # fmt: skip


def loyalty(text: str | None) -> list[str]:
    """"绿色绿色" -> ["green", "green"]; "死亡" -> ["death"]."""
    found = []
    for part in re.findall(r"(黄色|绿色|蓝色|红色|灰色|白色|黑色|紫色|心灵|神圣|星辰|死亡|鲜血|血脉)", text or ""):
        found.append(COLOURS.get(part[0]) if part.endswith("色") else DOMAINS[part])
    return found


def icons(text: str | None) -> tuple[list[str], list[str]]:
    black, white = [], []
    for shade, icon in re.findall(r"［(黑|白)(眼|刀|星)］", text or ""):
        (black if shade == "黑" else white).append(ICONS[icon])
    return sorted(black), sorted(white)


def number(text) -> int | None:
    return int(text) if str(text or "").isdigit() else None


def test_every_card_file_validates():
    assert check_card_files() == []


def test_facts_match_the_database(database):
    mismatches = []
    for card in card_db().values():
        entry = database.get(card.id)
        if entry is None:
            mismatches.append(f"{card.id} is not in the database")
            continue
        black, white = icons(entry.get("abl"))
        expected = {
            "name": entry["name"], "set": entry["set"], "type_line": entry["type"],
            "basic_type": TYPES[entry["basic-type"]], "faction": COLOURS.get(entry.get("color") or ""),
            "cost": number(entry.get("cost")), "defence": number(entry.get("dfc")),
            "loyalty": loyalty(entry.get("lyl")), "domains": [DOMAINS[entry["magic"]]] if entry.get("magic") else [],
            "icons": black, "white_icons": white, "cap": number(entry.get("req")), "score": number(entry.get("sc")),
            "hand_size": number(entry.get("hands")),
            "society": None if entry.get("society") in (None, "-") else entry["society"],  # its faction by name, not colour
        }  # fmt: skip
        ours = card.model_dump()
        ours["icons"], ours["white_icons"] = sorted(ours["icons"]), sorted(ours["white_icons"])
        for key, value in expected.items():
            if ours[key] != value:
                mismatches.append(f"{card.id} {key}: ours {ours[key]!r}, database {value!r}")
        for keyword in card.keywords:
            if KEYWORDS.get(keyword.id) and KEYWORDS[keyword.id] not in entry["keywords"]:
                mismatches.append(f"{card.id} keyword {keyword.id} not in the database's {entry['keywords']}")
    assert mismatches == []


def test_the_slice_covers_every_faction_and_ten_regions():
    cards = [c for c in card_db().values() if c.implemented]
    factions = {c.faction for c in cards if c.basic_type in ("character", "affair", "attachment")}
    assert factions == {"yellow", "green", "blue", "red", "grey", "white", "black", "purple", "neutral"}
    assert sum(1 for c in cards if c.basic_type == "region") >= 10
    assert {c.basic_type for c in cards} == {"character", "affair", "attachment", "region", "society"}


def _written(value, top: bool = True):
    """(key, value) of every field an encoded ability, step, selection or rule sets (not the card's own facts)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if not top and inner not in (None, [], False):
                yield key, inner
            if not (top and key in ("faction", "society", "deck_factions")):
                yield from _written(inner, top=False)
    elif isinstance(value, list):
        for inner in value:
            yield from _written(inner, top=False)


def test_faction_names_are_read_by_name_never_by_colour(database):
    """G:派系和颜色 p7: "【国家机构】" or "鸣钟教派牌" in a text names the faction (the card's `society`,
    BQ043 being a red 国家机构 card), never a colour proxy; "【紫】角色" names the colour. Every
    encoded selection, step and rule of a card uses exactly the names and colours its text prints."""
    wrong = []
    subtypes = {part for entry in database.values() for part in re.split(r"[-/]", entry.get("type") or "")[1:]}
    for card in card_db().values():
        text = database[card.id]["text"]
        named = {n for n in get_args(Society)  # unbracketed, a name that is also a subtype reads as the subtype (仙灵, JZ21)
                 if f"【{n}】" in text or (n not in subtypes and (f"{n}牌" in text or f"{n}角色" in text))}  # fmt: skip
        colours = {COLOURS[c] for c in re.findall(r"【(黄|绿|蓝|红|灰|白|黑|紫)】", text)}
        written = list(_written(card.model_dump()))
        societies = {v for k, v in written if k in ("society", "unique_of_society")}
        factions = {v for k, v in written if k == "faction"}
        if named != societies or not factions <= colours:
            wrong.append(f"{card.id}: prints {sorted(named)} {sorted(colours)}, encodes {sorted(societies)} {sorted(factions)}")
    assert wrong == []


LABEL = re.compile(r"^([^：“”◆]*)触发\s*：")  # an ability's label: "进场强制触发：", "手牌触发：", "触发："


def _granted_triggers(value):
    """The triggered abilities a card gives other cards ("获得“死亡触发：…”的能力", BQ016, BQ111)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key == "grants" and inner and inner["kind"] == "triggered":
                yield inner
            yield from _granted_triggers(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _granted_triggers(inner)


def test_every_printed_trigger_is_encoded_as_one_and_optional_unless_forced(database):
    """G:触发能力 p2: "卡牌的操控者在符合触发条件的时机可以选择是否要发动触发能力", and only one marked
    强制 must be used. Each "…触发：" a card prints is a triggered ability (and one it labels "持续：当…时" may
    be one too: `printed_continuous`, JC034) (`forced` exactly when it
    says 强制) or a replacement rule its controller is asked about (abilities.REPLACEMENT_TRIGGERS),
    never a continuous rule that always applies; a trigger it gives in quotes likewise."""
    wrong = []
    for card in card_db().values():
        text = database[card.id]["text"]
        labels = [m.group(1) for m in map(LABEL.match, text.split("\n")) if m]
        printed = sorted("强制" in label for label in labels)
        ours = sorted([ability.forced for ability in card.abilities if ability.kind == "triggered" and not ability.printed_continuous]
                      + [False for ability in card.abilities if ability.kind == "continuous" and ability.static
                         and ability.static.flag in REPLACEMENT_TRIGGERS])  # fmt: skip
        quoted = sorted("强制" in label for label in re.findall(r"“([^“”：]*)触发\s*：", text))
        given = sorted(ability["forced"] for ability in _granted_triggers(card.model_dump()))
        if printed != ours or quoted != given:
            wrong.append(f"{card.id}: prints {printed} and gives {quoted}, encodes {ours} and {given}")
    assert wrong == []
