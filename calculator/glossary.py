"""Plain words for the hard words of the rules: the terms the site explains, and how to find them.

The guides' "Words used in the rules" page of each place and the links from the guides
to it come from here (hooks/glossary.py); so do the plain meanings after a question of the
calculator's form (hooks/calculator_form.py) and the answer's "Words" (calculator/page/answer.py).
A definition is general English, not a rule: it never says what an ordinance requires (the
guides and the calculator do that, with citations).  Where an ordinance itself defines a word,
that definition is the ordinance's, quoted with its citation, and does not belong here.

Each explained term is a term of the one term list (calculator/build/terms.py) and its words
are in the catalogs, in every language: ``term.<key>`` (the term) and ``term.<key>.meaning``
(plain sentences at a grade 8 reading level or below).  Here each entry is ``(key, forms)``:

- ``key``: the term's id, also its anchor on the glossary page (``#right-of-way``);
- ``forms``: the ways an English text writes it, in lower case ("rights-of-way"); a place's
  glossary page lists an entry when one of its forms is in the place's ordinance.

Portable: plain tuples, no dict order relied on (CPython and MicroPython).
"""

from . import words
from .kept import Kept

GLOSSARY = (
    ("bond", ("bond", "bonds")),
    ("footcandle", ("footcandle", "footcandles")),
    ("indemnify", ("indemnify", "indemnity", "indemnifies")),
    ("legal-description", ("legal description",)),
    ("mutcd", ("mutcd", "manual on uniform traffic-control devices", "manual on uniform traffic control devices")),
    ("nonprofit", ("nonprofit", "nonprofits", "non-profit")),
    ("residential-zone", ("residential zone", "residential zones", "residential-zoned")),
    ("right-of-way", ("right-of-way", "rights-of-way", "right of way")),
    ("surety", ("surety",)),
)


def entry(key, language=words.DEFAULT):
    """The entry with this key as a dict (``key``, ``term``, ``forms``, ``definition``), or None: the
    term as a heading writes it ("Right-of-way") and its plain meaning, in ``language``."""
    for item in GLOSSARY:
        if item[0] == key:
            say = words.of(language)
            term = say("term." + key)
            return {"key": key, "term": term[:1].upper() + term[1:], "forms": list(item[1]),
                    "definition": say("term." + key + ".meaning")}
    return None


def found_in(text):
    """The keys of the entries one of whose forms is in ``text`` (any case), in glossary order.  Kept for
    the last texts asked about (the calculator page asks again at each change of the answer)."""
    return list(_found(text, _keys_in, text))


_found = Kept()


def _keys_in(text):
    lower = text.lower()
    return tuple([item[0] for item in GLOSSARY if any(_has_word(lower, form) for form in item[1])])


def _has_word(text, form):
    """Whether ``form`` is in ``text`` as whole words ("bond", not "bondage" or "vagabond")."""
    start = text.find(form)
    while start >= 0:
        end = start + len(form)
        if (start == 0 or not _is_word_char(text[start - 1])) and (end == len(text) or not _is_word_char(text[end])):
            return True
        start = text.find(form, start + 1)
    return False


def _is_word_char(character):
    return character.isalpha() or character.isdigit() or character in "-_"
