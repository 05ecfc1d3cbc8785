"""Strict scripted matches for tests (in the spirit of XMage's card tests).

A ``Scenario`` starts a match, lets the test set up a position by editing the plain-data state
through ``engine.core.context.Ctx`` (put a card into a zone, move one, set public player data),
then walks the match with ``expect`` steps. Each step names who must be asked, what kind of
request it is and which options it offers; anything else fails at once with a message showing
what the engine really asked. Every event is recorded.

    s = Scenario("fixture", ["p1", "p2"], decks, seed=1)
    bolt = s.put("bolt", "p1.hand")
    s.expect("p1", "choose_action", options=[f"cast:{bolt}", "pass"], answer=[f"cast:{bolt}"])
    s.expect("p1", "choose_targets", options=["p1", "p2"], answer=["p2"])
    s.expect_error("answer.stale", "p1", ["pass"], request="r1")

Editing the position while a request is pending makes that request stale (its options were
computed from the old position), so the next step asks again: the pending request is dropped and
the procedure on top of the frame stack runs again. Procedures must not change anything between
their last resumption point and asking (the engine contract for procedures), so asking again is
the same as asking for the first time in the new position. If the new position leaves a single
legal answer, the engine answers it by itself as usual (unless the decision depends on a
hidden hand, which is always asked: see Game.hides_options).
"""

from __future__ import annotations

from collections.abc import Sequence

import engine
from engine.core import snapshot
from engine.core.context import Ctx
from engine.core.errors import AnswerError
from engine.core.game import Game
from engine.core.match import _run
from engine.core.registry import get_game

CURRENT = object()  # "the id of the request pending now"


class ScenarioMismatch(AssertionError):
    """The engine asked something other than what the script expected."""


def _describe(ask: dict | None) -> str:
    if ask is None:
        return "nothing"
    if "waiting_for" in ask:
        return f"request {ask['id']} ({ask['kind']}) waiting for {ask['waiting_for']}"
    options = ", ".join(f"{o['id']}={o['label']}" for o in ask["options"])
    return (
        f"{ask['player']} / {ask['kind']} (request {ask['id']}, min {ask['min']}, max {ask['max']}, "
        f"ordered {ask['ordered']}): [{options}]"
    )


