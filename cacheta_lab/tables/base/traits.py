"""How both tables check a value: the error they raise, the check of what the page sends, and
the trait types whose every value goes through the package's validators
(:mod:`cacheta_lab.checks`)."""

from __future__ import annotations

from typing import Any

import traitlets

from ...checks import check_flag, check_lang
from ...errors import CachetaError, refusal

PAGE_DEPTH = 8  # how deep a message or state update from the page may nest


class TableValueError(CachetaError, traitlets.TraitError):
    """A value a table refuses: a :class:`CachetaError` that traitlets also knows as a
    :class:`~traitlets.TraitError`, so a held or page-sent change is rolled back whole."""


def refused(exc: CachetaError) -> TableValueError:
    """``exc`` as a :class:`TableValueError` (the same sentence)."""
    return TableValueError(exc.said)


def check_page_text(data: Any, depth: int = 0) -> None:
    """Every text in ``data`` from the page is valid Unicode (a lone surrogate could not be
    sent back: the widget library echoes a state update at once), nested at most
    :data:`PAGE_DEPTH` deep."""
    if isinstance(data, str):
        try:
            data.encode("utf-8")
        except UnicodeEncodeError:
            raise refusal("page.surrogate") from None
        return
    if isinstance(data, dict | list | tuple) and depth >= PAGE_DEPTH:
        raise refusal("page.nested")
    for part in (*data.keys(), *data.values()) if isinstance(data, dict) else (
            data if isinstance(data, list | tuple) else ()):
        check_page_text(part, depth + 1)


class Flag(traitlets.Bool):
    """True or False, nothing else (checked by :func:`~cacheta_lab.checks.check_flag`)."""

    def validate(self, obj: Any, value: Any) -> bool:
        try:
            return check_flag(self.name, value)
        except CachetaError as exc:
            raise refused(exc) from None


class Lang(traitlets.Unicode):
    """'pt' or 'en' (checked by :func:`~cacheta_lab.checks.check_lang`)."""

    def validate(self, obj: Any, value: Any) -> str:
        try:
            return check_lang(value)
        except CachetaError as exc:
            raise refused(exc) from None
