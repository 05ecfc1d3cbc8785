"""隐秘世界 scoring rules for the heuristic agent: money first (one Establish a turn, of a character
card last), then a hidden agent (one Secret Dispatch a turn), then the biggest card the cost pays
for, characters sent where they swing a contest, hidden agents revealed when the cost is there and
the character keeps the contests the hidden agent holds, battle damage where it destroys; no
ability that exhausts or hides a contender before the contests, nor one again while its earlier
activation still waits on the stack.

Contest counts come from the view: each face-up character's active icons (``view["characters"]``)
and one icon of ``view["hidden_agent_icon"]`` per hidden agent (7.2); region caps and influence
tokens from ``view["regions"]``.
"""

from __future__ import annotations

import math

from engine.core.messages import t
from engine.games.underworld import cards as underworld_cards

ASSETS_WANTED = 6  # past this, a card is worth more in hand than as money, unless it is dead there
# Which card to Establish: an asset pays 1 whatever it was (G:资产), so the card given up is the
# cheapest (the least in play). A tenth a point of cost keeps Establish above every other action.
ESTABLISH_BY_COST = 0.1
# Only characters contest regions (7.2): a character card is established after every other card,
# and after the turn's Secret Dispatch, so the agent does not make money of its last character
# and leave the regions to the opponent.
KEEP_THE_CHARACTER = 3.0
# A Secret Dispatch (once a turn) costs 1 for a hidden agent's influence icon (5.2c, 7.2), the
# cheapest way to the influence tokens that win regions: before all but the dearest cards (8+).
ACTIONS = {"establish": 30.0, "play": 20.0, "dispatch": 28.0, "reveal": 15.0, "activate": 5.0, "pass": 0.0}
CONTESTS = ("investigation", "battle", "influence")
# Turn steps before the contests (3.1-3.2): a character exhausted now misses them; worse than passing.
BEFORE_CONTESTS = frozenset({"reset", "prepare", "draw", "action_first", "action_second", "contest_start", "contests"})
MISSES_THE_CONTEST = -1.0
# A reveal whose character, lacking the hidden agent's icon, loses its region more in that contest
# than its own icons win in the others: the hidden agent holds it for 1, out of reach of damage
# (7.2); worse than passing.
GIVES_UP_A_CONTEST = -1.0
# An ability whose earlier activation from the same card still waits on the stack (G:堆叠 p3: it
# resolves only once both players pass): a second one, paid again, would lurk a card the first
# already lurks or look at the library top the first shows; once the first has resolved the agent
# gets priority again and can judge a second one on the board it left. Worse than passing.
ALREADY_WAITING = -1.0
# A contest won (7.3), by kind: a card drawn, damage to enemy characters, influence tokens (the
# only way to win regions, so the most); a tie is worth less (the first player may pay to win it).
CONTEST_WORTH = {"investigation": 0.5, "battle": 0.8, "influence": 1.0}
TIE = 0.4
# A tie while the agent holds the first-player token and has not used its privilege this turn: it
# may pay 1 to win by 1 (7.3.1), so nearly a win.
PRIVILEGED_TIE = 0.8
# Each point of margin: a card looked at, a point of damage; influence's is the token's worth.
MARGIN_WORTH = {"investigation": 0.2, "battle": 0.3}
NEAR_CAP = 3.0  # tokens already there, as a share of the cap: the region is close to being won
# An influence token kept from the opponent (7.4) is worth as much as one won. Either is worth
# GAME_POINT times more in a region whose score would bring its winner to the winning score (8).
GAME_POINT = 3.0
WINNING_SCORE = 8


