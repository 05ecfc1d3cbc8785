"""三国智 board and card images (bot/render/sanguozhi/)."""

MESSAGES: dict[str, str] = {
    "render.sanguozhi.face_down": "暗置",
    "render.sanguozhi.chain": "连环 {count}：{cards}",
    "render.sanguozhi.provisions": "粮草 {provisions}/{cap}",
    "render.sanguozhi.hand": "手牌 {count}",
    "render.sanguozhi.removed": "移出游戏 {count}",
    "render.sanguozhi.lord_slot_lost": "主将槽已失去",
    "render.sanguozhi.camp": "营地（卡组）\n{count} 张",
    "render.sanguozhi.graveyard": "墓地 {count} 张",
    "render.sanguozhi.graveyard_top": "顶：{card}",
    "render.sanguozhi.events": "事件槽 {count} 张",
    "render.sanguozhi.own_face_down": "暗置：{cards}",
    "render.sanguozhi.general_stats": "攻{attack} 命{health} 智{intelligence}",
    "render.sanguozhi.formation_stats": "攻{attack} 命{health} N={members}",
    "render.sanguozhi.permanent_damage": "永久伤害 {amount}",
    "render.sanguozhi.tapped": "横置",
    "render.sanguozhi.treasure": "宝物：{card}",
    "render.sanguozhi.formations": "阵型槽 {count} 张",
    "render.sanguozhi.formations_face_down": "其中暗置 {count} 张",
    "render.sanguozhi.authority": "兵权 {count} 张，面值共 {total}：{kinds}",
    "render.sanguozhi.your_hand": "你的手牌（{count}）",
}
