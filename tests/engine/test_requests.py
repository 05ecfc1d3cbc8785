"""Requests: building asks, counting legal answers, and validating a player's choice."""

import itertools
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import AnswerError, EngineError
from engine.core.requests import legal_answer_count, make_ask, only_answer, validate_choice

CJK = re.compile(r"[\u4e00-\u9fff]")


def opts(*ids: str) -> list[dict]:
    return [{"id": i, "label": f"选项{i}"} for i in ids]


def raw_ask(n: int, minimum: int, maximum: int, ordered: bool = False) -> dict:
    """An ask as stored in a request, built without make_ask's checks."""
    return {"options": opts(*"abcdefgh"[:n]), "min": minimum, "max": maximum, "ordered": ordered}


# ---------------------------------------------------------------------------------- make_ask
def test_duplicate_option_ids_are_a_bug():
    """make_ask refuses two options with the same id."""
    with pytest.raises(EngineError, match="duplicate"):
        make_ask("?", opts("a", "b", "a"))


@pytest.mark.parametrize(
    ("options", "minimum", "maximum"),
    [(opts(), 1, 1), (opts("a"), 2, 2), (opts("a", "b"), 3, 5), (opts("a", "b"), 2, 1)],
)
def test_an_ask_without_a_legal_answer_is_a_bug(options, minimum, maximum):
    """make_ask raises EngineError when min exceeds what the options allow: a match can never get stuck."""
    with pytest.raises(EngineError, match="no legal answer"):
        make_ask("?", options, minimum=minimum, maximum=maximum)


def test_an_ordered_ask_wants_a_fixed_number_of_options():
    """An ordered ask orders every option (order_triggers) or exactly k of them (Ultraman 1.2.3's
    five slots); a range of sizes is refused."""
    with pytest.raises(EngineError, match="fixed number"):
        make_ask("?", opts("a", "b", "c"), minimum=2, maximum=3, ordered=True)
    ask = make_ask("?", opts("a", "b", "c"), minimum=3, maximum=3, ordered=True)
    assert ask["default"] == ["a", "b", "c"]
    assert legal_answer_count(ask) == 6
    some = make_ask("?", opts("a", "b", "c"), minimum=2, maximum=2, ordered=True)
    assert (some["default"], legal_answer_count(some)) == (["a", "b"], 6)
    assert validate_choice(some, ["c", "a"]) == ["c", "a"]


def test_optional_means_min_zero_and_max_is_clamped():
    """optional forces min 0 (default: choose nothing); max never exceeds the option count."""
    ask = make_ask("?", opts("a", "b"), minimum=2, maximum=9, optional=True)
    assert (ask["min"], ask["max"], ask["default"]) == (0, 2, [])
    assert validate_choice(ask, []) == []


def test_default_is_the_first_min_options_unless_given():
    """Without an explicit default the first ``min`` options are the timer default; a given one is kept."""
    assert make_ask("?", opts("a", "b", "c"), minimum=2, maximum=2)["default"] == ["a", "b"]
    assert make_ask("?", opts("a", "b", "c"), default=["c"])["default"] == ["c"]


@pytest.mark.parametrize("default", [["zz"], ["a", "b"], [], ["a", "a"]])
def test_an_illegal_default_is_an_engine_bug_not_a_rejected_answer(default):
    """A default that is not a legal answer raises EngineError: an AnswerError from inside a
    procedure would tell the caller 'nothing changed' while advance_in_place had changed the state."""
    with pytest.raises(EngineError, match="default"):
        make_ask("?", opts("a", "b"), default=default)


# ---------------------------------------------------------------------------------- counting
@pytest.mark.parametrize(
    ("n", "minimum", "maximum", "ordered", "count"),
    [
        (3, 1, 1, False, 3),
        (3, 0, 3, False, 8),
        (3, 2, 2, False, 3),
        (3, 3, 3, False, 1),
        (4, 0, 0, False, 1),
        (0, 0, 0, False, 1),
        (2, 1, 2, False, 3),
        (5, 2, 3, False, 20),
        (3, 3, 3, True, 6),
        (1, 1, 1, True, 1),
        (4, 4, 4, True, 24),
        (4, 2, 2, True, 12),
        (8, 5, 5, True, 6720),
    ],
)
def test_legal_answer_count(n, minimum, maximum, ordered, count):
    """legal_answer_count counts subsets of size min..max, or every order of min options for an ordered ask."""
    assert legal_answer_count(raw_ask(n, minimum, maximum, ordered)) == count


