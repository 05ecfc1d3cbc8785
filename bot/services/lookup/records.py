"""A card as lookup knows it: the public facts a game gives through ``Game.lookup_records``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardRecord:
    game: str
    game_name: str
    id: str
    name: str
    subtitle: str | None = None
    name_en: str | None = None
    subtitle_en: str | None = None
    type: str | None = None
    type_label: str | None = None
    cost: int | None = None
    colour: str | None = None
    colour_label: str | None = None
    implemented: bool = False
    facts: tuple[tuple[str, str], ...] = ()
    text: str = ""
    printed_text: str | None = None
    printings: tuple[str, ...] = ()  # the ids of every printing of the card (reprints), its own first
    image_url: str | None = None  # the official image's address, from an imported catalog

    @classmethod
    def from_game(cls, game: str, game_name: str, record: dict) -> CardRecord:
        fields = {k: v for k, v in record.items() if k in cls.__dataclass_fields__}
        fields["facts"] = tuple((str(label), str(value)) for label, value in record.get("facts", ()))
        fields["printings"] = tuple(record.get("printings") or (record["id"],))
        return cls(game=game, game_name=game_name, **fields)

    @property
    def key(self) -> str:
        """Unique over all games: what select menus and autocomplete carry ("lorcana:tfc-021")."""
        return f"{self.game}:{self.id}"

    @property
    def full_name(self) -> str:
        return f"{self.name}——{self.subtitle}" if self.subtitle else self.name

    @property
    def full_name_en(self) -> str | None:
        if not self.name_en:
            return None
        return f"{self.name_en} - {self.subtitle_en}" if self.subtitle_en else self.name_en
