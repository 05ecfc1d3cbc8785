"""Message catalog for the engine core: every player-visible string of engine/core lives here.

Games keep their own catalog in ``engine/games/<game>/messages.py`` and register it with
``register_catalog`` so ``t()`` finds their keys too.
"""

import functools
import re
import string

MESSAGES: dict[str, str] = {
    # Answer validation
    "answer.no_request": "当前没有等待回答的请求。",
    "answer.stale": "这个选择已经过期了（请求 {given}，当前请求 {current}）。请刷新后再选。",
    "answer.not_your_turn": "现在轮不到你做这个决定。",
    "answer.already_answered": "你已经回答过这个请求了，请等待其他玩家。",
    "answer.unknown_option": "选项 “{option}” 不在可选范围内。",
    "answer.duplicate_option": "同一个选项 “{option}” 只能选一次。",
    "answer.too_few": "至少要选 {min} 项，你选了 {count} 项。",
    "answer.too_many": "最多只能选 {max} 项，你选了 {count} 项。",
    "answer.not_a_permutation": "请按顺序选出 {count} 项，每项恰好一次。",
    "answer.malformed": "回答的格式不正确。",
    "answer.game_over": "对局已经结束。",
    "answer.not_in_game": "你不在这场对局中（或已经离场）。",
    "answer.concede_multiplayer": "这个游戏的三人及以上对局不支持中途认输。",
    # Deck lists, the same words in every game (each game adds its own line-format hint)
    "deck.invalid": "卡组不合法：\n{problems}",
    "deck.unknown": "第 {number} 行：找不到卡牌“{name}”。",
    "deck.ambiguous": "第 {number} 行：“{name}”对应多张卡牌（{numbers}），请写卡牌编号。",
    # Best-of-N matches (engine/core/series.py); each game words its own sideboard limits
    "match_series.player_problem": "{player}：{problem}",
    "match_series.best_of": "多局赛制的局数必须是正奇数（三局两胜、五局三胜等），不能是 {best_of}。",
    "match_series.invalid": "多局赛制的报名套牌不合法：\n{problems}",
    "match_series.over": "这场多局赛制比赛已经结束，不能再替换备牌。",
    "match_series.uneven_swap": "替换备牌必须一换一：换出 {out} 张、换入 {into} 张，数量不同。",
    "match_series.swap_invalid": "这样换过之后套牌或备牌不合法，没有替换：\n{problems}",
    "match_series.not_in_deck": "套牌里没有要换出的牌：{cards}。",
    "match_series.not_in_sideboard": "备牌里没有要换入的牌：{cards}。",
    # Engine-level errors
    "game.unknown": "未知的游戏：{game}。可用的游戏：{available}。",
    "game.not_available": "{name} 的规则引擎尚未上线。",
    "game.bad_players": "{name} 需要 {min} 到 {max} 名玩家，实际 {count} 名。",
    "game.no_preset_decks": "{name} 没有预组卡组（cards/{game}/decks）。",
    "options.unknown": "未知的对局选项：{name}。可用的选项：{known}。",
    "options.bad_value": "对局选项 {name} 不能取值 {value}，可选：{choices}。",
    "options.bad_number": "对局选项 {name} 需要一个正整数，而不是 {value}。",
    "snapshot.bad_format": "对局存档格式不正确：{detail}",
    "snapshot.wrong_version": "对局存档版本 {found} 与当前引擎版本 {expected} 不兼容。",
    # Generic labels used in requests
    "option.pass": "让过",
    "option.details": "{label}（{details}）",
    "option.copy": "{label}（第 {number} 个）",
    "option.damage": "伤害 {amount}",
    "option.yes": "是",
    "option.no": "否",
    "option.keep": "保留手牌",
    "option.mulligan": "重抽",
    "prompt.priority": "你获得了优先权：要做什么？",
    "prompt.order_triggers": "请为你的 {count} 个触发效果排序（先选的先结算）。",
    "prompt.choose_replacement": "有多个替代性效果可以适用，请选择一个。",
    "prompt.hidden_choice": "请秘密作出选择，对手看不到你的选择。",
    "event.choice_made": "{player} 已作出秘密选择。",
    "viewer.spectator": "观众",
    # Narration of core events (what a player reads in the match log)
    "narrate.draw": "{player} 抽了 {card}。",
    "narrate.draw_hidden": "{player} 抽了一张牌。",
    "narrate.moved": "{player} 的 {card}：{source} → {destination}。",
    "narrate.moved_unowned": "{card}：{source} → {destination}。",
    "narrate.put_back": "{card} 被放回了 {zone}{place}。",
    "narrate.position.top": "顶部",
    "narrate.position.bottom": "底部",
    "narrate.revealed": "{player} 展示了 {card}。",
    "narrate.revealed_unowned": "{card} 被展示了。",
    "narrate.shuffled": "{zone} 已洗牌。",
    "narrate.turn_started": "第 {number} 回合：轮到 {player}。",
    "narrate.life_changed": "{player} 的生命值变化 {amount:+d}，现为 {life}。",
    "narrate.damage_dealt": "{card} 受到 {amount} 点伤害。",
    "narrate.choices_revealed": "秘密选择揭晓：{choices}。",
    "narrate.mulligan": "{player} 重抽了起手牌。",
    "narrate.game_over": "对局结束：{winners} 获胜。",
    "narrate.game_drawn": "对局结束：平局。",
    "narrate.conceded": "{player} 认输了。",
    # Result reasons of the core's own endings (ctx.end_game; the games' reasons are their keys).
    "concede": "{player} 认输",
    "agreed_draw": "双方同意和棋",
    "narrate.hidden_card": "一张牌",
    "narrate.no_effect": "{card}：可选效果此时不会有任何效果，未询问 {player}。",
    # Card files and community card packs (card_files.py): what `tcg cards check` reports
    "card_file.problem": "{file} 第 {line} 行：{message}",
    "card_file.whole_card": "整张卡牌",
    "card_file.no_such_path": "找不到这个文件或文件夹。",
    "card_file.empty_pack": "卡包里没有卡牌文件（*.toml）。",
    "card_file.not_utf8": "文件不是 UTF-8 编码。",
    "card_file.toml": "TOML 格式错误（{detail}）。",
    "card_file.duplicate": "卡牌编号 {id} 重复，已在 {other} 中定义。",
    "card_file.replaces_builtin": "卡牌编号 {id} 是内置卡牌；卡包要替换它，须在文件中写明 {flag} = true。",
    "card_file.replaces_nothing": "写了 {flag} = true，但没有编号为 {id} 的内置卡牌可替换。",
    "card_file.error.missing": "缺少字段“{field}”。",
    "card_file.error.extra_forbidden": "未知字段“{field}”（是否拼错了？）。",
    "card_file.error.extra_forbidden_near": "未知字段“{field}”，是否想写“{near}”？",
    "card_file.did_you_mean": "是否想写“{near}”？",
    "card_file.error.int_type": "“{field}”应为整数。",
    "card_file.error.int_parsing": "“{field}”应为整数。",
    "card_file.error.int_from_float": "“{field}”应为整数。",
    "card_file.error.string_type": "“{field}”应为文字（加引号）。",
    "card_file.error.bool_type": "“{field}”应为 true 或 false。",
    "card_file.error.bool_parsing": "“{field}”应为 true 或 false。",
    "card_file.error.list_type": "“{field}”应为列表（[...]）。",
    "card_file.error.dict_type": "“{field}”应为表（{{...}} 或 [[...]]）。",
    "card_file.error.model_type": "“{field}”应为表（{{...}} 或 [[...]]）。",
    "card_file.error.model_attributes_type": "“{field}”应为表（{{...}} 或 [[...]]）。",
    "card_file.error.literal_error": "“{field}”的值不在可选范围内，可选：{expected}。",
    "card_file.error.enum": "“{field}”的值不在可选范围内，可选：{expected}。",
    "card_file.error.string_pattern_mismatch": "“{field}”格式不对（应匹配 {pattern}）。",
    "card_file.error.greater_than_equal": "“{field}”不能小于 {ge}。",
    "card_file.error.greater_than": "“{field}”必须大于 {gt}。",
    "card_file.error.less_than_equal": "“{field}”不能大于 {le}。",
    "card_file.error.too_short": "“{field}”至少要有 {min_length} 项。",
    "card_file.error.too_long": "“{field}”最多只能有 {max_length} 项。",
    "card_file.error.union_tag_invalid": "“{field}”：没有名为“{tag}”的效果步骤，可用：{expected_tags}。",
    "card_file.error.union_tag_not_found": "“{field}”缺少字段“{discriminator}”。",
    "card_file.error.other": "“{field}”的值不对（{detail}）。",
}

