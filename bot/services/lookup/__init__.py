"""Card lookup: one in-memory index over every card the bot knows (see index.py), the inline
``[[名称]]`` parser, and the service the Discord cog and the CLI use."""

from .index import Alias, CardIndex, Filters, Match, close_matches
from .inline import inline_references
from .records import CardRecord
from .service import LookupProblem, LookupService, load_records

__all__ = [
    "Alias",
    "CardIndex",
    "CardRecord",
    "Filters",
    "LookupProblem",
    "LookupService",
    "Match",
    "close_matches",
    "inline_references",
    "load_records",
]
