"""The ordinance text cut into the clauses of its outline, and the notes shown with them.

The site's full-text pages and the tests use this module; the calculator does not, so
it is written for CPython only.

``clause_texts(jurisdiction_id)`` returns ``[(heading, [(anchor, label, lines), ...]), ...]``
in outline order.  ``lines`` are the clause's lines of ``ordinance.txt``, each with its
line ending, or ``None`` for a clause whose text is not in the file.  Joined together,
all the lines give back the whole file, byte for byte.

``notes_by_anchor(jurisdiction_id)`` returns the notes to show next to each clause.
They come from the place's catalog (``missing_text``: facts about the text we have, parts
missing or cut off, as ``about.missing_text.<anchor>`` and its ``.title``) and, once it exists,
from its ``law`` module: its
``AMBIGUITIES`` (kind "ambiguity"), ``GAPS`` (kind "gap") and ``NOTES`` (kind given
by each entry).  Each entry is a dict, or an object with attributes, holding:

- ``anchor``: the outline anchor of the clause it belongs to (required);
- ``text``, or ``question`` for an ambiguity: plain words for the reader (required);
- ``title``: a short heading (optional; the site has one for each kind);
- ``readings``: for an ambiguity, its readings (optional): dicts of ``calculator/readings.py``, whose
  ``words`` are shown, or plain sentences;
- ``kind``: "missing_text", "ambiguity" or "gap" (optional for AMBIGUITIES and GAPS).
"""

import os
import re

from .. import readings, words
from ..jurisdictions import JURISDICTIONS

PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # calculator/

NOTE_KINDS = ("missing_text", "ambiguity", "gap")

# A line that holds only the ordinance's own clause label: "A.", "(1)" or "(a)".
LONE_LABEL = re.compile(r"^(?:[A-Z]\.|\([0-9]+\)|\([a-z]\))$")

# A line that records when the text was adopted, e.g. "(Ordinance CO08-21-01-28-E2
# adopted 1/28/21)" or "[Adopted 5-9-2005 by Ord. No. 05-91]".
HISTORY = re.compile(r"^(?:\(Ordinance [^()]* adopted [^()]*\)|\[Adopted [^\[\]]*\])$")

def _jurisdiction_dir(jurisdiction_id):
    """Return the folder of a jurisdiction, refusing ids that are not plain names."""
    if not re.match(r"^[a-z][a-z0-9_]*$", jurisdiction_id):
        raise ValueError("not a jurisdiction id: %r" % (jurisdiction_id,))
    path = os.path.join(PACKAGE_DIR, "jurisdictions", jurisdiction_id)
    if not os.path.isdir(path):
        raise ValueError("no jurisdiction %r in %s" % (jurisdiction_id, path))
    return path


def read_ordinance(jurisdiction_id):
    """Return the verbatim text of ``ordinance.txt``, line endings untouched."""
    path = os.path.join(_jurisdiction_dir(jurisdiction_id), "ordinance.txt")
    with open(path, encoding="utf-8", newline="") as file:
        return file.read()


def load_outline(jurisdiction_id):
    """Return the jurisdiction's ``OUTLINE``."""
    _jurisdiction_dir(jurisdiction_id)
    return JURISDICTIONS.module(jurisdiction_id, "outline").OUTLINE


def heading_id(heading):
    """The id of an outline heading on the full-text page ("Permits" -> "part-permits"), the same in every
    language; in a language other than English, the heading is the place's catalog entry ``part.<id without
    "part-">`` (hooks/ordinance_text.py), as a clause's label is ``clause.<anchor>``."""
    return "part-" + re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-")


