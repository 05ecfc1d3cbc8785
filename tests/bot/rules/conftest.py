from __future__ import annotations

import pytest

from bot.services.rules import RulesService


@pytest.fixture(scope="session")
def rules() -> RulesService:
    """The service over the JSON shipped in the package (no ../shared needed)."""
    return RulesService.load()