class Scenario:
    def __init__(
        self,
        game: str | Game,
        players: Sequence[str],
        decks: dict[str, list[str]],
        seed: int = 0,
        options: dict | None = None,
    ) -> None:
        self.game = game if isinstance(game, Game) else get_game(game)
        self.players = list(players)
        self.state, events, _ = engine.start(self.game.id, self.players, decks, seed, options)
        self.events: list[dict] = list(events)  # every event so far, raw (with secret parts)
        self.last_events: list[dict] = list(events)  # events of the last step
        self.answers: list[dict] = []  # accepted answers, in order (what replays the match)
        self._edited = False

    # ------------------------------------------------------------------ reading
    @property
    def request(self) -> dict | None:
        return self.state["request"]

    @property
    def result(self) -> dict | None:
        return self.state["result"]

    def zone(self, name: str) -> list[str]:
        """Card ids in a zone, bottom to top (a copy)."""
        return list(self.state["zones"][name]["cards"])

    def card(self, card_id: str) -> dict:
        return self.state["cards"][card_id]

    def cards(self, zone: str, definition: str | None = None) -> list[str]:
        return [c for c in self.zone(zone) if definition is None or self.card(c)["def"] == definition]

    def player(self, player: str) -> dict:
        return self.state["players"][player]

    def view(self, viewer: str | None) -> dict:
        return engine.view(self.state, viewer)

    def events_of(self, event_type: str, events: list[dict] | None = None) -> list[dict]:
        return [e for e in (self.events if events is None else events) if e["type"] == event_type]

    # ------------------------------------------------------------------ setting up a position
    def ctx(self) -> Ctx:
        """A ``Ctx`` on the live state for edits the helpers below do not cover. Its events are
        not recorded; prefer the helpers."""
        self._edited = True
        return Ctx(self.game, self.state)

    def put(self, definition: str, zone: str, owner: str | None = None, **fields) -> str:
        """Create a card of ``definition`` on top of ``zone`` (owned by the zone's owner unless
        given) with extra per-object fields; no event, as if it had always been there."""
        owner = owner or self.state["zones"][zone]["owner"]
        if owner is None:
            raise ValueError(f"zone {zone} has no owner: name the card's owner")
        return self.ctx().create_card(definition, owner, zone, **fields)

    def move(self, card_id: str, zone: str, **kwargs) -> str:
        """Move a card with ``Ctx.move`` (a real move: new id, card_moved event, triggers)."""
        ctx = self.ctx()
        new_id = ctx.move(card_id, zone, **kwargs)
        self._record(ctx.events)
        return new_id

    def empty(self, zone: str, into: str) -> None:
        """Move every card of ``zone`` into ``into``."""
        for card_id in self.zone(zone):
            self.move(card_id, into)

    def set_player(self, player: str, **data) -> None:
        """Set public player data (life, mana, ...)."""
        self._edited = True
        self.state["players"][player].update(data)

    # ------------------------------------------------------------------ steps
    def ask(self, player: str) -> dict | None:
        """What ``player`` is asked now (their flat request, or who is being waited on)."""
        self._refresh()
        return engine.ask_for(self.state["request"], player)

    def expect(
        self,
        player: str,
        kind: str,
        options: Sequence[str] | None = None,
        *,
        exact: bool = True,
        answer: Sequence[str] | None = None,
    ) -> dict:
        """Check that ``player`` is asked a ``kind`` request now, then answer it if ``answer`` is given.

        ``options`` names options by id or by label; with ``exact`` they must be all the options
        (in any order), else a subset. ``answer`` also takes ids or labels. Returns the flat ask.
        """
        self._refresh()
        request = self.state["request"]
        if self.state["result"] is not None:
            raise ScenarioMismatch(f"expected {player} / {kind}, but the game is over: {self.state['result']}")
        if request is None or player not in request["pending"]:
            raise ScenarioMismatch(
                f"expected {player} / {kind}, but the engine asks "
                f"{_describe(engine.ask_for(request, request['pending'][0] if request else None))}"
            )
        ask = engine.ask_for(request, player)
        if request["kind"] != kind:
            raise ScenarioMismatch(f"expected {player} / {kind}, but the engine asks {_describe(ask)}")
        if options is not None:
            self._match_options(ask, options, exact)
        if answer is not None:
            self.answer_raw(player, self._resolve(ask, answer))
        return ask

    def answer_raw(self, player: str, choice: object, *, request: object = CURRENT) -> list[dict]:
        """Send any answer through ``engine.advance``; returns its events. Errors propagate."""
        self._refresh()
        pending = self.state["request"]
        request_id = (pending["id"] if pending else None) if request is CURRENT else request
        answer = {"request": request_id, "player": player, "choice": choice}
        self.state, events, _ = engine.advance(self.state, answer)
        self.answers.append(answer)
        self._record(events)
        self.last_events = list(events)
        dumped = snapshot.dump(self.state)
        if snapshot.dump(snapshot.load(dumped)) != dumped:
            raise AssertionError("the state did not survive a snapshot round trip")
        return events

    def expect_error(self, code: str, player: str, choice: object, *, request: object = CURRENT) -> AnswerError:
        """Check that this answer is rejected with ``code`` and a Chinese message, changing nothing."""
        self._refresh()
        before = snapshot.dump(self.state)
        try:
            self.answer_raw(player, choice, request=request)
        except AnswerError as error:
            if error.code != code:
                raise ScenarioMismatch(f"expected error {code}, got {error.code}: {error.message}") from error
            if not any("\u4e00" <= ch <= "\u9fff" for ch in error.message):
                raise ScenarioMismatch(f"error message is not Chinese: {error.message!r}") from error
            if snapshot.dump(self.state) != before:
                raise ScenarioMismatch("a rejected answer changed the state") from error
            return error
        raise ScenarioMismatch(f"expected error {code}, but the answer was accepted")

    def expect_game_over(self, winners: Sequence[str]) -> dict:
        self._refresh()
        result = self.state["result"]
        if result is None:
            ask = self.state["request"]
            raise ScenarioMismatch(
                f"expected the game to be over, but the engine asks "
                f"{_describe(engine.ask_for(ask, ask['pending'][0]))}"
            )
        if result["winners"] != sorted(winners):
            raise ScenarioMismatch(f"expected winners {sorted(winners)}, got {result}")
        return result

    # ------------------------------------------------------------------ internals
    def _record(self, events: list[dict]) -> None:
        self.events.extend(events)

    def _refresh(self) -> None:
        """After edits, ask the pending request again from the edited position."""
        if not self._edited:
            return
        self._edited = False
        request = self.state["request"]
        if request is None or self.state["result"] is not None:
            return
        if request["answers"]:
            raise AssertionError("cannot edit the position while a simultaneous request is half answered")
        self.state["request"] = None
        ctx = Ctx(self.game, self.state)
        _run(ctx)
        self._record(ctx.events)

    @staticmethod
    def _find(ask: dict, item: str, used: set[str]) -> str | None:
        by_id = [o["id"] for o in ask["options"] if o["id"] == item and o["id"] not in used]
        if by_id:
            return by_id[0]
        by_label = [o["id"] for o in ask["options"] if o["label"] == item and o["id"] not in used]
        return by_label[0] if by_label else None  # labels are unique within an ask (Ctx._told_apart)

    def _match_options(self, ask: dict, expected: Sequence[str], exact: bool) -> None:
        used: set[str] = set()
        missing = []
        for item in expected:
            found = self._find(ask, item, used)
            if found is None:
                missing.append(item)
            else:
                used.add(found)
        extra = [o["id"] for o in ask["options"] if o["id"] not in used]
        if missing or (exact and extra):
            raise ScenarioMismatch(
                f"options differ: missing {missing}, unexpected {extra if exact else []}; "
                f"the engine asks {_describe(ask)}"
            )

    def _resolve(self, ask: dict, answer: Sequence[str]) -> list[str]:
        used: set[str] = set()
        ids = []
        for item in answer:
            found = self._find(ask, item, used)
            if found is None:
                raise ScenarioMismatch(f"answer {item!r} is not an option; the engine asks {_describe(ask)}")
            used.add(found)
            ids.append(found)
        return ids
