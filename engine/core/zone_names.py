"""Zone names shared by the games: a player's zone is "<player>.<kind>" ("p1.hand", "p2.deck")."""


def zone(player: str, kind: str) -> str:
    return f"{player}.{kind}"


def zone_owner(zone_name: str) -> str:
    return zone_name.split(".")[0]


def zone_kind(zone_name: str) -> str:
    return zone_name.split(".")[1]
