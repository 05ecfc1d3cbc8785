"""Chinese text for Ultraman Heroes Duel: prompts, option labels, zone names, errors, narration."""

from engine.core.messages import register_catalog

MESSAGES = {
    # Setup (1.2)
    "ultraman.prompt.first_player": "请决定先后手。",
    "ultraman.option.first_player": "{player} 先手",
    "ultraman.prompt.battlefield": "从 9 张牌中选择 5 张暗盖到配置区（按选择顺序放入第 1–5 格），其余 4 张作为起始手牌。",
    # Effects (1.1.3-1.1.7, 2.0.5)
    "ultraman.prompt.order_effects": "有多个效果同时触发：选择先执行哪一个。",
    "ultraman.prompt.may": "{card}：要使用效果「{text}」吗？",
    "ultraman.prompt.window": "{moment}：选择要使用的效果，或声明不再使用。",
    "ultraman.option.effect": "{card}：{text}",
    "ultraman.option.done": "不再使用其他效果",
    "ultraman.prompt.pay_energy": "支付代价：选择 {count} 张能量牌移入休息区。",
    "ultraman.prompt.pay_discard": "支付代价：选择 {count} 张手牌弃置。",
    "ultraman.prompt.discard": "选择要弃置的 {count} 张手牌。",
    "ultraman.prompt.random_discard": "对方的手牌已背面朝上随机打乱：选择弃置哪 {count} 张（看不到牌面）。",
    "ultraman.prompt.reveal": "选择要翻开的 {count} 张我方战场上的暗盖角色牌。",
    "ultraman.prompt.damage_to_rest": "选择要从伤害区移入休息区的 {count} 张牌。",
    "ultraman.option.hidden_position": "第 {number} 张",
    "ultraman.option.face_down_energy": "暗盖的能量牌 {number}",
    "ultraman.option.card": "{card}",
    "ultraman.option.slot_card": "第 {slot} 格：{card}",
    "ultraman.option.slot_face_down": "第 {slot} 格：暗盖的牌",
    "ultraman.moment.turn_start": "回合开始时",
    "ultraman.moment.turn_end": "回合结束时",
    "ultraman.moment.battle_start": "战斗开始时",
    # Form change (4.1, 5.10)
    "ultraman.prompt.form_change": "形态转换阶段：选择要进行形态转换的牌，或不进行。",
    "ultraman.prompt.form_change_in": "选择通过形态转换进场、替换 {card} 的手牌。",
    "ultraman.option.no_form_change": "不进行形态转换",
    # Battle (4.2-4.4)
    "ultraman.prompt.own_main": "战斗阶段：选择我方战场上的一张角色牌作为主战角色。",
    "ultraman.prompt.enemy_main": "选择对方战场上的一张角色牌作为对方的主战角色。",
    "ultraman.prompt.support": "支援阶段：秘密选择一张手牌中的角色牌作为支援角色，或不进行支援。",
    "ultraman.option.no_support": "不进行支援",
    "ultraman.prompt.extra_support": "额外支援：选择一张满足条件的角色牌进行额外支援，或不进行。",
    "ultraman.option.no_extra_support": "不进行额外支援",
    "ultraman.prompt.keep_helper": "战斗胜利：选择一张支援角色移入主战角色原来所在的配置区空格。",
    "ultraman.prompt.weakened": "{card} 战败：要将牌库顶 1 张牌移入伤害区，使其以衰弱状态留在战场上吗？",
    # End of turn (4.5)
    "ultraman.prompt.hand_limit": "手牌超过上限 {limit} 张：选择弃置 {count} 张。",
    # Zones (3.0.1)
    "ultraman.zone.deck": "{player} 的牌库",
    "ultraman.zone.hand": "{player} 的手牌",
    "ultraman.zone.battlefield": "{player} 的战场",
    "ultraman.zone.damage": "{player} 的伤害区",
    "ultraman.zone.rest": "{player} 的休息区",
    "ultraman.zone.energy": "{player} 的能量区",
    "ultraman.zone.aside": "{player} 的支援角色",
    "ultraman.summary": "{player}：伤害 {damage}/5，手牌 {hand}，牌库 {deck}，能量 {energy}",
    "ultraman.card.weakened": "{card}（衰弱）",
    # Narration
    "ultraman.narrate.first_player": "{player} 先手。",
    "ultraman.narrate.battle": "{player} 以 {card} 攻击 {target}。",
    "ultraman.narrate.support": "{player} 的支援角色：{card}。",
    "ultraman.narrate.no_support": "{player} 不进行支援。",
    "ultraman.narrate.extra_support": "{player} 以 {card} 进行额外支援。",
    "ultraman.narrate.totals": "总战力：{totals}。",
    "ultraman.narrate.result_win": "{player} 战斗胜利。",
    "ultraman.narrate.result_lose": "{player} 战斗失败。",
    "ultraman.narrate.effect": "{player} 的 {card}：{text}",
    "ultraman.narrate.weakened": "{player} 的 {card} 以衰弱状态留在战场上。",
    "ultraman.narrate.form_change": "{player} 将 {old} 形态转换为 {new}。",
    "ultraman.narrate.energy_added": "{player} 增加了 1 张能量牌。",
    "ultraman.narrate.no_battle": "有一方战场上没有角色牌，本回合不进行战斗。",
    "ultraman.narrate.placed": "{player} 将 5 张牌暗盖到配置区。",
    # Results (1.3.2)
    "ultraman.result.lost": "对手输掉了游戏（伤害区 5 张以上，或牌库无牌可抽/可增加能量）",
    "ultraman.result.draw": "双方同时输掉游戏",
    # Deck lists (1.0.2)
    "ultraman.deck.line": "第 {number} 行“{line}”格式不对，应为“3 卡牌名称”或“3 卡牌编号”。",
    "ultraman.deck.unknown": "第 {number} 行：找不到卡牌“{name}”。",
    "ultraman.deck.ambiguous": "第 {number} 行：名称“{name}”对应多个卡牌编号（{numbers}），请改写卡牌编号。",
    "ultraman.deck.size": "套牌必须正好 40 张，现在是 {count} 张（1.0.2）。",
    "ultraman.deck.too_many_copies": "卡牌编号 {number}（{card}）最多 3 张，现在有 {count} 张（1.0.2、2.0.7）。",
    "ultraman.deck.not_implemented": "“{card}”（{number}）的资料不全（规则书未给出战力等），暂不能用于对战（可以查询）。",
    "ultraman.deck.invalid": "套牌不合法：\n{problems}",
    "ultraman.cards.invalid": "{file}：{error}",
    "ultraman.cards.duplicate": "{file}：卡牌编号 {number} 已在 {other} 中定义。",
}
register_catalog(MESSAGES)
