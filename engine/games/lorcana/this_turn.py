"""What happened this turn, for "本回合" conditions and filters: the cards each player played (by
type), the characters that quested or were challenged, whose characters were banished in a
challenge, and the "每回合一次" triggers that triggered. Recorded as it happens and forgotten when
the next turn starts (4.2.1); all of it is public."""

from engine.core.context import Ctx

from .abilities import PlayedThisTurn
from .cards import card_db
from .teams import are_opponents


def record(ctx: Ctx, event: dict) -> None:
    """Called for every event, before the triggers it sets off are collected."""
    kind = event["type"]
    if kind == "turn_started":
        ctx.state["data"]["this_turn"] = {}
        return
    if kind not in ("card_played", "character_quested", "character_challenged", "card_banished"):
        return
    log = ctx.state["data"].setdefault("this_turn", {})
    if kind == "card_banished":  # whose characters were banished in a challenge (either role)
        if event["role"] and card_db()[event["definition"]].type == "character":
            log.setdefault("banished_in_challenge", []).append(event["owner"])
    elif kind == "card_played":
        card = card_db()[event["definition"]]
        played = log.setdefault("played", {}).setdefault(event["player"], {})
        for type_ in ("action", "song") if card.song else (card.type,):
            played[type_] = played.get(type_, 0) + 1
    else:
        log.setdefault("quested" if kind == "character_quested" else "challenged", []).append(event["card"])


def _log(state: dict) -> dict:
    return state["data"].get("this_turn", {})


def played_count(state: dict, player: str, type_: str) -> int:
    return _log(state).get("played", {}).get(player, {}).get(type_, 0)


def played_holds(state: dict, played: PlayedThisTurn, player: str) -> bool:
    count = played_count(state, player, played.type)
    return count >= played.at_least and (played.at_most is None or count <= played.at_most)


def another_quested(state: dict, card_id: str | None) -> bool:
    """A character other than this one quested this turn."""
    return any(c != card_id for c in _log(state).get("quested", []))


def was_challenged(state: dict, card_id: str) -> bool:
    return card_id in _log(state).get("challenged", [])


def opposing_character_banished_in_challenge(state: dict, player: str) -> bool:
    return any(are_opponents(state, player, owner) for owner in _log(state).get("banished_in_challenge", []))


def first_time_this_turn(state: dict, key: str) -> bool:
    """For "每回合一次" triggers: True the first time a key (source object and ability) is asked
    about in a turn, and remembers it. A card that changed zones is a new object (7.1.9.1)."""
    used = state["data"].setdefault("this_turn", {}).setdefault("once", [])
    if key in used:
        return False
    used.append(key)
    return True


def used_this_turn(state: dict, key: str) -> bool:
    """Whether a "每回合一次" ability (source object and ability) was already used this turn."""
    return key in state["data"].get("this_turn", {}).get("once", [])
