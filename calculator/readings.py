"""Where a provision reads more than one way: its readings, named once, as plain data.

A jurisdiction's ``law.py`` lists them in ``AMBIGUITIES``, each made by ``ambiguity()``::

    {"id": "filing_count", "anchor": "application-a",
     "question": "How are the days counted?",
     "readings": ({"id": "count_back", "name": "counting back", "words": "Count back ..."},
                  {"id": "full_days", "name": "with full days between", "words": "Leave ..."}),
     "safe": "full_days",        # the reading the site plans on, or None: it names none
     "counted": "count_back"}    # the reading the calculator's own count follows, or None

``name`` is a short phrase that fits after a date ("Tuesday, May 11, 2027, counting
back"); ``words`` is one plain sentence.  The calculator's reasons and notes, and the
guides' "two ways to read" text, take a reading's words from here and nowhere else.
Plain strings and ordered tuples only, so every consumer can render them.

Runs on CPython and MicroPython alike.
"""


def reading(ident, name, words):
    return {"id": ident, "name": name, "words": words}


def ambiguity(ident, anchor, question, readings, safe=None, counted=None):
    """One unclear provision; ``safe`` and ``counted`` are ids of its readings (or None)."""
    ids = [item["id"] for item in readings]
    for chosen in (safe, counted):
        if chosen is not None and chosen not in ids:
            raise KeyError("no reading %s of %s" % (chosen, ident))
    return {"id": ident, "anchor": anchor, "question": question, "readings": tuple(readings), "safe": safe,
            "counted": counted}


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


def words(item, ident):
    return find(item, ident)["words"]


def named(item, ident):
    """A reading as a result names it: {"ambiguity", "id", "name", "words"}."""
    entry = find(item, ident)
    return {"ambiguity": item["id"], "id": entry["id"], "name": entry["name"], "words": entry["words"]}


def both(item):
    """Every reading's words, in order, as one text: "One reading: ... The other: ..."."""
    entries = item["readings"]
    if len(entries) == 2:
        return "One reading: %s The other: %s" % (entries[0]["words"], entries[1]["words"])
    return " ".join(["Reading %d: %s" % (number + 1, entry["words"]) for number, entry in enumerate(entries)])


def told(item):
    """The question and every reading: what a reason or a note says about the ambiguity."""
    return "%s %s" % (item["question"], both(item))


def capital(text):
    """A reading's ``name`` at the start of a sentence."""
    return text[:1].upper() + text[1:]
