"""PDF leftovers in the rules documents, shown as the symbols they stand for.

The documents were converted from PDF, and a game's icons came out as LaTeX commands or stray
marks (``\\odot``, ``\\heartsuit``, ``^④``, ``{§}``). One mark can stand for several icons: Lorcana's
``\\heartsuit`` is strength, willpower, ink or exert depending on the sentence. The shipped data
stays verbatim (it is derived from the documents, see ``build.py``); a loaded rule book shows each
leftover as its icon, chosen by the words around it. Every leftover in the data has an entry here
(``tests/bot/rules/test_symbols.py`` checks that none is left).
"""

from __future__ import annotations

import re

EXERT, INK, STRENGTH, WILLPOWER, LORE = "⟳", "⬡", "¤", "⛉", "◊"  # as the Lorcana card text shows them

# (the text around a leftover, the same text with the icon), most specific first.
IN_CONTEXT: dict[str, list[tuple[str, str]]] = {
    "lorcana": [
        ("棉花糖的 \\heartsuit 为5", f"棉花糖的 {STRENGTH} 为5"),
        ("后者的 \\heartsuit 为3", f"后者的 {WILLPOWER} 为3"),  # 妙妙猫 is banished: its willpower
        ("（ \\heartsuit 为0）", f"（ {STRENGTH} 为0）"),
        ("能得+3 \\heartsuit", f"能得+3 {STRENGTH}"),
        ("费用中包含 \\heartsuit 的", f"费用中包含 {EXERT} 的"),
        ("费用中不要求 \\heartsuit 的", f"费用中不要求 {EXERT} 的"),
        ("要有 \\heartsuit 数值和 \\spadesuit 数值", f"要有 {STRENGTH} 数值和 {WILLPOWER} 数值"),
        ("挑战或 \\heartsuit 来支付费用", f"挑战或 {EXERT} 来支付费用"),
        ("的 \\heartsuit 或 \\spadesuit", f"的 {STRENGTH} 或 {WILLPOWER}"),
        ("少支付1 \\heartsuit", f"少支付1 {INK}"),
        ("“ \\heartsuit ~", f"“ {EXERT} ~"),
        ("+1 \\heartsuit", f"+1 {STRENGTH}"),
        ("+2 \\heartsuit", f"+2 {STRENGTH}"),
        ("角色的 \\heartsuit 是负数", f"角色的 {STRENGTH} 是负数"),
        ("\\odot", STRENGTH),
        ("算作0 {§}", f"算作0 {STRENGTH}"),
        ("\\diamond", LORE),
        ("^④", EXERT),
        ("$\\text{\\textcircled{C}}$", EXERT),
    ],
    "sanguozhi": [
        ("\\leq", "≤"),
        ("$- \\times$", "-X"),
        ("升盾 \\times", "升盾 X"),  # the keyword's number: 升盾X
    ],
}
MATH_MANA_COST = re.compile(r"\$((?:\\?\{[^{}$]*\\?\})+)\$")  # "$\{2\}\{B\}$", "${3}{B}$": an MTG mana cost
LEFTOVER = re.compile(r"\\[a-zA-Z]+|\^[①-⑳]|\{§\}|\$[^$\n]*\$")


def render(game: str, text: str) -> str:
    for leftover, icon in IN_CONTEXT.get(game, ()):
        text = text.replace(leftover, icon)
    if game == "mtg":
        text = MATH_MANA_COST.sub(lambda cost: cost.group(1).replace("\\", ""), text)
    return text


def leftovers(text: str) -> list[str]:
    """The PDF leftovers ``render`` did not turn into icons."""
    return LEFTOVER.findall(text)
