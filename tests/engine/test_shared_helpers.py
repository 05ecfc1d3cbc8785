"""Small helpers the games share: deck list lines, the named table of step resolvers, the card and
zone invariants, and the location of a card-file problem."""

import pytest

from engine.core.card_files import field_path, line_of
from engine.core.decklist import deck_lines
from engine.core.errors import EngineError
from engine.core.invariants import card_zone_problems
from engine.core.named_table import NamedTable


def test_deck_lines_read_count_first_or_last_and_flag_the_rest():
    text = "# 注释\n\n3 赛罗奥特曼\n2x Ariel - Singer\n名称 x4\n没有数量\n"
    lines = [(line.number, line.count, line.name) for line in deck_lines(text)]
    assert lines == [(3, 3, "赛罗奥特曼"), (4, 2, "Ariel - Singer"), (5, 4, "名称"), (6, None, "")]


def test_a_name_registered_twice_is_a_bug():
    table = NamedTable()
    table.register("draw")(print)
    assert table["draw"] is print
    with pytest.raises(EngineError):
        table.register("draw")(len)


def test_card_zone_problems():
    state = {
        "zones": {"p1.hand": {"cards": ["c1"]}, "p1.deck": {"cards": ["c1"]}},
        "cards": {"c1": {"zone": "p1.hand", "owner": "p1"}, "c2": {"zone": "p1.deck", "owner": "p1"}},
        "data": {"deck_sizes": {"p1": 2}},
    }
    assert card_zone_problems(state) == ["c1 in p1.hand and p1.deck", "c1 listed in p1.deck but says p1.hand",
                                         "a card is in no zone"]  # fmt: skip


def test_line_of_a_problem_in_a_card_file():
    text = 'id = "X"\npower = 1\n\n[[effects]]\ntext = "a"\n\n[[effects]]\ntext = "b"\nsteps = [{ step = "draw", count = 0 }]\n'
    assert line_of(text, ("power",)) == 2
    assert line_of(text, ("effects", 1, "steps", 0, "draw", "count")) == 9
    assert line_of(text, ("effects", 0, "text")) == 5
    assert line_of(text, ("missing",)) == 1
    assert field_path(("effects", 1, "steps", 0, "count")) == "effects[2].steps[1].count"
