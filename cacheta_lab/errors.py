"""Errors that speak both languages of the project (pt-BR and en)."""

from __future__ import annotations

LANGS = ("pt", "en")


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is a supported language code, else raise :class:`CachetaError`."""
    if lang not in LANGS:
        raise CachetaError(
            f"idioma desconhecido {lang!r}; use 'pt' ou 'en'",
            f"unknown language {lang!r}; use 'pt' or 'en'",
        )
    return lang


class CachetaError(ValueError):
    """Bad input: what is wrong and how to write it right, in Portuguese and in English.

    ``str(error)`` gives both sentences; :meth:`message` gives one language.
    """

    def __init__(self, pt: str, en: str) -> None:
        super().__init__(f"{pt} | {en}")
        self.pt = pt
        self.en = en

    def message(self, lang: str = "pt") -> str:
        """The sentence in ``lang`` ('pt' or 'en')."""
        return self.en if lang == "en" else self.pt
