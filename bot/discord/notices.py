"""When a decision notifies its player (issue 16): the one rule, kept apart from the messages.

A notification is what makes a player's client ping: a new control-panel message in their DM, or,
when their DM is closed, a thread post that mentions them. Everything else edits the panel in place.

The rule, for a decision that comes to a player after someone else acted:

1. **At the table, no ping.** A player who answered something within ``ATTENTION_AFTER_IDLE`` is
   watching their panel: it changes in place.
2. **No repeat while unseen.** A player notified who has not interacted with the match since is
   not notified again: the panel they were called to already shows the new decision.
3. **One per turn.** A player is notified at most once per turn of the game (the setup before the
   first turn counts as one): the first decision that finds them away in a turn calls them; when
   the decision goes back and forth within that turn (responses, blocks, priority), the later
   ones edit their panel in place.
4. **Never stranded: one reminder.** A player whose decision has waited the reminder delay
   (per server, ``/对战 通知提醒``; else ``Config.notice_reminder``, ``TCG_NOTICE_REMINDER_MINUTES``,
   3 hours by default) gets one, from the turn-timer loop, unless they were notified in this turn
   already or have not come to the match since their last notification. It counts as the turn's
   notification (rule 3) and as their unseen one (rule 2), so a player answering hours apart is
   called once per turn, not once per decision: later decisions of a turn they were called to
   wait for the turn timers' own reminder, default answer and forfeit (bot/services/timers.py).

Whether and when a player is notified depends only on public facts and their own activity: the
turn number, whom the game waits for (public: the status and 观战 show it), when the player last
answered or clicked, and when the current request was asked. Never on what any hand holds, so the
timing of a ping tells nobody anything hidden.

The state (``notice_unanswered``, ``noticed_turn``) is stored per seat (migration 0013), so a
restart does not notify anyone a second time.
"""

from __future__ import annotations

from datetime import datetime, timedelta

# A player who answered within this long is taken to be watching their panel (rule 1).
ATTENTION_AFTER_IDLE = timedelta(minutes=2)


def turn_key(public_view: dict) -> int:
    """The turn a notification counts against (rule 3): the public turn number, 0 before turn 1."""
    return public_view["turn"].get("number") or 0


def at_the_table(seat, now: datetime) -> bool:
    """Rule 1: the player answered something themselves within ATTENTION_AFTER_IDLE."""
    return seat.last_active_at is not None and now - seat.last_active_at < ATTENTION_AFTER_IDLE


def needs_notice(seat, turn: int, now: datetime) -> bool:
    """Whether a decision that came to ``seat`` after someone else acted notifies them (rules 1–3)."""
    return not at_the_table(seat, now) and not seat.notice_unanswered and seat.noticed_turn != turn


def reminder_due(seat, turn: int, asked_at: datetime | None, now: datetime, delay: timedelta) -> bool:
    """Rule 4: the seat's decision (shown on its panel) has waited ``delay``, the player has come
    since their last notification and was not notified in this ``turn``."""
    waiting = seat.prompted_request_id is not None and not seat.is_ai
    quiet = not seat.notice_unanswered and seat.noticed_turn != turn
    return waiting and quiet and asked_at is not None and now - asked_at >= delay
