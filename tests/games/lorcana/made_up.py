"""Made-up cards shared by several rules test files (no set-1 card sets up these rules)."""

from engine.games.lorcana.cards import CardDef

# "当你打出这个角色时，你可以免费打出一个行动。"
GENEROUS = CardDef(
    id="tst-406", name="慷慨者", subtitle="测试", name_en="Generous", subtitle_en="Test", type="character",
    ink="sapphire", cost=2, inkable=True, strength=1, willpower=2, lore=1, rarity="common", classifications=["故事源形"],
    abilities=[{"name": "请便", "kind": "triggered", "trigger": {"event": "played"},
                "effects": [{"step": "play_for_free", "filter": {"type": "action"}}]}],
)  # fmt: skip
