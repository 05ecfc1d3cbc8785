"""Inline card references in chat: ``[[名称]]`` anywhere in a message.

Text a player did not mean as a lookup is skipped: code blocks and inline code, spoilers
(``||...||``) and quotes (``> `` lines, and everything after ``>>> ``).
"""

from __future__ import annotations

import re

MAX_REFERENCES = 3  # cards answered per message
MAX_NAME_LENGTH = 100

_IGNORED = re.compile(
    r"```.*?(?:```|\Z)"  # code block (an unclosed one runs to the end)
    r"|`[^`\n]*`"  # inline code
    r"|\|\|.*?\|\|"  # spoiler
    r"|^>>> .*\Z"  # block quote: the rest of the message
    r"|^> [^\n]*",  # quoted line
    re.DOTALL | re.MULTILINE,
)
_REFERENCE = re.compile(r"\[\[([^\[\]\n]+?)\]\]")


def inline_references(content: str) -> list[str]:
    """The names in ``[[...]]`` outside code, spoilers and quotes: distinct, at most three."""
    visible = _IGNORED.sub(" ", content)
    found: list[str] = []
    for match in _REFERENCE.finditer(visible):
        name = match.group(1).strip()
        if name and len(name) <= MAX_NAME_LENGTH and name not in found:
            found.append(name)
            if len(found) == MAX_REFERENCES:
                break
    return found
