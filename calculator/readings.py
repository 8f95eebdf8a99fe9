"""Where a provision reads more than one way: its readings, named once, as plain data.

A jurisdiction's ``law.py`` lists them in ``AMBIGUITIES``, each made by ``ambiguity()``
from ids; the words are the place's catalog entries (calculator/words.py)::

    ambiguity("village", "filing_count", "application-a", ("count_back", "full_days"),
              safe="full_days", counted="count_back", values={"days": FILING.value})

    "reading.filing_count.question": "How are the {days} days counted?",
    "reading.filing_count.count_back.name": "counting back",
    "reading.filing_count.count_back.words": "Count back {days} days ...",

and the entry holds its ids, not its words: a place's law.py is imported on a page in any
language, and the words of one language only ship with that page (hooks/calculator_runtime.py), so
nothing here reads a catalog when imported.  ``worded(entry, language)`` is the entry worded in a
language (English too), made once::

    {"id": "filing_count", "anchor": "application-a",
     "question": "How are the ... days counted?",                   # worded only
     "readings": ({"id": "count_back", "name": "counting back", "words": "Count back ..."},
                  {"id": "full_days", "name": "with full days between", "words": "Leave ..."}),
     "safe": "full_days",        # the reading the site plans on, or None: it names none
     "counted": "count_back",    # the reading the calculator's own count follows, or None
     "unused": None,             # a reading the site does not plan on, or None (see below)
     "place": "village", "values": {"days": ...}}

Where a reading gives an earlier day than the site plans on and the site does not plan on it
(``unused``), that reading also has ``"unused"``: one plain sentence saying why
(``reading.<id>.<reading>.unused``), so the day to act on is never called safe under a
reading the page shows without saying why that reading is not used.  A ``safe`` reading that
gives an earlier day has ``.earlier`` in the catalogs: why the day to act on is earlier, as a
clause ("the rules may mean 60 whole days in between"; ``earlier(entry)``).

``name`` is a short phrase that fits after a date ("Tuesday, May 11, 2027, counting
back"); ``words`` is one plain sentence.  The calculator's reasons and notes, and the
guides' "two ways to read" text, take a reading's words from here and nowhere else.
Plain strings and ordered tuples only, so every consumer can render them.

Runs on CPython and MicroPython alike.
"""

from .words import DEFAULT, of

_worded = {}


def ambiguity(place, ident, anchor, readings, safe=None, counted=None, values=None, unused=None):
    """One unclear provision; ``readings`` its two reading ids, in order; ``safe``, ``counted`` and
    ``unused`` ids of them (or None); ``values`` the law values its words name."""
    if len(readings) != 2:
        raise ValueError("%s: an unclear sentence is told as two readings, not %d" % (ident, len(readings)))
    for chosen in (safe, counted, unused):
        if chosen is not None and chosen not in readings:
            raise KeyError("no reading %s of %s" % (chosen, ident))
    if unused is not None and unused in (safe, counted):
        raise ValueError("%s: the reading %s is not used, so it is neither safe nor counted" % (ident, unused))
    item = {"id": ident, "anchor": anchor, "readings": tuple([{"id": one} for one in readings]), "safe": safe,
            "counted": counted, "unused": unused, "place": place, "values": values or {}}
    return item


def words_of(item, language):
    """The ambiguity ``item`` worded in ``language`` from the catalogs (``worded`` keeps each one made)."""
    say, values = of(language, item["place"]), item["values"]
    prefix = "reading." + item["id"]
    worded = dict(item)
    worded["question"] = say(prefix + ".question", **values)
    worded["readings"] = tuple([reading_words(say, prefix + "." + entry["id"], entry["id"], values,
                                              entry["id"] == item["unused"]) for entry in item["readings"]])
    # What a reason or a note says about it (``told``): worded once here, as the rules say it at every answer.
    worded["told"] = of(language)("readings.told", question=worded["question"], readings=both_words(worded, language))
    return worded


def reading_words(say, key, ident, values, unused):
    """One reading worded: its id, name and words, and why it is not used when it is not."""
    found = {"id": ident, "name": say(key + ".name", **values), "words": say(key + ".words", **values)}
    if unused:
        found["unused"] = say(key + ".unused", **values)
    return found


def worded(item, language):
    """The ambiguity ``item`` with its words in ``language`` (the same ids), made once for each item (kept
    with the item, so that another item of the same id, its values other, is worded on its own)."""
    key = (id(item), language)
    found = _worded.get(key)
    if found is None or found[0] is not item:
        found = _worded[key] = (item, words_of(item, language))
    return found[1]


def index(ambiguities):
    """{id: ambiguity}, refusing an id given twice."""
    found = {}
    for item in ambiguities:
        if item["id"] in found:
            raise KeyError("ambiguity %s given twice" % item["id"])
        found[item["id"]] = item
    return found


def find(item, ident):
    """The reading ``ident`` of the ambiguity ``item``."""
    for entry in item["readings"]:
        if entry["id"] == ident:
            return entry
    raise KeyError("no reading %s of %s" % (ident, item["id"]))


def named(item, ident, language=DEFAULT):
    """A reading as a result names it: {"ambiguity", "id", "name", "words"}."""
    entry = find(worded(item, language), ident)
    return {"ambiguity": item["id"], "id": entry["id"], "name": entry["name"], "words": entry["words"]}


def both(item, language=DEFAULT):
    """Both readings' words, in order, as one text: "One reading: ... The other: ..."."""
    return both_words(worded(item, language), language)


def both_words(entry, language):
    """``both`` of an ambiguity worded already (``entry``)."""
    entries = entry["readings"]
    return of(language)("readings.two", one=entries[0]["words"], other=entries[1]["words"])


def told(item, language=DEFAULT):
    """The question and every reading: what a reason or a note says about the ambiguity."""
    return worded(item, language)["told"]


def unused(item, language=DEFAULT):
    """Why the site does not plan on the ambiguity's ``unused`` reading, or "" when it plans on both."""
    if item["unused"] is None:
        return ""
    return find(worded(item, language), item["unused"])["unused"]


def earlier(item, language=DEFAULT):
    """Why the ``safe`` reading gives an earlier day, as a clause: "the rules may mean 60 whole days in between"."""
    return of(language, item["place"])("reading.%s.%s.earlier" % (item["id"], item["safe"]), **item["values"])


def name(item, number, language=DEFAULT):
    """The ``name`` of the reading at ``number`` (0 for the first)."""
    return worded(item, language)["readings"][number]["name"]


def capital(text):
    """A reading's ``name`` at the start of a sentence (MicroPython upper-cases ASCII letters only:
    tests/test_words.py checks every name starts with one)."""
    return text[:1].upper() + text[1:]