_CATALOGS: list[dict[str, str]] = [MESSAGES]


def register_catalog(catalog: dict[str, str]) -> None:
    """Make a game's catalog visible to ``t``. Keys must not collide with existing ones."""
    if any(catalog is existing for existing in _CATALOGS):
        return
    for existing in _CATALOGS:
        clash = existing.keys() & catalog.keys()
        if clash:
            raise ValueError(f"message keys defined twice: {sorted(clash)}")
    _CATALOGS.append(catalog)


def has_message(key: str) -> bool:
    return any(key in catalog for catalog in _CATALOGS)


def t(key: str, **params: object) -> str:
    """The Chinese text for ``key`` with ``params`` filled in; an unknown key is a bug (KeyError)."""
    if not params:
        return _text(key, params)
    # Menus ask with the same labels step after step ("起动：{card}「{ability}」" of one card): a
    # text of words and whole numbers is filled once. Keyed with the values' types, as 1 and True
    # are equal keys that format differently; catalogs only gain keys, so no text goes stale.
    try:
        memo_key = (key, *[(name, _MEMO_TYPES[type(value)], value) for name, value in params.items()])
    except KeyError:  # another type of value (a list; a float, whose 0.0 and -0.0 are equal): filled each time
        return _text(key, params)
    found = _FILLED.get(memo_key)
    if found is None:
        if len(_FILLED) >= FILLED_MEMO_SIZE:
            _FILLED.clear()
        found = _FILLED[memo_key] = _text(key, params)
    return found


