"""The jurisdictions the calculator knows, by the id used in inputs and URLs.

A jurisdiction is a package with ``ordinance.txt`` (verbatim), ``outline.py`` (clause
anchors), ``law.py`` (the legal numbers and quotes), ``rules.py`` (its questions and its
logic) and ``words_<language>.py`` (every word it says, what the site's pages say about it
too: ``about.*``), exposing ``ARTICLE``, ``FIELDS`` (its questions, declared once:
``inputs.Field``), ``check(values, errors)`` and ``evaluate(values, today, holidays)``, and
if it has them ``GROUPS`` (questions behind a disclosure link) and ``WHAT_IF`` (the answers that can
change its answer: ``what_if.py``); the calendar file's title of a deadline of its own is
``ics.title.<deadline id>`` of its words catalog.
Adding a municipality means adding such a package, its guides and scenarios, adding its
id to ``ORDER`` below and filling its entry in ``settings.py`` (README, "Adding a
municipality").

A package is imported the first time it is asked for, so the calculator page only
compiles the rules of the place the visitor picked.  A place's other modules (``law``,
``outline``, ``pages``, ``rules``) are read through here too, ``JURISDICTIONS.module(ident,
"law")``: code outside the registry never imports a place's module by its name
(``importlib.import_module``), so an unknown place is refused in one way, everywhere.
"""

import sys

ORDER = ("village", "city")


def _import(ident, name=None):
    """Import ``calculator.jurisdictions.<ident>`` or its module ``name`` (written so MicroPython can run
    it too: from sys.modules, as a package may still be importing)."""
    dotted = "calculator.jurisdictions." + ident + ("." + name if name else "")
    __import__(dotted)
    return sys.modules[dotted]


class Registry:
    """Read-only mapping from jurisdiction id to its package, imported on first use."""

    def __init__(self, ids):
        self.ids = ids
        self.loaded = {}

    def __contains__(self, ident):
        return ident in self.ids

    def __iter__(self):
        return iter(self.ids)

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, ident):
        if ident not in self.ids:
            raise KeyError(ident)
        if ident not in self.loaded:
            self.loaded[ident] = _import(ident)
        return self.loaded[ident]

    def module(self, ident, name):
        """The place's module ``name``: ``module("village", "law")`` is calculator/jurisdictions/village/law.py.
        KeyError for a place not in ORDER; ImportError for a module the place does not have."""
        self[ident]
        return _import(ident, name)


JURISDICTIONS = Registry(ORDER)
