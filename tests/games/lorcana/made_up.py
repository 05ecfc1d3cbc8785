"""Made-up cards shared by several rules test files (no set-1 card sets up these rules)."""

from engine.games.lorcana.cards import CardDef

# "当你打出这个角色时，你可以免费打出一个行动。"
GENEROUS = CardDef(
    id="tst-406", name="慷慨者", subtitle="测试", name_en="Generous", subtitle_en="Test", type="character",
    ink="sapphire", cost=2, inkable=True, strength=1, willpower=2, lore=1, rarity="common", classifications=["故事源形"],
    abilities=[{"name": "请便", "kind": "triggered", "trigger": {"event": "played"},
                "effects": [{"step": "play_for_free", "filter": {"type": "action"}}]}],
)  # fmt: skip

# 钟楼（地点，◊1）："在你的回合开始时，获得 1 点奇谈。"
TOWER = CardDef(
    id="tst-401", name="钟楼", subtitle="测试", name_en="Clock Tower", subtitle_en="Test", type="location", ink="amber",
    cost=1, inkable=False, willpower=5, lore=1, move_cost=1, rarity="common",
    abilities=[{"name": "敲钟", "kind": "triggered", "trigger": {"event": "start_of_turn"},
                "effects": [{"step": "gain_lore", "amount": 1}]}],
)  # fmt: skip
