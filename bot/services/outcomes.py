"""What the match service returns for a new match or an answer (bot/services/matches.py), kept
apart so the modules above a game (best-of-N series, the tables) name these without the service.
Everything here is already redacted for whoever it is shown to."""

from __future__ import annotations

from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class MatchHandle:
    """A newly created match. Everything here is safe to show to the seat it is meant for."""

    id: str
    game: str
    players: dict[int, str]  # seat -> engine player id
    request_id: str | None
    pending: dict[str, dict] | None  # player id -> that player's flat ask; None once finished
    events: dict[str, list[dict]]  # player id -> the events in the form that player may read
    spectator_events: list[dict]
    result: dict | None
    seq: int = 0  # the log of a new match covers no answer yet (see AnswerOutcome.seq)


@dataclass(frozen=True)
class AnswerOutcome:
    accepted: bool
    message: str | None = None  # Chinese, when rejected
    code: str | None = None  # the catalog key of the rejection
    events: dict[str, list[dict]] = field(default_factory=dict)
    spectator_events: list[dict] = field(default_factory=list)
    request_id: str | None = None
    pending: dict[str, dict] | None = None
    result: dict | None = None
    seq: int | None = None  # the answer log's sequence number of the last answer in these events
    first_seq: int | None = None  # and of the first (the thread's log checks it follows what it holds)

    @property
    def finished(self) -> bool:
        return self.result is not None

    def after(self, earlier: AnswerOutcome) -> AnswerOutcome:
        """This outcome with the events of an ``earlier`` one in front (answers applied in a row)."""
        events = {p: earlier.events.get(p, []) + self.events.get(p, []) for p in earlier.events.keys() | self.events.keys()}
        first_seq = earlier.first_seq if earlier.first_seq is not None else self.first_seq
        return replace(self, events=events, spectator_events=earlier.spectator_events + self.spectator_events, first_seq=first_seq)


NO_CHANGE = AnswerOutcome(accepted=True)  # where the outcomes of answers in a row are added up
