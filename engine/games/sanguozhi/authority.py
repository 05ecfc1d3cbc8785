"""Authority (兵权, 504) and authority requirements (兵权条件, 412).

Authority cards on the field supply face values (421): nothing is spent, a requirement is a
threshold (412.5). The white paper never states how 通用 ("any kind") is matched; the digest's
ruling (§12.2 item 6) is used: each named kind is covered by face values of that kind, and the
total of face values covers the whole requirement, 通用 included. A requirement with alternatives
"A / B" is met when any alternative is (412.4c); a blank requirement is 0通用 (412.2c).
"""

from collections import Counter

from .cards import CardDef, card_db
from .zones import field_cards


def face_values(state: dict, player: str) -> Counter:
    """The player's face values by kind (步/弓/骑/谋) from the Authority slot (421, 504.1)."""
    values: Counter = Counter()
    for card_id in field_cards(state, player, "authority"):
        definition = card_db()[state["cards"][card_id]["def"]]
        values[definition.face_kind] += definition.face_amount
    return values


def alternative_met(alternative: dict[str, int], values: Counter) -> bool:
    specific = all(values[kind] >= amount for kind, amount in alternative.items() if kind != "通用")
    return specific and sum(values.values()) >= sum(alternative.values())


def requirement_met(requirement: list[dict[str, int]], values: Counter) -> bool:
    """412.5a/b: the requirement (its alternatives: a card's printed one, or after layer 6,
    stats.requirement_of) is covered by the controller's face values."""
    return any(alternative_met(alternative, values) for alternative in requirement or [{}])


def requirement_text(definition: CardDef) -> str:
    """"3步 2弓 1通用 / 2谋" (412.2); blank shows as 0通用 (412.2c)."""
    alternatives = definition.requirement or [{}]
    return " / ".join(" ".join(f"{n}{kind}" for kind, n in a.items()) or "0通用" for a in alternatives)
