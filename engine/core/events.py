"""Typed events with a public form and per-player private parts.

An event is ``{"type": ..., <public fields>}`` plus, when part of it is hidden, ``"secret": {...}``
and ``"seen_by": [players]``. ``event_for`` gives the form one viewer may read: the secret part is
merged in only for players in ``seen_by``. Spectators (viewer None) get the public form.
"""

def make_event(event_type: str, fields: dict, secret: dict | None, seen_by) -> dict:
    event = {"type": event_type, **fields}
    if secret:
        event["secret"] = secret
        event["seen_by"] = seen_by if seen_by == "all" else sorted(seen_by)
    return event


def card_moved_event(old: dict, new: dict, reason: str) -> dict:
    """The card_moved event: identity is public if the card was face up before or after the move,
    otherwise only those who could see it before or can see it now learn what it is."""
    event = {
        "type": "card_moved",
        "card": new["id"],
        "was": old["id"],
        "owner": old["owner"],
        "from_zone": old["zone"],
        "to_zone": new["zone"],
        "reason": reason,
    }
    if old["visible_to"] == "all" or new["visible_to"] == "all":
        event["definition"] = new["def"]
        return event
    knowers = set(old["visible_to"]) | set(new["visible_to"])
    if knowers:
        event["secret"] = {"definition": new["def"]}
        event["seen_by"] = sorted(knowers)
    return event


def event_for(event: dict, viewer: str | None) -> dict:
    """The form of ``event`` that ``viewer`` may read."""
    if "secret" not in event:
        return event
    public = {k: v for k, v in event.items() if k not in ("secret", "seen_by")}
    seen_by = event["seen_by"]
    if seen_by == "all" or (viewer is not None and viewer in seen_by):
        public.update(event["secret"])
    return public


def full_definition(event: dict) -> str | None:
    """The definition an event names, from its public or its secret part (for the engine's own
    checks, which read every event whole)."""
    return event.get("definition") or event.get("secret", {}).get("definition")


def events_for(events: list[dict], viewer: str | None) -> list[dict]:
    return [event_for(event, viewer) for event in events]
