"""Rules lookup and rulings: `/规则`, `/裁定`, `tcg rule`, and the rules data generator."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # The generator (python -m bot.services.rules.build).
    "rules.build_no_seeds": "找不到规则文档目录 {path}。",
    "rules.build_stale": "规则数据与规则文档不一致：{files}。请运行 python -m bot.services.rules.build 重新生成。",
    "rules.build_up_to_date": "规则数据与规则文档一致。",
    "rules.build_written": "已更新 {count} 个规则数据文件（{path}）。",
}
MESSAGES.update(
    {
        # Lookups (shared by `tcg rule` and `/规则`).
        "rules.unknown_game": "没有游戏“{game}”的规则。可查询的游戏：{available}。",
        "rules.empty_query": "请输入规则编号或关键词，例如 4.3.6 或“挑战”。",
        "rules.number_not_found": "{game}规则中没有编号 {number}。你是不是要找：{suggestions}？",
        "rules.keyword_not_found": "{game}规则中找不到与“{query}”相关的内容，请换个关键词或直接输入规则编号。",
        "rules.keyword_not_found_suggest": "{game}规则中找不到与“{query}”相关的内容。你是不是要找：{suggestions}？",
        "rules.rule_title": "{id}（{heading}）",
        "rules.rule_header": "【{game}】规则 {title}",
        "rules.example": "例：{text}",
        "rules.subrules_header": "子规则（{count} 条）：",
        "rules.references_header": "引用的规则：",
        "rules.list_item": "  · {title}：{text}",
        "rules.same_number": "文档中同一编号还印有：{ids}",
        "rules.parent": "上级规则：{title}",
        "rules.term_header": "【{game}】术语：{term}",
        "rules.term_refs": "相关规则：{ids}",
        "rules.hits_header": "【{game}】与“{query}”最相关的规则：",
        "rules.card_header": "{name_zh}（{name_en}）：{count} 条裁定",
        "rules.ruling_item": "{number}. {text}",
        "rules.card_not_found": "发布释疑中找不到名为“{name}”的牌。",
    }
)
MESSAGES.update(
    {
        # Rulings (/裁定).
        "rules.ruling_not_found": "没有找到“{name}”的裁定。",
        "rules.ruling_empty": "裁定内容不能为空。",
        "rules.ruling_too_long": "裁定内容最多 {limit} 字，你输入了 {length} 字。",
        "rules.ruling_unknown_id": "本服务器没有编号为 {id} 的裁定。",
        "rules.card_name_empty": "请输入卡名。",
        "rules.card_name_too_long": "卡名最多 {limit} 字。",
    }
)
MESSAGES.update(
    {
        # Discord (/规则, /裁定).
        "rules.more": "……另有 {count} 条",
        "rules.same_number_field": "文档中同一编号的其他规则",
        "rules.hits_field": "最相关的规则",
        "rules.jump_placeholder": "跳转到列出的规则……",
        "rules.jump_gone": "这条规则已不存在，请重新查询。",
        "rules.rulings_title": "裁定：{name}",
        "rules.rulings_field": "{game} · {card}",
        "rules.rulings_none": "（暂无裁定）",
        "rules.server_ruling_item": "#{id} {text}（{author}，{date}）",
        "rules.ruling_added": "已为{game}的“{card}”添加裁定 #{id}。",
        "rules.ruling_removed": "已删除“{card}”的裁定 #{id}。",
        "rules.ruling_forbidden": "只有拥有“管理服务器”权限的成员才能添加或删除裁定。",
    }
)