class Regions:
    def __init__(self, view: dict) -> None:
        self.me = view["viewer"]
        self.view = view
        self.characters = view.get("characters", {})
        self.hidden_icon = view.get("hidden_agent_icon", "influence")
        self.scores = view.get("scores", {})
        self.winning_score = view.get("options", {}).get("winning_score", WINNING_SCORE)
        privileged = view.get("first_player") == self.me and not view.get("turn", {}).get("privilege_used")
        self.tie = PRIVILEGED_TIE if privileged else TIE

    def icons(self, slot: str, player: str) -> dict[str, int]:
        """The contest counts ``player`` has in region ``slot`` ("1".."3")."""
        totals = dict.fromkeys(CONTESTS, 0)
        for card in self.view["zones"].get(f"area{slot}", {}).get("cards", []):
            if card["owner"] != player or card.get("exhausted"):
                continue
            if card["id"] in self.characters:
                for icon, count in self.characters[card["id"]]["active"].items():
                    totals[icon] = totals.get(icon, 0) + count
            elif card.get("face_down"):
                totals[self.hidden_icon] += 1
        return totals

    def opponents(self) -> list[str]:
        return [p for p in self.view["seats"] if p != self.me]

    def region_value(self, slot: str, arriving: dict[str, int] | None = None) -> float:
        """How much ``arriving`` icons (unknown: one of each kind) help here (7.3): each contest
        they turn into a win or a tie, and each point of margin (influence: tokens won or kept
        from the opponent, worth the region's score over its cap, 7.4, more where the region
        decides the game, 8); plus influence tokens near the region's cap, its owner's or the
        opponent's (tokens cancel 1:1 and a region is won at its cap), unless the agent's icons
        there already win it: then every card there goes to the library bottom (7.6) and one more
        is wasted."""
        value = self.contest_swing(slot, arriving or dict.fromkeys(CONTESTS, 1))
        region = self.view.get("regions", {}).get(slot)
        if region and not self.sealed(slot, region):
            value += NEAR_CAP * sum(region["influence"].values()) / max(1, region["cap"])
        return value

    def sealed(self, slot: str, region: dict) -> bool:
        """The agent's influence margin in this turn's contest already brings its tokens to the cap."""
        margin = self.icons(slot, self.me)["influence"] - max((self.icons(slot, p)["influence"] for p in self.opponents()), default=0)
        return margin > 0 and margin >= self.short_of_cap(region, [self.me])

    def contest_swing(self, slot: str, arriving: dict[str, int]) -> float:
        """What a change of the agent's icons in region ``slot`` (gained or, when negative, lost)
        does to its contests there (7.3) and to the influence tokens won or kept from the
        opponent (7.4)."""
        mine = self.icons(slot, self.me)
        theirs = {icon: max((self.icons(slot, p)[icon] for p in self.opponents()), default=0) for icon in CONTESTS}
        region = self.view.get("regions", {}).get(slot)
        margin_worth = dict(MARGIN_WORTH, influence=self.token_worth(region) * self.stakes(region, [self.me]))
        denial_worth = self.token_worth(region) * self.stakes(region, self.opponents())
        value = 0.0
        for icon in CONTESTS:
            before, after = mine[icon], mine[icon] + arriving.get(icon, 0)
            value += CONTEST_WORTH[icon] * (outcome(after, theirs[icon], self.tie) - outcome(before, theirs[icon], self.tie))
            if icon != "influence":
                value += margin_worth[icon] * (max(0, after - theirs[icon]) - max(0, before - theirs[icon]))
        before, after = mine["influence"], mine["influence"] + arriving.get("influence", 0)
        # Tokens past the cap win nothing more (7.6): a margin counts up to the tokens its side lacks.
        mine_short, theirs_short = self.short_of_cap(region, [self.me]), self.short_of_cap(region, self.opponents())
        value += margin_worth["influence"] * (min(mine_short, max(0, after - theirs["influence"]))
                                              - min(mine_short, max(0, before - theirs["influence"])))
        value += denial_worth * (min(theirs_short, max(0, theirs["influence"] - before))
                                 - min(theirs_short, max(0, theirs["influence"] - after)))
        return value

    def short_of_cap(self, region: dict | None, players: list[str]) -> float:
        """The influence tokens ``players``' best placed one still needs to win the region (its cap
        less their tokens there; the other side's tokens cancel theirs 1:1 first, 7.6); unbounded
        when the region is unknown."""
        if not region:
            return math.inf
        tokens = region["influence"]
        others = max((n for p, n in tokens.items() if p not in players), default=0)
        return min(max(0, region["cap"] - tokens.get(p, 0) + others) for p in players) if players else math.inf

    def stakes(self, region: dict | None, players: list[str]) -> float:
        """GAME_POINT when the region's score would bring one of ``players`` to the winning score
        (8, G:胜利和失败), else 1."""
        printed = underworld_cards.card(region["definition"]) if region and "definition" in region else None
        if printed is None:
            return 1.0
        deciding = any(self.scores.get(p, 0) + (printed.score or 0) >= self.winning_score for p in players)
        return GAME_POINT if deciding else 1.0

    @staticmethod
    def token_worth(region: dict | None) -> float:
        """One influence token: the region's score over its cap (G:势力值上限), 1 when unknown."""
        printed = underworld_cards.card(region["definition"]) if region and "definition" in region else None
        return printed.score / printed.cap if printed and printed.score and printed.cap else 1.0

    def arriving_icons(self, ask: dict) -> dict[str, int] | None:
        """The icons of the character a region is asked for: a hidden agent's one (7.2) for a
        Secret Dispatch, else the black icons of the hand card the prompt names."""
        if ask["prompt"] == t("underworld.prompt.dispatch_region"):
            return {self.hidden_icon: 1}
        printed = card_in_prompt(self.view, ask, "underworld.prompt.region")
        return {icon: printed.icons.count(icon) for icon in CONTESTS} if printed else None