@pytest.mark.parametrize(
    ("n", "minimum", "maximum", "ordered", "expected"),
    [
        (3, 3, 3, False, ["a", "b", "c"]),
        (2, 0, 0, False, []),
        (1, 1, 1, False, ["a"]),
        (1, 1, 1, True, ["a"]),
        (0, 0, 0, False, []),
        (3, 1, 1, False, None),
        (2, 2, 2, True, None),
        (2, 0, 1, False, None),
    ],
)
def test_only_answer(n, minimum, maximum, ordered, expected):
    """only_answer gives the one legal answer (all options, or none) and None when there is a choice."""
    assert only_answer(raw_ask(n, minimum, maximum, ordered)) == expected


def _every_legal_answer(ask: dict) -> list[list[str]]:
    ids = [o["id"] for o in ask["options"]]
    found = []
    for size in range(len(ids) + 1):
        for combo in itertools.permutations(ids, size):
            try:
                validate_choice(ask, list(combo))
            except AnswerError:
                continue
            if ask["ordered"] or list(combo) == sorted(combo, key=ids.index):  # subsets once
                found.append(list(combo))
    return found


@st.composite
def asks(draw):
    n = draw(st.integers(0, 5))
    ordered = draw(st.booleans())
    if ordered:
        k = draw(st.integers(0, n))
        return make_ask("?", opts(*"abcde"[:n]), minimum=k, maximum=k, ordered=True)
    minimum = draw(st.integers(0, n))
    maximum = draw(st.integers(minimum, n + 2))
    return make_ask("?", opts(*"abcde"[:n]), minimum=minimum, maximum=maximum, optional=draw(st.booleans()))


# no deadline: a loaded machine must not fail a property about answers (no timing in tests)
@settings(deadline=None)
@given(asks())
def test_counting_matches_brute_force_and_only_answer_iff_one(ask):
    """Property: legal_answer_count equals a brute-force count of valid choices, and only_answer is
    not None exactly when that count is 1, in which case it is that valid choice."""
    legal = _every_legal_answer(ask)
    assert legal_answer_count(ask) == len(legal)
    single = only_answer(ask)
    assert (single is not None) == (len(legal) == 1)
    if single is not None:
        assert single == legal[0]
        assert validate_choice(ask, single) == single


# ---------------------------------------------------------------------------------- validation
PICK_ONE = raw_ask(3, 1, 1)
PICK_TWO_OR_THREE = raw_ask(3, 2, 3)
ORDER_TWO = raw_ask(2, 2, 2, ordered=True)
ORDER_TWO_OF_THREE = raw_ask(3, 2, 2, ordered=True)


@pytest.mark.parametrize(
    ("ask", "choice", "code", "in_message"),
    [
        (PICK_ONE, "a", "answer.malformed", ""),
        (PICK_ONE, None, "answer.malformed", ""),
        (PICK_ONE, [1], "answer.malformed", ""),
        (PICK_ONE, [["a"]], "answer.malformed", ""),
        (PICK_ONE, {"a": True}, "answer.malformed", ""),
        (PICK_ONE, ("a",), "answer.malformed", ""),
        (PICK_ONE, ["zz"], "answer.unknown_option", "zz"),
        (PICK_TWO_OR_THREE, ["a", "a"], "answer.duplicate_option", "a"),
        (PICK_TWO_OR_THREE, ["a"], "answer.too_few", "2"),
        (PICK_ONE, [], "answer.too_few", "1"),
        (PICK_ONE, ["a", "b"], "answer.too_many", "1"),
        (ORDER_TWO, ["b"], "answer.not_a_permutation", "2"),
        (ORDER_TWO, [], "answer.not_a_permutation", "2"),
        (ORDER_TWO_OF_THREE, ["a", "b", "c"], "answer.not_a_permutation", "2"),
    ],
)
def test_validate_choice_errors(ask, choice, code, in_message):
    """Each kind of bad choice is rejected with its own code and a Chinese message naming the problem."""
    with pytest.raises(AnswerError) as caught:
        validate_choice(ask, choice)
    assert caught.value.code == code
    assert CJK.search(caught.value.message), caught.value.message
    assert in_message in caught.value.message
    assert str(caught.value) == caught.value.message


def test_validate_choice_accepts_legal_choices_in_any_order_for_unordered_asks():
    """A legal choice comes back as a list of ids, unchanged (order kept)."""
    assert validate_choice(PICK_TWO_OR_THREE, ["c", "a"]) == ["c", "a"]
    assert validate_choice(ORDER_TWO, ["b", "a"]) == ["b", "a"]
