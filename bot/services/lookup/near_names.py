"""Near-names: other ways to read a query that found no strong match, for names players remember
with their words in another order or with a word's synonym (issue 22):
汉塞尔和葛丽特 for 葛丽特和汉塞尔, 迪迦闪耀 for 闪耀迪迦, 克劳德 米德加佣兵 for 米德加佣兵克劳德,
亡者之城 for 死者之城."""

from __future__ import annotations

from itertools import permutations

from .keys import has_cjk, normalize

CONNECTORS = "和与及&"  # "A和B" is often remembered as "B和A"
SYNONYMS = {"亡": "死", "死": "亡", "与": "和", "和": "与", "及": "和"}  # characters players swap in names
MAX_WORDS = 3  # permutations of more words cost more than they find
MAX_ROTATED = 6  # an unspaced Chinese query is also tried as its two halves swapped, up to this length


def near_names(query: str) -> list[str]:
    """Normalized readings of ``query`` other than itself, the likeliest first. Chinese queries only:
    English names are matched word by word already, and each reading costs a search."""
    compact = normalize(query)
    if not has_cjk(compact):
        return []
    found: list[str] = []
    words = query.split()
    if 1 < len(words) <= MAX_WORDS:
        found += ["".join(order) for order in permutations(words)]
    for connector in CONNECTORS:
        left, _, right = compact.partition(connector)
        if left and right:
            found.append(f"{right}{connector}{left}")
    if len(words) == 1 and 3 <= len(compact) <= MAX_ROTATED:
        found += [compact[cut:] + compact[:cut] for cut in range(1, len(compact))]
    found += [compact[:i] + SYNONYMS[c] + compact[i + 1 :] for i, c in enumerate(compact) if c in SYNONYMS]
    unique = dict.fromkeys(normalize(text) for text in found)
    unique.pop(compact, None)
    return list(unique)
