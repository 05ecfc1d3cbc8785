"""Inline references: [[名称]] anywhere in a message, outside code, spoilers and quotes."""

import pytest

from bot.services.lookup import inline_references

CASES = [
    ("看看 [[史迪奇]] 和 [[elsa]] 哪个好", ["史迪奇", "elsa"]),
    ("[[史迪奇]]", ["史迪奇"]),
    ("[[ 史迪奇 ]]", ["史迪奇"]),
    ("[[a]][[b]][[c]][[d]]", ["a", "b", "c"]),  # at most three per message
    ("[[a]] [[a]] [[b]]", ["a", "b"]),  # repeats count once
    ("`[[a]]` [[b]]", ["b"]),  # inline code
    ("```\n[[a]]\n``` [[b]]", ["b"]),  # code block
    ("```py [[a]]", []),  # an unclosed code block runs to the end
    ("||[[a]]|| [[b]]", ["b"]),  # spoiler
    ("> [[a]]\n[[b]]", ["b"]),  # quoted line
    ("[[b]]\n>>> [[a]]\n[[c]]", ["b"]),  # block quote: the rest of the message
    ("[[]] [[ ]] [[a\nb]]", []),
    ("[史迪奇] [[[史迪奇]]]", ["史迪奇"]),
    ("没有引用", []),
]


@pytest.mark.parametrize(("content", "expected"), CASES)
def test_inline_references(content, expected):
    assert inline_references(content) == expected
