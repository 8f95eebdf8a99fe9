"""The words a person reads, in each language: the catalogs and the one lookup.

Every word the rule package puts in a result, an error message or a question, and every word
the calculator page shows around it, is an entry of a catalog, never a string in the code or
a template:

- ``calculator/words_<language>.py``: the words every place shares (the error messages, the
  shared questions, dates, holidays, the "not sure" notes), and the calculator page's, under
  namespaced keys: ``page.*`` (calculator/page/: the answer, the form's messages, "Before you
  start"), ``summary.*`` (the copied summary and the words the page shares with it),
  ``next_step.*`` (the answer's first panel), ``ics.*`` (the calendar file), ``query.*`` (a
  link's notices) and ``template.*`` (the page templates', through hooks/words.py);
- ``calculator/jurisdictions/<id>/words_<language>.py``: a place's own words (its reasons,
  deadlines, requirements, warnings, checklist, questions and readings, its deadlines'
  calendar titles ``ics.title.<id>``; in a language other than English also its citation
  labels, ``clause.<anchor>``, and its outline's headings, ``part.<id>``: the English ones are the outline's).

Each catalog module holds one dict, ``WORDS``, from a key to an entry.  An entry is a str
with named placeholders only, filled by ``str.format`` (``"No more than {limit:,} people"``:
the same on CPython and MicroPython); or a tuple: ``(one, many)`` for a count
(``"{count:,} day"``, ``"{count:,} days"``), or the names of a list (the weekdays, the
months).  ``Words.count`` is the one plural helper, ``Words.every`` and ``Words.either`` the
list helpers ("a, b and c", "a, b or c"), ``Words.date`` the dates.  Every language has the
same keys with the same placeholders, and a key is in the shared catalog or in a place's,
never both (tests/test_words.py, which also scans the page's modules and templates for a
word written outside the catalogs).  In a catalog other than English, words in
\u201ccurly quotes\u201d are the ordinance's own English words; the language's own quotes
(\u00abthese\u00bb in Spanish) are for anything else.

``Words(language, place)`` looks a key up in the place's catalog, then in the shared one;
``text(language, key, place, **values)`` does the same once.  A function that returns words
takes the language (``language=DEFAULT``).  A missing key raises KeyError: tests make sure
none is.  Catalogs are imported on first use, never when a module is imported: each page ships
the words of its own language only (the build packs the code with each language's words,
see hooks/calculator_runtime.py), so the Spanish page has no English catalog to import.

Runs on CPython and MicroPython alike.
"""

import sys

from .kept import Kept

# The languages the rule package speaks; the first is the default (``answers["language"]``).
LANGUAGES = ("en", "es")
DEFAULT = "en"

_catalogs = {}
_words = {}


def catalog(language, place=None):
    """The ``WORDS`` dict of the shared catalog of ``language``, or of ``place``'s."""
    name = "calculator.words_" + language if place is None else "calculator.jurisdictions.%s.words_%s" % (
        place, language)
    found = _catalogs.get(name)
    if found is None:
        __import__(name)
        # From sys.modules: a place's package may still be importing (its law.py words its readings).
        found = _catalogs[name] = sys.modules[name].WORDS
    return found


def of(language=DEFAULT, place=None):
    """The ``Words`` of ``language`` for ``place`` (or the shared ones alone), made once."""
    key = (language, place)
    found = _words.get(key)
    if found is None:
        found = _words[key] = Words(language, place)
    return found


def setting(value, language=DEFAULT):
    """A text of calculator/settings.py in ``language``: one text for every language, or one per language
    (``{"en": "Village Clerk-Treasurer", "es": ...}``, English when the language has none); "" when unset."""
    if type(value) is dict:
        value = value.get(language) or value.get(DEFAULT)
    return value if type(value) is str else ""


def text(language, key, place=None, **values):
    """One entry, filled in: ``text("es", "error.required", label="la fecha")``."""
    return of(language, place)(key, **values)


class Words:
    """The words of one language: a place's catalog (if ``place``), then the shared one."""

    def __init__(self, language=DEFAULT, place=None):
        self.language = language
        self.place = place
        self.shared = catalog(language)
        self.own = catalog(language, place) if place else None
        self.dates = Kept()   # (year, month, day, form) -> the date in words (``date``)

    def entry(self, key):
        """The entry as the catalog holds it (a str or a tuple)."""
        if self.own is not None:
            found = self.own.get(key)
            if found is not None:
                return found
        found = self.shared.get(key)
        if found is None:
            raise KeyError("no words %r in the %s catalogs%s" % (key, self.language,
                                                                  " of " + self.place if self.place else ""))
        return found

    def has(self, key):
        return (self.own is not None and key in self.own) or key in self.shared

    def __call__(self, key, **values):
        found = self.entry(key)
        return found.format(**values) if values else found

    def count(self, key, count, **values):
        """An ``(one, many)`` entry for ``count``: "1 day", "3 days"."""
        one, many = self.entry(key)
        values["count"] = count
        return (one if count == 1 else many).format(**values)

    def date(self, day, form="long"):
        """A date in full: "Tuesday, May 11, 2027", "martes, 11 de mayo de 2027"; ``form`` "no_year"
        ("Tuesday, May 11", for the second of two days of one year) or "no_weekday" ("May 11, 2027").
        The last ones written are kept (the calculator page writes the same ones at each change)."""
        return self.dates((day.year, day.month, day.day, form), self._date, day, form)

    def _date(self, day, form):
        return self("date." + form, weekday=self.entry("date.weekdays")[day.weekday()],
                    month=self.entry("date.months")[day.month - 1], day=day.day, year=day.year)

    def every(self, items):
        """['a', 'b', 'c'] -> 'a, b and c'."""
        return self._joined(items, "list.and")

    def either(self, items):
        """['a', 'b', 'c'] -> 'a, b or c'."""
        return self._joined(items, "list.or")

    def _joined(self, items, key):
        items = list(items)
        if len(items) == 1:
            return items[0]
        return self("list.comma").join(items[:-1]) + self(key) + items[-1]

    def number(self, value):
        """A number as the forms write it: 1,200; 2.5 (the same in every language we speak)."""
        return "{:,}".format(value)