def card_in_prompt(view: dict, ask: dict, message: str) -> underworld_cards.CardDef | None:
    """The agent's own card (in hand, or on the stack while it is played) whose name the catalog
    ``message`` puts in the ask's prompt."""
    for zone in view["zones"].values():
        for card in zone.get("cards", []):
            printed = underworld_cards.card(card["def"]) if "def" in card and card.get("owner") == view["viewer"] else None
            if printed and ask["prompt"] == t(message, card=printed.name):
                return printed
    return None


def helps_its_host(printed: underworld_cards.CardDef) -> bool:
    """An attachment (6.5) that gives its host icons or defence (持续, to the host) or rewards the
    host's won contests (触发): a boon, for the agent's own character; one that bars its host from
    contests or actions (琥珀囚笼) is not."""
    boon = False
    for ability in printed.abilities:
        static = ability.static
        if ability.kind == "continuous" and static and static.to == "host":
            if static.cannot_contest or static.cannot_activate_actions:
                return False
            boon = boon or bool(static.icons) or static.defence > 0
        if ability.kind == "triggered" and ability.trigger and ability.trigger.event.startswith("host_won"):
            boon = True
    return boon


def outcome(mine: int, theirs: int, tie: float) -> float:
    """A contest (7.3): won, tied (worth ``tie``: the first player may pay to win it, 7.3.1), lost
    or not held."""
    return 1.0 if mine > theirs else tie if mine == theirs and mine > 0 else 0.0


def is_character_card(view: dict, card_id: str) -> bool:
    seen = next((c for zone in view["zones"].values() for c in zone["cards"] if c["id"] == card_id), None)
    return bool(seen and "def" in seen and underworld_cards.card(seen["def"]).basic_type == "character")


def cost_of(view: dict, card_id: str) -> int:
    for zone in view["zones"].values():
        for seen in zone["cards"]:
            if seen["id"] == card_id and "def" in seen:
                return getattr(underworld_cards.card(seen["def"]), "cost", 0) or 0  # a form (JC028's 鲜血) too
    return 0


