"""Rules answers as Chinese text for the terminal (`tcg rule`); the Discord cog builds embeds
from the same catalog messages."""

from __future__ import annotations

from bot.messages import t
from engine.core.registry import GAME_NAMES

from .cards import CardRulingsMatch
from .model import Rule
from .service import RuleDetail, RulesAnswer

EXCERPT_LENGTH = 80


def rule_title(rule: Rule) -> str:
    """``4.3.6.12（挑战）``; a rule whose id is its heading shows once: ``暗藏者``."""
    if not rule.heading or rule.heading == rule.id:
        return rule.id
    return t("rules.rule_title", id=rule.id, heading=rule.heading)


def excerpt(text: str, length: int = EXCERPT_LENGTH) -> str:
    text = " ".join(text.split())
    return text if len(text) <= length else text[: length - 1] + "…"


def format_detail(game: str, detail: RuleDetail) -> str:
    rule = detail.rule
    lines = [t("rules.rule_header", game=GAME_NAMES[game], title=rule_title(rule))]
    if rule.text:
        lines.append(rule.text)
    lines += [t("rules.example", text=example) for example in rule.examples]
    if detail.subrules:
        lines.append(t("rules.subrules_header", count=len(detail.subrules)))
        lines += [t("rules.list_item", title=s.id, text=excerpt(s.text or s.heading)) for s in detail.subrules]
    if detail.references:
        lines.append(t("rules.references_header"))
        lines += [t("rules.list_item", title=r.id, text=r.heading or excerpt(r.text)) for r in detail.references]
    if detail.same_number:
        lines.append(t("rules.same_number", ids="、".join(r.id for r in detail.same_number)))
    if detail.parent is not None:
        lines.append(t("rules.parent", title=rule_title(detail.parent)))
    return "\n".join(lines)


def format_answer(answer: RulesAnswer) -> str:
    if answer.detail is not None:
        return format_detail(answer.game, answer.detail)
    lines = []
    if answer.term is not None:
        lines += [t("rules.term_header", game=GAME_NAMES[answer.game], term=answer.term.term), answer.term.text]
        if answer.term.refs:
            lines.append(t("rules.term_refs", ids="、".join(answer.term.refs)))
    if answer.hits:
        lines.append(t("rules.hits_header", game=GAME_NAMES[answer.game], query=answer.query))
        lines += [
            t("rules.list_item", title=rule_title(hit.rule), text=excerpt(hit.rule.text or hit.rule.heading))
            for hit in answer.hits
        ]
    return "\n".join(lines)


def format_card_rulings(match: CardRulingsMatch) -> str:
    card = match.card
    lines = [t("rules.card_header", name_zh=card.name_zh, name_en=card.name_en, count=len(card.rulings))]
    lines += [t("rules.ruling_item", number=n, text=text) for n, text in enumerate(card.rulings, start=1)]
    return "\n".join(lines)
