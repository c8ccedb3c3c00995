"""A room's deal: a secret drawn when the room is created, kept in its state directory with its
other secrets and never sent, from which every game's deal and every bot's choices are seeded.

A game's seed is HMAC-SHA256 of the secret over the teacher's seed and the game's number, so the
same state directory deals the same games after a restart, two rooms with one seed deal
differently, and no seed a seat could try gives its cards. A game's own seed is in its log (the
host's); it reveals that game and no other. A room made with ``public_deal`` deals from the
seed alone, as ``f"{seed}/{game}"`` (the same cards on every run and in every such room: for a
lesson or a demonstration, never for a class that plays to win).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from ..checks import derive_seed
from .settings import Settings

DEAL = "deal"  # the secret's name among the room's secrets


def new_deal_secret() -> str:
    """43 random URL-safe characters (256 bits)."""
    return secrets.token_urlsafe(32)


def _keyed(secret: str, what: str) -> str:
    return hmac.new(secret.encode("ascii"), what.encode("utf-8", "surrogatepass"),
                    hashlib.sha256).hexdigest()


def game_seed(settings: Settings, secret: str, index: int) -> str:
    """The seed of the room's game ``index`` (0, 1, …)."""
    if settings.public_deal:
        return derive_seed(settings.seed, f"/{index}")
    return _keyed(secret, f"game/{settings.seed}/{index}")


def bot_seed(settings: Settings, secret: str, seat: int) -> str:
    """The seed of the bot that plays ``seat``."""
    if settings.public_deal:
        return derive_seed(settings.seed, f"/bot{seat}")
    return _keyed(secret, f"bot/{settings.seed}/{seat}")
