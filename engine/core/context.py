"""``Ctx``: the short-lived handle a game's rules code uses to read and change a match state.

The state itself is plain JSON-compatible data; a ``Ctx`` only adds helpers and collects the
events produced while the engine runs. Nothing in a ``Ctx`` outlives one call to ``advance``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng
from .errors import EngineError
from .events import card_moved_event, make_event
from .messages import t
from .requests import make_ask, only_answer

if TYPE_CHECKING:
    from .game import Game

PUBLIC = "all"


def counter_of(card: dict, kind: str) -> int:
    return card.get("counters", {}).get(kind, 0)


class Ctx:
    def __init__(self, game: Game, state: dict) -> None:
        self.game = game
        self.state = state
        self.events: list[dict] = []

    # ------------------------------------------------------------------ ids and time
    def new_id(self, kind: str) -> str:
        # One counter per prefix letter, so kinds sharing an initial ("card", "choice") never
        # produce the same id.
        prefix = kind[0]
        counters = self.state["ids"]
        counters[prefix] = counters.get(prefix, 0) + 1
        return f"{prefix}{counters[prefix]}"

    def timestamp(self) -> int:
        """A strictly increasing number, used to order effects and objects (e.g. MTG 613.7)."""
        counters = self.state["ids"]
        counters["ts"] = counters.get("ts", 0) + 1
        return counters["ts"]

    @property
    def rng(self) -> dict:
        return self.state["rng"]

    def randint(self, low: int, high: int) -> int:
        return rng.randint(self.state["rng"], low, high)

    # ------------------------------------------------------------------ players
    @property
    def seats(self) -> list[str]:
        """Players still in the game, in turn order."""
        return self.state["seats"]

    def player(self, player_id: str) -> dict:
        return self.state["players"][player_id]

    def opponents(self, player_id: str) -> list[str]:
        return [p for p in self.seats if p != player_id]

    def turn_order_from(self, first: str) -> list[str]:
        """Every seated player, starting with ``first`` and going round (APNAP order)."""
        seats = self.seats
        start = seats.index(first)
        return seats[start:] + seats[:start]

    # ------------------------------------------------------------------ events
    def emit(self, event_type: str, *, secret: dict | None = None, seen_by=PUBLIC, **fields) -> dict:
        """Record an event. ``secret`` fields are shown only to the players in ``seen_by``."""
        return self._record(make_event(event_type, fields, secret, seen_by))

    def _record(self, event: dict) -> dict:
        self.events.append(event)
        self.game.on_event(self, event)
        return event

    # ------------------------------------------------------------------ zones and cards
    def add_zone(self, name: str, *, owner: str | None, show: str) -> None:
        """``show``: "public" (face up to all), "owner" (the owner sees), "hidden" (count only)."""
        if show not in ("public", "owner", "hidden"):
            raise EngineError(f"bad zone visibility {show!r}")
        self.state["zones"][name] = {"owner": owner, "show": show, "cards": []}

    def zone(self, name: str) -> list[str]:
        return self.state["zones"][name]["cards"]

    def card(self, card_id: str) -> dict:
        return self.state["cards"][card_id]

    def exists(self, card_id: str) -> bool:
        """False once the object stopped existing (it changed zone and became a new object)."""
        return card_id in self.state["cards"]

    def _default_visibility(self, zone_name: str, owner: str):
        show = self.state["zones"][zone_name]["show"]
        if show == "public":
            return PUBLIC
        if show == "owner":
            zone_owner = self.state["zones"][zone_name]["owner"] or owner
            return [zone_owner]
        return []

    def create_card(self, definition: str, owner: str, zone_name: str, **fields) -> str:
        card_id = self.new_id("card")
        card = {
            "id": card_id,
            "def": definition,
            "owner": owner,
            "zone": zone_name,
            "visible_to": self._default_visibility(zone_name, owner),
            "ts": self.timestamp(),
        }
        card.update(fields)
        self.state["cards"][card_id] = card
        self.state["zones"][zone_name]["cards"].append(card_id)
        return card_id

    def can_see(self, card_id: str, viewer: str | None) -> bool:
        visible = self.state["cards"][card_id]["visible_to"]
        return visible == PUBLIC or (viewer is not None and viewer in visible)

    def move(
        self,
        card_id: str,
        to_zone: str,
        *,
        position: int | None = None,
        face_down: bool = False,
        reason: str = "",
        keep: tuple[str, ...] = (),
    ) -> str:
        """Move a card; it becomes a new object with a new id, which is returned.

        The new object keeps only its definition, owner and the fields named in ``keep``: counters,
        damage and per-object state are gone (a card that changes zone is a new object; e.g.
        Lorcana 7.1.9.1, MTG 400.7). ``face_down`` hides it from everyone in its new zone.
        """
        old = self.state["cards"].pop(card_id)
        from_zone = old["zone"]
        listed = self.state["zones"][from_zone]["cards"]
        if listed[-1] == card_id:  # the top of a deck or the newest card: no search
            listed.pop()
        else:
            listed.remove(card_id)
        new_id = self.new_id("card")
        card = {
            "id": new_id,
            "def": old["def"],
            "owner": old["owner"],
            "zone": to_zone,
            "visible_to": [] if face_down else self._default_visibility(to_zone, old["owner"]),
            "ts": self.timestamp(),
        }
        for field in keep:
            if field in old:
                card[field] = old[field]
        if face_down:
            card["face_down"] = True
        self.state["cards"][new_id] = card
        cards = self.state["zones"][to_zone]["cards"]
        index = len(cards) if position is None else position
        # Where in an ordered zone it went, for the log ("放到了卡组底部"): told when the move chose
        # a place, or when it stayed in its zone (looked at and put back).
        placed = "bottom" if index == 0 and cards else "top" if index >= len(cards) else None
        cards.insert(index, new_id)
        event = card_moved_event(old, card, reason)
        if placed and (position is not None or from_zone == to_zone):
            event["position"] = placed
        self._record(event)
        return new_id

    def named(self, card_id: str, key: str = "definition") -> dict:
        """``{key: definition}`` when everyone sees the card, else nothing: the fields that name a
        card in an event about it ("米奇 受到 2 点伤害", not its id), hidden cards staying hidden."""
        card = self.state["cards"][card_id]
        return {key: card["def"]} if card["visible_to"] == PUBLIC else {}

    def reveal(self, card_id: str, to: list[str] | None = None) -> None:
        """Let ``to`` (everyone when None) see the card where it is."""
        card = self.state["cards"][card_id]
        if to is None:
            card["visible_to"] = PUBLIC
            self.emit("card_revealed", card=card_id, owner=card["owner"], zone=card["zone"], definition=card["def"])
            return
        if card["visible_to"] == PUBLIC:
            return
        card["visible_to"] = sorted(set(card["visible_to"]) | set(to))
        self.emit(
            "card_revealed", card=card_id, owner=card["owner"], zone=card["zone"], secret={"definition": card["def"]},
            seen_by=list(to),
        )

    def shuffle(self, zone_name: str) -> None:
        """Shuffle a zone. Its cards become new, clean objects with fresh ids and timestamps, so no
        one can follow a card through the shuffle, and nobody keeps knowing where a card is."""
        state = self.state
        zone = state["zones"][zone_name]
        old_ids = zone["cards"]
        rng.shuffle(state["rng"], old_ids)
        # The ids and timestamps `new_id` and `timestamp` would give card after card, counted at once.
        counters, cards = state["ids"], state["cards"]
        first_id, first_ts = counters.get("c", 0), counters.get("ts", 0)
        new_ids = [f"c{first_id + number}" for number in range(1, len(old_ids) + 1)]
        for number, (old_id, new_id) in enumerate(zip(old_ids, new_ids, strict=True), 1):
            old = cards.pop(old_id)
            card = {
                "id": new_id,
                "def": old["def"],
                "owner": old["owner"],
                "zone": zone_name,
                "visible_to": self._default_visibility(zone_name, old["owner"]),
                "ts": first_ts + number,  # the old timestamp would let viewers follow the card
            }
            if old.get("token"):  # still a token until its game ends it (MTG 111.7, 704.5d)
                card["token"] = True
            cards[new_id] = card
        if old_ids:
            counters["c"], counters["ts"] = first_id + len(old_ids), first_ts + len(old_ids)
        zone["cards"] = new_ids
        self.emit("zone_shuffled", zone=zone_name)

    # A card record holds "counters" and "controller" only when they say something (counters
    # present, controlled by someone other than its owner): snapshots stay small.
    def set_counter(self, card_id: str, kind: str, value: int) -> None:
        card = self.state["cards"][card_id]
        counters = card.setdefault("counters", {})
        if value:
            counters[kind] = value
        else:
            counters.pop(kind, None)
        if not counters:
            del card["counters"]

    def counter(self, card_id: str, kind: str) -> int:
        return counter_of(self.state["cards"][card_id], kind)

    def controller(self, card_id: str) -> str:
        card = self.state["cards"][card_id]
        return card.get("controller", card["owner"])

    def add_counter(self, card_id: str, kind: str, amount: int) -> int:
        value = max(0, self.counter(card_id, kind) + amount)
        self.set_counter(card_id, kind, value)
        return value

    # ------------------------------------------------------------------ frames
    def push(self, proc: str, **data) -> dict:
        """Put a rule procedure on the frame stack; it runs before the frame below it continues."""
        frame = {"proc": proc, "step": 0, **data}
        self.state["frames"].append(frame)
        return frame

    def pop(self, frame: dict) -> None:
        frames = self.state["frames"]
        if not frames or frames[-1] is not frame:
            raise EngineError(f"frame {frame.get('proc')} is not on top of the stack")
        frames.pop()

    # ------------------------------------------------------------------ decisions
    def answer_for(self, frame: dict, key: str):
        """The answer for ``key`` if it has arrived (taken from the frame), else None. Lets a
        procedure skip building an expensive ask it has already asked."""
        if frame.get("answer_for") == key:
            frame.pop("answer_for")
            (answer,) = frame.pop("answer").values()  # one player was asked
            return answer
        return None

    def choose(self, frame: dict, player: str, kind: str, key: str, ask: dict, confirm: bool = False):
        """Return the player's choice for ``key`` if it is in, else ask and return None.

        ``ask`` comes from ``requests.make_ask``. When there is exactly one legal answer and
        ``confirm`` is False the engine answers by itself and the caller continues at once.
        """
        answer = self.answer_for(frame, key)
        if answer is not None:
            return answer
        if not confirm:
            single = only_answer(ask)
            if single is not None:
                return single
        if player not in self.seats:  # one who left a game that goes on (a concession) is not asked
            return ask["default"]
        self._request(frame, kind, key, {player: ask})
        return None

    def choose_simultaneously(self, frame: dict, kind: str, key: str, asks: dict[str, dict]):
        """A simultaneous hidden choice: every player in ``asks`` answers without seeing the others.

        Returns ``{player: choice}`` once everyone has answered (even when ``asks`` holds a
        single player), else None.
        """
        if frame.get("answer_for") == key:
            frame.pop("answer_for")
            return frame.pop("answer")
        self._request(frame, kind, key, asks)
        return None

    def _request(self, frame: dict, kind: str, key: str, asks: dict[str, dict]) -> None:
        if self.state["frames"][-1] is not frame:
            raise EngineError("only the frame on top of the stack may ask")
        if self.state["request"] is not None:
            raise EngineError("a request is already pending")
        self.state["request"] = {
            "id": self.new_id("request"),
            "state_version": self.state["version"],
            "kind": kind,
            "key": key,
            "asks": {player: self._told_apart(ask) for player, ask in asks.items()},
            "pending": list(asks),
            "answers": {},
        }

    def _told_apart(self, ask: dict) -> dict:
        """The ask with no two options under one label: two copies of a card say which is which
        by their public state (the game's ``card_details``: exerted, damage, ...), and options
        still alike (two copies in a hand) are numbered."""
        options = ask["options"]
        labels = [o["label"] for o in options]
        if len(set(labels)) == len(labels):
            return ask
        twins = _twins(labels)
        labels = [self._detailed(o) if label in twins else label for o, label in zip(options, labels, strict=True)]
        twins, seen = _twins(labels), {}
        if twins:
            for index, label in enumerate(labels):
                if label in twins:
                    seen[label] = number = seen.get(label, 0) + 1
                    labels[index] = copy_label(label, number)
        return {**ask, "options": [o if o["label"] == label else {**o, "label": label}
                                   for o, label in zip(options, labels, strict=True)]}  # fmt: skip

    def _detailed(self, option: dict) -> str:
        card_id = option["id"].rsplit(":", 1)[-1]  # "c12", or an action on it ("ink:c12")
        card = self.state["cards"].get(card_id)
        if card is None or card["visible_to"] != PUBLIC or card.get("face_down"):
            return option["label"]  # only public facts tell copies apart
        details = self.game.card_details(self.state, card_id)
        return t("option.details", label=option["label"], details="，".join(details)) if details else option["label"]

    # ------------------------------------------------------------------ game end
    def end_game(self, winners: list[str], reason: str, **params) -> None:
        self.state["result"] = {"winners": sorted(winners), "reason": reason, "params": params}
        self.emit("game_over", winners=sorted(winners), reason=reason, params=params)


def _twins(labels: list[str]) -> set[str]:
    """The labels found more than once."""
    once: set[str] = set()
    twins = set()
    for label in labels:
        if label in once:
            twins.add(label)
        once.add(label)
    return twins


# Copies' labels repeat from request to request; `t` is pure, so each is formatted once.
_COPY_LABELS: dict[tuple[str, int], str] = {}


def copy_label(label: str, number: int) -> str:
    """"label (number)": the `number`-th of options still alike once told apart."""
    key = (label, number)
    found = _COPY_LABELS.get(key)
    if found is None:
        found = _COPY_LABELS[key] = t("option.copy", label=label, number=number)
    return found


__all__ = ["Ctx", "PUBLIC", "make_ask"]
