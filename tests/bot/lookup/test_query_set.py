"""The lookup query set (data/queries.tsv, issue 22): at least 98% of the queries players type find
their card first, over every game's cards and the imported catalogs. bench/lookup.py prints the
rate per category."""

from __future__ import annotations

import pytest

from .query_set import CATALOGS, GAMES, first_result, full_index, read_queries

TARGET = 0.98


@pytest.fixture(scope="module")
def index():
    return full_index()[0]


def test_the_set_is_large_mixed_and_spread_over_every_game():
    queries = read_queries()
    assert len(queries) >= 300
    assert {q.expected.split(":")[0] for q in queries} == set(GAMES)
    assert len({q.category for q in queries}) >= 10


def test_every_expected_card_exists(index):
    absent = [str(path) for path in CATALOGS.values() if not path.exists()]
    if absent:
        pytest.skip(f"catalog cards cannot be checked: {absent} absent (../shared/data)")
    assert [q for q in read_queries() if index.get(q.expected) is None] == []


def test_at_least_98_percent_find_their_card_first(index):
    askable = [q for q in read_queries() if index.get(q.expected) is not None]  # catalog rows need ../shared/data
    answers = [(q.category, q.text, q.expected, first_result(index, q.text)) for q in askable]
    misses = [answer for answer in answers if answer[2] != answer[3]]
    rate = 1 - len(misses) / len(askable)
    assert rate >= TARGET, f"{rate:.1%} right at the first result; misses: {misses}"