def usable_now(ask: dict) -> set[str]:
    """The hand cards the priority ask offers to play or to Secret Dispatch (5.2b-c): the engine
    offers only what the loyalty (忠诚需求) and the ready assets allow."""
    return {rest.partition(":")[0] for word, _, rest in (o["id"].partition(":") for o in ask["options"])
            if word in ("play", "dispatch")}  # fmt: skip


def spend_well(view: dict, option_id: str, usable: set[str] = frozenset()) -> float:
    """Priority actions (5.2): Establish (the cheapest card) while assets are short, and past that
    only a card dead in hand (neither playable nor dispatchable now: its loyalty unmet or its cost
    out of reach; it would wait, or be discarded at the hand limit, 4.4); then the most expensive
    card; no ability that exhausts a character whose icons a contest still ahead would count."""
    word, _, rest = option_id.partition(":")
    if word == "activate" and exhausts_a_contender(view, *rest.split(":")):
        return MISSES_THE_CONTEST
    if word == "activate" and waits_on_the_stack(view, *rest.split(":")):
        return ALREADY_WAITING
    if word == "activate" and lurks_a_contender(view, *rest.split(":")):
        return GIVES_UP_A_CONTEST
    if word == "establish":
        assets = view["zones"].get(f"{view['viewer']}.assets", {}).get("count", 0)
        wanted = assets < ASSETS_WANTED or rest not in usable
        if not wanted:
            return -1.0
        kept = KEEP_THE_CHARACTER if is_character_card(view, rest) else 0.0
        return ACTIONS["establish"] - ESTABLISH_BY_COST * cost_of(view, rest) - kept
    if word == "reveal" and reveal_swing(view, rest) < 0:
        return GIVES_UP_A_CONTEST
    score = ACTIONS.get(word, 3.0)
    if word in ("play", "reveal"):
        score += cost_of(view, rest.partition(":")[0])
    return score


def reveal_swing(view: dict, card_id: str, hiding: bool = False) -> float:
    """What turning a ready hidden agent face up does to its region's contests: it trades the
    hidden agent's one icon (7.2) for the character's black icons (G:暗藏者翻面); ``hiding``: the
    other way round, a character turned face down (潜伏, G:潜伏 p8)."""
    for zone_id, zone in view["zones"].items():
        seen = next((c for c in zone["cards"] if c["id"] == card_id), None) if zone_id.startswith("area") else None
        if seen is None or "def" not in seen or seen.get("exhausted"):
            continue
        regions = Regions(view)
        printed = underworld_cards.card(seen["def"])
        change = {icon: printed.icons.count(icon) for icon in CONTESTS}
        change[regions.hidden_icon] -= 1
        if hiding:
            change = {icon: -count for icon, count in change.items()}
        return regions.contest_swing(zone_id.removeprefix("area"), change)
    return 0.0


def printed_ability(view: dict, card_id: str, ability: str):
    """The printed ability ``ability`` (its index) of a card the agent sees, or None."""
    seen = next((c for zone in view["zones"].values() for c in zone["cards"] if c["id"] == card_id), None)
    if seen is None or "def" not in seen or not ability.isdigit():
        return None
    abilities = underworld_cards.card(seen["def"]).abilities
    return abilities[int(ability)] if int(ability) < len(abilities) else None


def lurks_a_contender(view: dict, card_id: str, ability: str = "") -> bool:
    """The ability turns its own character face down (潜伏, G:潜伏 p8) before this turn's contests,
    where the hidden agent's one icon (7.2) holds less than the character's icons."""
    printed = printed_ability(view, card_id, ability)
    if printed is None or view.get("turn", {}).get("step") not in BEFORE_CONTESTS:
        return False
    hides = any(step.step == "lurk" and step.what.source and not step.then_reveal for step in printed.effects)
    return hides and reveal_swing(view, card_id, hiding=True) < 0


def waits_on_the_stack(view: dict, card_id: str, ability: str = "") -> bool:
    """An activation of this ability of this card is on the stack, not yet resolved (G:堆叠 p3)."""
    return any(o.get("kind") == "ability" and o.get("source") == card_id and o.get("ability") == ability
               for o in view.get("stack", []))  # fmt: skip


