"""Card facts written by hand in cards/underworld/ agree with the community database
(../shared/data/underworld_ymsj/cards.json), and every card file validates."""

import re

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
