"""A scripted human for `tcg play` tests: answers every prompt with the first options it must pick.

The terminal hint says how many numbers it wants: "请输入 2 个…" (exactly two) or "请输入 0–3 个…"
(a range). The player picks 1..N for the least N the hint allows (at least one, so optional asks
are still exercised). A refused answer is asked again with the same hint, so a bug that refuses
every answer would loop forever; the player gives up after ``limit`` prompts with the last hint,
and the test fails at once instead of running into the test timeout.
"""

from __future__ import annotations

import re

HOW_MANY = re.compile(r"请输入 (\d+)(?:–\d+)? 个")


class FirstOptionsPlayer:
    def __init__(self, limit: int = 20_000) -> None:
        self.limit = limit
        self.prompts = 0

    def __call__(self, prompt: str = "") -> str:
        self.prompts += 1
        if self.prompts > self.limit:
            raise AssertionError(f"more than {self.limit} prompts; the last one: {prompt!r}")
        found = HOW_MANY.search(prompt)
        needed = max(1, int(found.group(1))) if found else 1
        return " ".join(str(number) for number in range(1, needed + 1))