def exhausts_a_contender(view: dict, card_id: str, ability: str = "") -> bool:
    """The ability exhausts its ready character, which stands in a region with icons, before this
    turn's contests (7.3 counts only ready characters): by its cost (⟳), or by its effect, when
    every option a ready card offers exhausts it ("横置或重置" XQ22 offers a ready card only the
    exhaust, its FAQ)."""
    if view.get("turn", {}).get("step") not in BEFORE_CONTESTS or not ability.isdigit():
        return False
    seen = next((c for z, zone in view["zones"].items() if z.startswith("area") for c in zone["cards"] if c["id"] == card_id), None)
    facts = view.get("characters", {}).get(card_id)
    if seen is None or "def" not in seen or seen.get("exhausted") or not facts or not any(facts["active"].values()):
        return False
    printed = printed_ability(view, card_id, ability)
    if printed is None:
        return False
    if printed.cost and printed.cost.exhaust:
        return True
    offered = [mode for mode in printed.modes if not (mode.only_if and mode.only_if.source_exhausted)]
    return bool(offered) and all(any(step.step == "exhaust" and step.what.source for step in mode.effects) for mode in offered)


def choose_region(regions: Regions, ask: dict) -> dict[str, float]:
    """Options "slotN": where the character's icons swing the most contests."""
    arriving = regions.arriving_icons(ask)
    return {o["id"]: regions.region_value(o["id"].removeprefix("slot"), arriving) if o["id"].startswith("slot") else 0.0
            for o in ask["options"]}  # fmt: skip


def damage_where_it_destroys(regions: Regions, ask: dict) -> dict[str, float]:
    """Battle damage (7.4): on the enemy character with the least defence left."""
    scores = {}
    for option in ask["options"]:
        facts = regions.characters.get(option["id"])
        scores[option["id"]] = 10.0 - facts["defence"] if facts else 0.0
    return scores


def owner_of(view: dict, card_id: str) -> str | None:
    for zone in view["zones"].values():
        for card in zone["cards"]:
            if card["id"] == card_id:
                return card["owner"]
    return None


def aim_at_the_opponent(view: dict, ask: dict) -> dict[str, float]:
    """Targets and attachments on cards or players: most of the cards' targeted effects harm, so
    the opponent's over the agent's own, but an attachment that helps its host on the agent's own;
    a region (slot) by its contest value."""
    regions = Regions(view)
    attached = card_in_prompt(view, ask, "underworld.prompt.attach") if ask.get("key") == "attach" else None
    mine = 1.0 if attached and helps_its_host(attached) else -1.0
    scores = {}
    for option in ask["options"]:
        option_id = option["id"]
        if option_id.startswith("slot"):
            scores[option_id] = regions.region_value(option_id.removeprefix("slot"))
            continue
        owner = option_id if option_id in view["seats"] else owner_of(view, option_id)
        scores[option_id] = 0.0 if owner is None else mine if owner == view["viewer"] else -mine
    return scores


def sacrifice_the_cheapest(view: dict, ask: dict) -> dict[str, float]:
    return {o["id"]: -cost_of(view, o["id"]) for o in ask["options"]}


def score_options(view: dict, ask: dict) -> dict[str, float] | None:
    regions = Regions(view)
    kind, key = ask["kind"], ask.get("key", "")
    if kind == "choose_action" and key == "priority":
        usable = usable_now(ask)
        return {o["id"]: spend_well(view, o["id"], usable) for o in ask["options"]}
    if key in ("region", "target:to"):
        return choose_region(regions, ask)
    if key.startswith("battle:"):
        return damage_where_it_destroys(regions, ask)
    if key.startswith("sacrifice"):
        return sacrifice_the_cheapest(view, ask)
    if key.startswith("target:") or key == "attach":
        return aim_at_the_opponent(view, ask)
    return None
