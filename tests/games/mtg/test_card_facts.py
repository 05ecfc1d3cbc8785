"""Card facts written by hand in cards/mtg/ agree with the Scryfall export (English facts) and the
release notes (Chinese names), and every card file validates."""

from engine.games.mtg.cards import card_db
from engine.games.mtg.game import MtgGame

# The official Simplified Chinese names of the basic lands (not in the FIN release notes).
BASIC_LAND_NAMES = {"Plains": "平原", "Island": "海岛", "Swamp": "沼泽", "Mountain": "山脉", "Forest": "树林"}
KEYWORDS = {"flying", "reach", "trample", "deathtouch", "lifelink", "vigilance", "haste", "menace", "defender",
            "first strike", "double strike", "hexproof", "indestructible", "flash"}  # fmt: skip


def type_line(card) -> str:
    left = " ".join([s.capitalize() for s in card.supertypes] + [t.capitalize() for t in card.types])
    return f"{left} — {' '.join(card.subtypes)}" if card.subtypes else left


def test_every_card_file_validates():
    assert MtgGame().check_card_files() == []


def _face_mismatches(card, face: dict, entry: dict) -> list[str]:
    """Our facts of one face against Scryfall's (a double-faced card's keywords are listed for
    both faces together, so each face's must be among them)."""
    keywords = sorted(k.lower() for k in entry["keywords"] if k.lower() in KEYWORDS)
    expected = {
        "name": face["name"], "mana_cost": face.get("mana_cost", ""), "type_line": face["type_line"],
        "power": int(face["power"]) if face.get("power", "*") != "*" else None,
        "toughness": int(face["toughness"]) if face.get("toughness") else None, "rarity": entry["rarity"],
    }  # fmt: skip
    ours = {"name": card.name, "mana_cost": card.mana_cost, "type_line": type_line(card), "power": card.power,
            "toughness": card.toughness, "rarity": card.rarity}  # fmt: skip
    found = [f"{card.id} {key}: ours {ours[key]!r}, Scryfall {value!r}" for key, value in expected.items() if ours[key] != value]
    mine = sorted(k.replace("_", " ") for k in card.keywords if k != "job_select")  # not in Scryfall's list: below
    if (mine != keywords) if face is entry else not set(mine) <= set(keywords):
        found.append(f"{card.id} keywords: ours {mine!r}, Scryfall {keywords!r}")
    return found


def test_facts_match_the_scryfall_export(scryfall):
    """Each face of a transforming double-faced card against its face in the export (CR 712); an
    adventurer card's Adventure against its inset face (CR 715.2: a land adventurer's mana cost
    is its Adventure's)."""
    mismatches = []
    for card in card_db().values():
        if not card.id.startswith("fin-"):  # FIC cards: against the release notes (test_fic_cards.py)
            continue
        entry = scryfall.get(card.id.split("-")[1].lstrip("0"))
        if entry is None:
            mismatches.append(f"{card.id} is not in the export")
            continue
        faces = entry.get("card_faces") or [entry]
        if entry["layout"] == "adventure":  # the export prints the card's one mana cost on its land face
            faces = [faces[0] | {"mana_cost": ""}, faces[1] | {"mana_cost": entry["mana_cost"]}]
        ours = [card] + [face for face in (card.back, card.adventure) if face]
        if len(ours) != len(faces):
            mismatches.append(f"{card.id} has {len(ours)} faces, Scryfall {len(faces)}")
            continue
        for face_card, face in zip(ours, faces, strict=True):
            mismatches += _face_mismatches(face_card, face, entry)
        if card.melded:  # the combined face of a meld pair: its own entry ("99b", CR 712.4)
            combined = scryfall[card.melded.id.split("-")[1].lstrip("0")]
            mismatches += _face_mismatches(card.melded, combined, combined)
    assert mismatches == []


def test_job_select_is_the_keyword_of_exactly_the_cards_whose_text_has_it(scryfall):
    """CR 702.182: Scryfall's keyword list doesn't name Job select yet, so the Oracle text says (the
    export holds FIN only: FIC and FCA numbers are not its)."""
    wrong = [card.id for card in card_db().values() if card.id.startswith("fin-")
             if ("job_select" in card.keywords) != scryfall[card.id.split("-")[1].lstrip("0")].get("oracle_text", "").startswith("Job select")]  # fmt: skip
    assert wrong == []


def test_chinese_names_come_from_the_release_notes(release_notes):
    """A card the notes name has their Chinese name; others show only the English one (we do not
    invent translations), except the basic lands' official names."""
    wrong = []
    for card in card_db().values():
        noted = release_notes.get(card.name)
        expected = noted["name_zh"] if noted else BASIC_LAND_NAMES.get(card.name)
        if card.name_zh != expected:
            wrong.append(f"{card.id} {card.name}: {card.name_zh!r}, expected {expected!r}")
    assert wrong == []


def test_mana_value_and_colours_come_from_the_mana_cost():
    """CR 202.2, 202.3."""
    cards = card_db()
    assert (cards["fin-116"].mana_value, cards["fin-116"].colours) == (4, ["B"])
    assert (cards["fin-230"].mana_value, cards["fin-230"].colours) == (2, ["W", "B"])
    assert (cards["fin-260"].mana_value, cards["fin-260"].colours) == (7, [])
    assert cards["fin-306"].mana_value == 0 and not cards["fin-157"].is_permanent_card
