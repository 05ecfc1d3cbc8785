"""Rules lookup: every game's rules document as numbered rules, glossary terms and MTG card
rulings, shipped as JSON derived from ../shared/seeds (``build.py``) and served from memory."""

from __future__ import annotations

from .service import RuleDetail, RulesAnswer, RulesError, RulesService

__all__ = ["RuleDetail", "RulesAnswer", "RulesError", "RulesService"]
