"""Where the text reads two ways, from the rule package: the renderer of
``{{ readings: ID.NAME }}`` (hooks/markers.py reads the marker).

``ID`` is a place (``calculator.jurisdictions.ORDER``) and ``NAME`` the id of one of the
unclear provisions in its ``law.py`` ``AMBIGUITIES`` (see ``calculator/readings.py``).  The
marker becomes the question in bold and one bullet per reading, each led by its name,
with the reading the site plans on ("safe") and the one the calculator's own count
follows ("counted") marked, and a reading the site does not plan on ("unused") followed
by why, in the words the calculator shows with its day.  These are the words the calculator shows: a guide never
types a reading, so the guides and the calculator cannot drift apart.  Everything is worded in the page's
language: the readings by ``calculator.readings.worded``, the marks by the catalogs' ``guide.readings.*``.

An unknown place or name raises ValueError, naming it.
"""

import re

# The words this hook adds around a place's readings: the catalogs' ``guide.readings.<mark>``.
MARKS = ("safe", "counted")


def ambiguity(jurisdiction_id, ident):
    """The entry ``ident`` of the place's ``law.AMBIGUITIES``."""
    from calculator.jurisdictions import JURISDICTIONS

    if jurisdiction_id not in JURISDICTIONS:
        raise ValueError("{{ readings: %s.%s }}: no place %r" % (jurisdiction_id, ident, jurisdiction_id))
    law = JURISDICTIONS.module(jurisdiction_id, "law")
    for entry in getattr(law, "AMBIGUITIES", ()):
        if entry["id"] == ident:
            return entry
    raise ValueError("{{ readings: %s.%s }}: no %r in calculator/jurisdictions/%s/law.py AMBIGUITIES"
                     % (jurisdiction_id, ident, ident, jurisdiction_id))


def block(jurisdiction_id, ident, language=None):
    """The Markdown of one ambiguity: its question, then each reading by name, in ``language``."""
    from calculator.readings import capital, worded
    from calculator.words import DEFAULT, of

    say = of(language or DEFAULT)
    entry = worded(ambiguity(jurisdiction_id, ident), language or DEFAULT)
    lines = ["**%s**" % escape(entry["question"]), ""]
    for reading in entry["readings"]:
        marks = [say("guide.readings." + key) for key in MARKS if entry[key] == reading["id"]
                 and not (key == "counted" and entry["safe"] == reading["id"])]
        if reading["id"] == entry["unused"]:
            marks.append(reading["unused"])
        text = "- **%s.** %s" % (escape(capital(reading["name"])), escape(reading["words"]))
        lines.append(text + "".join(" *%s*" % escape(mark) for mark in marks))
    return "\n".join(lines) + "\n"


def escape(text):
    return re.sub(r"([\\`*_\[\]<>])", r"\\\1", text)
