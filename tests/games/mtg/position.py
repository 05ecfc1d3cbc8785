"""MTG positions for scenario tests: a match past the mulligans with p1 starting, both hands
emptied but for one Island each (so every priority is asked, as with a real hand: see
``Game.hides_options``), libraries of Forests, and helpers to put permanents and cards in place
and to pass priority up to a step.
"""

from engine.core.effects import END_OF_TURN, add_effect
from engine.core.priority import PASS
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand, library
from tests.scenario import Scenario

FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP = "fin-306", "fin-297", "fin-303", "fin-294", "fin-300"


class MtgScenario(Scenario):
    def __init__(self, seed: int = 0, decks: dict | None = None, keep_hands: bool = False) -> None:
        decks = decks or {p: [FOREST] * 60 for p in ("p1", "p2")}
        super().__init__("mtg", ["p1", "p2"], decks, seed, {"first_player": "p1"})
        self.expect("p1", "mulligan", answer=["keep"])
        self.expect("p2", "mulligan", answer=["keep"])
        if not keep_hands:
            for player in ("p1", "p2"):
                for card_id in self.zone(hand(player)):
                    self.ctx().move(card_id, library(player), position=0)
                self.hand(ISLAND, player)

    # ------------------------------------------------------------------ positions
    def hand(self, definition: str, player: str = "p1") -> str:
        self._edited = True
        return self.put(definition, hand(player))

    def permanent(self, definition: str, player: str = "p1", **fields) -> str:
        """A permanent that has been under its controller's control since before this turn."""
        self._edited = True
        return self.put(definition, BATTLEFIELD, owner=player, **{"since_turn": 0, "entered_turn": 0, **fields})

    def lands(self, count: int, definition: str = FOREST, player: str = "p1") -> list[str]:
        return [self.permanent(definition, player) for _ in range(count)]

    def in_graveyard(self, definition: str, player: str = "p1") -> str:
        return self.put(definition, graveyard(player))

    def mark_damage(self, card_id: str, amount: int) -> None:
        """Damage marked on a creature by the position; state-based actions are checked before
        the pending priority is asked again (CR 117.5), as after any event."""
        self.card(card_id)["damage"] = amount
        frame = self.state["frames"][-1]
        if frame["proc"] == "core.priority":
            frame["phase"] = "checks"
        self._edited = True
        self._refresh()

    def check_now(self) -> None:
        """After an event made by the position (a land put onto the battlefield, lore counters),
        its triggers go on the stack before the pending priority is asked again (CR 117.5)."""
        frame = self.state["frames"][-1]
        if frame["proc"] == "core.priority":
            frame["phase"] = "checks"
        self._edited = True
        self._refresh()

    def grant(self, card_id: str, keyword: str) -> None:
        """An "until end of turn" effect giving a keyword (layer 6), as a pump spell would."""
        add_effect(self.ctx(), source=None, controller=self.card(card_id)["owner"], cards=[card_id],
                   modifier={"keyword": keyword}, until=END_OF_TURN)  # fmt: skip
        self._edited = True

    # ------------------------------------------------------------------ reading
    @property
    def step(self) -> str:
        return self.state["turn"]["step"]

    def life(self, player: str) -> int:
        return self.state["players"][player]["life"]

    def defs(self, zone: str) -> list[str]:
        return [self.card(c)["def"] for c in self.zone(zone)]

    def priority_player(self) -> str | None:
        self._refresh()
        request = self.state["request"]
        return request["pending"][0] if request and request["key"] == "priority" else None

    # ------------------------------------------------------------------ walking
    def pass_priority(self, player: str | None = None) -> None:
        player = player or self.priority_player()
        self.expect(player, "choose_action", answer=[PASS])

    def pass_to(self, step: str, player: str = "p1", active: str | None = None, limit: int = 200) -> None:
        """Pass priority (declaring no attackers or blockers) until ``player`` has priority in
        ``step`` of ``active``'s turn (by default their own)."""
        for _ in range(limit):
            holder = self.priority_player()
            if holder == player and self.step == step and self.state["turn"]["active"] == (active or player):
                return
            request = self.state["request"]
            if request is None:
                raise AssertionError(f"no request before {step}: {self.state['result']}")
            if holder is not None:
                self.pass_priority(holder)
            elif request["kind"] == "choose_cards" and request["key"].startswith(("attackers", "blockers")):
                self.answer_raw(request["pending"][0], [])
            else:
                raise AssertionError(f"unexpected request {request['key']} before {step}")
        raise AssertionError(f"never reached {step} for {player}")

    def declare_attackers(self, attackers: list[str], player: str = "p1") -> None:
        """Pass to ``player``'s main phase, on to combat, and declare ``attackers``."""
        self.pass_to("main1", player)
        self.pass_both()
        self.pass_both()
        self.expect(player, "choose_cards", answer=attackers)

    def pass_both(self) -> None:
        """Both players pass in succession (the top of the stack resolves, or the step ends)."""
        self.pass_priority()
        self.pass_priority()

    def cast(self, card_id: str, targets: list[str] = (), player: str = "p1") -> None:
        """Cast a spell from hand: choose its targets (a target with one legal choice is chosen by
        the engine itself), then pay automatically."""
        self.expect(player, "choose_action", exact=False, answer=[f"cast:{card_id}"])
        self.choose_targets(targets, player)
        self.pay(player)

    def cast_modal(self, card_id: str, mode: int, targets: list[str] = (), player: str = "p1") -> None:
        """Cast a modal spell; its mode is asked only when more than one can be chosen (CR 700.2a)."""
        self.expect(player, "choose_action", exact=False, answer=[f"cast:{card_id}"])
        if self.state["request"]["kind"] == "choose_option":
            self.expect(player, "choose_option", answer=[f"mode:{mode}"])
        self.choose_targets(targets, player)
        self.pay(player)

    def activate(self, source: str, index: int, targets: list[str] = (), player: str = "p1") -> None:
        self.expect(player, "choose_action", exact=False, answer=[f"activate:{source}:{index}"])
        self.choose_targets(targets, player)
        if self.state["request"] and self.state["request"]["key"].startswith("pay:"):
            self.pay(player)

    def choose_targets(self, targets: list[str], player: str) -> None:
        """Each target in order; one the engine chose itself (a single legal choice) is skipped."""
        for target in targets:
            request = self.state["request"]
            offered = request and request["kind"] == "choose_targets" and request["asks"][player]["options"]
            if offered and target in [o["id"] for o in offered]:
                self.expect(player, "choose_targets", exact=False, answer=[target])

    def pay(self, player: str = "p1") -> None:
        ask = self.ask(player)
        ids = [o["id"] for o in ask["options"]]
        self.expect(player, "choose_action", answer=["auto" if "auto" in ids else "pay"])
