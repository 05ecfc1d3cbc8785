"""MTG card definitions: the schema of ``cards/mtg/<set>/*.toml`` and the loader.

A card file holds the printed facts (CR 200–209: name, mana cost, supertypes, card types,
subtypes, power/toughness, keywords) and its abilities in the small vocabulary of
``abilities.py``. Facts are written by hand and cross-checked against the Scryfall export and the
release notes in ``tests/games/mtg/test_card_facts.py``.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache, cached_property
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from engine.core.card_files import CardLibrary

from .abilities import Ability, Count, EntersWith, Keyword, Model, Target

CARDS_DIR = Path(__file__).resolve().parents[3] / "cards" / "mtg"

CardType = Literal["land", "creature", "instant", "sorcery", "artifact", "enchantment"]
Supertype = Literal["basic", "legendary"]
COLOURS = ("W", "U", "B", "R", "G")
MANA_SYMBOL = re.compile(r"\{([0-9]+|[WUBRGCX]|B/P)\}")  # {B/P}: Phyrexian black mana (CR 107.4f)
# CR 305.6: each basic land type has an intrinsic "{T}: Add [mana symbol]."
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


BACK = "b"  # a back face's id is its card's id and this suffix ("fin-104b")
ADVENTURE = "a"  # an adventurer card's Adventure half: its card's id and this suffix ("fin-293a", CR 715.2)
FACE_SUFFIX = re.compile(r"(?<=^(fin|fic|fca)-\d{3})[ab]$")  # a card's id is never a token's ("token-…")


class CardDef(Model):
    # set code and collector number (Scryfall); "b": a back face; FIC (the Commander decks): the
    # release notes' number, their only source here
    id: str = Field(pattern=r"^(fin|fic|fca)-\d{3}[ab]?$")
    name: str  # English printed name (the Oracle name)
    name_zh: str | None = None  # the Simplified Chinese printed name, where the release notes give it
    text_zh: str | None = None  # the Simplified Chinese printed rules text, where the notes give it
    mana_cost: str = Field(default="", pattern=r"^(\{([0-9]+|[WUBRGCX]|B/P)\})*$")  # {X}: CR 107.3; {B/P}: 107.4f
    colour_indicator: list[Literal["W", "U", "B", "R", "G"]] = []  # CR 204: a back face's colours (202.2e)
    supertypes: list[Supertype] = []
    types: list[CardType] = Field(min_length=1)
    subtypes: list[str] = []
    power: int | None = None  # None with a power_cda: printed "*"
    # "[This creature]'s power is equal to the number of ...": a characteristic-defining ability
    # (CR 604.3), applied in layer 7a in every zone
    power_cda: Count | None = None
    toughness: int | None = None
    keywords: list[Keyword] = []
    abilities: list[Ability] = []
    enters: EntersWith | None = None  # "enters tapped" / "enters with counters" (CR 614.1c–d)
    flashback: str | None = Field(default=None, pattern=r"^(\{([0-9]+|[WUBRGC])\})+$")  # "Flashback {2}{R}" (CR 702.34)
    overload: str | None = Field(default=None, pattern=r"^(\{([0-9]+|[WUBRGC])\})+$")  # "Overload {5}{R}{R}" (CR 702.96)
    foretell: str | None = Field(default=None, pattern=r"^(\{([0-9]+|[WUBRGC])\})+$")  # "Foretell {2}{W}" (CR 702.143)
    spectacle: str | None = Field(default=None, pattern=r"^(\{([0-9]+|[WUBRGC])\})+$")  # "Spectacle {R}" (CR 702.137)
    rebound: bool = False  # "Rebound" (CR 702.88)
    # "Blitz—{2}{R}{R}, Discard a card" (CR 702.152): its mana and how many cards it discards; and
    # "You may cast this card from your graveyard using its blitz ability"
    blitz: str | None = Field(default=None, pattern=r"^(\{([0-9]+|[WUBRGC])\})+$")
    blitz_discard: int = Field(default=0, ge=0)
    blitz_from_graveyard: bool = False
    dash: str | None = Field(default=None, pattern=r"^(\{([0-9]+|[WUBRGC])\})+$")  # "Dash {1}{R}" (CR 702.109)
    rarity: Literal["common", "uncommon", "rare", "mythic"] | None = None  # None: not in our sources (FIC)
    implemented: bool = True
    any_number_in_deck: bool = False  # "A deck can have any number of cards named …" (CR 100.2a)
    # "Partner with [name]" (CR 702.124j): the English name of the one card this one may share the
    # commander role with (its enters trigger is written as an ability)
    partner_with: str | None = None
    # an Aura's "Enchant [object]" (CR 702.5a, 303.4a): what the Aura spell targets and what the
    # Aura may be attached to
    enchant: Target | None = None
    cant_be_countered: bool = False  # "This spell can't be countered" (CR 101.2: counter effects do nothing to it)
    # a transforming double-faced card's back face (CR 712): its own characteristics and abilities
    back: CardDef | None = None
    # an adventurer card's Adventure (CR 715.2): the alternative characteristics it is cast with
    # as an Adventure; an instant or sorcery with the subtype Adventure
    adventure: CardDef | None = None
    # a meld card (CR 712.4): the combined back face of its pair ("fin-099b"), written on the
    # card whose collector number it shares; and the other card of the pair, whose name its
    # reminder text gives ("(Melds with …)", CR 712.5g)
    melded: CardDef | None = None
    melds_with: str | None = None

    @model_validator(mode="after")
    def _back_face(self) -> CardDef:
        if self.back and (self.back.id != self.id + BACK or self.back.back or self.back.adventure):
            raise ValueError(f"the back face's id is {self.id + BACK} and it has no back face of its own")
        if self.adventure and (self.adventure.id != self.id + ADVENTURE or self.adventure.back or self.adventure.adventure
                               or "Adventure" not in self.adventure.subtypes or self.adventure.is_permanent_card):  # fmt: skip
            raise ValueError(f"the Adventure's id is {self.id + ADVENTURE}: an instant or sorcery — Adventure (CR 715.2a)")
        if self.melded and (self.melded.id != self.id + BACK or self.back or self.melded.melded or self.melded.mana_cost):
            raise ValueError(f"the combined back face's id is {self.id + BACK}; it has no mana cost (CR 712.4)")
        if (self.enchant is not None) != ("Aura" in self.subtypes):
            raise ValueError("an Aura, and only an Aura, has an enchant ability (CR 303.4a)")
        return self

    @cached_property
    def static_abilities(self) -> tuple[Ability, ...]:
        """Its static abilities (CR 604), read for every permanent whenever a characteristic is:
        most permanents have none."""
        return tuple(a for a in self.abilities if a.kind == "static")

    @cached_property
    def activated(self) -> tuple[tuple[int, Ability], ...]:
        """(index, ability) of its activated abilities (CR 602) and of those activated from a hand
        or a graveyard (cycling, ninjutsu, CR 113.6): each priority menu looks through every card's,
        and most cards have none."""
        return tuple((i, a) for i, a in enumerate(self.abilities) if a.kind == "activated" or a.discard_self or a.ninjutsu or a.activate_from_graveyard)

    @cached_property
    def trigger_events(self) -> frozenset[str]:
        """What its triggered abilities wait for: every permanent is asked at every event."""
        return frozenset(a.trigger.event for a in self.abilities if a.kind == "triggered")

    @cached_property
    def loses_all_abilities(self) -> bool:
        """A static ability of it (an Aura's) says the permanent it is attached to loses all its
        abilities: looked for on every permanent whenever a characteristic is."""
        return any(a.loses_all_abilities for a in self.static_abilities)

    @cached_property
    def creature_only_if(self) -> bool:
        """A static ability says it isn't a creature unless a condition holds (a God of Theros)."""
        return any(a.creature_only_if for a in self.static_abilities)

    @cached_property  # a card's facts don't change: read once (random decks ask every card's colours)
    def cost_symbols(self) -> list[str]:
        return MANA_SYMBOL.findall(self.mana_cost)

    @property
    def mana_value(self) -> int:
        """CR 202.3: the total amount of mana in the mana cost; X is 0 except on the stack
        (CR 202.3e)."""
        return sum(int(s) if s.isdigit() else 0 if s == "X" else 1 for s in self.cost_symbols)

    @cached_property
    def colours(self) -> list[str]:
        """CR 202.2: a card's colours come from the coloured symbols of its mana cost and its
        colour indicator (202.2e)."""
        return [c for c in COLOURS if any(c in s for s in self.cost_symbols) or c in self.colour_indicator]  # {B/P} is black

    @property
    def is_permanent_card(self) -> bool:
        return not {"instant", "sorcery"} & set(self.types)  # CR 110.4a

    def display_name(self) -> str:
        """English and Chinese where both exist (DESIGN: MTG names show both)."""
        return f"{self.name_zh}（{self.name}）" if self.name_zh else self.name


LIBRARY = CardLibrary("mtg", CardDef, CARDS_DIR)


def card_db() -> dict[str, CardDef]:
    return LIBRARY.cards()


@cache
def meld_pairs() -> dict[str, tuple[str, str]]:
    """For each meld card, (the other card of its pair, their combined face): written on the card
    whose collector number the combined face shares (CR 712.4, 712.5)."""
    found = {}
    for definition_id, printed in card_db().items():
        if printed.melded and printed.melds_with:
            found[definition_id] = (printed.melds_with, printed.melded.id)
            found[printed.melds_with] = (definition_id, printed.melded.id)
    return found


class TokenDef(CardDef):
    """A token's characteristics as the spell or ability that creates it defines them (CR 111.4:
    name, colours, types, P/T, abilities). Token kinds live in ``cards/mtg/tokens.toml``, not in
    the card library: no deck holds them and no lookup lists them."""

    id: str = Field(pattern=r"^token-[a-z0-9-]+$")
    rarity: None = None
    token_colours: list[Literal["W", "U", "B", "R", "G"]] = []  # CR 111.4: "a 2/2 white Knight"

    @cached_property
    def colours(self) -> list[str]:
        return list(self.token_colours)


TOKENS_FILE = CARDS_DIR / "tokens.toml"


@cache
def token_db() -> dict[str, TokenDef]:
    data = tomllib.loads(TOKENS_FILE.read_text(encoding="utf-8"))
    return {entry["id"]: TokenDef(**entry) for entry in data["tokens"]}


@cache
def front_id(definition_id: str) -> str:
    """The card a face belongs to: a double-faced card is its front face in every zone but the
    battlefield and the stack (CR 712.8a); an adventurer card has its normal characteristics
    except as an Adventure spell on the stack (CR 715.4). Remembered per id: asked for every
    card in the graveyards and exile at every check of a Commander game (903.9a)."""
    return FACE_SUFFIX.sub("", definition_id)


COPY = "+"  # a copy with exceptions: "<copied definition>+<card whose ability made it>" (CR 707.9b)
# the land types (CR 205.3i), which "loses all land types" removes
LAND_TYPES = frozenset({"Cave", "Cloud", "Desert", "Gate", "Lair", "Locus", "Mine", "Planet", "Power-Plant", "Sphere", "Tower", "Town",
                        "Urza's", *BASIC_LAND_MANA})  # fmt: skip
# subtypes that are not creature types (CR 205.3g–i): "except it's a … Demon" keeps them (CR 205.1b)
NONCREATURE_SUBTYPES = frozenset({"Aura", "Saga", "Equipment", "Vehicle", "Food", "Treasure", *LAND_TYPES})
SUBTYPES_OF = {"enchantment": frozenset({"Aura", "Saga"}), "artifact": frozenset({"Equipment", "Vehicle", "Food", "Treasure"}), "land": LAND_TYPES}


def _corresponding(subtypes: list[str], types: list[str]) -> list[str]:
    """CR 205.3d: only the subtypes that go with these card types (creature types with creature)."""
    return [s for s in subtypes if any(s in SUBTYPES_OF[k] for k in types if k in SUBTYPES_OF) or "creature" in types and s not in NONCREATURE_SUBTYPES]


def copy_with_exception(copied: str, maker: str) -> str:
    """The definition of a token copying ``copied`` with the exception the copy ability of
    ``maker`` (a card's definition, the first part of a copy's) states. A copy of that token
    copies the exception too (CR 707.9b): its definition is this one."""
    return f"{copied}{COPY}{maker.split(COPY)[0]}"


def _copy_with_exception(definition_id: str) -> CardDef:
    """CR 707.9b: the copiable values are the copied object's, as the exception modifies them."""
    copied, maker = definition_id.rsplit(COPY, 1)
    base = card(copied)
    steps = [(a, s) for a in card(maker).abilities for s in a.effects]
    steps += [(a, inner) for a, s in steps if s.step == "reflexive_trigger" for inner in s.effects]  # "when you do, create a token …"
    [(saying, exception)] = [(a, s.exception) for a, s in steps if getattr(s, "exception", None)]
    fields = {name: getattr(base, name) for name in CardDef.model_fields} | {"id": definition_id, "rarity": None}
    fields["abilities"] = [*base.abilities, *exception.abilities, *([saying] if exception.with_this_ability else [])]
    fields["keywords"] = [*base.keywords, *(k for k in exception.keywords if k not in base.keywords)]
    if exception.keep_name:  # "except its name is Kimahri, Valiant Guardian"
        fields.update(name=card(maker).name, name_zh=card(maker).name_zh)
    fields["token_colours"] = base.colours if exception.colours is None else exception.colours
    if exception.power is not None:
        fields.update(power=exception.power, toughness=exception.toughness, power_cda=None)
    if exception.subtypes is not None:
        fields["subtypes"] = [s for s in base.subtypes if s in NONCREATURE_SUBTYPES] + exception.subtypes
    if exception.types is not None:
        fields.update(types=exception.types, subtypes=_corresponding(base.subtypes, exception.types))
    return TokenDef.model_construct(**fields)


@cache
def card(definition_id: str) -> CardDef:
    """The definition of a card, face, token or copy, read for every object whenever one of its
    characteristics is (millions of times a game): remembered per id, and a plain lookup."""
    if COPY in definition_id:
        return _copy_with_exception(definition_id)
    face = FACE_SUFFIX.search(definition_id)
    if face and face.group(0) == BACK:  # a back face (CR 712.8d–e, 712.8g: only its own characteristics)
        front = card_db()[front_id(definition_id)]
        return front.back or front.melded
    if face:  # an Adventure spell (CR 715.3b: only those characteristics)
        return card_db()[front_id(definition_id)].adventure
    found = card_db().get(definition_id)
    return found if found is not None else token_db()[definition_id]


def forget_cache() -> None:
    card.cache_clear()
    meld_pairs.cache_clear()
    token_db.cache_clear()