def _text(key: str, params: dict) -> str:
    for catalog in _CATALOGS:
        if key in catalog:
            return fill(catalog[key], params)
    raise KeyError(key)


# Filled texts by key and params, emptied when full: a server that runs for weeks meets new names.
FILLED_MEMO_SIZE = 20_000
_MEMO_TYPES = {str: "str", int: "int", bool: "bool", type(None): "none"}
_FILLED: dict[tuple, str] = {}


# Chinese characters and full-width punctuation: no space goes between two of them.
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
# Placeholders that hold a player's name, or a zone label made of one ("Alice 的卡组").
NAME_FIELDS = frozenset(
    ("player", "players", "owner", "controller", "winner", "winners", "loser", "proposer", "opponent", "challenger")
    + ("zone", "source", "destination")
)


@functools.cache
def _pieces(template: str) -> tuple[tuple[str, str | None, bool], ...] | None:
    """``template`` as (literal text, placeholder, whether it holds a name) when a space touches a
    placeholder, else None (nothing to adjust: plain ``str.format``)."""
    pieces = []
    for literal, field, spec, conversion in string.Formatter().parse(template):
        placeholder = None
        if field is not None:
            placeholder = "{" + field + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"
        pieces.append((literal.replace("{", "{{").replace("}", "}}"), placeholder, field in NAME_FIELDS))
    touching = any(
        (literal.startswith(" ") and index > 0 and pieces[index - 1][1]) or (literal.endswith(" ") and placeholder)
        for index, (literal, placeholder, _) in enumerate(pieces)
    )
    return tuple(pieces) if touching else None


def fill(template: str, params: dict) -> str:
    """``template.format(**params)``, with names spaced as Chinese is: a template puts a space
    between a name placeholder and the Chinese beside it ("{zone} 已洗牌", "轮到 {player}"), right
    for a Latin name ("Alice 的卡组", "轮到 Alice") and wrong for a Chinese one ("电脑的卡组已洗牌",
    not "电脑 的卡组 已洗牌"), so such a space is dropped when the name's end beside it is Chinese
    too. A card stands apart by its space ("打出 米奇") unless it is a hidden one: "一张牌" is part
    of the sentence ("Alice 的一张牌", not "Alice 的 一张牌"). Other spaces and those inside values stay."""
    pieces = _pieces(template)
    if pieces is None:
        return template.format(**params)
    hidden = MESSAGES["narrate.hidden_card"]
    parts: list[tuple[str, str]] = []  # (text, "literal" of the template, a "name" or another "value")
    for literal, placeholder, is_name in pieces:
        if literal:
            parts.append((literal.format(), "literal"))
        if placeholder is not None:
            value = placeholder.format(**params)
            parts.append((value, "name" if is_name or value == hidden else "value"))
    text = ""
    for index, (part, kind) in enumerate(parts):
        if kind == "literal":
            before = parts[index - 1] if index > 0 else ("", "")
            after = parts[index + 1] if index + 1 < len(parts) else ("", "")
            if part.startswith(" ") and before[1] == "name" and _cjk(before[0][-1:]) and _cjk((part[1:] + after[0])[:1]):
                part = part[1:]
            if part.endswith(" ") and after[1] == "name" and _cjk(after[0][:1]) and _cjk((text + part[:-1])[-1:]):
                part = part[:-1]
        text += part
    return text


def _cjk(char: str) -> bool:
    return bool(char) and _CJK.match(char) is not None
