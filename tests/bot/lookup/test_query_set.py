"""The lookup query set (data/queries.tsv, issue 22): at least 98% of the queries players type find
their card first, over every game's cards and the imported catalogs. bench/lookup.py prints the
rate per category."""

from __future__ import annotations

import pytest

from .query_set import CATALOGS, GAMES, full_index, first_result, read_queries

TARGET = 0.98


@pytest.fixture(scope="module")
def index_and_queries():
    index, complete = full_index()
    queries = read_queries()
    askable = [q for q in queries if index.get(q.expected) is not None]
    if not complete and len(askable) < len(queries):
        absent = [str(path) for path in CATALOGS.values() if not path.exists()]
        if not askable:
            pytest.skip(f"every query's card is in an imported catalog, and these are absent: {absent}")
    return index, askable, complete


def test_the_set_is_large_mixed_and_names_real_cards(index_and_queries):
    index, askable, complete = index_and_queries
    queries = read_queries()
    assert len(queries) >= 300
    assert {q.expected.split(":")[0] for q in queries} == set(GAMES)
    assert len({q.category for q in queries}) >= 10
    if not complete:
        pytest.skip("the imported catalogs are absent: the catalog cards' keys cannot be checked")
    assert [q for q in queries if index.get(q.expected) is None] == []


def test_at_least_98_percent_find_their_card_first(index_and_queries):
    index, askable, _ = index_and_queries
    misses = [(q.category, q.text, q.expected, first_result(index, q.text)) for q in askable]
    misses = [miss for miss in misses if miss[2] != miss[3]]
    rate = 1 - len(misses) / len(askable)
    assert rate >= TARGET, f"{rate:.1%} right at the first result; misses: {misses}"
