"""Chinese texts of multiplayer games and the Commander variant (CR 800, 903)."""

from engine.core.messages import register_catalog

MESSAGES: dict[str, str] = {
    "mtg.option.attack_player": "进攻 {player}",
    "mtg.prompt.attack_whom": "宣告进攻：{card} 要进攻哪位牌手？",
    "mtg.narrate.player_left": "{player} 离开了这盘游戏，其拥有的物件一并离开。",
    "mtg.narrate.lost.commander_damage": "受到同一个指挥官造成的 21 点或更多战斗伤害",
    "mtg.zone.command": "统帅区",
    "mtg.zone.left": "已离开游戏的牌",
    "mtg.option.cast_commander": "从统帅区施放 {card}（指挥官税 {tax}）",
    "mtg.prompt.commander_home.graveyard_or_exile": "你的指挥官 {card} 被置入坟墓场或放逐区：要将它放回统帅区吗？",
    "mtg.prompt.commander_home.hand_or_library": "你的指挥官 {card} 将被置入你的手牌或牌库：要改为将它放回统帅区吗？",
    "mtg.commander.bad_decks": "指挥官赛制的卡组不合法：\n{problems}",
    "mtg.commander.deck_size": "指挥官卡组必须正好 {size} 张牌（含指挥官），现在有 {count} 张。",
    "mtg.commander.not_legendary_creature": "卡组的第一张牌是指挥官：{card} 不是传奇生物。",
    "mtg.commander.singleton": "{card} 不止一张：指挥官卡组中除基本地外每种牌只能有一张。",
    "mtg.commander.outside_identity": "{card} 的标识色不在指挥官 {commander} 的标识色之内。",
    "mtg.detail.commander": "指挥官",
    "mtg.summary.commander_damage": "{player} 受到 {commander} 的指挥官伤害：{amount}",
}

register_catalog(MESSAGES)
