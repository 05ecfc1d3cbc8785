"""Requests (what the engine asks) and answer validation.

A request in the state looks like::

    {"id": "r7", "state_version": 12, "kind": "choose_cards", "key": "discard",
     "asks": {"p1": {"prompt": "...", "options": [{"id": "c3", "label": "..."}],
                     "min": 1, "max": 1, "optional": False, "ordered": False,
                     "default": ["c3"]}},
     "pending": ["p1"], "answers": {}}

``asks`` has one entry per player who must answer: one for an ordinary decision, several for a
simultaneous hidden choice. Each player sees only their own ask (``ask_for``). Choosing several
items is one ask with min/max over the individual options, never a list of combinations. An
``ordered`` ask wants exactly ``min`` (== ``max``) options in the order picked: every option (the
order of triggers) or some of them (Ultraman 1.2.3: which 5 cards go to battlefield slots 1-5).
"""

from math import comb, perm

from .errors import AnswerError, EngineError

KINDS = frozenset(
    {
        "choose_action",
        "choose_targets",
        "choose_cards",
        "choose_option",
        "order_triggers",
        "choose_number",
        "yes_no",
        "mulligan",
    }
)


def make_ask(
    prompt: str,
    options: list[dict],
    *,
    minimum: int = 1,
    maximum: int = 1,
    optional: bool = False,
    ordered: bool = False,
    default: list[str] | None = None,
) -> dict:
    """Build one player's part of a request, checking that it has at least one legal answer."""
    ids = [option["id"] for option in options]
    known = set(ids)
    if len(known) != len(ids):
        raise EngineError(f"duplicate option ids in request: {ids}")
    if optional:
        minimum = 0
    maximum = min(maximum, len(options))
    if minimum > maximum:
        raise EngineError(f"request has no legal answer: min={minimum} max={maximum} options={ids}")
    if ordered and minimum != maximum:  # an order of every option (triggers) or of exactly k of them
        raise EngineError("an ordered request must ask for a fixed number of options")
    given = default is not None
    if not given:
        default = ids[:minimum]  # legal by construction: distinct ids, min <= count <= max
    ask = {
        "prompt": prompt,
        "options": options,
        "min": minimum,
        "max": maximum,
        "optional": optional,
        "ordered": ordered,
        "default": list(default),
    }
    if given and not (len(default) == 1 and default[0] in known and minimum <= 1 <= maximum and not ordered):
        try:  # the common single default is checked above; anything else in full
            validate_choice(ask, ask["default"])
        except AnswerError as error:  # a rules bug, not a player's mistake: never an AnswerError
            raise EngineError(f"request default {ask['default']} is not a legal answer: {error.code}") from error
    return ask


def legal_answer_count(ask: dict) -> int:
    """How many distinct legal answers an ask has (an ordered answer counts once per order)."""
    n = len(ask["options"])
    if ask["ordered"]:
        return perm(n, ask["min"])
    return sum(comb(n, k) for k in range(ask["min"], ask["max"] + 1))


def only_answer(ask: dict) -> list[str] | None:
    """The single legal answer when there is exactly one, else None."""
    if legal_answer_count(ask) != 1:
        return None
    return [option["id"] for option in ask["options"]][: ask["min"]]


def validate_choice(ask: dict, choice: object) -> list[str]:
    """Return the choice as a list of option ids or raise ``AnswerError``."""
    if not isinstance(choice, list) or not all(isinstance(item, str) for item in choice):
        raise AnswerError("answer.malformed")
    if len(choice) == 1 and ask["min"] <= 1 <= ask["max"] and not ask["ordered"]:  # most answers: one option
        (item,) = choice
        for option in ask["options"]:
            if option["id"] == item:
                return [item]
        raise AnswerError("answer.unknown_option", option=item)
    known = {option["id"] for option in ask["options"]}
    seen: set[str] = set()
    for item in choice:
        if item not in known:
            raise AnswerError("answer.unknown_option", option=item)
        if item in seen:
            raise AnswerError("answer.duplicate_option", option=item)
        seen.add(item)
    if ask["ordered"] and len(choice) != ask["min"]:
        raise AnswerError("answer.not_a_permutation", count=ask["min"])
    if len(choice) < ask["min"]:
        raise AnswerError("answer.too_few", min=ask["min"], count=len(choice))
    if len(choice) > ask["max"]:
        raise AnswerError("answer.too_many", max=ask["max"], count=len(choice))
    return list(choice)


def validate_answer(state: dict, answer: dict) -> tuple[str, list[str]]:
    """Check an answer against the pending request; return (player, choice). Changes nothing."""
    if state.get("result") is not None:
        raise AnswerError("answer.game_over")
    request = state.get("request")
    if request is None:
        raise AnswerError("answer.no_request")
    if not isinstance(answer, dict):
        raise AnswerError("answer.malformed")
    if answer.get("request") != request["id"]:
        raise AnswerError("answer.stale", given=answer.get("request"), current=request["id"])
    player = answer.get("player")
    if not isinstance(player, str):  # also keeps unhashable values away from the dict lookups
        raise AnswerError("answer.malformed")
    if player not in request["asks"]:
        raise AnswerError("answer.not_your_turn")
    if player not in request["pending"]:
        raise AnswerError("answer.already_answered")
    return player, validate_choice(request["asks"][player], answer.get("choice"))


def ask_for(request: dict | None, viewer: str | None) -> dict | None:
    """The flat request a single player sees: their own ask, or only who is being waited on."""
    if request is None:
        return None
    base = {"id": request["id"], "state_version": request["state_version"], "kind": request["kind"]}
    if viewer in request["asks"] and viewer in request["pending"]:
        # The key names the decision (an AI's rules read it: "defender", "support", ...).
        key = {"key": request["key"]} if "key" in request else {}
        return {**base, **key, "player": viewer, **request["asks"][viewer]}
    return {**base, "waiting_for": list(request["pending"])}
