"""三国智 positions for scenario tests: a 1v1 (or 2v2) match past setup (p1 starts, nobody redrew), at p1's
main process of turn 1 with both hands emptied into the decks, plus helpers to put Generals,
Authority and Stratagems where a test needs them and to pass the action right."""

from engine.games.sanguozhi.stats import LORD_BONUS_GIVEN, earns_lord_bonus
from tests.scenario import Scenario

FILLER = [f"练习-{n:03d}" for n in range(1, 25)] + [f"练习-{n}" for n in range(101, 107)]
DECK = FILLER + ["练习-A01"] * 20


class SanguozhiScenario(Scenario):
    def __init__(self, seed: int = 1, players: tuple[str, ...] = ("p1", "p2"), **options) -> None:
        """``players``: two, or four for 2v2 (p1 and p3 against p2 and p4, 900.2)."""
        super().__init__("sanguozhi", list(players), {p: list(DECK) for p in players}, seed, {"first_player": "p1", **options})
        for player in self.players:
            self.expect(player, "choose_cards", answer=[])  # 103.4: no redraw
        for player in self.players:
            self.expect(player, "choose_action", answer=["pass"])  # start phase (603.2)
        for player in self.players:
            self.empty(f"{player}.hand", f"{player}.deck")

    def general(self, definition: str, player: str, slot: str = "lieutenant", **fields) -> str:
        """A General that has been on the field since before the last rule-effect check: a Lord
        that earns the bonus has it already (804.5f)."""
        card_id = self.put(definition, f"{player}.field", slot=slot, **fields)
        if earns_lord_bonus(self.state, card_id):
            self.card(card_id)[LORD_BONUS_GIVEN] = True
        return card_id

    def authority(self, player: str, definition: str = "练习-A01", count: int = 1) -> list[str]:
        return [self.put(definition, f"{player}.field", slot="authority") for _ in range(count)]

    def hand(self, player: str, definition: str) -> str:
        return self.put(definition, f"{player}.hand")

    def set_stratagem(self, player: str, definition: str, tapped: bool = False) -> str:
        fields = {"tapped": True} if tapped else {}
        return self.put(definition, f"{player}.field", slot="stratagem", face_down=True, visible_to=[player], **fields)

    def settle(self) -> None:
        """Ask the pending action right again from the start, as after an action: rule effects and
        leaving the game first (115.5). Edits alone only re-ask the same decision."""
        window = self.ctx().state["frames"][-1]  # ctx() marks the position as edited
        assert window["proc"] == "action_window", window
        window["phase"] = "settle"
        self._refresh()

    def pass_window(self) -> None:
        """Everyone passes until the current window of the action right closes (a player with
        nothing to do and nothing hidden passes by itself)."""
        self._refresh()
        depth = len(self.state["frames"])
        window = self.state["frames"][-1]
        if window["proc"] != "action_window":
            return  # it closed by itself

        def still_open() -> bool:
            frames = self.state["frames"]
            return len(frames) >= depth and frames[depth - 1]["proc"] == "action_window" and frames[depth - 1]["window"] == window["window"]

        while self.state["result"] is None and still_open():
            holder = self.state["request"]["pending"][0]
            self.expect(holder, "choose_action", answer=["pass"])

    def provisions(self, player: str) -> int:
        return self.state["players"][player]["provisions"]


def stocked(**options) -> SanguozhiScenario:
    """p1's main process with 3 Authority of each kind on both fields (any practice General's
    requirement is met) and a spare card in each hand, so that every action right asks."""
    s = SanguozhiScenario(**options)
    for player in s.players:
        for kind in ("练习-A01", "练习-A02", "练习-A03", "练习-A04"):
            s.authority(player, kind, count=3)
        s.hand(player, "练习-A02")
    return s