def split_lines(text):
    """Split ``text`` on "\\n" only; each line keeps its "\\n", so joining gives ``text``."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def split_clauses(text, outline):
    """Cut ``text`` into the clauses of ``outline``, found by their first words.

    Each clause of the outline is ``(anchor, label, first_words)``; ``first_words`` is
    None for a clause whose text is not in the file.  The clauses are found in outline
    order, each searching forward from the line where the one before it was found: a
    clause starts on the first such line whose text (spaces at either end aside) starts
    with its first words, or on the lone label line ("A.", "(1)", "(a)") just above
    that line.  So first words only need to tell a clause from the lines between it and
    the clause before it.  An adoption line ("(Ordinance ... adopted ...)") closes the
    section above it, so it starts a clause only at the top of the text or right after
    another adoption line.  A clause runs until the next one starts.

    Raises ValueError, naming the clause, if its first words are empty, are not found
    after the clause before it (saying so if they are found only before it: the outline
    is out of order), or if the first clause does not start on line 1.
    """
    lines = split_lines(text)
    stripped = [line.strip() for line in lines]
    starts, found = [], []   # per clause with text: its first line, and where its words are
    previous = None          # (anchor, index of its words' line) of the last clause found
    for _, clauses in outline:
        for anchor, _, first_words in clauses:
            if first_words is None:
                continue
            if not first_words.strip():
                raise ValueError("%s: its first words are empty; give the words its text starts with, "
                                 "or None if its text is missing" % anchor)
            after = 0 if previous is None else previous[1] + 1
            where = _find_words(stripped, first_words, after)
            if where is None:
                raise ValueError(_not_found(anchor, first_words, previous, _find_words(stripped, first_words, 0)))
            start = where - 1 if where - 1 >= after and LONE_LABEL.match(stripped[where - 1]) else where
            if not starts and start != 0:
                raise ValueError("%s: the first clause must start on line 1, but its first words %r are on "
                                 "line %d" % (anchor, first_words, where + 1))
            starts.append(start)
            found.append(anchor)
            previous = (anchor, where)
    if not starts:
        raise ValueError("the outline has no clause with text")
    ends = dict(zip(found, starts[1:] + [len(lines)]))
    begins = dict(zip(found, starts))
    result = []
    for heading, clauses in outline:
        parts = []
        for anchor, label, first_words in clauses:
            if first_words is None:
                parts.append((anchor, label, None))
            else:
                parts.append((anchor, label, lines[begins[anchor]:ends[anchor]]))
        result.append((heading, parts))
    return result


def _find_words(stripped, first_words, after):
    """The index of the first line at or after ``after`` that a clause with ``first_words`` can start on."""
    for index in range(after, len(stripped)):
        if stripped[index].startswith(first_words):
            if HISTORY.match(stripped[index]) and index and not HISTORY.match(stripped[index - 1]):
                continue  # an adoption line right after text closes that text's section
            return index
    return None


def _not_found(anchor, first_words, previous, anywhere):
    """The message for a clause whose first words are not found after the clause before it."""
    if previous is None:
        return "%s: no line starts with its first words %r" % (anchor, first_words)
    before, line = previous
    if anywhere is not None:
        return ("%s: its first words %r are on line %d, before %s (line %d): the outline must list the "
                "clauses in the order of the text" % (anchor, first_words, anywhere + 1, before, line + 1))
    return "%s: no line after %s (line %d) starts with its first words %r" % (anchor, before, line + 1,
                                                                             first_words)


def clause_texts(jurisdiction_id):
    """Return the jurisdiction's ordinance cut into its outline's clauses."""
    return split_clauses(read_ordinance(jurisdiction_id), load_outline(jurisdiction_id))


def paragraphs(lines):
    """Group a clause's lines into paragraphs for display, keeping every word.

    Returns ``[(kind, number, text), ...]``.  An adoption line is its own paragraph of
    kind "history" (number None).  Other lines join, by single spaces, into paragraphs
    of kind "text"; a lone label line ("A.", "(1)", "(a)") starts a new one and becomes
    its ``number``.  A blank line ends a paragraph.
    """
    result = []
    number, words = None, []
    for line in lines:
        text = line.strip()
        history = HISTORY.match(text)
        label = LONE_LABEL.match(text)
        if (history or label or not text) and (number or words):
            result.append(("text", number, " ".join(words)))
            number, words = None, []
        if history:
            result.append(("history", None, text))
        elif label:
            number = text
        elif text:
            words.append(text)
    if number or words:
        result.append(("text", number, " ".join(words)))
    return result


def _field(entry, name):
    """Read ``name`` from a dict entry or from an object's attribute; None if absent."""
    if isinstance(entry, dict):
        return entry.get(name)
    return getattr(entry, name, None)


