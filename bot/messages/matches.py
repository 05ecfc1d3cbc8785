"""Messages of matches played through the bot (bot/services/matches.py and the match cog)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Matches (bot/services/matches.py).
    "match.unknown": "找不到这场对局（{match_id}）。",
    "match.not_active": "这场对局目前不在进行中，无法再做选择。",
    "match.finished": "这场对局已经结束，无法再做选择。",
    "match.duplicate": "你已经回答过这个请求了，不用重复点击。",
    "match.bad_seats": "座位必须依次编号为 1 到 {count}，实际为：{seats}。",
    "match.bad_decks": "每位玩家都需要一副卡组：期望 {expected}，实际为 {given}。",
}
