"""隐秘世界 positions for scenario tests: a match past setup (p1 holds the first-player token, nobody
redeployed), with helpers to empty hands, put cards in hands, assets, regions (face up or as
hidden agents) and libraries, place influence, and pass priority up to a step.

The filler card is 无知路人 (JC125): neutral, cost 0, no icons, no abilities.
"""

from engine.games.underworld.zones import area_zone, region_in, slot_zone, zone
from tests.scenario import Scenario

FILLER = "JC125"


class UnderworldScenario(Scenario):
    def __init__(self, seed: int = 0, options: dict | None = None, decks: dict | None = None, clear: bool = True) -> None:
        decks = decks or {p: [FILLER] * 50 for p in ("p1", "p2")}
        options = {"first_player": "p1", **(options or {})}
        super().__init__("underworld", ["p1", "p2"], decks, seed, options)
        first = options["first_player"]
        for player in (first, "p2" if first == "p1" else "p1"):
            self.expect(player, "mulligan", answer=[])
        if clear:
            for player in ("p1", "p2"):
                for card_id in self.zone(zone(player, "hand")):
                    self.ctx().move(card_id, zone(player, "library"), position=0)

    # ------------------------------------------------------------------ positions
    def hand(self, definition: str, player: str = "p1") -> str:
        return self.put(definition, zone(player, "hand"))

    def asset(self, definition: str = FILLER, player: str = "p1", exhausted: bool = False) -> str:
        fields = {"exhausted": True} if exhausted else {}
        return self.put(definition, zone(player, "assets"), **fields)

    def assets(self, count: int, definition: str = FILLER, player: str = "p1") -> list[str]:
        return [self.asset(definition, player) for _ in range(count)]

    def character(self, definition: str, player: str = "p1", slot: int = 1, **fields) -> str:
        return self.put(definition, area_zone(slot), owner=player, **fields)

    def agent(self, definition: str, player: str = "p1", slot: int = 1, **fields) -> str:
        return self.put(definition, area_zone(slot), owner=player, face_down=True, visible_to=[player], **fields)

    def on_top(self, definition: str, player: str = "p1") -> str:
        return self.put(definition, zone(player, "library"))

    def on_bottom(self, definition: str, player: str = "p1") -> str:
        card_id = self.put(definition, zone(player, "library"))
        return self.ctx().move(card_id, zone(player, "library"), position=0)

    def region(self, slot: int) -> str:
        return region_in(self.state, slot)

    def set_region(self, definition: str, slot: int) -> str:
        """Replace the region in a slot by a region of `definition` (out of the world library)."""
        for card_id in self.zone(slot_zone(slot)):
            self.ctx().move(card_id, "world", position=0)
        match = next((c for c in self.zone("world") if self.card(c)["def"] == definition), None)
        if match is not None:
            self.ctx().move(match, slot_zone(slot))
            return self.region(slot)
        self._edited = True
        return self.ctx().create_card(definition, None, slot_zone(slot))

    def influence(self, slot: int, player: str, amount: int) -> None:
        self.ctx().set_counter(self.region(slot), f"influence:{player}", amount)

    def tokens(self, slot: int, player: str) -> int:
        return self.card(self.region(slot)).get("counters", {}).get(f"influence:{player}", 0)

    def counter_of(self, card_id: str, kind: str = "damage") -> int:
        return self.card(card_id).get("counters", {}).get(kind, 0)

    def defs(self, player: str, kind: str) -> list[str]:
        """The definitions of the cards in one of a player's zones, bottom to top."""
        return [self.card(c)["def"] for c in self.zone(zone(player, kind))]

    def area(self, slot: int) -> list[str]:
        return self.zone(area_zone(slot))

    def count(self, player: str, kind: str) -> int:
        return len(self.zone(zone(player, kind)))

    # ------------------------------------------------------------------ playing
    @property
    def step(self) -> str:
        return self.state["turn"]["step"]

    def priority_player(self) -> str | None:
        self._refresh()
        request = self.state["request"]
        if request and request["kind"] == "choose_action" and request["key"] == "priority":
            return request["pending"][0]
        return None

    def pass_priority(self, times: int = 1) -> None:
        for _ in range(times):
            player = self.priority_player()
            if player is None:
                raise AssertionError(f"no priority decision pending: {self.request}")
            self.expect(player, "choose_action", answer=["pass"])

    def pass_until(self, step: str, player: str | None = None, limit: int = 60) -> None:
        """Pass priority until `player` (default: anyone) holds priority in `step`."""
        for _ in range(limit):
            holder = self.priority_player()
            if holder is None:
                raise AssertionError(f"expected a priority decision, the engine asks {self.request}")
            if self.step == step and (player is None or holder == player):
                return
            self.expect(holder, "choose_action", answer=["pass"])
        raise AssertionError(f"never reached {step}")

    def drive(self, until, answers=None, limit: int = 300) -> None:
        """Answer whatever is asked until `until(self)` holds or the game ends: `answers(self, ask)`
        may return a choice; otherwise priority is passed, "use this trigger?" is declined and
        anything else takes its default."""
        for _ in range(limit):
            self._refresh()
            if self.result is not None or until(self):
                return
            player = self.request["pending"][0]
            ask = self.ask(player)
            choice = answers(self, ask) if answers else None
            if choice is None:
                if self.request["kind"] == "choose_action":
                    choice = ["pass"]
                elif self.request["key"] == "use":
                    choice = ["no"]
                else:
                    choice = ask["default"]
            self.answer_raw(player, choice)
        raise AssertionError("drive: the condition never held")

    def to_action_step(self) -> None:
        """A filler in both hands (so priority is asked), then on to p1's action step."""
        self.hand(FILLER, "p1")
        self.hand(FILLER, "p2")
        self.pass_until("action_first", "p1")

    def to_contests(self) -> None:
        """Hand cards for both (so priority is asked), then on to the contest phase's first window."""
        self.hand(FILLER, "p1")
        self.hand(FILLER, "p2")
        self.pass_until("contest_start", "p1")

    def act(self, player: str, option: str) -> None:
        self.expect(player, "choose_action", answer=[option])

    def options(self, player: str) -> list[str]:
        return [o["id"] for o in self.expect(player, "choose_action")["options"]]