def _words(reading):
    """A reading's plain words: a dict of calculator/readings.py, or a plain sentence."""
    return reading["words"] if isinstance(reading, dict) else reading


def _law_notes(jurisdiction_id, language=words.DEFAULT):
    """Yield ``(entry, default kind)`` for the notes of the jurisdiction's law module, in ``language``."""
    name = "calculator.jurisdictions." + jurisdiction_id + ".law"
    try:
        law = JURISDICTIONS.module(jurisdiction_id, "law")
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return
    for attribute, kind in (("AMBIGUITIES", "ambiguity"), ("GAPS", "gap"), ("NOTES", None)):
        for entry in getattr(law, attribute, ()):
            yield (readings.worded(entry, language) if kind == "ambiguity" else entry), kind


MISSING_TEXT = "about.missing_text."


def missing_text(jurisdiction_id, language=words.DEFAULT):
    """The notes on what the text we have lacks, in ``language``: ``{"anchor", "kind", "title", "text"}``
    for each ``about.missing_text.<anchor>`` of the place's catalog, in the catalog's order."""
    say = words.of(language, jurisdiction_id)
    anchors = [key[len(MISSING_TEXT):] for key in words.catalog(words.DEFAULT, jurisdiction_id)
               if key.startswith(MISSING_TEXT) and not key.endswith(".title")]
    return [{"anchor": anchor, "kind": "missing_text", "title": say(MISSING_TEXT + anchor + ".title"),
             "text": say(MISSING_TEXT + anchor)} for anchor in anchors]


def notes_by_anchor(jurisdiction_id, language=words.DEFAULT):
    """Return ``{anchor: [note, ...]}``; each note a dict with kind, anchor, title, text, readings, worded in
    ``language``.

    Raises ValueError for a note on an anchor the outline lacks, a note without
    text or with an unknown kind, and for a clause with no text and no note.
    """
    outline = load_outline(jurisdiction_id)
    known = set(clause[0] for _, clauses in outline for clause in clauses)
    entries = [(entry, None) for entry in missing_text(jurisdiction_id, language)]
    entries.extend(_law_notes(jurisdiction_id, language))
    notes = {}
    for entry, default_kind in entries:
        note = {
            "anchor": _field(entry, "anchor"),
            "kind": _field(entry, "kind") or default_kind,
            "title": _field(entry, "title"),
            "text": _field(entry, "text") or _field(entry, "question"),
            "readings": [_words(reading) for reading in _field(entry, "readings") or ()],
        }
        if note["anchor"] not in known:
            raise ValueError("%s note for unknown clause %r" % (jurisdiction_id, note["anchor"]))
        if note["kind"] not in NOTE_KINDS:
            raise ValueError("%s note on %s has unknown kind %r" % (jurisdiction_id, note["anchor"], note["kind"]))
        if not note["text"]:
            raise ValueError("%s note on %s has no text" % (jurisdiction_id, note["anchor"]))
        notes.setdefault(note["anchor"], []).append(note)
    for _, clauses in outline:
        for anchor, _, first_words in clauses:
            if first_words is None and not any(n["kind"] == "missing_text" for n in notes.get(anchor, ())):
                raise ValueError("%s clause %s has no text and no note saying so" % (jurisdiction_id, anchor))
    return notes
